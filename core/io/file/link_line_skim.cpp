#include "link_line_skim.h"

#include "document_frame.h"
#include "file_lines.h"
#include "plain_link_array.h"

#include <limits>
#include <utility>

namespace cd::core {

namespace {

using Frame = DocumentFrame;

const char* skipSpace(const char* p, const char* end)
{
    while (p < end && isJsonSpace(*p))
        ++p;
    return p;
}

// Whether a line of a links array is a whole link as saved files write it: '{' first and
// '}' or "}," last, spaces aside.
bool isLinkShapedLine(const char* begin, const char* end)
{
    begin = skipSpace(begin, end);
    while (end > begin && isJsonSpace(end[-1]))
        --end;
    if (end - begin < 2 || *begin != '{')
        return false;
    if (end[-1] == ',')
        --end;
    while (end > begin && isJsonSpace(end[-1]))
        --end;
    return end > begin + 1 && end[-1] == '}';
}

// Every this many link lines the skim marks where one begins (LinkLineRange::marks).
constexpr std::size_t kLinkLineMark = 1024;

} // namespace

struct LinkLineSkim::State
{
    std::vector<Frame> stack;
    bool afterComma = true; // the next value starts an array element
    bool expectKey = false; // the next string is an object's key
    std::string rest;
    std::vector<std::optional<LinkLineRange>> links;
    int inLinks = -1; // the body whose links lines come
    bool skimDevices = false;
    int pendingDevices = -1; // the body whose devices array opened at the last line's end
    int inDevices = -1;      // the body whose device lines come
    std::vector<std::optional<std::string>> devices;

