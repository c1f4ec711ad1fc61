#include "link_ends.h"

#include "model/large_list.h"

#include <exception>
#include <system_error>
#include <thread>
#include <unordered_map>

namespace cd::core {

namespace {

// Part and network ids to indices; runs of links share them, so the last one is tried first.
struct Names
{
    std::vector<std::string_view>& list;
    std::unordered_map<std::string_view, int> index = {};
    int intern(std::string_view id)
    {
        const auto [it, fresh] = index.try_emplace(id, int(list.size()));
        if (fresh)
            list.push_back(id);
        return it->second;
    }
};

struct Last
{
    std::string_view id;
    int index = -1;
};

// An interned id's text is at one address, so the same id is found without reading it.
int intern(Names& names, Last& last, std::string_view id)
{
    const bool same = last.id.data() == id.data() && last.id.size() == id.size();
    if (last.index < 0 || (!same && last.id != id))
        last = {id, names.intern(id)};
    return last.index;
}

// A link's facts, read in link order (the order the last ids are tried in).
class FactsReader
{
public:
    FactsReader(std::vector<std::string_view>& parts, std::vector<std::string_view>& networks)
        : m_parts{parts}, m_networks{networks}
    {
    }

    LinkFacts read(const Link& l)
    {
        LinkFacts f;
        if (!l.cable.empty())
            f.cable = intern(m_parts, m_lastPart[0], l.cable);
        if (!l.opticA.empty())
            f.opticA = intern(m_parts, m_lastPart[1], l.opticA);
        if (!l.opticB.empty())
            f.opticB = intern(m_parts, m_lastPart[2], l.opticB);
        f.network = intern(m_networks, m_lastNetwork,
                           l.network ? std::string_view(*l.network) : std::string_view());
        if (l.lengthM)
            f.length = *l.lengthM;
        return f;
    }

private:
    Names m_parts;
    Names m_networks;
    Last m_lastPart[3];
    Last m_lastNetwork;
};

// One end (a or b) of the links, resolved in link order.
class EndResolver
{
public:
    // `canonical`: per device, whether it is the first with its id.
    EndResolver(const std::vector<char>& canonical, const LinkEnds& ends)
        : m_canonical(canonical), m_ends(ends)
    {
    }

    LinkEnd resolve(const PortRef& ref)
    {
        LinkEnd end;
        const int device = resolveDevice(ref.device);
        if (device >= 0)
            m_last = device;
        end.device = device;
        if (device >= 0) {
            const PortDirectory::Table& t = m_ends.ports(std::size_t(device));
            end.port = resolvePort(t, ref.port);
            m_lastTable = &t;
            m_lastPort = end.port;
        }
        return end;
    }

private:
    int resolveDevice(std::string_view id)
    {
        const std::size_t n = m_canonical.size();
        for (const int step : {m_deviceStep, 1 - m_deviceStep}) {
            const int guess = m_last + step;
            if (guess >= 0 && std::size_t(guess) < n && m_canonical[std::size_t(guess)] &&
                m_ends.deviceId(std::size_t(guess)) == id) {
                m_deviceStep = step;
                return guess;
            }
        }
        return m_ends.deviceIndex(id);
    }

    int resolvePort(const PortDirectory::Table& t, const std::string& name)
    {
        if (&t == m_lastTable)
            for (const int step : {m_portStep, 1 - m_portStep}) {
                const int guess = m_lastPort + step;
                if (guess >= 0 && std::size_t(guess) < t.ports.size() &&
                    t.ports[std::size_t(guess)].name == name && t.indexIsFirst(guess)) {
                    m_portStep = step;
                    return guess;
                }
            }
        return t.indexOf(name);
    }

