#pragma once

// The design bodies' `links` arrays of a large design file read without the JSON library
// (issue 24): nlohmann's lexer takes most of the time of loading a hall of 16,384 nodes, whose
// half a million links are plain ASCII strings, numbers and literals. A scan of the
// document's structure finds each body's `links` array; a small strict reader turns it into
// LinkListReader's events (the same checks and messages as the event reader of
// design_text_sax.h). Anything else in an array (an escape, a byte past ASCII, a
// control character, a syntax error) gives up, and the file is read the usual way.
#include "model/design.h"

#include <optional>
#include <string>
#include <vector>

namespace cd::core {

struct PlainLinkLists
{
    std::string rest; // the text with each links array read here replaced by []
    // The links of each design body read here: 0 the top level, 1 + i `variants[i]`.
    std::vector<std::optional<std::vector<Link>>> links;
};

// nullopt when the text has no links array, or one that is not plain enough to read here.
// Throws the LoadError of a link that breaks the format (as the event reader would).
std::optional<PlainLinkLists> readPlainLinkLists(const std::string& text,
                                                 const std::string& fileName);

} // namespace cd::core
