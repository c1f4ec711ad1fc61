#include "design.h"

#include <algorithm>

namespace cd::core {

std::string_view toString(Face face)
{
    return face == Face::Front ? "front" : "rear";
}

std::optional<Face> faceFromString(std::string_view text)
{
    if (text == "front")
        return Face::Front;
    if (text == "rear")
        return Face::Rear;
    return std::nullopt;
}

namespace {
template <typename Vec>
auto findById(Vec& v, std::string_view id) -> decltype(&v.front())
{
    auto it = std::find_if(v.begin(), v.end(), [&](const auto& x) { return x.id == id; });
    return it == v.end() ? nullptr : &*it;
}
} // namespace

const Rack* Design::findRack(std::string_view id) const { return findById(racks, id); }
Rack* Design::findRack(std::string_view id) { return findById(racks, id); }
const Device* Design::findDevice(std::string_view id) const { return findById(devices, id); }
Device* Design::findDevice(std::string_view id) { return findById(devices, id); }
const Link* Design::findLink(std::string_view id) const { return findById(links, id); }

std::string Design::newId(std::string_view prefix) const
{
    for (int n = 1;; ++n) {
        std::string id = std::string(prefix) + std::to_string(n);
        if (!findRack(id) && !findDevice(id) && !findLink(id))
            return id;
    }
}

} // namespace cd::core
