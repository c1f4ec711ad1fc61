// The built-in catalog: complete (every id of DESIGN.md §3), every fact sourced, loaded
// through SQLite with a versioned schema; the user database adds and overrides items.
#include "catalog.h"
#include "catalog_source_parser.h"
#include "catalog_store.h"
#include "io/file/catalog_item_json.h"
#include "io/load_error.h"
#include "sqlite_db.h"
#include "user_database.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace cd;

namespace {

// DESIGN.md §3 "Catalog ids (stable; files and tests use them)".
const std::vector<std::pair<std::string, core::ItemKind>> kRequiredIds{
    {"dell-xe9680", core::ItemKind::Server},
    {"dell-xe9680l", core::ItemKind::Server},
    {"dell-xe9640", core::ItemKind::Server},
    {"dell-xe8640", core::ItemKind::Server},
    {"dell-r760xa", core::ItemKind::Server},
    {"hpe-dl380a-gen12", core::ItemKind::Server},
    {"hpe-dl380a-gen11", core::ItemKind::Server},
    {"hpe-dl380-gen11", core::ItemKind::Server},
    {"hpe-cray-xd670", core::ItemKind::Server},
    {"lenovo-sr680a-v3", core::ItemKind::Server},
    {"lenovo-sr675-v3", core::ItemKind::Server},
    {"supermicro-sys-821ge-tnhr", core::ItemKind::Server},
    {"nvidia-dgx-a100", core::ItemKind::Server},
    {"nvidia-dgx-h100", core::ItemKind::Server},
    {"nvidia-dgx-h200", core::ItemKind::Server},
    {"nvidia-dgx-b200", core::ItemKind::Server},
    {"nvidia-dgx-gb200-nvl72", core::ItemKind::Server},
    {"a100-40-sxm", core::ItemKind::Gpu},
    {"a100-80-sxm", core::ItemKind::Gpu},
    {"a100-80-pcie", core::ItemKind::Gpu},
    {"h100-sxm", core::ItemKind::Gpu},
    {"h100-pcie", core::ItemKind::Gpu},
    {"h100-nvl", core::ItemKind::Gpu},
    {"h200-sxm", core::ItemKind::Gpu},
    {"h200-nvl", core::ItemKind::Gpu},
    {"b200", core::ItemKind::Gpu},
    {"gb200", core::ItemKind::Gpu},
    {"l40s", core::ItemKind::Gpu},
    {"rtx-pro-6000-bw-server", core::ItemKind::Gpu},
    {"mi300x", core::ItemKind::Gpu},
    {"mi325x", core::ItemKind::Gpu},
    {"connectx-7", core::ItemKind::Nic},
    {"connectx-8", core::ItemKind::Nic},
    {"bluefield-3", core::ItemKind::Nic},
    {"nvidia-qm9700", core::ItemKind::Switch},
    {"nvidia-q3400-ra", core::ItemKind::Switch},
    {"nvidia-sn5600", core::ItemKind::Switch},
    {"nvidia-sn5400", core::ItemKind::Switch},
    {"nvidia-sn4600c", core::ItemKind::Switch},
    {"nvidia-sn2201", core::ItemKind::Switch},
    {"arista-7060x5", core::ItemKind::Switch},
    {"generic-42u", core::ItemKind::Rack},
    {"generic-48u", core::ItemKind::Rack},
    {"apc-ar3100", core::ItemKind::Rack},
};

const catalog::Catalog& builtin()
{
    static const auto cat = catalog::Catalog::builtin();
    return *cat;
}

bool vendorIs(const core::CatalogItem& i, const std::string& v)
{
    return i.vendor.find(v) != std::string::npos;
}

} // namespace

class CatalogTests : public QObject
{
    Q_OBJECT
private slots:
    void everyRequiredIdPresent()
    {
        for (const auto& [id, kind] : kRequiredIds) {
            const core::CatalogItem* item = builtin().find(id);
            QVERIFY2(item, id.c_str());
            QVERIFY2(item->kind == kind, id.c_str());
        }
    }

    // Storage the field uses: Dell PowerScale, Dell PowerStore, HPE Alletra or Nimble.
    void storageFamiliesPresent()
    {
        bool powerscale = false, powerstore = false, hpe = false;
        for (const core::CatalogItem* i : builtin().itemsOfKind(core::ItemKind::Storage)) {
            powerscale |= vendorIs(*i, "Dell") && i->model.find("PowerScale") != std::string::npos;
            powerstore |= vendorIs(*i, "Dell") && i->model.find("PowerStore") != std::string::npos;
            hpe |= vendorIs(*i, "HPE") && (i->model.find("Alletra") != std::string::npos ||
                                           i->model.find("Nimble") != std::string::npos);
        }
        QVERIFY(powerscale);
        QVERIFY(powerstore);
        QVERIFY(hpe);
    }

