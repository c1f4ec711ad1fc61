#include "analysis/link_ends.h"

namespace cd::core {

LinkEnds::LinkEnds(const Design& design, const CatalogView& catalog) : m_directory(catalog)
{
    const std::size_t n = design.devices.size();
    m_index.reserve(n);
    m_items.reserve(n);
    m_tables.reserve(n);
    for (std::size_t i = 0; i < n; ++i) {
        const Device& d = design.devices[i];
        m_index.emplace(d.id, int(i));
        m_items.push_back(catalog.find(d.model));
        m_tables.push_back(&m_directory.table(d));
    }
    m_ends.reserve(design.links.size());
    for (const Link& l : design.links) {
        std::array<LinkEnd, 2> ends;
        const PortRef* refs[2] = {&l.a, &l.b};
        for (int k = 0; k < 2; ++k) {
            const int device = deviceIndex(refs[k]->device);
            ends[k].device = device;
            if (device >= 0)
                ends[k].port = m_tables[std::size_t(device)]->indexOf(refs[k]->port);
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
