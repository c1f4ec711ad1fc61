#pragma once

// The user database a command reads or writes: --user-db FILE, else the platform default
// (catalog::defaultUserDatabasePath). An empty FILE is an InputError naming the flag: SQLite
// opens "" as a temporary database that is deleted at close, and the built-in catalog takes ""
// as "no user catalog", so an import would be reported stored and a listing would quietly
// leave the user's items out.
#include "cli_args.h"

#include <string>

namespace cd::cli {

std::string userDatabaseOption(const CliArgs& a);

} // namespace cd::cli
