#include "catalog_store.h"

#include "io/file/buildout_json.h"
#include "model/json.h"

#include <map>

namespace cd::catalog {

using core::CatalogItem;
using core::Json;

namespace {

const char* kSchemaV1 = R"sql(
CREATE TABLE sources(
  id TEXT PRIMARY KEY, title TEXT NOT NULL, url TEXT NOT NULL, kind TEXT NOT NULL);
CREATE TABLE items(
  id TEXT PRIMARY KEY, kind TEXT NOT NULL, vendor TEXT NOT NULL, model TEXT NOT NULL,
  description TEXT NOT NULL, part_numbers TEXT NOT NULL, full_depth INTEGER NOT NULL,
  missing TEXT NOT NULL, extra TEXT NOT NULL, origin TEXT NOT NULL);
CREATE TABLE specs(
  item_id TEXT NOT NULL REFERENCES items(id) ON DELETE CASCADE, key TEXT NOT NULL,
  numbers TEXT NOT NULL, text TEXT NOT NULL, unit TEXT NOT NULL, sources TEXT NOT NULL,
  conf TEXT NOT NULL, note TEXT NOT NULL, PRIMARY KEY(item_id, key));
CREATE TABLE gpu_options(
  item_id TEXT PRIMARY KEY REFERENCES items(id) ON DELETE CASCADE, default_gpu TEXT NOT NULL,
  options TEXT NOT NULL, counts TEXT NOT NULL, default_count INTEGER NOT NULL,
  sources TEXT NOT NULL, conf TEXT NOT NULL, note TEXT NOT NULL);
CREATE TABLE ports(
  item_id TEXT NOT NULL REFERENCES items(id) ON DELETE CASCADE, seq INTEGER NOT NULL,
  name TEXT NOT NULL, count INTEGER NOT NULL, speed_gbps REAL NOT NULL, connector TEXT NOT NULL,
  role TEXT NOT NULL, sources TEXT NOT NULL, conf TEXT NOT NULL, note TEXT NOT NULL,
  PRIMARY KEY(item_id, seq));
CREATE TABLE prices(
  item_id TEXT NOT NULL REFERENCES items(id) ON DELETE CASCADE, price_list TEXT NOT NULL,
  amount REAL NOT NULL, currency TEXT NOT NULL, date TEXT NOT NULL, estimate INTEGER NOT NULL,
  includes_gpus INTEGER NOT NULL, sources TEXT NOT NULL, conf TEXT NOT NULL, note TEXT NOT NULL,
  PRIMARY KEY(item_id, price_list));
)sql";

std::string toJsonText(const std::vector<std::string>& v)
{
    return Json(v).dump();
}

template <typename T> std::vector<T> listFrom(const std::string& text)
{
    if (text.empty())
        return {};
    return Json::parse(text).get<std::vector<T>>();
}

core::Confidence confFrom(const std::string& text)
{
    return core::confidenceFromString(text).value_or(core::Confidence::Uncertain);
}

std::string confText(core::Confidence c)
{
    return std::string(core::toString(c));
}

// The `extra` column also carries the preliminary flag and the build-out, so the schema stays
// as it is.
core::Json extraColumn(const CatalogItem& item)
{
    core::Json extra = item.extra;
    if (item.preliminary)
        extra["preliminary"] = true;
    if (item.buildout)
        extra["buildout"] = core::writeBuildout(*item.buildout);
    return extra;
}

void insertItemRow(SqliteDb& db, const CatalogItem& item, const std::string& origin)
{
    Statement ins(db, "INSERT INTO items(id, kind, vendor, model, description, part_numbers, "
                      "full_depth, missing, extra, origin) VALUES(?,?,?,?,?,?,?,?,?,?)");
    ins.bind(1, item.id)
        .bind(2, std::string(core::toString(item.kind)))
        .bind(3, item.vendor)
        .bind(4, item.model)
        .bind(5, item.description)
        .bind(6, toJsonText(item.partNumbers))
        .bind(7, item.fullDepth ? 1 : 0)
        .bind(8, toJsonText(item.missing))
        .bind(9, extraColumn(item).dump())
        .bind(10, origin);
    ins.run();
}

void insertSpecs(SqliteDb& db, const CatalogItem& item)
{
    Statement spec(db, "INSERT INTO specs(item_id, key, numbers, text, unit, sources, conf, note) "
                       "VALUES(?,?,?,?,?,?,?,?)");
    for (const auto& [key, v] : item.specs) {
        spec.bind(1, item.id)
            .bind(2, key)
            .bind(3, Json(v.numbers).dump())
            .bind(4, v.text)
            .bind(5, v.unit)
            .bind(6, toJsonText(v.sources))
            .bind(7, confText(v.confidence))
            .bind(8, v.note);
        spec.run();
    }
}

void insertGpuOptions(SqliteDb& db, const std::string& itemId, const core::GpuOptions& gpu)
{
    Statement g(db, "INSERT INTO gpu_options(item_id, default_gpu, options, counts, "
                    "default_count, sources, conf, note) VALUES(?,?,?,?,?,?,?,?)");
    g.bind(1, itemId)
        .bind(2, gpu.defaultGpu)
        .bind(3, toJsonText(gpu.options))
        .bind(4, Json(gpu.counts).dump())
        .bind(5, gpu.defaultCountOverride)
        .bind(6, toJsonText(gpu.sources))
        .bind(7, confText(gpu.confidence))
        .bind(8, gpu.note);
    g.run();
}

void insertPorts(SqliteDb& db, const CatalogItem& item)
{
    Statement port(db, "INSERT INTO ports(item_id, seq, name, count, speed_gbps, connector, role, "
                       "sources, conf, note) VALUES(?,?,?,?,?,?,?,?,?,?)");
    for (std::size_t i = 0; i < item.ports.size(); ++i) {
        const core::PortGroup& p = item.ports[i];
        port.bind(1, item.id)
            .bind(2, static_cast<int>(i))
            .bind(3, p.name)
            .bind(4, p.count)
            .bind(5, p.speedGbps)
            .bind(6, p.connector)
            .bind(7, p.role)
            .bind(8, toJsonText(p.sources))
            .bind(9, confText(p.confidence))
            .bind(10, p.note);
        port.run();
    }
}

void insertPrice(SqliteDb& db, const std::string& itemId, const core::Price& p)
{
    Statement pr(db, "INSERT INTO prices(item_id, price_list, amount, currency, date, "
                     "estimate, includes_gpus, sources, conf, note) "
                     "VALUES(?,'catalog',?,?,?,?,?,?,?,?)");
    pr.bind(1, itemId)
        .bind(2, p.amount)
        .bind(3, p.currency)
        .bind(4, p.date)
        .bind(5, p.estimate ? 1 : 0)
        .bind(6, p.includesGpus ? 1 : 0)
        .bind(7, toJsonText(p.sources))
        .bind(8, confText(p.confidence))
        .bind(9, p.note);
    pr.run();
}

// The items read so far, found by id to attach the rows of the other tables.
struct ItemTable
{
    std::vector<CatalogItem> items;
    std::map<std::string, std::size_t> index;

