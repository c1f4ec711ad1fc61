#pragma once

#include "analysis/analyze.h"

#include <algorithm>
#include <string>

namespace cd::test {

// The first issue with `code` (and, when given, about `object`), or null.
inline const core::Issue* findIssue(const core::Report& r, const std::string& code,
                                    const std::string& object = {})
{
    auto it = std::find_if(r.issues.begin(), r.issues.end(), [&](const core::Issue& i) {
        return i.code == code && (object.empty() || i.object == object);
    });
    return it == r.issues.end() ? nullptr : &*it;
}

// A report made only for the lookup would die with the statement and leave the pointer
// dangling (ASan found one): look such a report up with hasIssue().
const core::Issue* findIssue(const core::Report&& r, const std::string& code,
                             const std::string& object = {}) = delete;

inline bool hasIssue(const core::Report& r, const std::string& code, const std::string& object = {})
{
    return findIssue(r, code, object) != nullptr;
}

} // namespace cd::test