    const std::vector<char>& m_canonical;
    const LinkEnds& m_ends;
    // Links come in runs: a node's rails one after another, a switch's ports in order. The
    // device of the previous link's end, or the one after it, is checked before the hash.
    int m_last = -1;
    // Likewise ports: the same port as the previous link's end (rail r of the next node, on
    // the next leaf) or the one after it (the next rail of the same node).
    const PortDirectory::Table* m_lastTable = nullptr;
    int m_lastPort = -1;
    // Which of the two guesses (same, next) hit last time: tried first.
    int m_deviceStep = 0;
    int m_portStep = 0;
};

} // namespace

LinkEnds::LinkEnds(const Design& design, const CatalogView& catalog, std::size_t parallelFrom)
    : m_directory(catalog)
{
    const std::size_t n = design.devices.size();
    m_items.reserve(n);
    m_tables.reserve(n);
    startIds(n);
    // One pass over the devices (400 bytes each, 12 MB in a 16,384-node hall): their ids
    // copied, their items and port tables found.
    for (std::size_t i = 0; i < n; ++i) {
        const Device& d = design.devices[i];
        copyId(d);
        // Devices come in runs of one configuration (2,048 identical nodes): the previous
        // device's item and port table serve until the model, breakout or NICs change.
        const Device* prev = i > 0 ? &design.devices[i - 1] : nullptr;
        if (prev && prev->model == d.model && prev->portSplit == d.portSplit &&
            prev->nics == d.nics) {
            m_items.push_back(m_items.back());
            m_tables.push_back(m_tables.back());
        } else {
            m_items.push_back(catalog.find(d.model));
            m_tables.push_back(&m_directory.table(d));
        }
    }
    const std::vector<char> canonical = indexIds();
    reserveLarge(m_ends, design.links.size());
    reserveLarge(m_facts, design.links.size());
    m_ends.resize(design.links.size());
    m_facts.resize(design.links.size());
    if (design.links.size() < parallelFrom || std::thread::hardware_concurrency() < 2 ||
        !resolveInTwo(design, canonical))
        resolve(design, canonical, 0, design.links.size(), m_parts, m_networks, m_networkLinks);
}

// Links [from, to) resolved in order, their part and network ids numbered in `parts` and
// `networks` as they first appear. Reads the device tables only, so two may run at once.
void LinkEnds::resolve(const Design& design, const std::vector<char>& canonical, std::size_t from,
                       std::size_t to, std::vector<std::string_view>& parts,
                       std::vector<std::string_view>& networks,
                       std::vector<std::size_t>& perNetwork)
{
    EndResolver endA(canonical, *this);
    EndResolver endB(canonical, *this);
    FactsReader facts(parts, networks);
    for (std::size_t i = from; i < to; ++i) {
        const Link& l = design.links[i];
        m_facts[i] = facts.read(l);
        const auto network = std::size_t(m_facts[i].network);
        if (network >= perNetwork.size())
            perNetwork.resize(network + 1, 0);
        ++perNetwork[network];
        m_ends[i] = {{endA.resolve(l.a), endB.resolve(l.b)}};
    }
}

// The second half on a second thread; false, with nothing done, when none can be started.
bool LinkEnds::resolveInTwo(const Design& design, const std::vector<char>& canonical)
{
    const std::size_t n = design.links.size(), half = n / 2;
    std::vector<std::string_view> parts, networks;
    std::vector<std::size_t> perNetwork;
    std::exception_ptr failed; // the second thread's, thrown here once it is joined
    try {
        std::jthread second([&] {
            try {
                resolve(design, canonical, half, n, parts, networks, perNetwork);
            } catch (...) {
                failed = std::current_exception();
            }
        });
        resolve(design, canonical, 0, half, m_parts, m_networks, m_networkLinks);
    } catch (const std::system_error&) {
        return false;
    }
    if (failed)
        std::rethrow_exception(failed);
    adoptNames(half, parts, networks, perNetwork);
    return true;
}

// The ids the links from `from` on numbered among themselves, renumbered after the first
// half's: those it has keep its number, new ones follow in the order they appeared, which is
// the order one thread would have given them.
void LinkEnds::adoptNames(std::size_t from, const std::vector<std::string_view>& parts,
                          const std::vector<std::string_view>& networks,
                          const std::vector<std::size_t>& perNetwork)
{
    const auto renumber = [](std::vector<std::string_view>& into,
                             const std::vector<std::string_view>& own) {
        Names names{into};
        for (std::size_t i = 0; i < into.size(); ++i)
            names.index.emplace(into[i], int(i));
        std::vector<int> to;
        for (const std::string_view id : own)
            to.push_back(names.intern(id));
        return to;
    };
    const std::vector<int> part = renumber(m_parts, parts);
    const std::vector<int> network = renumber(m_networks, networks);
    m_networkLinks.resize(m_networks.size(), 0);
    for (std::size_t g = 0; g < perNetwork.size(); ++g)
        m_networkLinks[std::size_t(network[g])] += perNetwork[g];
    for (std::size_t i = from; i < m_facts.size(); ++i) {
        LinkFacts& f = m_facts[i];
        for (int* id : {&f.cable, &f.opticA, &f.opticB})
            if (*id >= 0)
                *id = part[std::size_t(*id)];
        f.network = network[std::size_t(f.network)];
    }
}

bool LinkEnds::rebind(const Design& design)
{
    if (design.devices.size() != m_items.size() || design.links.size() != m_ends.size())
        return false;
    startIds(design.devices.size());
    for (const Device& d : design.devices)
        copyId(d);
    indexIds();
    return true;
}

void LinkEnds::startIds(std::size_t devices)
{
    m_idText.clear();
    m_idStart.assign(1, 0);
    m_idStart.reserve(devices + 1);
}

void LinkEnds::copyId(const Device& device)
{
    m_idText.insert(m_idText.end(), device.id.begin(), device.id.end());
    m_idStart.push_back(std::uint32_t(m_idText.size()));
}

// The copied ids indexed; per device, whether it is the first with its id (with a repeated id
// the first device answers for it, and only it may be guessed).
std::vector<char> LinkEnds::indexIds()
{
    const std::size_t n = m_idStart.size() - 1;
    m_index.reset(n);
    std::vector<char> canonical(n, 0);
    for (std::size_t i = 0; i < n; ++i)
        canonical[i] = m_index.insert(deviceId(i), int(i));
    return canonical;
}

int LinkEnds::deviceIndex(std::string_view id) const
{
    const int* at = m_index.find(id);
    return at ? *at : -1;
}

} // namespace cd::core