    CatalogItem& byId(const std::string& id) { return items[index.at(id)]; }
};

ItemTable readItemRows(SqliteDb& db)
{
    ItemTable t;
    Statement s(db, "SELECT id, kind, vendor, model, description, part_numbers, full_depth, "
                    "missing, extra FROM items ORDER BY kind, id");
    while (s.step()) {
        CatalogItem item;
        item.id = s.text(0);
        item.kind = core::itemKindFromString(s.text(1)).value_or(core::ItemKind::Service);
        item.vendor = s.text(2);
        item.model = s.text(3);
        item.description = s.text(4);
        item.partNumbers = listFrom<std::string>(s.text(5));
        item.fullDepth = s.integer(6) != 0;
        item.missing = listFrom<std::string>(s.text(7));
        item.extra = Json::parse(s.text(8));
        item.preliminary = item.extra.value("preliminary", false);
        item.extra.erase("preliminary");
        if (item.extra.contains("buildout")) {
            item.buildout = core::readBuildout(
                core::JsonReader(item.extra["buildout"], "catalog database", item.id));
            item.extra.erase("buildout");
        }
        t.index.emplace(item.id, t.items.size());
        t.items.push_back(std::move(item));
    }
    return t;
}

void attachSpecs(SqliteDb& db, ItemTable& t)
{
    Statement spec(db, "SELECT item_id, key, numbers, text, unit, sources, conf, note FROM specs");
    while (spec.step()) {
        core::SpecValue v;
        v.numbers = listFrom<double>(spec.text(2));
        v.text = spec.text(3);
        v.unit = spec.text(4);
        v.sources = listFrom<std::string>(spec.text(5));
        v.confidence = confFrom(spec.text(6));
        v.note = spec.text(7);
        t.byId(spec.text(0)).specs.emplace(spec.text(1), std::move(v));
    }
}

void attachGpuOptions(SqliteDb& db, ItemTable& t)
{
    Statement g(db, "SELECT item_id, default_gpu, options, counts, default_count, sources, conf, "
                    "note FROM gpu_options");
    while (g.step()) {
        core::GpuOptions o;
        o.defaultGpu = g.text(1);
        o.options = listFrom<std::string>(g.text(2));
        o.counts = listFrom<int>(g.text(3));
        o.defaultCountOverride = g.integer(4);
        o.sources = listFrom<std::string>(g.text(5));
        o.confidence = confFrom(g.text(6));
        o.note = g.text(7);
        t.byId(g.text(0)).gpu = std::move(o);
    }
}

void attachPorts(SqliteDb& db, ItemTable& t)
{
    Statement p(db, "SELECT item_id, name, count, speed_gbps, connector, role, sources, conf, "
                    "note FROM ports ORDER BY item_id, seq");
    while (p.step()) {
        core::PortGroup port;
        port.name = p.text(1);
        port.count = p.integer(2);
        port.speedGbps = p.real(3);
        port.connector = p.text(4);
        port.role = p.text(5);
        port.sources = listFrom<std::string>(p.text(6));
        port.confidence = confFrom(p.text(7));
        port.note = p.text(8);
        t.byId(p.text(0)).ports.push_back(std::move(port));
    }
}

void attachPrices(SqliteDb& db, ItemTable& t)
{
    Statement pr(db, "SELECT item_id, amount, currency, date, estimate, includes_gpus, sources, "
                     "conf, note FROM prices WHERE price_list = 'catalog'");
    while (pr.step()) {
        core::Price price;
        price.amount = pr.real(1);
        price.currency = pr.text(2);
        price.date = pr.text(3);
        price.estimate = pr.integer(4) != 0;
        price.includesGpus = pr.integer(5) != 0;
        price.sources = listFrom<std::string>(pr.text(6));
        price.confidence = confFrom(pr.text(7));
        price.note = pr.text(8);
        t.byId(pr.text(0)).price = std::move(price);
    }
}

} // namespace