    void cablesTransceiversPdusPresent()
    {
        QVERIFY(!builtin().itemsOfKind(core::ItemKind::Cable).empty());
        QVERIFY(!builtin().itemsOfKind(core::ItemKind::Transceiver).empty());
        QVERIFY(!builtin().itemsOfKind(core::ItemKind::Pdu).empty());
        std::set<std::string> media;
        for (const core::CatalogItem* c : builtin().itemsOfKind(core::ItemKind::Cable)) {
            QVERIFY2(c->number("reach_m") ||
                         std::count(c->missing.begin(), c->missing.end(), "reach_m"),
                     c->id.c_str());
            if (const core::SpecValue* m = c->spec("medium"))
                media.insert(m->text);
        }
        QVERIFY(media.count("DAC"));
        QVERIFY(media.count("AOC"));
    }

    // Every spec carries at least one source that the catalog lists, unless it is marked
    // uncertain with a note explaining why (shared/reference/README.md).
    void everySpecHasASource()
    {
        for (const core::CatalogItem* item : builtin().items()) {
            for (const auto& [key, spec] : item->specs) {
                const std::string what = item->id + "." + key;
                if (spec.sources.empty()) {
                    QVERIFY2(spec.confidence == core::Confidence::Uncertain, what.c_str());
                    QVERIFY2(!spec.note.empty(), what.c_str());
                }
                for (const std::string& s : spec.sources)
                    QVERIFY2(builtin().source(s), (what + " cites " + s).c_str());
                if (!spec.numbers.empty())
                    QVERIFY2(!spec.unit.empty(), what.c_str());
                // A fact is either given or listed as not published, never both: the SN5610
                // listed its powers as missing beside the figures it gives.
                QVERIFY2(std::count(item->missing.begin(), item->missing.end(), key) == 0,
                         (what + " is also listed as missing").c_str());
            }
        }
    }

    void pricesAreLabelledEstimates()
    {
        int priced = 0;
        for (const core::CatalogItem* item : builtin().items()) {
            if (!item->price)
                continue;
            ++priced;
            QVERIFY2(item->price->estimate, item->id.c_str());
            QCOMPARE(item->price->currency.size(), std::size_t(3));
            QVERIFY2(!item->price->date.empty(), item->id.c_str());
            QVERIFY2(!item->price->sources.empty(), item->id.c_str());
        }
        QVERIFY(priced > 0);
    }

    void serversHaveGpuOptionsThatExist()
    {
        for (const core::CatalogItem* s : builtin().itemsOfKind(core::ItemKind::Server)) {
            if (!s->gpu)
                continue;
            for (const std::string& g : s->gpu->options) {
                const core::CatalogItem* gpu = builtin().find(g);
                QVERIFY2(gpu && gpu->kind == core::ItemKind::Gpu, (s->id + " -> " + g).c_str());
            }
            QVERIFY2(!s->gpu->counts.empty(), s->id.c_str());
        }
    }

    // DGX H100: 8U, 8 x H100 SXM 80 GB, 10.2 kW max, 6 x 3300 W PSUs 4+2 (S01, NVIDIA DGX
    // H100 user guide).
    void dgxH100FactsFromTheUserGuide()
    {
        const core::CatalogItem* dgx = builtin().find("nvidia-dgx-h100");
        QCOMPARE(dgx->rackUnits(), 8);
        QCOMPARE(dgx->number("max_power_w").value(), 10200.0);
        QCOMPARE(dgx->number("psu_count").value(), 6.0);
        QCOMPARE(dgx->number("psu_watts").value(), 3300.0);
        QVERIFY(dgx->spec("psu_redundancy")->text.rfind("4+2", 0) == 0);
        QCOMPARE(dgx->gpu->defaultGpu, std::string("h100-sxm"));
        QCOMPARE(dgx->gpu->defaultCount(), 8);
        QVERIFY(dgx->spec("max_power_w")->sources.size() >= 1);
        QVERIFY(dgx->spec("max_power_w")->confidence == core::Confidence::Vendor);
        QCOMPARE(builtin().find("h100-sxm")->number("memory_gb").value(), 80.0);
    }

