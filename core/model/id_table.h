#pragma once

#include "large_list.h"

#include <bit>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

namespace cd::core {

// Ids to a value each (or to none: IdSet below), for the tens of
// thousands of device ids and half a million link ids of a 16,384-node hall (issue 24): one
// open-addressing table of views, at most two thirds full, each slot with 32 bits of its id's
// hash so that a probe reads an id's text only when those match. A node-based hash map costs an
// allocation per id to build and a free per id to drop, and a pointer chase per probe. The ids
// are views of the caller's strings (never a default-constructed view) and must outlive the
// table. The first value given an id stays.
template <class Value> class IdTable
{
public:
    explicit IdTable(std::size_t expected = 0) { reset(expected); }

    // Empty, with room for `expected` ids.
    void reset(std::size_t expected)
    {
        m_slots.clear();
        const std::size_t count = std::bit_ceil(expected + expected / 2 + 16);
        reserveLarge(m_slots, count);
        m_slots.resize(count);
    }

    // False, the table unchanged, when `id` is in it already.
    bool insert(std::string_view id, Value value = {})
    {
        return insertHashed(id, hashOf(id), value);
    }

    // The value of `id`; nullptr when it is not in the table.
    const Value* find(std::string_view id) const
    {
        const std::uint64_t hash = hashOf(id);
        const std::size_t mask = m_slots.size() - 1;
        const auto tag = std::uint32_t(hash >> 32);
        for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
            const Slot& s = m_slots[i];
            if (!s.data)
                return nullptr;
            if (s.tag == tag && std::string_view(s.data, s.size) == id)
                return &s.value;
        }
    }

    bool contains(std::string_view id) const { return find(id) != nullptr; }

    static std::uint64_t hashOf(std::string_view id) { return std::hash<std::string_view>{}(id); }

    // Asks for the slot an id of `hash` probes first, before it is inserted or found: in a
    // table of tens of megabytes each probe is otherwise a wait on memory.
    void prefetch([[maybe_unused]] std::uint64_t hash) const
    {
#if defined(__GNUC__)
        __builtin_prefetch(&m_slots[hash & (m_slots.size() - 1)]);
#endif
    }

    bool insertHashed(std::string_view id, std::uint64_t hash, Value value = {})
    {
        const std::size_t mask = m_slots.size() - 1;
        const auto tag = std::uint32_t(hash >> 32);
        for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
            Slot& s = m_slots[i];
            if (!s.data) {
                s = {id.data(), std::uint32_t(id.size()), tag, value};
                return true;
            }
            if (s.tag == tag && std::string_view(s.data, s.size) == id)
                return false;
        }
    }

private:
    struct Slot
    {
        const char* data = nullptr; // null: free
        std::uint32_t size = 0;
        std::uint32_t tag = 0; // the hash's upper 32 bits
        [[no_unique_address]] Value value = {};
    };

    std::vector<Slot> m_slots;
};

// A set of ids: a table whose slots carry no value.
struct NoIdValue
{
};
using IdSet = IdTable<NoIdValue>;

} // namespace cd::core
