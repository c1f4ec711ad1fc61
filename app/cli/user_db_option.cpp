#include "user_db_option.h"

#include "user_paths.h"

namespace cd::cli {

std::string userDatabaseOption(const CliArgs& a)
{
    const auto path = a.option("--user-db");
    if (!path)
        return catalog::defaultUserDatabasePath();
    if (path->empty())
        throw InputError(msg(
            translate("Cli", "--user-db needs a file path (leave it out for the default)"), {}));
    return *path;
}

} // namespace cd::cli
