#pragma once

#include "model/id_table.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace cd::core {

// Whether each id of a list was seen before, for the half a million link ids of a 16,384-node
// hall (issue 24). The ids are views of the caller's strings and must outlive the table.
class SeenIds
{
public:
    explicit SeenIds(std::size_t expected) : m_ids(expected) {}

    // False when `id` was seen before.
    bool insert(std::string_view id) { return m_ids.insert(id); }

    // The index of the first of `ids` seen before (or seen twice among them), or ids.size().
    // Hashes a few ids ahead and asks for their slots first.
    template <class Ids, class IdOf> std::size_t firstRepeated(const Ids& ids, IdOf idOf)
    {
        constexpr std::size_t ahead = 16;
        std::uint64_t hashes[ahead];
        for (std::size_t from = 0; from < ids.size(); from += ahead) {
            const std::size_t n = std::min(ahead, ids.size() - from);
            for (std::size_t k = 0; k < n; ++k) {
                hashes[k] = IdSet::hashOf(idOf(ids[from + k]));
                m_ids.prefetch(hashes[k]);
            }
            for (std::size_t k = 0; k < n; ++k)
                if (!m_ids.insertHashed(idOf(ids[from + k]), hashes[k]))
                    return from + k;
        }
        return ids.size();
    }

private:
    IdSet m_ids;
};

} // namespace cd::core
