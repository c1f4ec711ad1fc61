#include "device_naming.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <string_view>

namespace cd::core {

namespace {

std::string stemOf(const std::string& catalogId)
{
    static constexpr std::array<std::string_view, 13> vendors{
        "dell-",    "hpe-",        "lenovo-", "nvidia-",  "supermicro-", "apc-",  "vertiv-",
        "raritan-", "servertech-", "arista-", "generic-", "amd-",        "cisco-"};
    for (std::string_view v : vendors)
        if (catalogId.size() > v.size() && catalogId.compare(0, v.size(), v) == 0)
            return catalogId.substr(v.size());
    return catalogId;
}

} // namespace

std::string defaultDeviceName(const Design& design, const std::string& catalogId)
{
    const std::string stem = stemOf(catalogId) + "-";
    int highest = 0;
    for (const Device& d : design.devices) {
        if (d.name.size() <= stem.size() || d.name.compare(0, stem.size(), stem) != 0)
            continue;
        const std::string rest = d.name.substr(stem.size());
        if (rest.size() <= 6 &&
            std::all_of(rest.begin(), rest.end(), [](char c) { return c >= '0' && c <= '9'; }))
            highest = std::max(highest, std::stoi(rest));
    }
    char number[16];
    std::snprintf(number, sizeof number, "%02d", highest + 1);
    return stem + number;
}

} // namespace cd::core
