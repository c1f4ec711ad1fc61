#include "file_lines.h"

#include <sys/stat.h>

#include <algorithm>
#include <cstring>
#include <vector>

namespace cd::core {

namespace {

constexpr std::size_t kPiece = std::size_t(1) << 20;
constexpr std::size_t kMaxLine = std::size_t(16) << 20;

} // namespace

bool forEachPieceOfLines(std::istream& in, std::uint64_t from, std::uint64_t to,
                         const LinePiece& piece)
{
    in.clear();
    if (!in.seekg(std::streamoff(from)))
        return false;
    std::vector<char> buffer(kPiece);
    std::size_t held = 0;        // the start of a line not yet ended, at the buffer's start
    std::uint64_t offset = from; // where buffer[0] is in the file
    std::uint64_t left = to - from;
    while (true) {
        if (held == buffer.size()) {
            if (buffer.size() >= kMaxLine)
                return false;
            buffer.resize(buffer.size() * 2);
        }
        in.read(buffer.data() + held,
                std::streamsize(std::min<std::uint64_t>(buffer.size() - held, left)));
        const auto got = std::size_t(in.gcount());
        if (in.bad())
            return false;
        left -= got;
        const char* begin = buffer.data();
        const char* end = begin + held + got;
        if (got == 0 || left == 0)
            return begin == end || piece(begin, end, offset);
        const char* cut = end;
        while (cut > begin && cut[-1] != '\n')
            --cut;
        if (cut > begin && !piece(begin, cut, offset))
            return false;
        held = std::size_t(end - cut);
        std::memmove(buffer.data(), cut, held);
        offset += std::uint64_t(cut - begin);
    }
}

bool forEachLine(std::istream& in, std::uint64_t from, std::uint64_t to, const LinePiece& line)
{
    return forEachPieceOfLines(
        in, from, to, [&](const char* p, const char* end, std::uint64_t offset) {
            const char* const begin = p;
            while (p < end) {
                const auto* nl =
                    static_cast<const char*>(std::memchr(p, '\n', std::size_t(end - p)));
                const char* lineEnd = nl ? nl : end;
                if (!line(p, lineEnd, offset + std::uint64_t(p - begin)))
                    return false;
                p = nl ? nl + 1 : end;
            }
            return true;
        });
}

FileIdentity fileIdentity(const std::string& path)
{
    struct stat st
    {
    };
    if (::stat(path.c_str(), &st) != 0)
        return {};
    return {std::uint64_t(st.st_dev), std::uint64_t(st.st_ino), std::uint64_t(st.st_size),
            std::uint64_t(st.st_mtim.tv_sec) * 1000000000u + std::uint64_t(st.st_mtim.tv_nsec)};
}

} // namespace cd::core
