#pragma once

#include "io/json_reader.h"
#include "model/catalog_item.h"
#include "model/network.h"

#include <map>
#include <string>

// A server's build-out: the catalog's `buildout` (slots, options, reference configuration;
// resources/catalog/README.md) and a device's `buildout` choices (docs/file-format.md).
// Readers throw LoadError naming the JSON path.
namespace cd::core {

Buildout readBuildout(const JsonReader& r);
Json writeBuildout(const Buildout& b);

std::map<std::string, PartChoice> readPartChoices(const JsonReader& device);
Json writePartChoices(const std::map<std::string, PartChoice>& choices);

} // namespace cd::core
