#pragma once

#include <compare>
#include <cstddef>
#include <functional>
#include <string>
#include <string_view>

namespace cd::core {

// An id that half a million links name over and over (a cable, a transceiver, a network): one
// shared copy of each distinct text, so a link holds a pointer instead of a string and its heap
// block, and two ids compare by address. The copies live as long as the process; they are as
// many as the distinct ids loaded, which catalogs bound to a few thousand. A file that names
// millions of distinct ids (its 256 MB limit, io/input_file.h, allows some) keeps their text
// after it is closed, as it held it while open. Safe to make on any thread (the design loader
// reads links on two).
class InternedId
{
public:
    InternedId() noexcept : m_text(&emptyText()) {}
    InternedId(std::string_view text) : m_text(intern(text)) {} // NOLINT: converts implicitly
    InternedId(const std::string& text) : InternedId(std::string_view(text)) {}
    InternedId(const char* text) : InternedId(std::string_view(text)) {}

    const std::string& str() const noexcept { return *m_text; }
    operator const std::string&() const noexcept { return *m_text; }
    operator std::string_view() const noexcept { return *m_text; }
    const char* c_str() const noexcept { return m_text->c_str(); }
    std::size_t size() const noexcept { return m_text->size(); }
    bool empty() const noexcept { return m_text->empty(); }
    void clear() noexcept { m_text = &emptyText(); }

    friend bool operator==(const InternedId& a, const InternedId& b) noexcept
    {
        return a.m_text == b.m_text;
    }
    friend bool operator==(const InternedId& a, const std::string& b) { return *a.m_text == b; }
    friend bool operator==(const InternedId& a, std::string_view b) { return *a.m_text == b; }
    friend bool operator==(const InternedId& a, const char* b) { return *a.m_text == b; }
    friend std::strong_ordering operator<=>(const InternedId& a, const InternedId& b)
    {
        return a.m_text == b.m_text ? std::strong_ordering::equal : *a.m_text <=> *b.m_text;
    }

private:
    static const std::string& emptyText() noexcept;
    static const std::string* intern(std::string_view text);

    const std::string* m_text;
};

} // namespace cd::core

template <> struct std::hash<cd::core::InternedId>
{
    std::size_t operator()(const cd::core::InternedId& id) const noexcept
    {
        return std::hash<const std::string*>()(&id.str());
    }
};
