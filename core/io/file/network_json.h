#pragma once

#include "io/json_reader.h"
#include "model/network.h"

#include <vector>

// The network keys of a project file (docs/file-format.md "Networks"): the top-level
// `networks` list and a server's `nics`. Readers throw LoadError naming the JSON path.
namespace cd::core {

std::vector<Network> readNetworks(const JsonReader& top);
Json writeNetworks(const std::vector<Network>& networks);

std::vector<NicFit> readNicFits(const JsonReader& device);
Json writeNicFits(const std::vector<NicFit>& nics);

} // namespace cd::core
