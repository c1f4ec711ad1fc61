#pragma once

#include "catalog_view.h"
#include "design.h"

#include <string>
#include <unordered_map>

namespace cd::core {

// The catalog a design is analysed against: the entries embedded in the design first (so a
// saved quote keeps its specs and prices), then the built-in catalog. Analyses look items up
// device by device, and devices come in runs of one model, so the last answer is kept: a
// DesignCatalog serves one thread.
class DesignCatalog final : public CatalogView
{
public:
    DesignCatalog(const Design& design, const CatalogView& base);
    const CatalogItem* find(std::string_view id) const override;
    std::vector<const CatalogItem*> items() const override;
    const Source* source(std::string_view id) const override;

private:
    const CatalogView& m_base;
    std::unordered_map<std::string, const CatalogItem*> m_embedded;
    std::unordered_map<std::string, const Source*> m_sources;
    mutable std::string m_lastId;
    mutable const CatalogItem* m_lastItem = nullptr;
    mutable bool m_hasLast = false;
};

// Every catalog id a design refers to: device models, GPU choices, rack models, cables.
std::vector<std::string> catalogIdsUsedBy(const Design& design, const CatalogView& catalog);

// Copies the entries the design uses (and their sources) from `catalog` into the design, so
// the saved file reopens identically after a catalog update. Unknown ids are left out.
void embedCatalogEntries(Design& design, const CatalogView& catalog);

} // namespace cd::core
