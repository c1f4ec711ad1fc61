#pragma once

#include "migrations.h"
#include "model/design.h"

#include <string>

namespace cd::core {

// *.cluster.json (DESIGN.md §4) as one design. Loading throws LoadError naming file, JSON
// path and what was expected; saving is atomic and throws SaveError.
// A file with several variants (project_file.h) loads as its active variant, which is what
// the CLI commands taking one DESIGN work on; saveDesign writes a file of that one design
// only, so code that must keep the other variants uses loadProject/saveProject.
Design loadDesign(const std::string& path);
Design parseDesign(const std::string& text, const std::string& fileName,
                   const std::vector<Migration>& migrations = designMigrations());
Json designToJson(const Design& design);
std::string serializeDesign(const Design& design); // pretty-printed, newline-terminated
void saveDesign(const Design& design, const std::string& path);

} // namespace cd::core
