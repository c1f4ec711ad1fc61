#pragma once

// One design body's `links` array read without the JSON library (issue 24): strict JSON, but
// only plain strings (printable ASCII, no escape), into LinkListReader's events, so a link
// gets the checks and messages of the event reader (design_text_sax.h). A large array is read
// by two threads, each from its half, joined only where the first half ends exactly where the
// second began.
#include "model/design.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace cd::core {

class LinkListReader;

inline bool isJsonSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

// Where the number that starts at `p` ends, in JSON's grammar (-, digits without a leading
// zero, a fraction, an exponent); nullptr where the text there is none. The plain readers' one
// number grammar (plain_link_array.cpp, plain_device_lines.cpp).
inline const char* jsonNumberEnd(const char* p, const char* end)
{
    const auto digits = [&] {
        const char* start = p;
        while (p < end && *p >= '0' && *p <= '9')
            ++p;
        return p > start;
    };
    if (p < end && *p == '-')
        ++p;
    if (p < end && *p == '0')
        ++p;
    else if (!digits())
        return nullptr;
    if (p < end && *p == '.' && (++p, !digits()))
        return nullptr;
    if (p < end && (*p == 'e' || *p == 'E')) {
        ++p;
        if (p < end && (*p == '+' || *p == '-'))
            ++p;
        if (!digits())
            return nullptr;
    }
    return p;
}

struct PlainLinkArray
{
    std::vector<Link> links;
    const char* end = nullptr; // just past the array's ']'
    bool split = false;        // read by two threads
};

// Two threads pay where the text from an array on is this large: a 2,048-node hall's 66,000
// links (14 MB) take about 40 ms one after another.
inline constexpr std::ptrdiff_t kSplitLinkBytes = 8 << 20;

// From the array's '[' at `begin`. nullopt when the array is not plain enough to read here
// (the caller reads the file the usual way, whose parser says what is wrong); throws the
// LoadError of a link that breaks the format, naming `path` and the link's index.
std::optional<PlainLinkArray> readPlainLinkArray(const char* begin, const char* end,
                                                 const std::string& file, const std::string& path,
                                                 std::ptrdiff_t splitFrom = kSplitLinkBytes);

// One piece of a links array's lines as a saved file has them (link_line_skim.h), read into
// `reader`: links one after another from the first one's '{', each followed by ',' but, where
// `last`, the array's last one. False where the text is not that (a link cut between two
// pieces, an escape, a syntax error); throws the LoadError of a link that breaks the format,
// naming its index in `reader`'s list.
bool readPlainLinkPiece(const char* begin, const char* end, bool last, LinkListReader& reader);

} // namespace cd::core
