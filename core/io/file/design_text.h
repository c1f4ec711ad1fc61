#pragma once

// The text of a design or project file: the JSON indented by two spaces, as nlohmann's
// dump(2) writes it, except that each entry of a "links" array, and of a design body's
// "devices", takes one line. A generated 16,384-node fabric has half a million links; indented,
// each took 20 lines and the file 198 MB, most of it spaces the reader must skip. A device a
// line lets `predict DESIGN` read the 30,000 devices of such a hall without the JSON library
// (plain_device_lines.h).
#include "model/design.h"
#include "model/json.h"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace cd::core {

// `links[b]`, where given, is written as design body b's `links` (0 the top level, 1 + i
// `variants[i]`) in place of the document's: saving a hall of half a million links then never
// holds them all as a JSON tree.
std::string designText(const Json& document,
                       const std::vector<const std::vector<Link>*>& links = {});

// The same text handed to `sink` a piece of about a megabyte at a time (saveProject streams it
// to the file), never held whole.
void writeDesignText(const Json& document, const std::vector<const std::vector<Link>*>& links,
                     const std::function<void(std::string_view)>& sink);

} // namespace cd::core
