#include "plain_device_lines.h"

#include "design_body.h"
#include "io/input_limits.h"
#include "io/json_reader.h"
#include "io/load_error.h"
#include "plain_link_array.h"
#include "seen_ids.h"

#include <algorithm>
#include <charconv>
#include <string_view>

namespace cd::core {

namespace {

// The plain keys, a bit each (a key given twice is left to the library).
enum Key : unsigned
{
    kId = 1u << 0,
    kModel = 1u << 1,
    kGpu = 1u << 2,
    kGpuCount = 1u << 3,
    kRack = 1u << 4,
    kU = 1u << 5,
    kFace = 1u << 6,
    kName = 1u << 7,
    kFeed = 1u << 8,
    kNetwork = 1u << 9,
    kPortSplit = 1u << 10,
    kCapacity = 1u << 11,
};

unsigned keyOf(std::string_view k)
{
    static constexpr std::pair<std::string_view, unsigned> keys[] = {{"id", kId},
                                                                     {"model", kModel},
                                                                     {"gpu", kGpu},
                                                                     {"gpu_count", kGpuCount},
                                                                     {"rack", kRack},
                                                                     {"u", kU},
                                                                     {"face", kFace},
                                                                     {"name", kName},
                                                                     {"feed", kFeed},
                                                                     {"network", kNetwork},
                                                                     {"port_split", kPortSplit},
                                                                     {"capacity_tb", kCapacity}};
    for (const auto& [name, bit] : keys)
        if (k == name)
            return bit;
    return 0;
}

// One line's device, read while its text is plain; false where the library must read it.
class PlainDevice
{
public:
    PlainDevice(const char* begin, const char* end) : m_p(begin), m_end(end) {}

    bool read(Device& d)
    {
        unsigned seen = 0;
        if (!take('{'))
            return false;
        do {
            std::string_view key;
            if (!string(key) || !take(':'))
                return false;
            const unsigned bit = keyOf(key);
            if (bit == 0 || (seen & bit) != 0 || !value(bit, d))
                return false;
            seen |= bit;
        } while (take(','));
        if (!take('}') || skipSpace() != m_end)
            return false;
        const unsigned required = kId | kModel | kRack;
        if ((seen & required) != required || d.id.empty())
            return false;
        if (!(seen & kName))
            d.name = d.id;
        return true;
    }

private:
    const char* skipSpace()
    {
        while (m_p < m_end && isJsonSpace(*m_p))
            ++m_p;
        return m_p;
    }

    bool take(char c)
    {
        if (skipSpace() == m_end || *m_p != c)
            return false;
        ++m_p;
        return true;
    }

    // A string of printable ASCII without an escape: its text is its value.
    bool string(std::string_view& out)
    {
        if (!take('"'))
            return false;
        const char* start = m_p;
        for (; m_p < m_end && *m_p != '"'; ++m_p)
            if (*m_p < 0x20 || *m_p > 0x7e || *m_p == '\\')
                return false;
        if (m_p == m_end)
            return false;
        out = std::string_view(start, std::size_t(m_p - start));
        ++m_p;
        return true;
    }

    bool string(std::string& out)
    {
        std::string_view v;
        if (!string(v))
            return false;
        out.assign(v);
        return true;
    }

    bool string(std::optional<std::string>& out) { return string(out.emplace()); }

    // A number in JSON's grammar (nlohmann reads the same value: both round correctly).
    bool number(double& out)
    {
        const char* start = skipSpace();
        const char* numberEnd = jsonNumberEnd(m_p, m_end);
        if (!numberEnd)
            return false;
        m_p = numberEnd;
        const auto r = std::from_chars(start, m_p, out);
        return r.ec == std::errc() && r.ptr == m_p;
    }

    // An integer from `lo` to `hi` written as digits alone.
    bool integer(int& out, int lo, int hi)
    {
        skipSpace();
        const char* start = m_p;
        while (m_p < m_end && *m_p >= '0' && *m_p <= '9' && m_p - start < 10)
            ++m_p;
        if (m_p == start || (*start == '0' && m_p - start > 1))
            return false;
        const auto r = std::from_chars(start, m_p, out);
        return r.ec == std::errc() && out >= lo && out <= hi;
    }

