#pragma once

// What every reader checks before it opens a file (issue 20): that it is a regular file (a
// FIFO would block for ever, /dev/zero never ends, a folder is no file) and not larger than
// the reader can take. Failures are LoadErrors naming the file.
#include <cstdint>
#include <string>

namespace cd::core {

// Designs, catalog imports and CSV price lists: a 100,000-GPU design is about 60 MB of JSON
// (docs/limits.md), four times that is still a file a person made.
inline constexpr std::uintmax_t kMaxInputFileBytes = 256ull << 20;

// Throws LoadError unless `path` names a regular file (symbolic links followed) of at most
// `maxBytes`.
void checkInputFile(const std::string& path, std::uintmax_t maxBytes = kMaxInputFileBytes);

} // namespace cd::core