    // Facts read in 2026-12's audit: the DGX B300 user guide's "12 power supplies for N+N power
    // redundancy" (SRV-35); NVIDIA's BCM power-shelf page, "Each power shelf takes up one rack
    // unit" (INF-55); CoolIT's CHx2000 page, 12.24 kW of electrical consumption (INF-57).
    void factsOfTheDecemberAudit()
    {
        const core::CatalogItem* b300 = builtin().find("nvidia-dgx-b300");
        QCOMPARE(b300->number("psu_count").value(), 12.0);
        QCOMPARE(b300->spec("psu_redundancy")->text, std::string("N+N"));
        QCOMPARE(b300->number("max_power_w").value(), 19700.0); // best-practices peak, kept
        QCOMPARE(builtin().find("nvidia-mgx-power-shelf-33kw")->rackUnits(), 1);
        QCOMPARE(builtin().find("coolit-chx2000")->number("max_power_w").value(), 12240.0);
    }

    void schemaVersionIsSet()
    {
        catalog::SqliteDb db(":memory:");
        catalog::ensureCatalogSchema(db);
        QCOMPARE(db.userVersion(), catalog::kCatalogSchemaVersion);
    }

    void newerDatabaseRefused()
    {
        QTemporaryDir dir;
        const std::string path = (dir.path() + "/future.sqlite").toStdString();
        {
            catalog::SqliteDb db(path);
            db.setUserVersion(catalog::kCatalogSchemaVersion + 1);
        }
        catalog::SqliteDb db(path);
        QVERIFY_THROWS_EXCEPTION(catalog::DatabaseError, catalog::ensureCatalogSchema(db));
    }

    // SQLite must give back exactly what the JSON said.
    void storeAndReadBackIsLossless()
    {
        catalog::SqliteDb db(":memory:");
        catalog::ensureCatalogSchema(db);
        const core::CatalogItem* dgx = builtin().find("nvidia-dgx-h100");
        catalog::storeItem(db, *dgx, "builtin");
        const auto back = catalog::readItems(db);
        QCOMPARE(back.size(), std::size_t(1));
        QCOMPARE(back[0].specs.size(), dgx->specs.size());
        QCOMPARE(back[0].ports.size(), dgx->ports.size());
        QCOMPARE(back[0].gpu->options, dgx->gpu->options);
        QCOMPARE(back[0].missing, dgx->missing);
        for (const auto& [key, spec] : dgx->specs) {
            QCOMPARE(back[0].specs.at(key).numbers, spec.numbers);
            QCOMPARE(back[0].specs.at(key).sources, spec.sources);
            QCOMPARE(back[0].specs.at(key).text, spec.text);
        }
    }

