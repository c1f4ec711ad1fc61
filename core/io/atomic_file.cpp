#include "atomic_file.h"

#include "load_error.h"
#include "text/translation.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <random>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cd::core {

namespace {

namespace fs = std::filesystem;

// The kernel's own limit on a chain of links (ELOOP).
constexpr int kMaxLinkHops = 40;

[[noreturn]] void fail(const std::string& path, const std::string& why, int err = 0)
{
    std::string message =
        text::arg(text::translate("SaveError", "cannot save %1: %2"), {path, why});
    if (err != 0)
        message += " (" + std::string(std::strerror(err)) + ")";
    throw SaveError(message);
}

// The file a write to `path` must replace: the end of its chain of symbolic links, so the
// link itself survives. A dangling link is followed too: the file is created where it points.
fs::path resolveTarget(const std::string& path)
{
    fs::path p(path);
    for (int hop = 0; hop <= kMaxLinkHops; ++hop) {
        std::error_code ec;
        if (!fs::is_symlink(fs::symlink_status(p, ec)))
            return p;
        const fs::path next = fs::read_symlink(p, ec);
        if (ec)
            fail(path,
                 text::arg(text::translate("SaveError", "cannot read the symbolic link %1"),
                           {p.string()}),
                 ec.value());
        p = next.is_absolute() ? next : p.parent_path() / next;
    }
    fail(path, text::translate("SaveError", "too many levels of symbolic links"), ELOOP);
}

// Owns the temporary until it has been renamed: closes and removes it on every failure.
class Temporary
{
public:
    explicit Temporary(const fs::path& target) : m_target(target)
    {
        m_dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
        // 0666: the kernel applies the umask, as it would to a file created in place. The
        // unnamed file is named later through /proc; without /proc (a bare chroot) or on a
        // file system without O_TMPFILE, a named temporary from the start.
        if (::access("/proc/self/fd", F_OK) == 0)
            m_fd = ::open(m_dir.c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666);
        if (m_fd < 0)
            m_fd = createNamed();
    }
    ~Temporary()
    {
        if (m_fd >= 0)
            ::close(m_fd);
        if (!m_name.empty())
            ::unlink(m_name.c_str());
    }
    Temporary(const Temporary&) = delete;
    Temporary& operator=(const Temporary&) = delete;

    // Writes `piece` after what was written before; every write is checked.
    void append(const std::string& path, std::string_view piece)
    {
        std::size_t written = 0;
        while (written < piece.size()) {
            const ssize_t n = ::write(m_fd, piece.data() + written, piece.size() - written);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                fail(path,
                     text::arg(text::translate("SaveError", "writing failed after %1 of %2 bytes"),
                               {std::to_string(m_written + written),
                                std::to_string(m_written + piece.size())}),
                     n < 0 ? errno : ENOSPC);
            written += static_cast<std::size_t>(n);
        }
        m_written += written;
    }

    void flush(const std::string& path)
    {
        if (::fsync(m_fd) != 0)
            fail(path, text::translate("SaveError", "flushing to disk failed"), errno);
    }

    void keepPermissionsOf(const fs::path& target)
    {
        struct stat st;
        if (::stat(target.c_str(), &st) == 0) {
            // The owner too where we may (root saving a user's file); failing that, ours.
            [[maybe_unused]] const int owned = ::fchown(m_fd, st.st_uid, st.st_gid);
            ::fchmod(m_fd, st.st_mode & 07777);
        } else if (!m_name.empty()) // mkstemp made it 0600; reading the umask is not thread-safe
            ::fchmod(m_fd, 0644);
    }

    // Names the temporary (if O_TMPFILE kept it unnamed), closes it and renames it over the
    // target. Between the name and the rename is the only moment a kill can leave it behind.
    void commit(const std::string& path)
    {
        if (m_name.empty())
            linkUnnamed(path);
        const int fd = m_fd;
        m_fd = -1;
        if (::close(fd) != 0)
            fail(path, text::translate("SaveError", "closing the temporary file failed"), errno);
        if (::rename(m_name.c_str(), m_target.c_str()) != 0)
            fail(path,
                 text::arg(text::translate("SaveError", "cannot replace %1"), {m_target.string()}),
                 errno);
        m_name.clear();
        syncFolder();
    }

private:
    std::string candidateName()
    {
        static thread_local std::mt19937_64 random{std::random_device{}()};
        static const char* digits = "abcdefghijklmnopqrstuvwxyz0123456789";
        std::string suffix(8, 'x');
        for (char& c : suffix)
            c = digits[random() % 36];
        return (m_dir / ("." + m_target.filename().string() + "." + suffix + ".tmp")).string();
    }

