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
const Network* Design::findNetwork(std::string_view id) const { return findById(networks, id); }

std::string Design::newId(std::string_view prefix) const
{
    // One pass: the highest "<prefix><number>" in use, plus one.
    long long highest = 0;
    const auto consider = [&](const std::string& id) {
        if (id.size() <= prefix.size() || id.compare(0, prefix.size(), prefix) != 0 ||
            id.size() - prefix.size() > 12)
            return;
        long long n = 0;
        for (std::size_t i = prefix.size(); i < id.size(); ++i) {
            if (id[i] < '0' || id[i] > '9')
                return;
            n = n * 10 + (id[i] - '0');
        }
        highest = std::max(highest, n);
    };
    for (const Rack& r : racks)
        consider(r.id);
    for (const Device& d : devices)
        consider(d.id);
    for (const Link& l : links)
        consider(l.id);
    return std::string(prefix) + std::to_string(highest + 1);
}

} // namespace cd::core
