#include "migrations.h"

#include "io/load_error.h"
#include "text/translation.h"

#include <algorithm>

namespace cd::core {

const std::vector<Migration>& designMigrations()
{
    static const std::vector<Migration> table;
    return table;
}

void migrateDesignJson(Json& doc, int fromVersion, int toVersion,
                       const std::vector<Migration>& table, const std::string& fileName)
{
    int version = fromVersion;
    while (version < toVersion) {
        auto step = std::find_if(table.begin(), table.end(),
                                 [&](const Migration& m) { return m.from == version; });
        if (step == table.end() || step->to <= version)
            throw LoadError(
                fileName, CD_TRANSLATE_NOOP("LoadError", "schema_version"),
                text::arg(
                    text::translate(
                        "LoadError",
                        "a schema version this program can upgrade (no migration from %1 to %2)"),
                    {std::to_string(version), std::to_string(toVersion)}));
        step->apply(doc);
        version = step->to;
    }
    doc["schema_version"] = version;
}

} // namespace cd::core
