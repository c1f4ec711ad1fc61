#pragma once

// A large saved design file read a megabyte at a time (issue 24): its text is never held whole.
// Reading a 16,384-node hall (124 MB) into one string cost more in page faults than reading
// its links, and the string stayed beside the links they became, at the peak of the load.
// link_line_skim.h finds each design body's links array, one link a line as saves write it,
// and gives the rest of the document to the usual parser; each array's lines are then read
// piece by piece by the strict plain reader (plain_link_array.h: the checks and messages of
// every link reader), on two threads for a large one.
#include "model/design.h"
#include "plain_link_array.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace cd::core {

// A saved file's text without its links arrays, and each design body's links read apart (0 the
// top level, 1 + i `variants[i]`), for parseProjectWithLinks (project_file.h).
struct StreamedDesignText
{
    std::string rest;
    std::vector<std::optional<std::vector<Link>>> links;
    // Each body's devices, a device a line as saves write them (link_line_skim.h), for
    // readProjectDeviceLines (plain_device_lines.h); their arrays are empty in `rest`.
    std::vector<std::optional<std::string>> devices;
};

// `path` read so; nullopt, or a LoadError, where the file is laid out otherwise or a link in it
// cannot be read so: the caller then reads it whole, whose complaint names the place as every
// reading of a whole file does. A list of `splitFrom` bytes or more is read by two threads.
std::optional<StreamedDesignText>
readStreamedDesignText(const std::string& path, std::ptrdiff_t splitFrom = kSplitLinkBytes);

} // namespace cd::core
