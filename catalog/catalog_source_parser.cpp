#include "catalog_source_parser.h"

#include "io/catalog_item_json.h"
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
    return ids;
}

void checkItemReferences(const CatalogItem& item, const std::string& file,
                         const std::string& path, const std::set<std::string>& sources,
                         const std::set<std::string>& gpus, const core::CatalogView* known)
{
    for (const std::string& id : citedSources(item))
        if (!sources.count(id) && !(known && known->source(id)))
            throw LoadError(file, path, "source '" + id + "' cited by " + item.id +
                                            " to be listed in \"sources\"");
    if (!item.gpu)
        return;
    for (const std::string& gpu : item.gpu->options)
        if (!gpus.count(gpu))
            throw LoadError(file, path + ".gpu.options",
                            "GPU ids of the catalog; '" + gpu + "' is not a GPU item");
}

} // namespace

CatalogContents parseCatalogSources(const std::vector<CatalogSourceFile>& files,
                                    const core::CatalogView* known)
{
    CatalogContents out;
    std::map<std::string, std::pair<core::Source, std::string>> sources; // id -> (source, file)
    std::map<std::string, std::string> itemFile;                          // id -> file
    std::vector<std::pair<std::string, std::string>> where; // per item: file, path
    for (const CatalogSourceFile& f : files) {
        const core::Json doc = core::parseJsonText(std::string(f.text), f.name);
        const core::JsonReader top(doc, f.name, "");
        top.requireObject();
        if (top.has("sources")) {
            for (core::Source& s : core::readSources(top.at("sources"))) {
                auto [it, fresh] = sources.emplace(s.id, std::make_pair(s, f.name));
                if (!fresh && (it->second.first.title != s.title ||
                               it->second.first.url != s.url))
                    throw LoadError(f.name, "sources." + s.id,
                                    "the same title and url as in " + it->second.second);
            }
        }
        const core::JsonReader items = top.at("items");
        items.requireArray();
        for (std::size_t i = 0; i < items.size(); ++i) {
            const core::JsonReader r = items.at(i);
            CatalogItem item = core::readCatalogItem(r);
            auto [it, fresh] = itemFile.emplace(item.id, f.name);
            if (!fresh)
                r.failAt("id", "an id not used elsewhere ('" + item.id + "' is also in " +
                                   it->second + ")");
            out.items.push_back(std::move(item));
            where.emplace_back(f.name, r.path());
        }
    }
    for (auto& [id, entry] : sources)
        out.sources.push_back(entry.first);
    std::set<std::string> sourceIds, gpus;
    for (const core::Source& s : out.sources)
        sourceIds.insert(s.id);
    for (const CatalogItem& item : out.items)
        if (item.kind == core::ItemKind::Gpu)
            gpus.insert(item.id);
    if (known) {
        for (const CatalogItem* item : known->items()) {
            if (item->kind == core::ItemKind::Gpu)
                gpus.insert(item->id);
        }
    }
    for (std::size_t i = 0; i < out.items.size(); ++i)
        checkItemReferences(out.items[i], where[i].first, where[i].second, sourceIds, gpus,
                            known);
    return out;
}

} // namespace cd::catalog
