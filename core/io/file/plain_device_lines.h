#pragma once

// A design body's devices read from their lines as saved files write them, a device a line
// (design_text.h, link_line_skim.h), for `predict DESIGN` on a hall of 30,000 devices (issue
// 24), where building the JSON library's tree of them took most of its time. A line whose keys
// are a device's plain ones (id, model, gpu, gpu_count, rack, u, face, name, feed, network,
// port_split, capacity_tb), each a string of printable ASCII without escapes or a number,
// within the bounds the format sets, is read here; any other line (inlets, NICs, a build-out,
// a key the format does not know, null, an escape, a character beyond ASCII, a value out of
// bounds) by the library and readDevice, with every check of a device in a file.
#include "model/design.h"
#include "model/project.h"

#include <optional>
#include <string>
#include <vector>

namespace cd::core {

// The devices of `lines`, one a line, each but the last followed by ',' (as the array had
// them), read as readDesignBody reads a body's devices, their ids unique among themselves
// and `racks`. nullopt where the lines are not that or an id repeats, and the LoadError of a
// device that breaks the format, naming `list` ("devices", "variants[0].devices") and its
// index: either way the caller reads the file whole, whose reader names the place.
std::optional<std::vector<Device>> readDeviceLines(const std::string& lines,
                                                   const std::vector<Rack>& racks,
                                                   const std::string& file,
                                                   const std::string& list);

// Each design body's device lines (0 the top level, 1 + i `variants[i]`, nullopt for a body
// whose devices the text held) read into `project`'s designs, which have none yet: false where
// readDeviceLines refuses a body's or a device's id is also one of its body's links' (a check
// readDesignBody made before the devices were read). Throws readDeviceLines's LoadError.
bool readProjectDeviceLines(Project& project, const std::vector<std::optional<std::string>>& lines,
                            const std::string& file);

} // namespace cd::core
