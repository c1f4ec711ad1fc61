#include "design_catalog.h"
#include "server_buildout.h"

#include "placement.h"

#include <algorithm>
#include <set>

namespace cd::core {

DesignCatalog::DesignCatalog(const Design& design, const CatalogView& base) : m_base(base)
{
    for (const CatalogItem& item : design.embeddedCatalog)
        m_embedded.emplace(item.id, &item);
    for (const Source& s : design.embeddedSources)
        m_sources.emplace(s.id, &s);
}

const CatalogItem* DesignCatalog::find(std::string_view id) const
{
    if (m_hasLast && id == m_lastId)
        return m_lastItem;
    const CatalogItem* item = nullptr;
    if (!m_embedded.empty())
        if (auto it = m_embedded.find(std::string(id)); it != m_embedded.end())
            item = it->second;
    if (!item)
        item = m_base.find(id);
    m_lastId.assign(id);
    m_lastItem = item;
    m_hasLast = true;
    return item;
}

std::vector<const CatalogItem*> DesignCatalog::items() const
{
    std::vector<const CatalogItem*> out;
    for (const CatalogItem* item : m_base.items())
        out.push_back(find(item->id));
    for (const auto& [id, item] : m_embedded)
        if (!m_base.find(id))
            out.push_back(item);
    return out;
}

const Source* DesignCatalog::source(std::string_view id) const
{
    auto it = m_sources.find(std::string(id));
    return it != m_sources.end() ? it->second : m_base.source(id);
}

std::vector<std::string> catalogIdsUsedBy(const Design& design, const CatalogView& catalog)
{
    std::set<std::string> ids;
    for (const Rack& r : design.racks)
        ids.insert(r.model);
    for (const Device& d : design.devices) {
        ids.insert(d.model);
        const CatalogItem* item = catalog.find(d.model);
        if (d.gpu)
            ids.insert(*d.gpu);
        else if (item && item->gpu)
            ids.insert(item->gpu->defaultGpu);
        // The parts fitted and the reference ones their price and power are measured from.
        if (item && item->buildout)
            for (const FittedPart& p : fittedParts(d, *item)) {
                ids.insert(p.part);
                ids.insert(p.slot->defaultPart);
            }
    }
    for (const Link& l : design.links)
        if (!l.cable.empty())
            ids.insert(l.cable);
    return {ids.begin(), ids.end()};
}

void embedCatalogEntries(Design& design, const CatalogView& catalog)
{
    std::vector<CatalogItem> items;
    std::set<std::string> sourceIds;
    const auto addSources = [&](const std::vector<std::string>& src) {
        sourceIds.insert(src.begin(), src.end());
    };
    for (const std::string& id : catalogIdsUsedBy(design, catalog)) {
        const CatalogItem* item = catalog.find(id);
        if (!item)
            continue;
        items.push_back(*item);
        for (const auto& [key, spec] : item->specs)
            addSources(spec.sources);
        if (item->gpu)
            addSources(item->gpu->sources);
        for (const PortGroup& p : item->ports)
            addSources(p.sources);
        if (item->price)
            addSources(item->price->sources);
        if (item->buildout) {
            addSources(item->buildout->sources);
            for (const BuildoutSlot& s : item->buildout->partSlots)
                addSources(s.sources);
        }
    }
    std::vector<Source> sources;
    for (const std::string& id : sourceIds)
        if (const Source* s = catalog.source(id))
            sources.push_back(*s);
    design.embeddedCatalog = std::move(items);
    design.embeddedSources = std::move(sources);
}

} // namespace cd::core
