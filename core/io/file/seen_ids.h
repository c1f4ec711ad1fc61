#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace cd::core {

// Whether each id of a list was seen before, for the half a million link ids of a 16,384-node
// hall (issue 24): an open-addressing table of views, each slot with 32 bits of its id's hash so
// that a probe reads the id's text only when those match. The ids are the caller's and must
// outlive the table; none is empty.
class SeenIds
{
public:
    explicit SeenIds(std::size_t expected);

    // False when `id` was seen before.
    bool insert(std::string_view id) { return insertHashed(id, hashOf(id)); }

    // The index of the first of `ids` seen before (or seen twice among them), or ids.size().
    // Hashes a few ids ahead and asks for their slots first: in a table of tens of megabytes
    // each probe is otherwise a wait on memory.
    template <class Ids, class IdOf> std::size_t firstRepeated(const Ids& ids, IdOf idOf)
    {
        constexpr std::size_t ahead = 16;
        std::uint64_t hashes[ahead];
        for (std::size_t from = 0; from < ids.size(); from += ahead) {
            const std::size_t n = std::min(ahead, ids.size() - from);
            for (std::size_t k = 0; k < n; ++k) {
                hashes[k] = hashOf(idOf(ids[from + k]));
                prefetch(hashes[k]);
            }
            for (std::size_t k = 0; k < n; ++k)
                if (!insertHashed(idOf(ids[from + k]), hashes[k]))
                    return from + k;
        }
        return ids.size();
    }

private:
    struct Slot
    {
        const char* data = nullptr; // null: free
        std::uint32_t size = 0;
        std::uint32_t tag = 0; // the hash's upper 32 bits
    };

    static std::uint64_t hashOf(std::string_view id);
    void prefetch(std::uint64_t hash) const;
    bool insertHashed(std::string_view id, std::uint64_t hash);

    std::vector<Slot> m_slots;
};

} // namespace cd::core
