#pragma once

#include "model/json.h"

#include <functional>
#include <string>
#include <vector>

namespace cd::core {

// One step of the upgrade chain, run on the raw JSON before the typed parse.
struct Migration
{
    int from = 0;
    int to = 0;
    std::string what;
    std::function<void(Json&)> apply;
};

// The project's table: empty while schema 1 is the only one that ever shipped.
const std::vector<Migration>& designMigrations();

// Runs the steps of `table` that lead from `fromVersion` to `toVersion` in order and sets
// schema_version. Throws LoadError (naming `fileName`) when the chain has a gap.
void migrateDesignJson(Json& doc, int fromVersion, int toVersion,
                       const std::vector<Migration>& table, const std::string& fileName);

} // namespace cd::core
