// libFuzzer target: a catalog file as `catalog import` reads it, checked against the built-in
// catalog. A refusal must be a LoadError naming the file; anything else escaping is a bug, and
// so is an accepted item outside the bounds every later start relies on.
#include "catalog.h"
#include "catalog_source_parser.h"
#include "io/file/catalog_item_json.h"
#include "io/load_error.h"

#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const auto builtin = cd::catalog::Catalog::builtin("");
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        const auto contents =
            cd::catalog::parseCatalogSources({{"fuzz.json", text}}, builtin.get());
        for (const cd::core::CatalogItem& item : contents.items)
            if (!cd::core::itemBoundsProblem(item).empty())
                std::abort();
    } catch (const cd::core::LoadError&) {
    }
    return 0;
}
