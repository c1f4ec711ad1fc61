#pragma once

// One design body's `links` array read event by event as the JSON parser meets it (issue 24):
// each link goes straight into a Link, with readLink's checks and messages (design_body.cpp),
// so the largest part of a big design never becomes a JSON tree. Ids are checked for
// uniqueness later, beside the racks' and devices' (readDesignBody).
#include "model/design.h"
#include "model/json.h"

#include <memory>
#include <string>
#include <vector>

namespace cd::core {

class LinkListReader
{
public:
    // `path`: where the array is ("links", "variants[0].links"), for the messages.
    LinkListReader(const std::string& file, std::string path);
    ~LinkListReader();

    // The parser's events inside the array. Each throws a LoadError naming the link's path
    // when a value is not what the format says. endArray() says whether the list has ended.
    void scalar(Json&& value);
    void string(std::string& value);
    void key(std::string& key);
    void startObject();
    void startArray();
    void endObject();
    bool endArray();

    std::vector<Link> take() { return std::move(m_links); }
    void reserve(std::size_t links);
    // Links kept in chunks of `links` each (takeChunks) instead of one list: a second thread's
    // half of a list moves into the first's a chunk at a time, never held twice
    // (plain_link_array.cpp).
    void keepInChunks(std::size_t links) { m_chunkSize = links; }
    std::vector<std::vector<Link>> takeChunks();

private:
    struct Capture;
    enum class Level
    {
        List,   // between links
        Link,   // a link's own keys
        PortRef // inside "a", "b" or "optics"
    };

    [[noreturn]] void fail(const std::string& where, const std::string& expected,
                           const Json& found) const;
    std::string linkPath() const;
    std::string fieldPath() const;
    void linkScalar(Json&& value);
    void linkString(std::string& value);
    void innerString(std::string& value);
    void startContainer(bool object);
    void endCapture();
    void finishLink();
    void finishInner();

    const std::string& m_file;
    std::string m_path;
    std::vector<Link> m_links; // all of them, or the last chunk
    std::vector<std::vector<Link>> m_chunks;
    std::size_t m_chunkSize = 0; // 0: one list
    std::size_t m_chunked = 0;   // links in m_chunks
    Level m_level = Level::List;
    std::string m_field; // the link's key being read
    std::string m_inner; // the key being read inside "a", "b" or "optics"
    Link m_link;
    bool m_hasId = false, m_hasA = false, m_hasB = false;
    bool m_hasDevice = false, m_hasPort = false;
    unsigned m_keysSeen = 0; // known keys seen: the link's (low bits), the inner object's (high)
    std::unique_ptr<Capture> m_capture; // an unknown key's value, kept in `extra` or skipped
};

} // namespace cd::core
