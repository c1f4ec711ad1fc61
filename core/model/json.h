#pragma once

#include <nlohmann/json.hpp>

namespace cd::core {

// Ordered so that saved files keep a stable, readable key order and unknown sections
// come back in the order the user wrote them.
using Json = nlohmann::ordered_json;

// Whole numbers are written without a fraction (10200, not 10200.0) so files read as people
// wrote them and round-trip byte for byte.
inline Json numberJson(double v)
{
    if (v > -9.0e15 && v < 9.0e15 && v == static_cast<double>(static_cast<long long>(v)))
        return Json(static_cast<long long>(v));
    return Json(v);
}

} // namespace cd::core
