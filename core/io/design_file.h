#pragma once

#include "migrations.h"
#include "model/design.h"

#include <string>

namespace cd::core {

// *.cluster.json (DESIGN.md §4). Loading throws LoadError naming file, JSON path and what was
// expected; saving is atomic and throws SaveError.
Design loadDesign(const std::string& path);
Design parseDesign(const std::string& text, const std::string& fileName,
                   const std::vector<Migration>& migrations = designMigrations());
Json designToJson(const Design& design);
std::string serializeDesign(const Design& design); // pretty-printed, newline-terminated
void saveDesign(const Design& design, const std::string& path);

} // namespace cd::core
