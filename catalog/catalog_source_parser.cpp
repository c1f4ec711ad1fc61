#include "catalog_source_parser.h"

#include "io/file/catalog_item_json.h"
#include "io/json_reader.h"

#include <algorithm>
#include <map>
#include <set>

namespace cd::catalog {

using core::CatalogItem;
using core::LoadError;

namespace {

std::vector<std::string> citedSources(const CatalogItem& item)
{
    std::vector<std::string> ids;
    for (const auto& [key, s] : item.specs)
        ids.insert(ids.end(), s.sources.begin(), s.sources.end());
    if (item.gpu)
        ids.insert(ids.end(), item.gpu->sources.begin(), item.gpu->sources.end());
    for (const auto& p : item.ports)
        ids.insert(ids.end(), p.sources.begin(), p.sources.end());
    if (item.price)
        ids.insert(ids.end(), item.price->sources.begin(), item.price->sources.end());
    if (item.buildout) {
        ids.insert(ids.end(), item.buildout->sources.begin(), item.buildout->sources.end());
        for (const core::BuildoutSlot& s : item.buildout->partSlots)
            ids.insert(ids.end(), s.sources.begin(), s.sources.end());
    }
    return ids;
}

// Every option of a build-out slot is a component item of the catalog.
void checkBuildoutParts(const CatalogItem& item, const std::string& file, const std::string& path,
                        const std::map<std::string, core::ItemKind>& kinds)
{
    if (!item.buildout)
        return;
    for (std::size_t i = 0; i < item.buildout->partSlots.size(); ++i)
        for (const std::string& part : item.buildout->partSlots[i].options) {
            const auto it = kinds.find(part);
            if (it == kinds.end() || it->second != core::ItemKind::Component)
                throw LoadError(file, path + ".buildout.slots[" + std::to_string(i) + "].options",
                                "component ids of the catalog; '" + part +
                                    "' is not a component item");
        }
}

// The analysis names the variant to the user; a dangling id would send them to nothing.
void checkLiquidVariant(const CatalogItem& item, const std::string& file, const std::string& path,
                        const std::map<std::string, core::ItemKind>& kinds)
{
    const core::SpecValue* v = item.spec("liquid_cooled_variant");
    if (!v)
        return;
    const auto it = kinds.find(v->text);
    if (it == kinds.end() || it->second != item.kind || v->text == item.id)
        throw LoadError(file, path + ".specs.liquid_cooled_variant",
                        "the id of another " + std::string(core::toString(item.kind)) +
                            " item of the catalog; '" + v->text + "' is not one");
}

void checkItemReferences(const CatalogItem& item, const std::string& file, const std::string& path,
                         const std::set<std::string>& sources, const std::set<std::string>& gpus,
                         const std::map<std::string, core::ItemKind>& kinds,
                         const core::CatalogView* known)
{
    for (const std::string& id : citedSources(item))
        if (!sources.count(id) && !(known && known->source(id)))
            throw LoadError(file, path,
                            "source '" + id + "' cited by " + item.id +
                                " to be listed in \"sources\"");
    checkLiquidVariant(item, file, path, kinds);
    checkBuildoutParts(item, file, path, kinds);
    if (!item.gpu)
        return;
    for (const std::string& gpu : item.gpu->options)
        if (!gpus.count(gpu))
            throw LoadError(file, path + ".gpu.options",
                            "GPU ids of the catalog; '" + gpu + "' is not a GPU item");
}

// The items and sources of the files read so far, and where each came from.
struct Collected
{
    CatalogContents out;
    std::map<std::string, std::pair<core::Source, std::string>> sources; // id -> (source, file)
    std::map<std::string, std::string> itemFile;                         // id -> file
    std::vector<std::pair<std::string, std::string>> where;              // per item: file, path

    void readFile(const CatalogSourceFile& f)
    {
        const core::Json doc = core::parseJsonText(std::string(f.text), f.name);
        const core::JsonReader top(doc, f.name, "");
        top.requireObject();
        addSources(top, f.name);
        addItems(top, f.name);
    }

    // A source listed in several files must be the same source in each.
    void addSources(const core::JsonReader& top, const std::string& file)
    {
        if (!top.has("sources"))
            return;
        for (core::Source& s : core::readSources(top.at("sources"))) {
            auto [it, fresh] = sources.emplace(s.id, std::make_pair(s, file));
            if (!fresh && (it->second.first.title != s.title || it->second.first.url != s.url))
                throw LoadError(file, "sources." + s.id,
                                "the same title and url as in " + it->second.second);
        }
    }

    void addItems(const core::JsonReader& top, const std::string& file)
    {
        const core::JsonReader items = top.at("items");
        items.requireArray();
        for (std::size_t i = 0; i < items.size(); ++i) {
            const core::JsonReader r = items.at(i);
            CatalogItem item = core::readCatalogItem(r);
            auto [it, fresh] = itemFile.emplace(item.id, file);
            if (!fresh)
                r.failAt("id", "an id not used elsewhere ('" + item.id + "' is also in " +
                                   it->second + ")");
            out.items.push_back(std::move(item));
            where.emplace_back(file, r.path());
        }
    }
};

struct ReferableIds
{
    std::set<std::string> sourceIds, gpus;
    std::map<std::string, core::ItemKind> kinds; // every id an item may refer to
};

ReferableIds referableIds(const CatalogContents& out, const core::CatalogView* known)
{
    ReferableIds ids;
    for (const core::Source& s : out.sources)
        ids.sourceIds.insert(s.id);
    if (known) {
        for (const CatalogItem* item : known->items()) {
            ids.kinds[item->id] = item->kind;
            if (item->kind == core::ItemKind::Gpu)
                ids.gpus.insert(item->id);
        }
    }
    for (const CatalogItem& item : out.items) {
        ids.kinds[item.id] = item.kind;
        if (item.kind == core::ItemKind::Gpu)
            ids.gpus.insert(item.id);
    }
    return ids;
}

} // namespace

CatalogContents parseCatalogSources(const std::vector<CatalogSourceFile>& files,
                                    const core::CatalogView* known)
{
    Collected c;
    for (const CatalogSourceFile& f : files)
        c.readFile(f);
    for (auto& [id, entry] : c.sources)
        c.out.sources.push_back(entry.first);
    const ReferableIds ids = referableIds(c.out, known);
    for (std::size_t i = 0; i < c.out.items.size(); ++i)
        checkItemReferences(c.out.items[i], c.where[i].first, c.where[i].second, ids.sourceIds,
                            ids.gpus, ids.kinds, known);
    return std::move(c.out);
}

} // namespace cd::catalog
