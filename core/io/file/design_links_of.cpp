#include "design_links_of.h"

#include "analysis/throughput/storage_systems.h"
#include "design_file.h"
#include "file_lines.h"
#include "io/input_file.h"
#include "io/load_error.h"
#include "link_line_skim.h"
#include "model/design_catalog.h"
#include "plain_device_lines.h"
#include "plain_link_array.h"
#include "project_file.h"

#include <algorithm>
#include <cstring>
#include <fstream>
#include <limits>
#include <optional>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace cd::core {

namespace {

// Whether a link line names one of `ids` as a "device": a line with an escape may name one
// in a way this does not read, and counts (the strict reader then refuses it, and the file is
// read whole).
bool namesAny(const char* begin, const char* end, const std::unordered_set<std::string_view>& ids)
{
    if (std::memchr(begin, '\\', std::size_t(end - begin)))
        return true;
    static constexpr std::string_view key = "\"device\"";
    const std::string_view text(begin, std::size_t(end - begin));
    for (std::size_t at = text.find(key); at != std::string_view::npos;
         at = text.find(key, at + key.size())) {
        std::size_t p = at + key.size();
        while (p < text.size() && isJsonSpace(text[p]))
            ++p;
        if (p >= text.size() || text[p] != ':')
            continue;
        for (++p; p < text.size() && isJsonSpace(text[p]);)
            ++p;
        if (p >= text.size() || text[p] != '"')
            continue;
        const std::size_t close = text.find('"', p + 1);
        if (close != std::string_view::npos && ids.count(text.substr(p + 1, close - p - 1)))
            return true;
    }
    return false;
}

// The links among `range`'s lines that name one of `ids`, read by the strict plain reader
// (plain_link_array.h); nullopt where it cannot read them.
std::optional<std::vector<Link>> linksNaming(std::istream& in, const LinkLineRange& range,
                                             const std::set<std::string>& ids,
                                             const std::string& path)
{
    const std::unordered_set<std::string_view> wanted(ids.begin(), ids.end());
    std::string text = "[";
    const bool read =
        forEachLine(in, range.begin, range.end, [&](const char* b, const char* e, std::uint64_t) {
            if (!namesAny(b, e, wanted))
                return true;
            while (e > b && (isJsonSpace(e[-1]) || e[-1] == ','))
                --e;
            text.append(text.size() > 1 ? ",\n" : "\n").append(b, e);
            return true;
        });
    text += "]";
    if (!read)
        return std::nullopt;
    std::optional<PlainLinkArray> array =
        readPlainLinkArray(text.data(), text.data() + text.size(), path, "links",
                           std::numeric_limits<std::ptrdiff_t>::max());
    if (!array || array->end != text.data() + text.size())
        return std::nullopt;
    return std::move(array->links);
}

// Only the links with an end on one of `ids`.
void keepLinksOf(Design& design, const std::set<std::string>& ids)
{
    std::erase_if(design.links,
                  [&](const Link& l) { return !ids.count(l.a.device) && !ids.count(l.b.device); });
}

// The design read from the skim of a saved file; nullopt where the file is not one.
std::optional<Design> skimmed(const std::string& path, const WantedLinkEnds& wanted)
{
    const FileIdentity before = fileIdentity(path);
    std::ifstream in(path, std::ios::binary);
    LinkLineSkim skim(true);
    if (!in || !skim.readAll(in))
        return std::nullopt;
    // A file of an older version, whose migration may rewrite its links, is read whole.
    std::optional<Project> project = parseProjectWithLinks(skim.rest(), {}, path);
    if (!project || !readProjectDeviceLines(*project, skim.deviceLines(), path))
        return std::nullopt;
    Design design = std::move(project->activeDesign());
    const std::set<std::string> ids = wanted(design);
    const auto& ranges = skim.links();
    if (!ids.empty() && project->active < ranges.size() && ranges[project->active]) {
        std::optional<std::vector<Link>> links =
            linksNaming(in, *ranges[project->active], ids, path);
        if (!links)
            return std::nullopt;
        design.links = std::move(*links);
    }
    // The passes read the same file only if nobody replaced or changed it meanwhile.
    if (before == FileIdentity{} || fileIdentity(path) != before)
        return std::nullopt;
    keepLinksOf(design, ids);
    return design;
}

} // namespace

Design loadDesignForPrediction(const std::string& path, const CatalogView& base)
{
    return loadDesignWithLinksOf(path, [&](const Design& d) {
        return throughput::storageDeviceIds(d, DesignCatalog(d, base));
    });
}

Design loadDesignWithLinksOf(const std::string& path, const WantedLinkEnds& wanted)
{
    checkInputFile(path);
    try {
        if (std::optional<Design> design = skimmed(path, wanted))
            return std::move(*design);
    } catch (const LoadError&) {
        // The skim's rest is no design: read whole, the file says why, or is one after all.
    }
    Design design = loadDesign(path);
    keepLinksOf(design, wanted(design));
    return design;
}

} // namespace cd::core
