#pragma once

// What a load that fails says, for tests that compare two readings' complaints.
#include "io/load_error.h"

#include <functional>
#include <string>

namespace cd::test {

// Where and what the LoadError of `load` expected; empty when it does not fail.
inline std::string loadErrorOf(const std::function<void()>& load)
{
    try {
        load();
    } catch (const core::LoadError& e) {
        return e.where() + " " + e.expected();
    }
    return {};
}

} // namespace cd::test
