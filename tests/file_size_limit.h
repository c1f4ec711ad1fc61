#pragma once

// A full disk inside a test: while a FileSizeLimit lives, no file of this process may grow past
// `bytes` (RLIMIT_FSIZE), and writes beyond it fail with EFBIG instead of raising SIGXFSZ. The
// limit binds root too, so tests using it hold in CI.
#include <csignal>

#include <sys/resource.h>

namespace cd::test {

class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        getrlimit(RLIMIT_FSIZE, &m_saved);
        m_handler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit limited = m_saved;
        limited.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &limited);
    }
    ~FileSizeLimit()
    {
        setrlimit(RLIMIT_FSIZE, &m_saved);
        std::signal(SIGXFSZ, m_handler);
    }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;

private:
    rlimit m_saved{};
    void (*m_handler)(int) = SIG_DFL;
};

} // namespace cd::test
