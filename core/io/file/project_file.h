#pragma once

// A project file: one or more variants of a design in one *.cluster.json (docs/file-format.md
// "Variants"). The top level is the first variant exactly as a single-design file, so readers
// that predate variants, and loadDesign(), keep working; the other variants follow in
// `variants`, the shown one is `active_variant`, and the embedded `catalog` covers them all.
// Loading throws LoadError naming file and JSON path (`variants[1].devices[3].u`); saving is
// atomic and throws SaveError.
#include "migrations.h"
#include "model/project.h"

#include <span>
#include <string>
#include <vector>

namespace cd::core {

Project loadProject(const std::string& path);
Project parseProject(const std::string& text, const std::string& fileName,
                     const std::vector<Migration>& migrations = designMigrations());
Json projectToJson(const Project& project);
std::string serializeProject(const Project& project); // pretty-printed, newline-terminated
void saveProject(const Project& project, const std::string& path);

// The document of `first` (named `firstName`, top level) followed by `others` (the
// `variants` entries) with `active` as active_variant. projectToJson and designToJson (a
// single variant) are both this; `active` is only written when there are others.
Json documentToJson(const Design& first, const std::string& firstName,
                    std::span<const DesignVariant> others, std::size_t active);

} // namespace cd::core
