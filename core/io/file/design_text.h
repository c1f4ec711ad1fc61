#pragma once

// The text of a design or project file: the JSON indented by two spaces, as nlohmann's
// dump(2) writes it, except that each entry of a "links" array takes one line. A generated
// 16,384-node fabric has half a million links; indented, each took 20 lines and the file
// 198 MB, most of it spaces the reader must skip.
#include "model/json.h"

#include <string>

namespace cd::core {

std::string designText(const Json& document);

} // namespace cd::core
