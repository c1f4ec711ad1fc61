#pragma once

// The keys of one design in a project file (DESIGN.md §4, docs/file-format.md): at the top
// level for the first variant, and in each entry of `variants` for the others. The document
// around them (format, schema_version, catalog, variants) is project_file.h's.
#include "io/json_reader.h"
#include "model/design.h"

#include <set>
#include <string>
#include <vector>

namespace cd::core {

// name, customer, notes, site, racks, devices, links, networks, quote.
const std::set<std::string>& designBodyKeys();

// Reads the body keys of `body` (ids unique within it); leaves `extra` and the embedded
// catalog to the caller, who knows which other keys the object may hold. `links`: the body's
// links already read from the text (design_text_sax.h), moved into the design; nullptr to read
// them from `body`.
Design readDesignBody(const JsonReader& body, std::vector<Link>* links = nullptr);
// One entry of a body's `devices`, its id added to `ids`, where it must not be already.
Device readDevice(const JsonReader& r, std::set<std::string>& ids);

// Appends the body keys of `d` to `out` in file order; no `extra`, no catalog.
// `withLinks` false: `links` is an empty array, for designText to write the design's own.
void writeDesignBody(Json& out, const Design& d, bool withLinks = true);
// One entry of `links`, and of `devices`, as writeDesignBody writes it.
Json linkJson(const Link& link);
Json deviceJson(const Device& device);

// The `catalog` section: {"items": [...], "sources": [...]}, read into `d` when `top` has it.
void readEmbeddedCatalog(const JsonReader& top, Design& d);
Json embeddedCatalogJson(const std::vector<const CatalogItem*>& items,
                         const std::vector<const Source*>& sources);

} // namespace cd::core
