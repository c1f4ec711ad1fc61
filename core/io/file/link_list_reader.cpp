#include "link_list_reader.h"

#include "io/json_reader.h"
#include "io/load_error.h"
#include "model/large_list.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace cd::core {

// A value under a key the format does not know, built as the events come: kept in the link's
// `extra` (a link's own unknown keys) or dropped (unknown keys inside "a", "b" and "optics",
// which readLink ignores too).
struct LinkListReader::Capture
{
    bool keep = false;
    std::string key;
    Json root;
    std::vector<Json*> open; // the containers not yet closed, innermost last
    std::string pendingKey;

    void add(Json&& v)
    {
        if (open.empty())
            root = std::move(v);
        else if (open.back()->is_array())
            open.back()->push_back(std::move(v));
        else
            (*open.back())[pendingKey] = std::move(v);
    }
    // Only the innermost open container grows, so the pointers to the others stay valid.
    void openContainer(bool object)
    {
        Json c = object ? Json::object() : Json::array();
        if (open.empty()) {
            root = std::move(c);
            open.push_back(&root);
        } else if (open.back()->is_array()) {
            open.back()->push_back(std::move(c));
            open.push_back(&open.back()->back());
        } else {
            Json& slot = (*open.back())[pendingKey];
            slot = std::move(c);
            open.push_back(&slot);
        }
    }
};

namespace {

bool isLinkString(const std::string& field)
{
    return field == "id" || field == "cable" || field == "network";
}

bool isLinkObject(const std::string& field)
{
    return field == "a" || field == "b" || field == "optics";
}

} // namespace

LinkListReader::LinkListReader(const std::string& file, std::string path)
    : m_file(file), m_path(std::move(path))
{
}

LinkListReader::~LinkListReader() = default;

void LinkListReader::reserve(std::size_t links)
{
    if (m_chunkSize != 0)
        return;
    reserveLarge(m_links, links);
}

void LinkListReader::fail(const std::string& where, const std::string& expected,
                          const Json& found) const
{
    throw LoadError(m_file, where, "expected " + expected + ", found " + describeJson(found));
}

std::string LinkListReader::linkPath() const
{
    return m_path + "[" + std::to_string(m_chunked + m_links.size()) + "]";
}

std::string LinkListReader::fieldPath() const
{
    return linkPath() + "." + m_field;
}

void LinkListReader::scalar(Json&& value)
{
    if (m_capture) {
        m_capture->add(std::move(value));
        if (m_capture->open.empty())
            endCapture();
    } else if (m_level == Level::List) {
        fail(linkPath(), "an object", value);
    } else if (m_level == Level::Link) {
        linkScalar(std::move(value));
    } else if (m_field == "optics" ? (m_inner == "a" || m_inner == "b") && !value.is_null()
                                   : m_inner == "device" || m_inner == "port") {
        fail(fieldPath() + "." + m_inner, "a string", value);
    }
}

void LinkListReader::linkScalar(Json&& value)
{
    if (m_field == "length_m") {
        if (value.is_null())
            return;
        if (!value.is_number())
            fail(fieldPath(), "a number", value);
        if (value.get<double>() < 0)
            fail(fieldPath(), "a length in metres >= 0", value);
        m_link.lengthM = value.get<double>();
    } else if (isLinkObject(m_field)) {
        fail(fieldPath(), "an object", value);
    } else if (isLinkString(m_field)) {
        if (m_field == "id" || !value.is_null())
            fail(fieldPath(), "a string", value);
        if (m_field == "cable")
            m_link.cable.clear();
        else
            m_link.network.reset();
    } else {
        m_link.extra[m_field] = std::move(value);
    }
}

void LinkListReader::string(std::string& value)
{
    if (m_capture) {
        scalar(Json(std::move(value)));
    } else if (m_level == Level::List) {
        fail(linkPath(), "an object", Json(value));
    } else if (m_level == Level::Link) {
        linkString(value);
    } else {
        innerString(value);
    }
}

void LinkListReader::linkString(std::string& value)
{
    if (m_field == "id") {
        if (value.empty())
            fail(fieldPath(), "a non-empty id", Json(value));
        m_link.id = std::move(value);
        m_hasId = true;
    } else if (m_field == "cable") {
        m_link.cable = std::move(value);
    } else if (m_field == "network") {
        m_link.network = std::move(value);
    } else if (m_field == "length_m") {
        fail(fieldPath(), "a number", Json(value));
    } else if (isLinkObject(m_field)) {
        fail(fieldPath(), "an object", Json(value));
    } else {
        m_link.extra[m_field] = std::move(value);
    }
}

void LinkListReader::innerString(std::string& value)
{
    if (m_field == "optics") {
        if (m_inner == "a")
            m_link.opticA = std::move(value);
        else if (m_inner == "b")
            m_link.opticB = std::move(value);
        return;
    }
    PortRef& end = m_field == "a" ? m_link.a : m_link.b;
    if (m_inner == "device") {
        end.device = std::move(value);
        m_hasDevice = true;
    } else if (m_inner == "port") {
        end.port = std::move(value);
        m_hasPort = true;
    }
}

