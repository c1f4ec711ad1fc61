#pragma once

// A design file's text split, line by line, into what a reader of its racks, devices and
// networks needs and its links (issue 24: `predict DESIGN` reads half a million links to use
// the few that end on a storage system). Saved files write a links array one link a line
// (design_text.cpp); the skim passes over such lines without reading them, after checking only
// their shape: a line that begins with '{' and ends with '}' or "},". Anything else in a
// links array, a links array opened on a line that goes on, a string broken by a line end or a
// key whose ':' is on another line gives up, and the caller reads the file the usual way.
//
// What passes the shape check unread is not checked further: the rest is a document in which
// each skimmed array is empty, and where the skim misread the structure of valid JSON (a
// nested array closed on a line of its own) the rest is left unbalanced and its parser refuses
// it, so that the caller falls back too. Device lines kept apart (a device a line, as saved
// files also write them) pass the same shape check, and their reader parses each line whole
// (plain_device_lines.h).
#include <cstddef>
#include <cstdint>
#include <istream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cd::core {

// Where one design body's links lines lie in the file: from the first link line's offset to
// the offset of the line that closes the array.
struct LinkLineRange
{
    std::uint64_t begin = 0;
    std::uint64_t end = 0;
    std::size_t lines = 0; // link-shaped lines: a saved file's links
    // Where every 1,024th link line begins, from the first: where a reader on two threads can
    // split the lines.
    std::vector<std::uint64_t> marks;
};

class LinkLineSkim
{
public:
    // `devices`: a design body's devices array written a device a line is kept apart too, its
    // lines shape-checked as the links' are (deviceLines); one indented over several lines is
    // read as the rest of the text.
    explicit LinkLineSkim(bool devices = false);
    ~LinkLineSkim();
    LinkLineSkim(const LinkLineSkim&) = delete;
    LinkLineSkim& operator=(const LinkLineSkim&) = delete;

    // The whole of `in`, a line at a time (file_lines.h): whether it is laid out as a saved
    // file, with at least one links array skimmed.
    bool readAll(std::istream& in);

    // The text with each skimmed links array empty.
    std::string& rest();
    // Each design body's links lines: 0 the top level, 1 + i `variants[i]`; nullopt for a
    // body whose links array was not skimmed (none, or an empty one written on its line).
    const std::vector<std::optional<LinkLineRange>>& links() const;
    // Each design body's device lines, a device a line without its indentation, as links()
    // numbers the bodies; nullopt for a body whose devices were not kept apart. Their array
    // is empty in rest().
    std::vector<std::optional<std::string>>& deviceLines();

private:
    // One line, without its '\n', that starts at `offset` in the file. False: give up.
    bool line(const char* begin, const char* end, std::uint64_t offset);

    struct State;
    std::unique_ptr<State> m_state;
};

} // namespace cd::core
