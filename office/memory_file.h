#pragma once

#include <string>

namespace cd::office {

// An anonymous file in memory (memfd) that a library writing only to file names can be given
// by its /proc name. Nothing reaches the disk and nothing is left behind after a kill.
class MemoryFile
{
public:
    // Throws SaveError naming `target` if the kernel refuses.
    explicit MemoryFile(const std::string& target);
    ~MemoryFile();
    MemoryFile(const MemoryFile&) = delete;
    MemoryFile& operator=(const MemoryFile&) = delete;

    std::string name() const;
    // Everything written so far; throws SaveError naming `m_target` if it cannot be read.
    std::string contents() const;

private:
    std::string m_target;
    int m_fd;
};

} // namespace cd::office
