#include "memory_file.h"

#include "io/load_error.h"

#include <cerrno>
#include <cstring>

#include <sys/mman.h>
#include <unistd.h>

namespace cd::office {

namespace {

[[noreturn]] void fail(const std::string& target, const std::string& why)
{
    throw core::SaveError("cannot save " + target + ": " + why + " (" + std::strerror(errno) + ")");
}

} // namespace

MemoryFile::MemoryFile(const std::string& target)
    : m_target(target), m_fd(::memfd_create("cluster-designer", MFD_CLOEXEC))
{
    if (m_fd < 0)
        fail(target, "no memory for the document");
}

MemoryFile::~MemoryFile()
{
    ::close(m_fd);
}

std::string MemoryFile::name() const
{
    return "/proc/self/fd/" + std::to_string(m_fd);
}

std::string MemoryFile::contents() const
{
    std::string bytes;
    char chunk[65536];
    off_t at = 0;
    for (;;) {
        const ssize_t n = ::pread(m_fd, chunk, sizeof chunk, at);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            fail(m_target, "reading the document back failed");
        if (n == 0)
            return bytes;
        bytes.append(chunk, std::size_t(n));
        at += n;
    }
}

} // namespace cd::office
