#include "design_text.h"

#include "design_body.h"

namespace cd::core {

namespace {

// A design body's index (0 the top level, 1 + i `variants[i]`), or what a value is otherwise.
constexpr int kNotABody = -1;
constexpr int kVariantsList = -2;

class TextWriter
{
public:
    TextWriter(std::string& out, const std::vector<const std::vector<Link>*>& links,
               const std::function<void(std::string_view)>* sink = nullptr)
        : m_out(out), m_links(links), m_sink(sink)
    {
    }

    // Hands what is written so far to the sink, if there is one, once it passes a megabyte.
    void maybeFlush()
    {
        if (m_sink && m_out.size() >= kFlushBytes) {
            (*m_sink)(m_out);
            m_out.clear();
        }
    }

    void write(const Json& j, int depth, bool entryPerLine, int body)
    {
        if (j.is_object() && !j.empty())
            writeObject(j, depth, body);
        else if (j.is_array() && !j.empty())
            writeArray(j, depth, entryPerLine, body);
        else
            m_out += j.dump();
    }

private:
    void indent(int depth) { m_out.append(std::size_t(depth) * 2, ' '); }

    void writeObject(const Json& j, int depth, int body)
    {
        m_out += "{\n";
        bool first = true;
        for (const auto& [key, value] : j.items()) {
            if (!first)
                m_out += ",\n";
            first = false;
            indent(depth + 1);
            m_out += Json(key).dump();
            m_out += ": ";
            const bool links = key == "links";
            if (links && body >= 0 && std::size_t(body) < m_links.size() && m_links[body])
                writeLinks(*m_links[body], depth + 1);
            else
                write(value, depth + 1, links || (key == "devices" && body >= 0),
                      body == 0 && key == "variants" ? kVariantsList : kNotABody);
        }
        m_out += '\n';
        indent(depth);
        m_out += '}';
    }

    // "[", each of `count` entries on a line of its own written by `entry(i)`, then "]"; an
    // empty list "[]" as nlohmann writes it.
    template <class Entry> void writeList(std::size_t count, int depth, Entry entry)
    {
        if (count == 0) {
            m_out += "[]";
            return;
        }
        m_out += "[\n";
        for (std::size_t i = 0; i < count; ++i) {
            if (i > 0)
                m_out += ",\n";
            indent(depth + 1);
            entry(i);
            maybeFlush();
        }
        m_out += '\n';
        indent(depth);
        m_out += ']';
    }

    void writeArray(const Json& j, int depth, bool entryPerLine, int body)
    {
        writeList(j.size(), depth, [&](std::size_t i) {
            if (entryPerLine)
                m_out += j[i].dump();
            else
                write(j[i], depth + 1, false, body == kVariantsList ? 1 + int(i) : kNotABody);
        });
    }

    // A body's links from the design, one per line, each made a JSON object only while it is
    // written: the text a links array of the document would give, without the whole tree.
    void writeLinks(const std::vector<Link>& links, int depth)
    {
        writeList(links.size(), depth, [&](std::size_t i) { m_out += linkJson(links[i]).dump(); });
    }

    static constexpr std::size_t kFlushBytes = 1 << 20;

    std::string& m_out;
    const std::vector<const std::vector<Link>*>& m_links;
    const std::function<void(std::string_view)>* m_sink;
};

} // namespace

std::string designText(const Json& document, const std::vector<const std::vector<Link>*>& links)
{
    std::string out;
    TextWriter(out, links).write(document, 0, false, 0);
    out += '\n';
    return out;
}

void writeDesignText(const Json& document, const std::vector<const std::vector<Link>*>& links,
                     const std::function<void(std::string_view)>& sink)
{
    std::string out;
    out.reserve((1 << 20) + 4096);
    TextWriter(out, links, &sink).write(document, 0, false, 0);
    out += '\n';
    sink(out);
}

} // namespace cd::core
