// libFuzzer target: a design or project file (*.cluster.json) as the app opens it, then the
// analysis every screen shows. A refusal must be a LoadError; anything else escaping is a bug,
// and so is a non-finite figure in the report.
#include "analysis/analyze.h"
#include "catalog.h"
#include "io/file/project_file.h"
#include "io/load_error.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const auto catalog = cd::catalog::Catalog::builtin("");
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        const cd::core::Project project = cd::core::parseProject(text, "fuzz.cluster.json");
        const cd::core::Report report = cd::core::analyze(project.activeDesign(), *catalog);
        if (!std::isfinite(report.power.maxW) || !std::isfinite(report.power.weightKg))
            std::abort();
    } catch (const cd::core::LoadError&) {
    }
    return 0;
}
