#include "interned_id.h"

#include <array>
#include <mutex>
#include <set>

namespace cd::core {

// The texts, and the pool that holds them, are never freed: a pointer handed out stays valid on
// every thread and in every destructor that runs at exit, whatever the order of static
// destruction. Each thread remembers the last few it was given, since a list of links names the
// same cable and transceivers line after line and would otherwise take the lock for each.
const std::string& InternedId::emptyText() noexcept
{
    static const std::string* const empty = new std::string();
    return *empty;
}

const std::string* InternedId::intern(std::string_view text)
{
    if (text.empty())
        return &emptyText();
    thread_local std::array<const std::string*, 4> recent{};
    thread_local std::size_t next = 0;
    for (const std::string* s : recent)
        if (s && *s == text)
            return s;
    static std::mutex* const mutex = new std::mutex();
    static auto* const texts = new std::set<std::string, std::less<>>();
    const std::string* found = nullptr;
    {
        const std::lock_guard lock(*mutex);
        auto it = texts->find(text);
        if (it == texts->end())
            it = texts->emplace(text).first;
        found = &*it;
    }
    recent[next] = found;
    next = (next + 1) % recent.size();
    return found;
}

} // namespace cd::core
