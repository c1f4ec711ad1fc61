#pragma once

#include <string>

namespace cd::core {

// Replaces `path` with `contents` so that a crash or a full disk leaves either the old file
// or the new one, never a mix: write a temporary beside it, flush to disk, rename over.
// Throws SaveError naming the file; the original is untouched on failure.
void writeFileAtomically(const std::string& path, const std::string& contents);

} // namespace cd::core