    bool value(unsigned key, Device& d)
    {
        switch (key) {
        case kId:
            return string(d.id);
        case kModel:
            return string(d.model);
        case kGpu:
            return string(d.gpu);
        case kGpuCount:
            return integer(d.gpuCount.emplace(), 0, kMaxGpusPerDevice);
        case kRack:
            return string(d.rack);
        case kU:
            return integer(d.u, 1, kMaxRackUnits);
        case kFace:
            return face(d);
        case kName:
            return string(d.name);
        case kFeed:
            return string(d.feed);
        case kNetwork:
            return string(d.network);
        case kPortSplit:
            return integer(d.portSplit, 1, kMaxPortSplit);
        default:
            return capacity(d);
        }
    }

    bool face(Device& d)
    {
        std::string_view text;
        if (!string(text))
            return false;
        const std::optional<Face> f = faceFromString(text);
        if (f)
            d.face = *f;
        return f.has_value();
    }

    bool capacity(Device& d)
    {
        double tb = 0;
        if (!number(tb) || !(tb > 0 && tb <= kMaxStorageCapacityTb))
            return false;
        d.capacityTb = tb;
        return true;
    }

    const char* m_p;
    const char* m_end;
};

// One line's device into `d` (a new one): plain, or read by the library with readDevice's
// checks (which throw the LoadError of a device that breaks the format, naming it as entry
// `index` of `list`).
void readDeviceOf(const char* begin, const char* end, const std::string& file,
                  const std::string& list, std::size_t index, Device& d)
{
    if (PlainDevice(begin, end).read(d))
        return;
    const Json value = parseJsonText(std::string(begin, end), file);
    std::set<std::string> ids;
    d = readDevice(JsonReader(value, file, list + "[" + std::to_string(index) + "]"), ids);
}

} // namespace

std::optional<std::vector<Device>> readDeviceLines(const std::string& lines,
                                                   const std::vector<Rack>& racks,
                                                   const std::string& file, const std::string& list)
{
    std::vector<Device> devices;
    // Built in place: a hall's 30,000 moved as the list grew cost as much as reading them.
    devices.reserve(std::size_t(std::count(lines.begin(), lines.end(), '\n')) + 1);
    const char* p = lines.data();
    const char* const end = p + lines.size();
    bool comma = true; // every line but the last ends with one
    while (p < end) {
        const char* lineEnd = std::find(p, end, '\n');
        const char* last = lineEnd;
        while (last > p && isJsonSpace(last[-1]))
            --last;
        if (!comma)
            return std::nullopt;
        comma = last > p && last[-1] == ',';
        const std::size_t index = devices.size();
        readDeviceOf(p, comma ? last - 1 : last, file, list, index, devices.emplace_back());
        p = lineEnd + (lineEnd < end ? 1 : 0);
    }
    if (comma && !devices.empty())
        return std::nullopt;
    SeenIds seen(racks.size() + devices.size());
    for (const Rack& r : racks)
        seen.insert(r.id);
    if (seen.firstRepeated(devices, [](const Device& d) { return std::string_view(d.id); }) !=
        devices.size())
        return std::nullopt;
    return devices;
}

bool readProjectDeviceLines(Project& project, const std::vector<std::optional<std::string>>& lines,
                            const std::string& file)
{
    for (std::size_t body = 0; body < lines.size(); ++body) {
        if (!lines[body])
            continue;
        if (body >= project.variants.size())
            return false;
        Design& design = project.variants[body].design;
        const std::string list =
            body == 0 ? "devices" : "variants[" + std::to_string(body - 1) + "].devices";
        std::optional<std::vector<Device>> devices =
            readDeviceLines(*lines[body], design.racks, file, list);
        if (!devices)
            return false;
        SeenIds seen(devices->size() + design.links.size());
        for (const Device& d : *devices)
            seen.insert(d.id);
        if (seen.firstRepeated(design.links, [](const Link& l) {
                return std::string_view(l.id);
            }) != design.links.size())
            return false;
        design.devices = std::move(*devices);
    }
    return true;
}

} // namespace cd::core
