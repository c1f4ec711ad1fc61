#pragma once

#include "catalog_item.h"

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
};

} // namespace cd::core
