#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace cd::core {

// Replaces `path` with `contents` so that a crash or a full disk leaves either the old file
// or the new one, never a mix. Every writer of the product goes through here (DESIGN.md §4):
//   - the bytes go to an unnamed temporary in the target's folder (O_TMPFILE where the file
//     system has it, so a kill leaves nothing behind), every write and the flush are checked,
//     and only then is it given a name and renamed over the target;
//   - a symbolic link is written through: the file it points to is replaced, the link stays;
//   - the replaced file's permission bits are kept (a new file gets 0666 less the umask);
//   - a target that exists and is not a regular file (a folder, a device) is refused.
// Throws SaveError naming the file and the reason; the original is untouched on failure.
void writeFileAtomically(const std::string& path, const std::string& contents);

// The same for contents made a piece at a time: `produce` hands each piece, in order, to the
// sink it is given, and each is written as it comes, so the whole is never held (a 16,384-node
// design's 124 MB of text). What `produce` throws leaves the original untouched too.
using TextSink = std::function<void(std::string_view)>;
void writeFileAtomically(const std::string& path,
                         const std::function<void(const TextSink&)>& produce);

// Files that stand or fall together (the NetBox export's CSVs, `fabric`'s files for Slurm,
// Kubernetes and NCCL): each is written to its own temporary beside its target as it is added,
// with every check writeFileAtomically makes, and commit() renames them all. A failure while
// adding, or a set dropped without commit(), replaces none of the targets; after commit() only
// a rename can fail, which needs the folder changed under the program.
class AtomicFileSet
{
public:
    AtomicFileSet();
    ~AtomicFileSet();
    AtomicFileSet(const AtomicFileSet&) = delete;
    AtomicFileSet& operator=(const AtomicFileSet&) = delete;

    void add(const std::string& path, const std::string& contents);
    void commit();

private:
    struct Pending;
    std::vector<std::unique_ptr<Pending>> m_pending;
};

} // namespace cd::core
