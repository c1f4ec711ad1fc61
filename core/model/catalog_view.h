#pragma once

#include "catalog_item.h"

#include <string>
#include <string_view>
#include <vector>

namespace cd::core {

// What the domain needs to know of a catalog. The SQLite-backed catalog implements it;
// tests can supply a small in-memory one.
class CatalogView
{
public:
    virtual ~CatalogView() = default;
    virtual const CatalogItem* find(std::string_view id) const = 0;
    virtual std::vector<const CatalogItem*> items() const = 0;
    virtual const Source* source(std::string_view id) const = 0;

    // How a message names catalog id `id`: the item's display name, else the id as given.
    std::string displayNameOf(std::string_view id) const
    {
        const CatalogItem* item = find(id);
        return item ? item->displayName() : std::string(id);
    }
};

} // namespace cd::core
