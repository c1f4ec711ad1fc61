#pragma once

// Keys a reader does not know are kept in an object's `extra` and written back after the
// known ones, so a load/save round trip loses nothing a newer version or a user wrote.
#include "model/json.h"

#include <set>
#include <string>

namespace cd::core {

inline Json extrasOf(const Json& obj, const std::set<std::string>& known)
{
    Json extra = Json::object();
    for (const auto& [k, v] : obj.items())
        if (!known.count(k))
            extra[k] = v;
    return extra;
}

inline void appendExtras(Json& out, const Json& extra)
{
    for (const auto& [k, v] : extra.items())
        out[k] = v;
}

} // namespace cd::core
