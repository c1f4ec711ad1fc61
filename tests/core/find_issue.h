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

} // namespace cd::test