void ensureCatalogSchema(SqliteDb& db)
{
    const int version = db.userVersion();
    if (version > kCatalogSchemaVersion)
        throw DatabaseError(db.path() + ": catalog database version " + std::to_string(version) +
                            " is newer than this program understands (" +
                            std::to_string(kCatalogSchemaVersion) + ")");
    if (version == 0) {
        Transaction transaction(db);
        db.exec(kSchemaV1);
        db.setUserVersion(kCatalogSchemaVersion);
        transaction.commit();
    }
}

void storeSources(SqliteDb& db, const std::vector<core::Source>& sources)
{
    Statement s(db, "INSERT OR REPLACE INTO sources(id, title, url, kind) VALUES(?,?,?,?)");
    for (const core::Source& src : sources) {
        s.bind(1, src.id).bind(2, src.title).bind(3, src.url).bind(4, src.kind);
        s.run();
    }
}

void deleteItem(SqliteDb& db, const std::string& id)
{
    Statement s(db, "DELETE FROM items WHERE id = ?");
    s.bind(1, id);
    s.run();
}

void storeItem(SqliteDb& db, const CatalogItem& item, const std::string& origin)
{
    deleteItem(db, item.id);
    insertItemRow(db, item, origin);
    insertSpecs(db, item);
    if (item.gpu)
        insertGpuOptions(db, item.id, *item.gpu);
    insertPorts(db, item);
    if (item.price)
        insertPrice(db, item.id, *item.price);
}

std::vector<CatalogItem> readItems(SqliteDb& db)
{
    ItemTable t = readItemRows(db);
    attachSpecs(db, t);
    attachGpuOptions(db, t);
    attachPorts(db, t);
    attachPrices(db, t);
    return std::move(t.items);
}

std::vector<core::Source> readSources(SqliteDb& db)
{
    std::vector<core::Source> out;
    Statement s(db, "SELECT id, title, url, kind FROM sources ORDER BY id");
    while (s.step())
        out.push_back({s.text(0), s.text(1), s.text(2), s.text(3)});
    return out;
}

} // namespace cd::catalog
