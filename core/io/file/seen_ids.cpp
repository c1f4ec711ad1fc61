#include "seen_ids.h"

#include "model/large_list.h"

#include <bit>
#include <functional>

namespace cd::core {

// At most two thirds full, so that a probe sequence stays short.
SeenIds::SeenIds(std::size_t expected)
{
    const std::size_t slots = std::bit_ceil(expected + expected / 2 + 16);
    reserveLarge(m_slots, slots);
    m_slots.resize(slots);
}

std::uint64_t SeenIds::hashOf(std::string_view id)
{
    return std::hash<std::string_view>{}(id);
}

void SeenIds::prefetch(std::uint64_t hash) const
{
#if defined(__GNUC__)
    __builtin_prefetch(&m_slots[hash & (m_slots.size() - 1)]);
#else
    (void)hash;
#endif
}

bool SeenIds::insertHashed(std::string_view id, std::uint64_t hash)
{
    const std::size_t mask = m_slots.size() - 1;
    const auto tag = std::uint32_t(hash >> 32);
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
        Slot& s = m_slots[i];
        if (!s.data) {
            s = {id.data(), std::uint32_t(id.size()), tag};
            return true;
        }
        if (s.tag == tag && std::string_view(s.data, s.size) == id)
            return false;
    }
}

} // namespace cd::core
