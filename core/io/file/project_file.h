#pragma once

// A project file: one or more variants of a design in one *.cluster.json (docs/file-format.md
// "Variants"). The top level is the first variant exactly as a single-design file, so readers
// that predate variants, and loadDesign(), keep working; the other variants follow in
// `variants`, the shown one is `active_variant`, and the embedded `catalog` covers them all.
// Loading throws LoadError naming file and JSON path (`variants[1].devices[3].u`); saving is
// atomic and throws SaveError.
#include "migrations.h"
#include "model/project.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace cd::core {

// Texts of at least this many bytes have their links read from the parser's events
// (design_text_sax.h), the rest as a whole tree: under it (every example, a 512-node hall) the
// tree costs tens of milliseconds. GCC 12's LeakSanitizer on Debian 12 also misreads a dynamic
// TLS block that lands 16 bytes into a page (its glibc 2.19 header guess) and crashed at the
// exit of a PDF export of dgx-variants once the event reader had moved the heap's layout.
inline constexpr std::size_t kLinkEventsFromBytes = std::size_t(4) << 20;

Project loadProject(const std::string& path);
Project parseProject(const std::string& text, const std::string& fileName,
                     const std::vector<Migration>& migrations = designMigrations(),
                     std::size_t linkEventsFrom = kLinkEventsFromBytes);
// A project from a document whose design bodies' links were read apart from it (`links`: 0
// the top level, 1 + i `variants[i]`; the document's own arrays are empty there), of the
// current schema version only: nullopt for an older one, whose migration could rewrite them.
// Throws LoadError as parseProject does.
std::optional<Project> parseProjectWithLinks(const std::string& rest,
                                             std::vector<std::optional<std::vector<Link>>> links,
                                             const std::string& fileName);
Json projectToJson(const Project& project);
std::string serializeProject(const Project& project); // pretty-printed, newline-terminated
void saveProject(const Project& project, const std::string& path);

// The document of `first` (named `firstName`, top level) followed by `others` (the
// `variants` entries) with `active` as active_variant. projectToJson and designToJson (a
// single variant) are both this; `active` is only written when there are others.
// `withLinks` false: each body's `links` is left empty (serializeProject writes them).
Json documentToJson(const Design& first, const std::string& firstName,
                    std::span<const DesignVariant> others, std::size_t active,
                    bool withLinks = true);

} // namespace cd::core
