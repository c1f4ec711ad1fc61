#pragma once

#include <cstddef>
#include <vector>

namespace cd::core {

// Asks the system to back `bytes` from `data` with transparent huge pages, where it offers them
// on request (Linux madvise MADV_HUGEPAGE); only the whole 2 MiB pages inside the range. A hint:
// where it is refused, or the range holds no whole huge page, nothing changes.
void adviseHugePages(const void* data, std::size_t bytes);

// Room for `count` elements in `list`, in huge pages where the system gives them. The lists of a
// 16,384-node design (half a million links, their ends and facts) are tens to hundreds of
// megabytes that the kernel would otherwise fault in and zero 4 KiB at a time: a tenth of
// loading that hall and a fifth of analysing it, measured (docs/performance.md).
template <class T> void reserveLarge(std::vector<T>& list, std::size_t count)
{
    list.reserve(count);
    adviseHugePages(list.data(), list.capacity() * sizeof(T));
}

} // namespace cd::core
