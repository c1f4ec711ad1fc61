#include "user_paths.h"

#include <cstdlib>

namespace cd::catalog {

namespace {

std::string env(const char* name)
{
    const char* v = std::getenv(name);
    return v ? std::string(v) : std::string();
}

} // namespace

std::string userDataDir()
{
    if (std::string dir = env("CLUSTER_DESIGNER_DATA_DIR"); !dir.empty())
        return dir;
#if defined(_WIN32)
    return env("APPDATA") + "/cluster-designer";
#elif defined(__APPLE__)
    return env("HOME") + "/Library/Application Support/cluster-designer";
#else
    if (std::string xdg = env("XDG_DATA_HOME"); !xdg.empty())
        return xdg + "/cluster-designer";
    return env("HOME") + "/.local/share/cluster-designer";
#endif
}

std::string defaultUserDatabasePath()
{
    return userDataDir() + "/user-catalog.sqlite";
}

} // namespace cd::catalog
