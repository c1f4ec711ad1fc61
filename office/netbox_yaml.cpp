#include "netbox_yaml.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <sstream>

namespace cd::office::netbox {

namespace {

std::string shown(const std::string& value)
{
    return value.size() > 40 ? "'" + value.substr(0, 40) + "…'" : "'" + value + "'";
}

} // namespace

std::optional<std::string> text(const YAML::Node& node, const std::string& key, Skipped& skipped)
{
    // A key the file does not have reads as an undefined node, which must not be asked its type.
    if (!node.IsDefined())
        return std::nullopt;
    if (node.IsScalar())
        return node.Scalar();
    if (!node.IsNull())
        skipped.push_back(key + ": a list or mapping where a value was expected");
    return std::nullopt;
}

std::optional<double> number(const YAML::Node& node, const std::string& key, double min, double max,
                             Skipped& skipped)
{
    const std::optional<std::string> value = text(node, key, skipped);
    if (!value)
        return std::nullopt;
    double v = 0;
    const char* begin = value->data();
    const char* end = begin + value->size();
    const auto [stop, ec] = std::from_chars(begin, end, v);
    if (ec != std::errc() || stop != end || !std::isfinite(v)) {
        skipped.push_back(key + ": " + shown(*value) + " is not a number");
        return std::nullopt;
    }
    if (v < min || v > max) {
        std::ostringstream range;
        range << key << ": " << *value << " is not from " << min << " to " << max;
        skipped.push_back(range.str());
        return std::nullopt;
    }
    return v;
}

std::optional<bool> boolean(const YAML::Node& node, const std::string& key, Skipped& skipped)
{
    const std::optional<std::string> value = text(node, key, skipped);
    if (!value)
        return std::nullopt;
    bool b = false;
    if (YAML::convert<bool>::decode(node, b))
        return b;
    skipped.push_back(key + ": " + shown(*value) + " is not true or false");
    return std::nullopt;
}

YAML::Node field(const YAML::Node& map, const std::string& key)
{
    const YAML::Node exact = map[key];
    if (exact.IsDefined())
        return exact;
    std::string dashed = key;
    std::replace(dashed.begin(), dashed.end(), '_', '-');
    return map[dashed];
}

void reportUnknownKeys(const YAML::Node& map, const std::vector<std::string>& known,
                       const std::string& where, Skipped& skipped)
{
    for (const auto& entry : map) {
        const std::string key = entry.first.IsScalar() ? entry.first.Scalar() : "?";
        std::string underscored = key;
        std::replace(underscored.begin(), underscored.end(), '-', '_');
        const std::string place = where.empty() ? key : where + "." + key;
        if (std::find(known.begin(), known.end(), key) != known.end())
            continue;
        if (std::find(known.begin(), known.end(), underscored) != known.end())
            skipped.push_back(place + ": read as " + underscored);
        else
            skipped.push_back(place + ": not a key of the devicetype-library schema");
    }
}

void collapseRepeats(Skipped& skipped)
{
    struct Seen
    {
        std::string starred, first;
        int count = 0;
    };
    std::vector<Seen> seen;
    std::map<std::string, std::size_t> index; // starred note -> its place in `seen`
    for (const std::string& note : skipped) {
        std::string starred = note;
        const std::size_t open = starred.find('[');
        const std::size_t close = starred.find(']');
        if (open != std::string::npos && close != std::string::npos && open + 1 < close &&
            starred.find_first_not_of("0123456789", open + 1) == close)
            starred.replace(open + 1, close - open - 1, "*");
        const auto [it, fresh] = index.emplace(starred, seen.size());
        if (fresh)
            seen.push_back({starred, note, 1});
        else
            ++seen[it->second].count;
    }
    skipped.clear();
    for (const Seen& s : seen)
        skipped.push_back(s.count > 1 ? s.starred + " (" + std::to_string(s.count) + " entries)"
                                      : s.first);
}

std::vector<YAML::Node> mappings(const YAML::Node& node, const std::string& key, Skipped& skipped)
{
    std::vector<YAML::Node> out;
    if (!node.IsDefined() || node.IsNull())
        return out;
    if (!node.IsSequence()) {
        skipped.push_back(key + ": not a list");
        return out;
    }
    // Iterators, not node[i]: yaml-cpp looks an index up from the front, so a 20,000-entry
    // list read by index took minutes.
    std::size_t i = 0;
    for (const YAML::Node& entry : node) {
        if (entry.IsMap())
            out.push_back(entry);
        else
            skipped.push_back(key + "[" + std::to_string(i) + "]: not a mapping");
        ++i;
    }
    return out;
}

} // namespace cd::office::netbox
