#include "plain_link_lists.h"

#include "link_list_reader.h"

#include <charconv>
#include <cstdint>
#include <cstring>

namespace cd::core {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

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

    // Reads the array; where() is then just past its ']'. The list's own brackets are not
    // events (DesignSax does not pass them on either): its end must end the list.
    bool read()
    {
        return take('[') && elements(']', [this] { return value(0); }) && m_reader.endArray();
    }

    const char* where() const { return m_p; }

private:
    // Past spaces; false at the end of the text.
    bool skipSpace()
    {
        while (m_p < m_end && isSpace(*m_p))
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
        if (!skipSpace() || depth > 64) // the nesting was bounded before (checkJsonNesting)
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

    bool digits()
    {
        const char* start = m_p;
        while (m_p < m_end && *m_p >= '0' && *m_p <= '9')
            ++m_p;
        return m_p > start;
    }

    // JSON's number grammar, typed as nlohmann types it: unsigned, negative integer or float.
    bool number()
    {
        const char* start = m_p;
        const bool negative = m_p < m_end && *m_p == '-';
        m_p += negative ? 1 : 0;
        if (m_p < m_end && *m_p == '0')
            ++m_p;
        else if (!digits())
            return false;
        bool integral = true;
        if (m_p < m_end && *m_p == '.') {
            ++m_p;
            integral = false;
            if (!digits())
                return false;
        }
        if (m_p < m_end && (*m_p == 'e' || *m_p == 'E')) {
            ++m_p;
            integral = false;
            if (m_p < m_end && (*m_p == '+' || *m_p == '-'))
                ++m_p;
            if (!digits())
                return false;
        }
        return integral ? integer(start, negative) : floating(start);
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
};

// The document's containers as the scan meets them, to know a design body's own keys.
struct Frame
{
    bool array = false;
    int body = -1;         // a design body: 0 the top level, 1 + i variants[i]
    bool variants = false; // the top level's `variants` array
    int count = 0;         // an array's values so far
    std::string key;       // an object's last key
};

class DocumentScan
{
public:
    DocumentScan(const std::string& text, const std::string& file) : m_text(text), m_file(file) {}

    std::optional<PlainLinkLists> run();

private:
    bool skipString(std::size_t& i) const; // from the opening quote to past the closing one
    bool keyOrString(std::size_t& i);
    void startValue();
    bool openBracket(std::size_t& i);

    const std::string& m_text;
    const std::string& m_file;
    std::vector<Frame> m_stack;
    PlainLinkLists m_out;
    std::size_t m_copied = 0; // text before this is in m_out.rest
    bool m_afterComma = true; // the next value starts an array element
};

bool DocumentScan::skipString(std::size_t& i) const
{
    for (++i; i < m_text.size(); ++i) {
        if (m_text[i] == '\\')
            ++i;
        else if (m_text[i] == '"') {
            ++i;
            return true;
        }
    }
    return false;
}

// A string at i: an object's key (kept as its frame's last key) or a value; i then past it.
bool DocumentScan::keyOrString(std::size_t& i)
{
    const std::size_t start = i;
    if (!skipString(i))
        return false;
    std::size_t next = i;
    while (next < m_text.size() && isSpace(m_text[next]))
        ++next;
    if (next < m_text.size() && m_text[next] == ':' && !m_stack.empty())
        m_stack.back().key.assign(m_text, start + 1, i - start - 2);
    else
        startValue();
    return true;
}

// An array counts its values, so that a variant knows its index.
void DocumentScan::startValue()
{
    if (!m_stack.empty() && m_stack.back().array && m_afterComma)
        ++m_stack.back().count;
    m_afterComma = false;
}

// A '[' at i: a body's links array is read here (i then past it); any other array opens.
bool DocumentScan::openBracket(std::size_t& i)
{
    Frame* parent = m_stack.empty() ? nullptr : &m_stack.back();
    if (parent && !parent->array && parent->body >= 0 && parent->key == "links") {
        const int body = parent->body;
        const std::string path =
            body == 0 ? "links" : "variants[" + std::to_string(body - 1) + "].links";
        LinkListReader reader(m_file, path);
        PlainArray array(m_text.data() + i, m_text.data() + m_text.size(), reader);
        if (!array.read())
            return false;
        if (m_out.links.size() <= std::size_t(body))
            m_out.links.resize(std::size_t(body) + 1);
        if (m_out.links[std::size_t(body)])
            return false; // a body's links twice: the usual reader refuses it by name
        m_out.links[std::size_t(body)] = reader.take();
        m_out.rest.append(m_text, m_copied, i - m_copied).append("[]");
        i = std::size_t(array.where() - m_text.data());
        m_copied = i;
        return true;
    }
    startValue();
    Frame f;
    f.array = true;
    f.variants = parent && parent->body == 0 && m_stack.size() == 1 && parent->key == "variants";
    m_stack.push_back(std::move(f));
    m_afterComma = true;
    ++i;
    return true;
}

std::optional<PlainLinkLists> DocumentScan::run()
{
    std::size_t i = 0;
    while (i < m_text.size()) {
        const char c = m_text[i];
        if (c == '"') {
            if (!keyOrString(i))
                return std::nullopt;
        } else if (c == '[') {
            if (!openBracket(i))
                return std::nullopt;
        } else if (c == '{') {
            const bool inVariants = !m_stack.empty() && m_stack.back().variants;
            startValue();
            Frame f;
            f.body = m_stack.empty() ? 0 : inVariants ? m_stack.back().count : -1;
            m_stack.push_back(std::move(f));
            ++i;
        } else if (c == ']' || c == '}') {
            if (m_stack.empty())
                return std::nullopt;
            m_stack.pop_back();
            ++i;
        } else {
            if (c == ',')
                m_afterComma = true;
            else if (!isSpace(c) && c != ':')
                startValue();
            ++i;
        }
    }
    if (m_out.links.empty())
        return std::nullopt;
    m_out.rest.append(m_text, m_copied, std::string::npos);
    return std::move(m_out);
}

} // namespace

std::optional<PlainLinkLists> readPlainLinkLists(const std::string& text,
                                                 const std::string& fileName)
{
    return DocumentScan(text, fileName).run();
}

} // namespace cd::core
