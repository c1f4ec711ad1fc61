#pragma once

#include <string>

namespace cd::core {

// What is wrong with a setting: the file key and what was expected there, so the loader can
// name the JSON path and an edit can refuse with the same words.
struct SettingProblem
{
    std::string key;
    std::string expected;
};

} // namespace cd::core
