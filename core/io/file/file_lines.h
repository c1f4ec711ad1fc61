#pragma once

// A file read a megabyte at a time, in pieces of whole lines (issue 24): the readers of large
// saved designs (design_links_of.h, streamed_design_text.h) never hold a 124 MB hall whole;
// reading it into a string of its size costs more in page faults than their work on it.
#include <cstdint>
#include <functional>
#include <istream>
#include <string>

namespace cd::core {

// piece(begin, end, offset) for the bytes [from, to) of `in` (to past the end: the file's
// end), cut after a '\n' (the last piece ends where the bytes do); `offset` is where `begin`
// is in the file. False where a call is, a line is over 16 MB (no saved file's) or the stream
// fails.
using LinePiece = std::function<bool(const char* begin, const char* end, std::uint64_t offset)>;
bool forEachPieceOfLines(std::istream& in, std::uint64_t from, std::uint64_t to,
                         const LinePiece& piece);

// The same a line at a time, each without its '\n'.
bool forEachLine(std::istream& in, std::uint64_t from, std::uint64_t to, const LinePiece& line);

// Which file a path names and how it was when asked (device, inode, size, modification time):
// a reader that opens a file more than once (the readers above read it in several passes)
// compares the identity before and after, and gives up where another program replaced or
// changed the file between the passes. Empty (all 0) where the path cannot be read.
struct FileIdentity
{
    std::uint64_t device = 0, inode = 0, size = 0, modifiedNs = 0;
    bool operator==(const FileIdentity&) const = default;
};
FileIdentity fileIdentity(const std::string& path);

} // namespace cd::core
