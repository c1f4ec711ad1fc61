#include "streamed_design_text.h"

#include "file_lines.h"
#include "link_line_skim.h"
#include "link_list_reader.h"
#include "plain_link_array.h"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <limits>
#include <system_error>
#include <thread>

namespace cd::core {

namespace {

// The second thread's links are kept in chunks of this many, each freed as it moves into the
// first thread's list, so that the list is never held twice (as plain_link_array.cpp). About 8 MB
// each, so that each holds whole huge pages (model/large_list.h): with chunks of 4,096 the second
// thread took 140 ms to the first's 112 at 16,384 nodes, faulting its pages in 4 KiB at a time;
// with these, 107 ms.
constexpr std::size_t kChunkLinks = 32768;

// The shortest link the format allows, about: {"id":"l","a":{"device":"d","port":"p"},"b":{...}}
constexpr std::uint64_t kMinLinkBytes = 64;

// The links of the bytes [from, to) of `path` into `reader`, a piece at a time; `last`: the
// bytes end the array.
bool readLines(const std::string& path, std::uint64_t from, std::uint64_t to, bool last,
               LinkListReader& reader)
{
    std::ifstream in(path, std::ios::binary);
    return in && forEachPieceOfLines(
                     in, from, to, [&](const char* begin, const char* end, std::uint64_t at) {
                         const bool ends = last && at + std::uint64_t(end - begin) == to;
                         return readPlainLinkPiece(begin, end, ends, reader);
                     });
}

// Where a second thread starts: the link line marked nearest the middle; the end for a list
// one thread reads in a few tens of milliseconds.
std::uint64_t splitOf(const LinkLineRange& r, std::ptrdiff_t splitFrom)
{
    if (r.end - r.begin < std::uint64_t(splitFrom) || r.marks.size() < 2 ||
        std::thread::hardware_concurrency() < 2)
        return r.end;
    return r.marks[r.marks.size() / 2];
}

// One design body's links: its lines before the split on this thread, after it on another.
std::optional<std::vector<Link>> bodyLinks(const std::string& path, const LinkLineRange& r,
                                           const std::string& listPath, std::ptrdiff_t splitFrom)
{
    LinkListReader first(path, listPath);
    if (r.lines == 0)
        return first.take();
    // One link a line, but no more than the bytes could hold: a file of short link-shaped
    // lines ("{}") would otherwise reserve gigabytes for links its reading then refuses.
    first.reserve(std::min<std::uint64_t>(r.lines, (r.end - r.begin) / kMinLinkBytes));
    const std::uint64_t split = splitOf(r, splitFrom);
    LinkListReader second(path, listPath);
    second.keepInChunks(std::min<std::uint64_t>(kChunkLinks, r.lines / 2 + 1));
    bool secondRead = split == r.end;
    try {
        std::jthread other;
        if (split < r.end)
            other = std::jthread([&] {
                try {
                    secondRead = readLines(path, split, r.end, true, second);
                } catch (...) { // its link's complaint would not name the link's index
                    secondRead = false;
                }
            });
        if (!readLines(path, r.begin, split, split == r.end, first))
            return std::nullopt;
    } catch (const std::system_error&) { // no second thread to be had
        return std::nullopt;
    }
    if (!secondRead)
        return std::nullopt;
    std::vector<Link> links = first.take();
    for (std::vector<Link>& chunk : second.takeChunks()) {
        links.insert(links.end(), std::make_move_iterator(chunk.begin()),
                     std::make_move_iterator(chunk.end()));
        std::vector<Link>().swap(chunk);
    }
    return links;
}

} // namespace

std::optional<StreamedDesignText> readStreamedDesignText(const std::string& path,
                                                         std::ptrdiff_t splitFrom)
{
    const FileIdentity before = fileIdentity(path);
    std::ifstream in(path, std::ios::binary);
    LinkLineSkim skim(true);
    if (!in || !skim.readAll(in))
        return std::nullopt;
    std::vector<std::optional<std::vector<Link>>> links(skim.links().size());
    for (std::size_t body = 0; body < links.size(); ++body) {
        const std::optional<LinkLineRange>& range = skim.links()[body];
        if (!range)
            continue;
        const std::string listPath =
            body == 0 ? "links" : "variants[" + std::to_string(body - 1) + "].links";
        links[body] = bodyLinks(path, *range, listPath, splitFrom);
        if (!links[body])
            return std::nullopt;
    }
    // The passes read the same file only if nobody replaced or changed it meanwhile.
    if (before == FileIdentity{} || fileIdentity(path) != before)
        return std::nullopt;
    return StreamedDesignText{std::move(skim.rest()), std::move(links),
                              std::move(skim.deviceLines())};
}

} // namespace cd::core
