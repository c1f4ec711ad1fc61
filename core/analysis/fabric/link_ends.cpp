#include "link_ends.h"

namespace cd::core {

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
    // Links come in runs: a node's rails one after another, a switch's ports in order. The
    // device of the previous link's end, or the one after it, is checked before the hash.
    int last[2] = {-1, -1};
    // Likewise ports: the same port as the previous link's end (rail r of the next node, on
    // the next leaf) or the one after it (the next rail of the same node).
    const PortDirectory::Table* lastTable[2] = {nullptr, nullptr};
    int lastPort[2] = {-1, -1};
    // Which of the two guesses (same, next) hit last time at each end: tried first.
    int deviceStep[2] = {0, 0};
    int portStep[2] = {0, 0};
    const auto resolvePort = [&](int k, const PortDirectory::Table& t, const std::string& name) {
        if (&t == lastTable[k])
            for (const int step : {portStep[k], 1 - portStep[k]}) {
                const int guess = lastPort[k] + step;
                if (guess >= 0 && std::size_t(guess) < t.ports.size() &&
                    t.ports[std::size_t(guess)].name == name && t.indexIsFirst(guess)) {
                    portStep[k] = step;
                    return guess;
                }
            }
        return t.indexOf(name);
    };
    const auto resolve = [&](int k, const std::string& id) {
        for (const int step : {deviceStep[k], 1 - deviceStep[k]}) {
            const int guess = last[k] + step;
            if (guess >= 0 && std::size_t(guess) < n && canonical[std::size_t(guess)] &&
                design.devices[std::size_t(guess)].id == id) {
                deviceStep[k] = step;
                return guess;
            }
        }
        return deviceIndex(id);
    };
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
    Names parts{m_parts};
    Names networks{m_networks};
    struct Last
    {
        std::string_view id;
        int index = -1;
    };
    Last lastPart[3];
    Last lastNetwork;
    const auto intern = [](Names& names, Last& last, std::string_view id) {
        if (last.index < 0 || last.id != id)
            last = {id, names.intern(id)};
        return last.index;
    };
    m_facts.reserve(design.links.size());
    for (const Link& l : design.links) {
        LinkFacts f;
        if (!l.cable.empty())
            f.cable = intern(parts, lastPart[0], l.cable);
        if (!l.opticA.empty())
            f.opticA = intern(parts, lastPart[1], l.opticA);
        if (!l.opticB.empty())
            f.opticB = intern(parts, lastPart[2], l.opticB);
        f.network = intern(networks, lastNetwork,
                           l.network ? std::string_view(*l.network) : std::string_view());
        f.lengthM = l.lengthM;
        m_facts.push_back(f);
        std::array<LinkEnd, 2> ends;
        const PortRef* refs[2] = {&l.a, &l.b};
        for (int k = 0; k < 2; ++k) {
            const int device = resolve(k, refs[k]->device);
            if (device >= 0)
                last[k] = device;
            ends[k].device = device;
            if (device >= 0) {
                const PortDirectory::Table& t = *m_tables[std::size_t(device)];
                ends[k].port = resolvePort(k, t, refs[k]->port);
                lastTable[k] = &t;
                lastPort[k] = ends[k].port;
            }
        }
        m_ends.push_back(ends);
    }
}

int LinkEnds::deviceIndex(std::string_view id) const
{
    const auto it = m_index.find(id);
    return it == m_index.end() ? -1 : it->second;
}

} // namespace cd::core
