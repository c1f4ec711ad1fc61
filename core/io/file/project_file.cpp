#include "project_file.h"

#include "design_body.h"
#include "design_text.h"
#include "design_text_sax.h"
#include "format_version.h"
#include "io/atomic_file.h"
#include "io/input_file.h"
#include "io/json_extras.h"
#include "io/json_reader.h"
#include "plain_device_lines.h"
#include "streamed_design_text.h"
#include "text/translation.h"

#include <filesystem>
#include <set>

namespace cd::core {

namespace {

// Keys with a meaning at the top level and in a `variants` entry. The document keys inside a
// variant entry are ignored: the format, version and catalog are the file's.
const std::set<std::string>& knownKeys()
{
    static const std::set<std::string> keys = [] {
        std::set<std::string> k = designBodyKeys();
        k.insert(
            {"format", "schema_version", "variant_name", "catalog", "active_variant", "variants"});
        return k;
    }();
    return keys;
}

// The document's format and version, checked: a newer version is refused.
int checkedVersion(const Json& doc, const std::string& fileName)
{
    const JsonReader top(doc, fileName, "");
    top.requireObject();
    if (top.string("format") != kFormatName)
        top.failAt("format", std::string("\"") + kFormatName + "\"");
    const int version = top.integer("schema_version");
    if (version > kSchemaVersion)
        throw LoadError(
            fileName, "schema_version",
            text::arg(text::translate("LoadError",
                                      "version %1 or older; this file is version %2, "
                                      "written by a newer Cluster Designer: please upgrade"),
                      {std::to_string(kSchemaVersion), std::to_string(version)}));
    return version;
}

// Parses the text, checks format and version, and migrates older versions (read as a whole
// tree: a migration may rewrite the links).
ParsedDesignText checkedDocument(const std::string& text, const std::string& fileName,
                                 const std::vector<Migration>& migrations,
                                 std::size_t linkEventsFrom)
{
    ParsedDesignText parsed = text.size() >= linkEventsFrom
                                  ? parseDesignText(text, fileName)
                                  : ParsedDesignText{parseJsonText(text, fileName), {}};
    const int version = checkedVersion(parsed.doc, fileName);
    if (version < kSchemaVersion) {
        parsed.doc = parseJsonText(text, fileName);
        parsed.links.clear();
        migrateDesignJson(parsed.doc, version, kSchemaVersion, migrations, fileName);
    }
    return parsed;
}

DesignVariant readVariant(const JsonReader& r, std::vector<Link>* links)
{
    DesignVariant v{r.string("variant_name", ""), readDesignBody(r, links)};
    v.design.extra = extrasOf(r.value(), knownKeys());
    return v;
}

// Each catalog entry (and source) once, by id, in the order the variants list them.
template <typename T, typename Member>
std::vector<const T*> unionById(const Design& first, std::span<const DesignVariant> others,
                                Member member)
{
    std::vector<const T*> out;
    std::set<std::string> seen;
    const auto add = [&](const Design& d) {
        for (const T& x : d.*member)
            if (seen.insert(x.id).second)
                out.push_back(&x);
    };
    add(first);
    for (const DesignVariant& v : others)
        add(v.design);
    return out;
}

// The project of a checked document.
Project projectOf(ParsedDesignText parsed, const std::string& fileName)
{
    const JsonReader top(parsed.doc, fileName, "");
    Project p;
    p.variants.push_back(readVariant(top, parsed.linksOf(0)));
    if (top.has("variants")) {
        const JsonReader list = top.at("variants");
        list.requireArray();
        for (std::size_t i = 0; i < list.size(); ++i)
            p.variants.push_back(readVariant(list.at(i), parsed.linksOf(i + 1)));
    }
    // The one catalog section serves every variant.
    readEmbeddedCatalog(top, p.variants.front().design);
    const Design& first = p.variants.front().design;
    for (std::size_t i = 1; i < p.variants.size(); ++i) {
        p.variants[i].design.embeddedCatalog = first.embeddedCatalog;
        p.variants[i].design.embeddedSources = first.embeddedSources;
    }
    const int active = top.optionalInteger("active_variant", 0).value_or(0);
    if (std::size_t(active) >= p.variants.size())
        top.failAt(
            "active_variant",
            text::arg(text::translate("LoadError", "the index of a variant, 0 to %1; found %2"),
                      {std::to_string(p.variants.size() - 1), std::to_string(active)}));
    p.active = std::size_t(active);
    return p;
}

} // namespace

Project parseProject(const std::string& text, const std::string& fileName,
                     const std::vector<Migration>& migrations, std::size_t linkEventsFrom)
{
    return projectOf(checkedDocument(text, fileName, migrations, linkEventsFrom), fileName);
}

std::optional<Project> parseProjectWithLinks(const std::string& rest,
                                             std::vector<std::optional<std::vector<Link>>> links,
                                             const std::string& fileName)
{
    ParsedDesignText parsed{parseJsonText(rest, fileName), std::move(links)};
    if (checkedVersion(parsed.doc, fileName) != kSchemaVersion)
        return std::nullopt;
    return projectOf(std::move(parsed), fileName);
}

Project loadProject(const std::string& path)
{
    // A large saved file is read a piece at a time; any other file, and one that cannot be
    // read so, whole.
    checkInputFile(path);
    std::error_code ec;
    if (std::filesystem::file_size(path, ec) >= kLinkEventsFromBytes && !ec) {
        try {
            if (std::optional<StreamedDesignText> text = readStreamedDesignText(path))
                if (std::optional<Project> project =
                        parseProjectWithLinks(text->rest, std::move(text->links), path))
                    if (readProjectDeviceLines(*project, text->devices, path))
                        return std::move(*project);
        } catch (const LoadError&) {
            // Read whole below: its complaint names the place.
        }
    }
    return parseProject(readWholeFile(path), path);
}

Json documentToJson(const Design& first, const std::string& firstName,
                    std::span<const DesignVariant> others, std::size_t active, bool withLinks)
{
    Json j{{"format", kFormatName}, {"schema_version", kSchemaVersion}};
    if (!firstName.empty())
        j["variant_name"] = firstName;
    writeDesignBody(j, first, withLinks);
    const auto items = unionById<CatalogItem>(first, others, &Design::embeddedCatalog);
    const auto sources = unionById<Source>(first, others, &Design::embeddedSources);
    if (!items.empty() || !sources.empty())
        j["catalog"] = embeddedCatalogJson(items, sources);
    if (!others.empty()) {
        j["active_variant"] = active;
        Json list = Json::array();
        for (const DesignVariant& v : others) {
            Json o = Json::object();
            if (!v.name.empty())
                o["variant_name"] = v.name;
            writeDesignBody(o, v.design, withLinks);
            appendExtras(o, v.design.extra);
            list.push_back(std::move(o));
        }
        j["variants"] = std::move(list);
    }
    appendExtras(j, first.extra);
    return j;
}

Json projectToJson(const Project& project)
{
    const DesignVariant& first = project.variants.at(0);
    return documentToJson(first.design, first.name,
                          std::span<const DesignVariant>(project.variants).subspan(1),
                          project.active);
}

namespace {

// The project's document without its links, which the text writer takes from each variant's
// design (`links`, in the order of the bodies) rather than from a JSON tree.
Json documentWithoutLinks(const Project& project, std::vector<const std::vector<Link>*>& links)
{
    const DesignVariant& first = project.variants.at(0);
    for (const DesignVariant& v : project.variants)
        links.push_back(&v.design.links);
    return documentToJson(first.design, first.name,
                          std::span<const DesignVariant>(project.variants).subspan(1),
                          project.active, false);
}

} // namespace

std::string serializeProject(const Project& project)
{
    std::vector<const std::vector<Link>*> links;
    const Json document = documentWithoutLinks(project, links);
    return designText(document, links);
}

void saveProject(const Project& project, const std::string& path)
{
    // Streamed: the text of a hall of half a million links is never held whole (issue 24).
    std::vector<const std::vector<Link>*> links;
    const Json document = documentWithoutLinks(project, links);
    writeFileAtomically(path,
                        [&](const TextSink& sink) { writeDesignText(document, links, sink); });
}

} // namespace cd::core
