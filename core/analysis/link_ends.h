#pragma once

// Every link's two ends resolved once to device and port indices, shared by the link checks
// and the fabric report: looking 100,000 names up twice was most of analysing a 50,000-link
// fabric.
#include "model/catalog_view.h"
#include "model/design.h"
#include "model/device_ports.h"

#include <array>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace cd::core {

struct LinkEnd
{
    int device = -1; // index in Design::devices; -1 when the id is unknown
    int port = -1;   // index in that device's port table; -1 when it has no such port
};

class LinkEnds
{
public:
    LinkEnds(const Design& design, const CatalogView& catalog);

    const std::array<LinkEnd, 2>& of(std::size_t link) const { return m_ends[link]; }
    const PortDirectory::Table& ports(std::size_t device) const { return *m_tables[device]; }
    const CatalogItem* item(std::size_t device) const { return m_items[device]; }
    int deviceIndex(std::string_view id) const;
    const DevicePort* port(const LinkEnd& end) const
    {
        return end.device < 0 || end.port < 0
                   ? nullptr
                   : &m_tables[std::size_t(end.device)]->ports[std::size_t(end.port)];
    }

private:
    PortDirectory m_directory;
    std::unordered_map<std::string_view, int> m_index;
    std::vector<const CatalogItem*> m_items;
    std::vector<const PortDirectory::Table*> m_tables;
    std::vector<std::array<LinkEnd, 2>> m_ends;
};

} // namespace cd::core