    int createNamed()
    {
        std::string tmpl = (m_dir / ("." + m_target.filename().string() + ".XXXXXX")).string();
        const int fd = ::mkstemp(tmpl.data());
        if (fd < 0)
            fail(m_target.string(),
                 text::arg(text::translate("SaveError", "cannot create a temporary file in %1"),
                           {m_dir.string()}),
                 errno);
        m_name = tmpl;
        return fd;
    }

    void linkUnnamed(const std::string& path)
    {
        const std::string self = "/proc/self/fd/" + std::to_string(m_fd);
        for (int attempt = 0; attempt < 100; ++attempt) {
            const std::string name = candidateName();
            if (::linkat(AT_FDCWD, self.c_str(), AT_FDCWD, name.c_str(), AT_SYMLINK_FOLLOW) == 0) {
                m_name = name;
                return;
            }
            if (errno != EEXIST)
                fail(path,
                     text::arg(text::translate("SaveError", "cannot name the temporary file in %1"),
                               {m_dir.string()}),
                     errno);
        }
        fail(path,
             text::arg(text::translate("SaveError", "cannot name the temporary file in %1"),
                       {m_dir.string()}),
             EEXIST);
    }

    // The rename is durable only once the folder's entry is on disk; failure here loses no data.
    void syncFolder()
    {
        const int dirFd = ::open(m_dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (dirFd >= 0) {
            ::fsync(dirFd);
            ::close(dirFd);
        }
    }

    fs::path m_target;
    fs::path m_dir;
    std::string m_name; // empty while the temporary is unnamed
    int m_fd = -1;
    std::size_t m_written = 0;
};

void refuseNonRegular(const std::string& path, const fs::path& target)
{
    std::error_code ec;
    const fs::file_status st = fs::status(target, ec);
    if (fs::exists(st) && !fs::is_regular_file(st))
        fail(path, fs::is_directory(st) ? "it is a folder" : "it is not a regular file");
}

} // namespace

void writeFileAtomically(const std::string& path, const std::string& contents)
{
    writeFileAtomically(path, [&](const TextSink& sink) { sink(contents); });
}

namespace {

// A temporary written, flushed and given the target's permissions: all but the rename.
std::unique_ptr<Temporary> prepared(const std::string& path, const fs::path& target,
                                    const std::function<void(const TextSink&)>& produce)
{
    refuseNonRegular(path, target);
    auto tmp = std::make_unique<Temporary>(target);
    produce([&](std::string_view piece) { tmp->append(path, piece); });
    tmp->flush(path);
    tmp->keepPermissionsOf(target);
    return tmp;
}

} // namespace

void writeFileAtomically(const std::string& path,
                         const std::function<void(const TextSink&)>& produce)
{
    prepared(path, resolveTarget(path), produce)->commit(path);
}

struct AtomicFileSet::Pending
{
    std::string path;
    fs::path target; // where the links from `path` end
    std::unique_ptr<Temporary> file;
};

AtomicFileSet::AtomicFileSet() = default;
AtomicFileSet::~AtomicFileSet() = default;

void AtomicFileSet::add(const std::string& path, const std::string& contents)
{
    const fs::path target = resolveTarget(path);
    for (const auto& p : m_pending)
        if (p->target == target)
            fail(path, text::translate("SaveError", "the same file is asked for twice"));
    auto file = prepared(path, target, [&](const TextSink& sink) { sink(contents); });
    m_pending.push_back(std::make_unique<Pending>(Pending{path, target, std::move(file)}));
}

void AtomicFileSet::commit()
{
    for (const auto& p : m_pending)
        p->file->commit(p->path);
    m_pending.clear();
}

} // namespace cd::core