// A key the reader knows, given twice in one object, keeps its last value in the tree reader
// and its first here: refused, so the caller reads the file as a tree (design_text_sax.cpp).
void LinkListReader::key(std::string& key)
{
    static constexpr std::array<std::string_view, 9> known{
        "id", "a", "b", "cable", "length_m", "network", "optics", "device", "port"};
    if (m_capture) {
        m_capture->pendingKey = std::move(key);
        return;
    }
    const auto it = std::find(known.begin(), known.end(), key);
    if (it != known.end()) {
        const unsigned bit = 1u << (it - known.begin()) << (m_level == Level::Link ? 0 : 16);
        if (m_keysSeen & bit)
            throw LoadError(m_file, linkPath() + "." + key,
                            CD_TRANSLATE_NOOP("LoadError", "a key given once"));
        m_keysSeen |= bit;
    }
    if (m_level == Level::Link)
        m_field = std::move(key);
    else
        m_inner = std::move(key);
}

void LinkListReader::startObject()
{
    if (m_capture || m_level != Level::List)
        return startContainer(true);
    m_link = Link{};
    m_hasId = m_hasA = m_hasB = false;
    m_keysSeen = 0;
    m_level = Level::Link;
}

void LinkListReader::startArray()
{
    if (!m_capture && m_level == Level::List)
        fail(linkPath(), "an object", Json::array());
    startContainer(false);
}

// A container as a value: inside a capture, under a link key (an object for "a", "b" and
// "optics", a capture for an unknown key) or under a key inside those.
void LinkListReader::startContainer(bool object)
{
    // What was found, for a message only: built on failure, not for each of a link's objects.
    const auto found = [object] {
        return object ? Json::object() : Json::array();
    };
    if (m_capture) {
        m_capture->openContainer(object);
    } else if (m_level == Level::Link && isLinkObject(m_field) && object) {
        m_level = Level::PortRef;
        m_hasDevice = m_hasPort = false;
        m_keysSeen &= 0xffffu; // the keys seen inside the previous end or optics
        m_inner.clear();
        m_hasA = m_hasA || m_field == "a";
        m_hasB = m_hasB || m_field == "b";
    } else if (m_level == Level::Link &&
               (isLinkObject(m_field) || isLinkString(m_field) || m_field == "length_m")) {
        fail(fieldPath(),
             isLinkObject(m_field)   ? "an object"
             : m_field == "length_m" ? "a number"
                                     : "a string",
             found());
    } else if (m_level == Level::PortRef &&
               (m_field == "optics" ? m_inner == "a" || m_inner == "b"
                                    : m_inner == "device" || m_inner == "port")) {
        fail(fieldPath() + "." + m_inner, "a string", found());
    } else {
        m_capture = std::make_unique<Capture>();
        m_capture->keep = m_level == Level::Link;
        m_capture->key = m_field;
        m_capture->openContainer(object);
    }
}

void LinkListReader::endCapture()
{
    if (m_capture->keep)
        m_link.extra[m_capture->key] = std::move(m_capture->root);
    m_capture.reset();
}

void LinkListReader::endObject()
{
    if (m_capture) {
        m_capture->open.pop_back();
        if (m_capture->open.empty())
            endCapture();
    } else if (m_level == Level::PortRef) {
        finishInner();
    } else {
        finishLink();
    }
}

bool LinkListReader::endArray()
{
    if (!m_capture)
        return true;
    endObject(); // a capture closes an array as it closes an object
    return false;
}

void LinkListReader::finishInner()
{
    m_level = Level::Link;
    if (m_field == "optics" || (m_hasDevice && m_hasPort))
        return;
    const std::string at = fieldPath() + ".";
    if (!m_hasDevice)
        throw LoadError(m_file, at + "device",
                        CD_TRANSLATE_NOOP("LoadError", "expected a string, but it is missing"));
    throw LoadError(m_file, at + "port",
                    CD_TRANSLATE_NOOP("LoadError", "expected a string, but it is missing"));
}

void LinkListReader::finishLink()
{
    if (!m_hasId || !m_hasA || !m_hasB) {
        const std::string at = linkPath() + ".";
        if (!m_hasId)
            throw LoadError(m_file, at + "id",
                            CD_TRANSLATE_NOOP("LoadError", "expected a string, but it is missing"));
        throw LoadError(m_file, at + (m_hasA ? "b" : "a"),
                        CD_TRANSLATE_NOOP("LoadError", "expected a value, but it is missing"));
    }
    if (m_chunkSize > 0 && m_links.size() == m_chunkSize) {
        m_chunked += m_links.size();
        m_chunks.push_back(std::move(m_links));
        m_links = {};
        reserveLarge(m_links, m_chunkSize);
    }
    m_links.push_back(std::move(m_link));
    m_level = Level::List;
}

std::vector<std::vector<Link>> LinkListReader::takeChunks()
{
    if (!m_links.empty())
        m_chunks.push_back(std::move(m_links));
    m_links = {};
    m_chunked = 0;
    return std::move(m_chunks);
}

} // namespace cd::core
