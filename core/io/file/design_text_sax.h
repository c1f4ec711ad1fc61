#pragma once

// A design file's text parsed in one pass (issue 24): the document as a JSON tree, but each
// design body's `links` read straight into Links as the parser meets them (link_list_reader.h),
// so a large design's links are never a tree as well. Syntax errors, nesting and number range
// are refused as parseJsonText refuses them.
#include "model/design.h"
#include "model/json.h"

#include <optional>
#include <string>
#include <vector>

namespace cd::core {

struct ParsedDesignText
{
    Json doc; // the document; each design body's `links` is null there
    // The links of each design body read from the text: 0 the top level, 1 + i `variants[i]`.
    std::vector<std::optional<std::vector<Link>>> links;

    // nullptr when body `body` has no `links` array in the text.
    std::vector<Link>* linksOf(std::size_t body);
};

ParsedDesignText parseDesignText(const std::string& text, const std::string& fileName);

} // namespace cd::core
