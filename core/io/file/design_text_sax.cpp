#include "design_text_sax.h"

#include "io/json_reader.h"
#include "io/load_error.h"
#include "link_list_reader.h"
#include "plain_link_lists.h"

#include <memory>

namespace cd::core {

std::vector<Link>* ParsedDesignText::linksOf(std::size_t body)
{
    return body < links.size() && links[body] ? &*links[body] : nullptr;
}

namespace {

// nlohmann's SAX events: everything but the design bodies' `links` arrays goes to the library's
// own tree builder; those go to a LinkListReader.
class DesignSax
{
public:
    using Dom = nlohmann::detail::json_sax_dom_parser<Json>;

    DesignSax(ParsedDesignText& out, const std::string& text, const std::string& file)
        : m_out(out), m_dom(out.doc, true), m_text(text), m_file(file)
    {
    }

    bool null() { return scalar(Json()) || m_dom.null(); }
    bool boolean(bool v) { return scalar(Json(v)) || m_dom.boolean(v); }
    bool number_integer(Json::number_integer_t v)
    {
        return scalar(Json(v)) || m_dom.number_integer(v);
    }
    bool number_unsigned(Json::number_unsigned_t v)
    {
        return scalar(Json(v)) || m_dom.number_unsigned(v);
    }
    bool number_float(Json::number_float_t v, const Json::string_t& text)
    {
        return scalar(Json(v)) || m_dom.number_float(v, text);
    }
    bool binary(Json::binary_t& v) { return m_dom.binary(v); }
    bool string(Json::string_t& v)
    {
        if (m_list) {
            m_list->string(v);
            return true;
        }
        element();
        return m_dom.string(v);
    }
    bool key(Json::string_t& k)
    {
        if (m_list) {
            m_list->key(k);
            return true;
        }
        m_key = k;
        refuseRepeats();
        return m_dom.key(k);
    }
    bool start_object(std::size_t n);
    bool end_object();
    bool start_array(std::size_t n);
    bool end_array();
    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception& e)
    {
        throwJsonFailure(m_text, m_file, e);
    }

private:
    struct Frame
    {
        bool array = false;
        int body = -1;         // a design body: its index (0 the top level, 1 + i variants[i])
        bool variants = false; // the top level's `variants` array
        std::size_t count = 0; // an array's elements so far
    };

    // A scalar inside a link list goes there (true); elsewhere it is an element of its parent.
    bool scalar(Json&& v)
    {
        if (m_list) {
            m_list->scalar(std::move(v));
            return true;
        }
        element();
        return false;
    }
    // A key given twice keeps its last value in the tree: `links` or `variants` again would
    // leave links read from a value the tree no longer has, so the file is read as a tree.
    void refuseRepeats() const
    {
        if (m_stack.empty() || m_stack.back().array)
            return;
        const int body = m_stack.back().body;
        const bool again = (m_key == "links" && body >= 0 &&
                            std::size_t(body) < m_out.links.size() && m_out.links[body]) ||
                           (m_key == "variants" && m_stack.size() == 1 && m_out.links.size() > 1);
        if (again)
            throw LoadError(m_file, m_key, CD_TRANSLATE_NOOP("LoadError", "a key given once"));
    }
    // Counts a value of an array, so a variant knows its index.
    std::size_t element()
    {
        return !m_stack.empty() && m_stack.back().array ? m_stack.back().count++ : 0;
    }

    ParsedDesignText& m_out;
    Dom m_dom;
    const std::string& m_text;
    const std::string& m_file;
    std::vector<Frame> m_stack;
    std::string m_key; // the last key of the innermost object
    std::unique_ptr<LinkListReader> m_list;
    int m_listBody = -1;
};

bool DesignSax::start_object(std::size_t n)
{
    if (m_list) {
        m_list->startObject();
        return true;
    }
    Frame f;
    const bool inVariants = !m_stack.empty() && m_stack.back().variants;
    const std::size_t index = element();
    f.body = m_stack.empty() ? 0 : inVariants ? int(index) + 1 : -1;
    m_stack.push_back(f);
    return m_dom.start_object(n);
}

bool DesignSax::end_object()
{
    if (m_list) {
        m_list->endObject();
        return true;
    }
    m_stack.pop_back();
    return m_dom.end_object();
}

bool DesignSax::start_array(std::size_t n)
{
    if (m_list) {
        m_list->startArray();
        return true;
    }
    const Frame* parent = m_stack.empty() ? nullptr : &m_stack.back();
    if (parent && !parent->array && parent->body >= 0 && m_key == "links") {
        m_listBody = parent->body;
        m_list = std::make_unique<LinkListReader>(
            m_file,
            m_listBody == 0 ? "links" : "variants[" + std::to_string(m_listBody - 1) + "].links");
        return true;
    }
    Frame f;
    f.array = true;
    f.variants = parent && parent->body == 0 && m_stack.size() == 1 && m_key == "variants";
    element();
    m_stack.push_back(f);
    return m_dom.start_array(n);
}

bool DesignSax::end_array()
{
    if (m_list) {
        if (m_list->endArray()) {
            if (m_out.links.size() <= std::size_t(m_listBody))
                m_out.links.resize(m_listBody + 1);
            m_out.links[m_listBody] = m_list->take();
            m_list.reset();
        }
        return true;
    }
    m_stack.pop_back();
    return m_dom.end_array();
}

} // namespace

ParsedDesignText parseDesignText(const std::string& text, const std::string& fileName)
{
    try {
        // The plain links arrays first, without the JSON library; the parser then reads the
        // rest, where each of them is an empty array. Only the rest needs its nesting checked:
        // the plain reader bounds its own (plain_link_lists.cpp). A rest nested too deep is
        // read again below as a whole, whose check names the line and column in the file.
        std::optional<PlainLinkLists> plain = readPlainLinkLists(text, fileName);
        const std::string& rest = plain ? plain->rest : text;
        checkJsonNesting(rest, fileName);
        ParsedDesignText out;
        DesignSax sax(out, rest, fileName);
        Json::sax_parse(rest, &sax);
        if (plain)
            for (std::size_t body = 0; body < plain->links.size(); ++body)
                if (plain->links[body]) {
                    if (out.links.size() <= body)
                        out.links.resize(body + 1);
                    out.links[body] = std::move(plain->links[body]);
                }
        return out;
    } catch (const LoadError&) {
        // A broken file is read again as a whole tree, so that its complaint is the one the
        // tree reader makes first (the format and version before the links, a link's id before
        // its ends): the event reader stops at whatever comes first in the text.
        return {parseJsonText(text, fileName), {}};
    }
}

} // namespace cd::core
