#pragma once

#include <string>

namespace cd::catalog {

// The platform data folder for the user's own catalog additions and price lists:
// $CLUSTER_DESIGNER_DATA_DIR if set (tests, portable installs), else $XDG_DATA_HOME or
// ~/.local/share on Linux, ~/Library/Application Support on macOS, %APPDATA% on Windows;
// each followed by /cluster-designer.
std::string userDataDir();
std::string defaultUserDatabasePath(); // userDataDir() + "/user-catalog.sqlite"

} // namespace cd::catalog
