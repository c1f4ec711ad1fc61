#include "plain_link_array.h"

#include "link_list_reader.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <cstdint>
#include <cstring>
#include <optional>
#include <system_error>
#include <thread>

namespace cd::core {

namespace {

// One links array, from its '[', into a LinkListReader. Strict JSON, but only plain strings
// (printable ASCII, no escape): anything else returns false and the caller reads the file the
// usual way, whose parser says what is wrong or decodes what is right.
class PlainArray
{
public:
    PlainArray(const char* begin, const char* end, LinkListReader& reader)
        : m_p(begin), m_end(end), m_reader(reader)
    {
    }

    // Reads the array from its '['; where() is then just past its ']'. The list's own brackets
    // are not events (DesignSax does not pass them on either): its end must end the list. With
    // `stop`, the reading ends early, true, where a link would start there (stopped()).
    bool read(const char* stop = nullptr)
    {
        if (!take('['))
            return false;
        if (skipSpace() && *m_p == ']') {
            ++m_p;
            return m_reader.endArray();
        }
        return links(stop);
    }

    // The links from one's start to the array's end (or `stop`), one after another. `cancel`
    // ends the reading, false, between two links.
    bool links(const char* stop, const std::atomic<bool>* cancel = nullptr)
    {
        const char* begin = m_p;
        for (std::size_t count = 1;; ++count) {
            if (count == kSampledLinks + 1)
                reserve(begin, count - 1);
            if ((cancel && *cancel) || !value(0) || !skipSpace())
                return false;
            const char c = *m_p++;
            if (c == ']')
                return m_reader.endArray();
            if (c != ',')
                return false;
            if (stop && skipSpace() && m_p == stop)
                return m_stopped = true;
        }
    }

    // A piece of an array's links (readPlainLinkPiece): each link followed by ',', the
    // piece's end after one; where `last`, the last link ends the piece and the array.
    bool piece(bool last)
    {
        if (!skipSpace())
            return !last; // a piece of blank lines
        while (true) {
            if (!value(0))
                return false;
            if (!skipSpace())
                return last && m_reader.endArray();
            if (*m_p++ != ',')
                return false;
            if (!skipSpace())
                return !last;
        }
    }

    bool stopped() const { return m_stopped; }
    const char* where() const { return m_p; }

private:
    // A list grown one link at a time moves every link it holds each time it doubles: a
    // list of half a million links is reserved instead from the text its first links took,
    // for as many as the rest of the text could hold at that size (more where other text
    // follows the list: room only, whose pages stay untouched).
    static constexpr std::size_t kSampledLinks = 64;
    void reserve(const char* begin, std::size_t read)
    {
        const auto perLink = std::size_t(m_p - begin) / read;
        if (perLink > 0)
            m_reader.reserve(read + std::size_t(m_end - m_p) / perLink + 1);
    }

    // Past spaces; false at the end of the text.
    bool skipSpace()
    {
        while (m_p < m_end && isJsonSpace(*m_p))
            ++m_p;
        return m_p < m_end;
    }

    bool take(char c)
    {
        if (!skipSpace() || *m_p != c)
            return false;
        ++m_p;
        return true;
    }

    bool value(int depth)
    {
        if (!skipSpace() || depth > 64) // bounded here: the caller checks the rest's nesting
            return false;
        switch (*m_p) {
        case '{':
            return object(depth);
        case '[':
            return array(depth);
        case '"': {
            if (!string(m_text))
                return false;
            m_reader.string(m_text);
            return true;
        }
        case 't':
            return literal("true", Json(true));
        case 'f':
            return literal("false", Json(false));
        case 'n':
            return literal("null", Json());
        default:
            return number();
        }
    }

    // The members of an object or the values of an array, from past its opening bracket to
    // past `close`, each read by `element`.
    template <class Element> bool elements(char close, Element element)
    {
        if (skipSpace() && *m_p == close) {
            ++m_p;
            return true;
        }
        while (true) {
            if (!element() || !skipSpace())
                return false;
            const char c = *m_p++;
            if (c == close)
                return true;
            if (c != ',')
                return false;
        }
    }

    bool object(int depth)
    {
        ++m_p;
        m_reader.startObject();
        const bool read = elements('}', [this, depth] {
            if (!skipSpace() || *m_p != '"' || !string(m_text))
                return false;
            m_reader.key(m_text);
            return take(':') && value(depth + 1);
        });
        if (read)
            m_reader.endObject();
        return read;
    }

    bool array(int depth)
    {
        ++m_p;
        m_reader.startArray();
        const bool read = elements(']', [this, depth] { return value(depth + 1); });
        if (read)
            m_reader.endArray();
        return read;
    }

    // A string of printable ASCII without escapes, from its opening quote.
    bool string(std::string& out)
    {
        const char* start = ++m_p;
        while (m_p < m_end) {
            const auto c = static_cast<unsigned char>(*m_p);
            if (c == '"') {
                out.assign(start, m_p++);
                return true;
            }
            if (c < 0x20 || c >= 0x80 || c == '\\')
                return false;
            ++m_p;
        }
        return false;
    }

    bool literal(const char* word, Json&& v)
    {
        const std::size_t n = std::strlen(word);
        if (std::size_t(m_end - m_p) < n || std::memcmp(m_p, word, n) != 0)
            return false;
        m_p += n;
        m_reader.scalar(std::move(v));
        return true;
    }

