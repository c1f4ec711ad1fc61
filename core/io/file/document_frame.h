#pragma once

// What the scans of a design file's structure keep of each container they are in, to know a
// design body's own keys (plain_link_lists.cpp, link_line_skim.cpp): those scans find the
// `links` arrays without the JSON library.
#include <cstddef>
#include <string>

namespace cd::core {

// A scan gives up on a document nested deeper than the parser accepts (json_reader.cpp), whose
// usual reading names the place; the scan's frames stay few. Links arrays sit at most 4 deep (in
// the top level's body or a variant's), and readPlainLinkArray reads 64 more: within that limit,
// so the caller checks the nesting of the rest alone.
inline constexpr std::size_t kMaxScanDepth = 128;

struct DocumentFrame
{
    bool array = false;
    int body = -1;         // a design body: 0 the top level, 1 + i variants[i]
    bool variants = false; // the top level's `variants` array
    int count = 0;         // an array's values so far
    std::string key;       // an object's last key
};

// The frame of an array opening in `parent` (nullptr at the top) with `depth` frames open: the
// top level's `variants` array is marked, its objects being design bodies.
inline DocumentFrame arrayFrame(const DocumentFrame* parent, std::size_t depth)
{
    DocumentFrame f;
    f.array = true;
    f.variants = parent && parent->body == 0 && depth == 1 && parent->key == "variants";
    return f;
}

} // namespace cd::core
