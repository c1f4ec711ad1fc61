#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace cd::catalog {

struct CatalogSourceFile
{
    std::string name; // e.g. "servers.json", used in error messages
    std::string_view text;
};

// resources/catalog/*.json, compiled in (see embed_files.cmake).
const std::vector<CatalogSourceFile>& builtinCatalogFiles();

} // namespace cd::catalog