    // JSON's number grammar, typed as nlohmann types it: unsigned, negative integer or float.
    bool number()
    {
        const char* start = m_p;
        const char* numberEnd = jsonNumberEnd(m_p, m_end);
        if (!numberEnd)
            return false;
        m_p = numberEnd;
        const bool integral = std::find_if(start, m_p, [](char c) {
                                  return c == '.' || c == 'e' || c == 'E';
                              }) == m_p;
        return integral ? integer(start, *start == '-') : floating(start);
    }

    bool integer(const char* start, bool negative)
    {
        if (negative) {
            std::int64_t v = 0;
            const auto r = std::from_chars(start, m_p, v);
            if (r.ec != std::errc() || r.ptr != m_p)
                return false; // beyond 64 bits: nlohmann makes it a float
            m_reader.scalar(Json(v));
        } else {
            std::uint64_t v = 0;
            const auto r = std::from_chars(start, m_p, v);
            if (r.ec != std::errc() || r.ptr != m_p)
                return false;
            m_reader.scalar(Json(v));
        }
        return true;
    }

    bool floating(const char* start)
    {
        double v = 0;
        const auto r = std::from_chars(start, m_p, v);
        if (r.ec != std::errc() || r.ptr != m_p)
            return false; // out of range: the usual parser refuses it by name
        m_reader.scalar(Json(v));
        return true;
    }

    const char* m_p;
    const char* m_end;
    LinkListReader& m_reader;
    std::string m_text;
    bool m_stopped = false;
};

// Where a second thread would start: the first link after the middle of the text from the array
// on (its end is not known yet: where variants' lists follow, the middle may lie in one of them,
// the first thread never lands there and the second's work is dropped), found as a
// '{' after a ',' after a '}' (spaces between). Text could hold that inside a string; the
// first thread's landing exactly there is what proves it a link's start.
const char* splitPoint(const char* begin, const char* end, std::ptrdiff_t splitFrom)
{
    if (end - begin < splitFrom || std::thread::hardware_concurrency() < 2)
        return nullptr;
    const char* middle = begin + (end - begin) / 2;
    const char* last = middle + std::min(end - middle, std::ptrdiff_t(1) << 20); // a megabyte
    for (const char* p = middle; p < last; ++p) {
        if (*p != ',')
            continue;
        const char* before = p;
        while (before > begin && isJsonSpace(before[-1]))
            --before;
        const char* after = p + 1;
        while (after < end && isJsonSpace(*after))
            ++after;
        if (before > begin && before[-1] == '}' && after < end && *after == '{')
            return after;
    }
    return nullptr;
}

// The second half of a split array: its links and where it ended, or nothing.
struct Tail
{
    LinkListReader reader;
    PlainArray array;
    bool ok = false;
    Tail(const char* begin, const char* end, const std::string& file, const std::string& path)
        : reader(file, path), array(begin, end, reader)
    {
        reader.keepInChunks(kTailChunk);
    }
    static constexpr std::size_t kTailChunk = 4096; // links: 1.3 MB
};

// Unless the first thread stopped at the split, the second's work is not wanted (the first
// read it all, gave up or threw before it): it ends at its next link.
struct CancelUnlessSplit
{
    std::atomic<bool>& flag;
    const PlainArray& first;
    ~CancelUnlessSplit()
    {
        if (!first.stopped())
            flag = true;
    }
};

// The first half on this thread up to `tail`'s start, the second on another; false where the
// first found the text not plain. A link the second finds broken is left to the first, which
// reaches it in its turn and names it with its index in the whole list.
bool readBothHalves(PlainArray& first, Tail& tail, const char* split)
{
    std::atomic<bool> cancel = false;
    std::optional<std::jthread> second;
    try {
        second.emplace([&] {
            try {
                tail.ok = tail.array.links(nullptr, &cancel);
            } catch (...) {
                tail.ok = false;
            }
        });
    } catch (const std::system_error&) { // no thread to be had: one reads it all
        return first.read();
    }
    const CancelUnlessSplit guard{cancel, first};
    return first.read(split);
}

// The first half's links, then the second's, a chunk at a time, each freed as soon as moved.
PlainLinkArray joined(LinkListReader& first, Tail& tail)
{
    PlainLinkArray out{first.take(), tail.array.where(), true};
    for (std::vector<Link>& chunk : tail.reader.takeChunks()) {
        out.links.insert(out.links.end(), std::make_move_iterator(chunk.begin()),
                         std::make_move_iterator(chunk.end()));
        std::vector<Link>().swap(chunk);
    }
    return out;
}

} // namespace

bool readPlainLinkPiece(const char* begin, const char* end, bool last, LinkListReader& reader)
{
    PlainArray array(begin, end, reader);
    return array.piece(last);
}

std::optional<PlainLinkArray> readPlainLinkArray(const char* begin, const char* end,
                                                 const std::string& file, const std::string& path,
                                                 std::ptrdiff_t splitFrom)
{
    LinkListReader reader(file, path);
    PlainArray array(begin, end, reader);
    const char* split = splitPoint(begin, end, splitFrom);
    if (!split) {
        if (!array.read())
            return std::nullopt;
        return PlainLinkArray{reader.take(), array.where()};
    }
    Tail tail(split, end, file, path);
    if (!readBothHalves(array, tail, split))
        return std::nullopt;
    if (array.stopped() && tail.ok)
        return joined(reader, tail);
    if (array.stopped() && !array.links(nullptr)) // the first goes on from the split
        return std::nullopt;
    return PlainLinkArray{reader.take(), array.where()};
}

} // namespace cd::core