    bool scan(const char* p, const char* end, std::uint64_t nextLine);
    bool string(const char*& p, const char* end);
    bool openBracket(const char*& p, const char* end, std::uint64_t nextLine);
    bool pushArray();
    bool repeatsWhatWasKept(const Frame& object) const;
    enum class DeviceLine
    {
        Kept,
        Scan,
        Refused
    };
    DeviceLine deviceLine(const char*& first, const char* end);
    void startValue()
    {
        if (!stack.empty() && stack.back().array && afterComma)
            ++stack.back().count;
        afterComma = false;
    }
};

// A string at p, within the line (JSON strings hold no line end): a key or a value; p then
// past it.
bool LinkLineSkim::State::string(const char*& p, const char* end)
{
    const char* start = p;
    for (++p; p < end && *p != '"'; ++p)
        if (*p == '\\')
            ++p;
    if (p >= end)
        return false;
    ++p;
    if (expectKey && !stack.empty() && !stack.back().array) {
        stack.back().key.assign(start + 1, p - 1);
        expectKey = false;
        return !repeatsWhatWasKept(stack.back());
    } else {
        startValue();
    }
    return true;
}

// Whether the key just read in `object` gives again what the skim kept apart (a body's devices,
// or the variants whose bodies it numbered): the tree keeps a repeated key's last value, so the
// caller reads the file whole. A body's key with an escape may spell one of those: the same.
bool LinkLineSkim::State::repeatsWhatWasKept(const Frame& object) const
{
    if (object.body < 0)
        return false;
    const std::string& key = object.key;
    const auto body = std::size_t(object.body);
    return key.find('\\') != std::string::npos ||
           (key == "devices" && body < devices.size() && devices[body]) ||
           (key == "variants" && body == 0 && (links.size() > 1 || devices.size() > 1));
}

// A '[' at p: a body's links array whose links start on the next line is skimmed from there;
// any other array opens (an empty links array written `[]` included).
bool LinkLineSkim::State::openBracket(const char*& p, const char* end, std::uint64_t nextLine)
{
    Frame* parent = stack.empty() ? nullptr : &stack.back();
    if (skimDevices && parent && !parent->array && parent->body >= 0 && parent->key == "devices" &&
        skipSpace(p + 1, end) == end) {
        pendingDevices = parent->body; // a device a line, or an indented array: the next says
        p = end;
        return true;
    }
    if (parent && !parent->array && parent->body >= 0 && parent->key == "links") {
        const char* after = skipSpace(p + 1, end);
        if (after == end) {
            const auto body = std::size_t(parent->body);
            if (links.size() <= body)
                links.resize(body + 1);
            if (links[body])
                return false; // a body's links twice: the usual reader refuses it by name
            links[body] = LinkLineRange{nextLine, nextLine, 0, {}};
            inLinks = parent->body;
            p = end;
            return true;
        }
        if (*after != ']')
            return false;
    }
    ++p;
    return pushArray();
}

bool LinkLineSkim::State::pushArray()
{
    if (stack.size() >= kMaxScanDepth)
        return false;
    startValue();
    stack.push_back(arrayFrame(stack.empty() ? nullptr : &stack.back(), stack.size()));
    afterComma = true;
    return true;
}

// A line of a devices array that opened at the end of the last line, or of one being skimmed;
// `first` its first non-space. A first line that is not a device's opens the array as any
// other, to be scanned; a line that closes the array is scanned from past its ']'.
LinkLineSkim::State::DeviceLine LinkLineSkim::State::deviceLine(const char*& first, const char* end)
{
    if (pendingDevices >= 0) {
        const auto body = std::size_t(std::exchange(pendingDevices, -1));
        if (!isLinkShapedLine(first, end))
            return pushArray() ? DeviceLine::Scan : DeviceLine::Refused;
        if (devices.size() <= body)
            devices.resize(body + 1);
        if (devices[body])
            return DeviceLine::Refused; // a body's devices twice: the usual reader names it
        devices[body].emplace();
        inDevices = int(body);
    }
    if (first == end)
        return DeviceLine::Kept;
    if (isLinkShapedLine(first, end)) {
        devices[std::size_t(inDevices)]->append(first, end).push_back('\n');
        return DeviceLine::Kept;
    }
    if (*first != ']')
        return DeviceLine::Refused;
    inDevices = -1;
    ++first;
    return DeviceLine::Scan;
}

bool LinkLineSkim::State::scan(const char* p, const char* end, std::uint64_t nextLine)
{
    while (p < end) {
        const char c = *p;
        if (c == '"') {
            if (!string(p, end))
                return false;
        } else if (c == '[') {
            if (!openBracket(p, end, nextLine))
                return false;
        } else if (c == '{') {
            if (stack.size() >= kMaxScanDepth)
                return false;
            const bool inVariants = !stack.empty() && stack.back().variants;
            startValue();
            Frame f;
            f.body = stack.empty() ? 0 : inVariants ? stack.back().count : -1;
            stack.push_back(std::move(f));
            expectKey = true;
            ++p;
        } else if (c == ']' || c == '}') {
            if (stack.empty())
                return false;
            stack.pop_back();
            ++p;
        } else {
            if (c == ',') {
                afterComma = true;
                expectKey = !stack.empty() && !stack.back().array;
            } else if (c == ':') {
                expectKey = false;
            } else if (!isJsonSpace(c)) {
                startValue();
            }
            ++p;
        }
    }
    return true;
}

LinkLineSkim::LinkLineSkim(bool devices) : m_state(std::make_unique<State>())
{
    m_state->skimDevices = devices;
}

LinkLineSkim::~LinkLineSkim() = default;

bool LinkLineSkim::line(const char* begin, const char* end, std::uint64_t offset)
{
    State& s = *m_state;
    const std::uint64_t nextLine = offset + std::uint64_t(end - begin) + 1;
    const char* first = begin;
    if (s.pendingDevices >= 0 || s.inDevices >= 0) {
        first = skipSpace(begin, end);
        const State::DeviceLine kind = s.deviceLine(first, end);
        if (kind != State::DeviceLine::Scan)
            return kind == State::DeviceLine::Kept;
    }
    if (s.inLinks >= 0) {
        first = skipSpace(begin, end);
        if (first == end)
            return true;
        if (isLinkShapedLine(first, end)) {
            LinkLineRange& range = *s.links[std::size_t(s.inLinks)];
            if (range.lines++ % kLinkLineMark == 0)
                range.marks.push_back(offset);
            return true;
        }
        if (*first != ']')
            return false;
        s.links[std::size_t(s.inLinks)]->end = offset;
        s.inLinks = -1;
        ++first; // the array's own ']': it opened no frame
    }
    // Without its indentation: the parser of the rest passes over each space one call at a
    // time, and a saved file's rest is a third indentation. The line end stays, between two
    // tokens as in the file.
    const char* text = s.inLinks < 0 && first == begin ? skipSpace(begin, end) : begin;
    s.rest.append(text, end).push_back('\n');
    return s.scan(first, end, nextLine);
}

bool LinkLineSkim::readAll(std::istream& in)
{
    const bool read = forEachLine(
        in, 0, std::numeric_limits<std::uint64_t>::max(),
        [this](const char* b, const char* e, std::uint64_t at) { return line(b, e, at); });
    // The text must not end inside a links array, nor an object or array be left open.
    return read && m_state->inLinks < 0 && m_state->inDevices < 0 && m_state->pendingDevices < 0 &&
           m_state->stack.empty() && !links().empty();
}

std::string& LinkLineSkim::rest()
{
    return m_state->rest;
}

const std::vector<std::optional<LinkLineRange>>& LinkLineSkim::links() const
{
    return m_state->links;
}

std::vector<std::optional<std::string>>& LinkLineSkim::deviceLines()
{
    return m_state->devices;
}

} // namespace cd::core
