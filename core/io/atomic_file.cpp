#include "atomic_file.h"

#include "load_error.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cd::core {

namespace {

std::string errnoText()
{
    return std::strerror(errno);
}

[[noreturn]] void discardTemporary(int fd, const std::string& tmpl, const std::string& path,
                                   const std::string& why)
{
    const std::string reason = errnoText();
    ::close(fd);
    ::unlink(tmpl.c_str());
    throw SaveError("cannot save " + path + ": " + why + " (" + reason + ")");
}

void writeAll(int fd, const std::string& tmpl, const std::string& path, const std::string& contents)
{
    std::size_t written = 0;
    while (written < contents.size()) {
        ssize_t n = ::write(fd, contents.data() + written, contents.size() - written);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            discardTemporary(fd, tmpl, path, "write failed");
        }
        written += static_cast<std::size_t>(n);
    }
}

// Keep the permissions of the file being replaced (mkstemp creates 0600).
void keepPermissions(int fd, const std::string& path)
{
    struct stat st;
    if (::stat(path.c_str(), &st) == 0)
        ::fchmod(fd, st.st_mode & 07777);
    else
        ::fchmod(fd, 0644);
}

} // namespace

void writeFileAtomically(const std::string& path, const std::string& contents)
{
    namespace fs = std::filesystem;
    const fs::path target(path);
    const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
    std::string tmpl = (dir / ("." + target.filename().string() + ".XXXXXX")).string();
    int fd = ::mkstemp(tmpl.data());
    if (fd < 0)
        throw SaveError("cannot save " + path + ": cannot create a temporary file in " +
                        dir.string() + " (" + errnoText() + ")");
    writeAll(fd, tmpl, path, contents);
    if (::fsync(fd) != 0)
        discardTemporary(fd, tmpl, path, "flush to disk failed");
    keepPermissions(fd, path);
    if (::close(fd) != 0) {
        ::unlink(tmpl.c_str());
        throw SaveError("cannot save " + path + ": close failed (" + errnoText() + ")");
    }
    if (::rename(tmpl.c_str(), path.c_str()) != 0) {
        const std::string reason = errnoText();
        ::unlink(tmpl.c_str());
        throw SaveError("cannot save " + path + ": rename failed (" + reason + ")");
    }
}

} // namespace cd::core
