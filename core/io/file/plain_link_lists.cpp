#include "plain_link_lists.h"

#include "document_frame.h"
#include "plain_link_array.h"

namespace cd::core {

namespace {

using Frame = DocumentFrame;

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
    while (next < m_text.size() && isJsonSpace(m_text[next]))
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
        std::optional<PlainLinkArray> array =
            readPlainLinkArray(m_text.data() + i, m_text.data() + m_text.size(), m_file, path);
        if (!array)
            return false;
        if (m_out.links.size() <= std::size_t(body))
            m_out.links.resize(std::size_t(body) + 1);
        if (m_out.links[std::size_t(body)])
            return false; // a body's links twice: the usual reader refuses it by name
        m_out.links[std::size_t(body)] = std::move(array->links);
        m_out.rest.append(m_text, m_copied, i - m_copied).append("[]");
        i = std::size_t(array->end - m_text.data());
        m_copied = i;
        return true;
    }
    if (m_stack.size() >= kMaxScanDepth)
        return false;
    startValue();
    m_stack.push_back(arrayFrame(parent, m_stack.size()));
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
            if (m_stack.size() >= kMaxScanDepth)
                return std::nullopt;
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
            else if (!isJsonSpace(c) && c != ':')
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