    void brokenSourceNamesFileAndPath_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("where");
        QTest::newRow("not json") << "{ items: }"
                                  << "line 1, column 3";
        QTest::newRow("no items") << R"({"sources":{}})"
                                  << "items";
        QTest::newRow("unknown source")
            << R"({"sources":{},"items":[{"id":"x","kind":"gpu","model":"X","specs":{"tdp_w":{"v":1,"unit":"W","src":["Z9"],"conf":"V"}}}]})"
            << "items[0]";
        QTest::newRow("gpu option not a gpu")
            << R"({"sources":{"A":{"title":"a"}},"items":[{"id":"s","kind":"server","model":"S","gpu":{"default":"g","options":["g"],"counts":[8],"src":["A"],"conf":"V"}}]})"
            << "items[0].gpu.options";
        QTest::newRow("liquid variant not in the catalog")
            << R"({"sources":{"A":{"title":"a"}},"items":[{"id":"s","kind":"server","model":"S","specs":{"liquid_cooled_variant":{"v":"nowhere","src":["A"],"conf":"V"}}}]})"
            << "items[0].specs.liquid_cooled_variant";
        QTest::newRow("liquid variant of itself")
            << R"({"sources":{"A":{"title":"a"}},"items":[{"id":"s","kind":"server","model":"S","specs":{"liquid_cooled_variant":{"v":"s","src":["A"],"conf":"V"}}}]})"
            << "items[0].specs.liquid_cooled_variant";
        QTest::newRow("bad confidence")
            << R"({"sources":{},"items":[{"id":"x","kind":"gpu","model":"X","specs":{"tdp_w":{"v":1,"unit":"W","src":[],"conf":"maybe"}}}]})"
            << "items[0].specs.tdp_w.conf";
    }

    void brokenSourceNamesFileAndPath()
    {
        QFETCH(QString, text);
        QFETCH(QString, where);
        const std::string body = text.toStdString();
        try {
            catalog::parseCatalogSources({{"broken.json", body}});
            QFAIL("accepted a broken catalog source");
        } catch (const core::LoadError& e) {
            QCOMPARE(e.file(), std::string("broken.json"));
            QCOMPARE(QString::fromStdString(e.where()), where);
        }
    }

    void duplicateIdAcrossFilesRefused()
    {
        const std::string a = R"({"items":[{"id":"x","kind":"gpu","model":"X"}]})";
        try {
            catalog::parseCatalogSources({{"a.json", a}, {"b.json", a}});
            QFAIL("accepted a duplicate id");
        } catch (const core::LoadError& e) {
            QCOMPARE(e.file(), std::string("b.json"));
            QVERIFY(std::string(e.what()).find("a.json") != std::string::npos);
        }
    }

    // A user's own item lands in the user database and overlays the built-in catalog.
    void userItemsOverlayBuiltin()
    {
        QTemporaryDir dir;
        const QString file = dir.path() + "/mine.json";
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"sources":{"USR-1":{"title":"Our own quote 2026-11","url":""}},
          "items":[{"id":"acme-gpu-node","kind":"server","vendor":"ACME","model":"GPU Node 4U",
            "specs":{"rack_units":{"v":4,"unit":"U","src":["USR-1"],"conf":"V"},
                     "max_power_w":{"v":6000,"unit":"W","src":["USR-1"],"conf":"V"}},
            "gpu":{"default":"h100-nvl","options":["h100-nvl","l40s"],"counts":[4,8],"src":["USR-1"],"conf":"V"},
            "price":{"amount":90000,"currency":"USD","date":"2026-11","estimate":false,"src":["S01"],"conf":"V"}}]})");
        f.close();
        const std::string dbPath = (dir.path() + "/sub/user.sqlite").toStdString();
        {
            catalog::UserDatabase user(dbPath);
            QCOMPARE(user.importFile(file.toStdString(), builtin()).size(), std::size_t(1));
        }
        const auto cat = catalog::Catalog::builtin(dbPath);
        const core::CatalogItem* mine = cat->find("acme-gpu-node");
        QVERIFY(mine);
        QVERIFY(cat->isUserItem("acme-gpu-node"));
        QCOMPARE(mine->number("max_power_w").value(), 6000.0);
        QVERIFY(cat->source("USR-1"));
        QVERIFY(cat->find("nvidia-dgx-h100")); // built-in items still there
        QCOMPARE(cat->items().size(), builtin().items().size() + 1);
    }

    // Issue 20: an item stored before the bounds existed (10^9 ports) hung every later start.
    // The catalog leaves it out, with a warning; the built-in items and the rest load.
    void userItemBeyondBoundsIsSkipped()
    {
        QTemporaryDir dir;
        const QString file = dir.path() + "/sw.json";
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"items":[{"id":"acme-switch","kind":"switch","vendor":"ACME","model":"S",
            "ports":[{"name":"p","count":32,"speed_gbps":400,"src":[],"conf":"U",
              "note":"test item"}]}]})");
        f.close();
        const std::string dbPath = (dir.path() + "/user.sqlite").toStdString();
        {
            catalog::UserDatabase user(dbPath);
            QCOMPARE(user.importFile(file.toStdString(), builtin()).size(), std::size_t(1));
        }
        QVERIFY(catalog::Catalog::builtin(dbPath)->find("acme-switch"));
        {
            catalog::SqliteDb db(dbPath);
            db.exec("UPDATE ports SET count = 1000000000 WHERE item_id = 'acme-switch'");
        }
        const auto cat = catalog::Catalog::builtin(dbPath);
        QVERIFY(!cat->find("acme-switch"));
        QCOMPARE(cat->items().size(), builtin().items().size());
        QCOMPARE(core::itemBoundsProblem(core::CatalogItem{}), std::string());
    }

    void userImportRefusesUnknownGpu()
    {
        QTemporaryDir dir;
        const QString file = dir.path() + "/bad.json";
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            R"({"items":[{"id":"n","kind":"server","model":"N","gpu":{"default":"h999","options":["h999"],"counts":[1],"src":[],"conf":"U"}}]})");
        f.close();
        catalog::UserDatabase user((dir.path() + "/u.sqlite").toStdString());
        QVERIFY_THROWS_EXCEPTION(core::LoadError, user.importFile(file.toStdString(), builtin()));
        QVERIFY(user.items().empty());
    }
};

QObject* makeCatalogTests()
{
    return new CatalogTests;
}

#include "tst_catalog.moc"
