#include "link_ends.h"

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

int intern(Names& names, Last& last, std::string_view id)
{
    if (last.index < 0 || last.id != id)
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
        f.lengthM = l.lengthM;
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
    EndResolver(const Design& design, const std::vector<char>& canonical, const LinkEnds& ends)
        : m_design(design), m_canonical(canonical), m_ends(ends)
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
    int resolveDevice(const std::string& id)
    {
        const std::size_t n = m_design.devices.size();
        for (const int step : {m_deviceStep, 1 - m_deviceStep}) {
            const int guess = m_last + step;
            if (guess >= 0 && std::size_t(guess) < n && m_canonical[std::size_t(guess)] &&
                m_design.devices[std::size_t(guess)].id == id) {
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

    const Design& m_design;
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

LinkEnds::LinkEnds(const Design& design, const CatalogView& catalog) : m_directory(catalog)
{
    const std::size_t n = design.devices.size();
    m_index.reserve(n);
    m_items.reserve(n);
    m_tables.reserve(n);
    std::vector<char> canonical(n, 0);
    for (std::size_t i = 0; i < n; ++i) {
        const Device& d = design.devices[i];
        // With a repeated id the first device answers for it (and only it may be guessed).
        canonical[i] = m_index.emplace(d.id, int(i)).second;
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
    m_ends.reserve(design.links.size());
    EndResolver endA(design, canonical, *this);
    EndResolver endB(design, canonical, *this);
    FactsReader facts(m_parts, m_networks);
    m_facts.reserve(design.links.size());
    for (const Link& l : design.links) {
        m_facts.push_back(facts.read(l));
        m_ends.push_back({{endA.resolve(l.a), endB.resolve(l.b)}});
    }
}

int LinkEnds::deviceIndex(std::string_view id) const
{
    const auto it = m_index.find(id);
    return it == m_index.end() ? -1 : it->second;
}

} // namespace cd::core
