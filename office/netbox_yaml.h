#pragma once

// Reading yaml-cpp nodes of a NetBox device type without letting one bad value stop the file:
// each reader returns nothing and records why, naming the key.
#include <yaml-cpp/yaml.h>

#include <optional>
#include <string>
#include <vector>

namespace cd::office::netbox {

using Skipped = std::vector<std::string>;

// A scalar's text; nullopt (and a note) when the node is a list or a mapping.
std::optional<std::string> text(const YAML::Node& node, const std::string& key, Skipped& skipped);

// A finite number from `min` to `max`; nullopt (and a note) otherwise.
std::optional<double> number(const YAML::Node& node, const std::string& key, double min, double max,
                             Skipped& skipped);

// true/false (and YAML's yes/no); nullopt (and a note) otherwise.
std::optional<bool> boolean(const YAML::Node& node, const std::string& key, Skipped& skipped);

// `map[key]`, or the same key written with dashes for underscores (`maximum-draw`), a slip the
// library's files make; undefined when neither is there.
YAML::Node field(const YAML::Node& map, const std::string& key);

// Notes every key of `map` that `known` does not list, naming `where`; a key that is a known
// one written with dashes is noted as read.
void reportUnknownKeys(const YAML::Node& map, const std::vector<std::string>& known,
                       const std::string& where, Skipped& skipped);

// Notes that differ only in a list index ("interfaces[3].poe-mode: read as poe_mode" for 48
// interfaces) become one, with the index a star and the count at the end.
void collapseRepeats(Skipped& skipped);

// The entries of a list of mappings: entries that are no mapping are noted and dropped.
std::vector<YAML::Node> mappings(const YAML::Node& node, const std::string& key, Skipped& skipped);

} // namespace cd::office::netbox
