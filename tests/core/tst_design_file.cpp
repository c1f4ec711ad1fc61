// *.cluster.json (DESIGN.md §4): golden round trip, unknown sections kept, atomic save,
// newer versions refused, migrations run in order.
#include "edit/object_edits.h"
#include "file_size_limit.h"
#include "io/atomic_file.h"
#include "io/file/design_file.h"
#include "io/file/design_text.h"
#include "io/file/format_version.h"
#include "io/json_reader.h"
#include "io/load_error.h"
#include "test_catalog.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

#include <thread>

using namespace cd;

class DesignFileTests : public QObject
{
    Q_OBJECT
private slots:
    // Parse, save, compare line by line with the reference file: key order, number format
    // and unknown sections must all survive.
    void goldenRoundTrip()
    {
        const std::string path = test::testDataPath("golden-v1.cluster.json");
        const std::string original = core::readWholeFile(path);
        const core::Design d = core::loadDesign(path);
        QCOMPARE(core::serializeDesign(d), original);
    }

    void goldenContents()
    {
        const core::Design d = core::loadDesign(test::testDataPath("golden-v1.cluster.json"));
        QCOMPARE(d.name, std::string("Golden v1"));
        QCOMPARE(d.racks.size(), std::size_t(2));
        QCOMPARE(d.devices.size(), std::size_t(4)); // d4: the PDU added with issue 5
        QCOMPARE(d.devices[2].gpuCount.value(), 4);
        QVERIFY(d.devices[1].face == core::Face::Rear);
        QCOMPARE(d.links.at(0).lengthM.value(), 2.5);
        // Unknown sections the writer must keep.
        QVERIFY(d.extra.contains("power_feeds"));
        QCOMPARE(d.devices[0].extra.at("asset_tag").get<std::string>(), std::string("AT-0001"));
        QCOMPARE(d.embeddedCatalog.size(), std::size_t(1));
        QCOMPARE(d.embeddedCatalog[0].id, std::string("t-srv-8u"));
    }

    void sampleRoundTripsThroughText()
    {
        const core::Design d = test::sampleDesign();
        const std::string text = core::serializeDesign(d);
        const core::Design back = core::parseDesign(text, "mem.cluster.json");
        QCOMPARE(core::serializeDesign(back), text);
        QCOMPARE(back.devices, d.devices);
        QCOMPARE(back.links, d.links);
        QCOMPARE(back.racks, d.racks);
    }

    // Issue 18: the variant's software stack and unknown workload keys survive a round trip.
    void workloadRoundTrips()
    {
        core::Design d = test::sampleDesign();
        d.workload =
            core::DesignWorkload{"torch-fsdp1", std::nullopt, core::Json{{"x_note", "kept"}}};
        const std::string text = core::serializeDesign(d);
        QVERIFY(text.find("\"stack\": \"torch-fsdp1\"") != std::string::npos);
        const core::Design back = core::parseDesign(text, "mem.cluster.json");
        QVERIFY(back.workload.has_value());
        QCOMPARE(back.workload->stack, std::string("torch-fsdp1"));
        QCOMPARE(back.workload->extra.at("x_note").get<std::string>(), std::string("kept"));
        QCOMPARE(core::serializeDesign(back), text);
    }

    // The Serving dock's settings (workload.serving) survive a round trip; defaults (0, empty,
    // bf16 KV) are left out of the file.
    void servingSettingsRoundTrip()
    {
        core::Design d = test::sampleDesign();
        core::DesignServing s;
        s.engine = "trt-llm";
        s.inputLen = 2048;
        s.concurrency = 64;
        s.weights = "fp8";
        s.kvFp8 = true;
        d.workload = core::DesignWorkload{"", s, core::Json::object()};
        const std::string text = core::serializeDesign(d);
        QVERIFY(text.find("\"kv_cache\": \"fp8\"") != std::string::npos);
        QVERIFY(text.find("output_len") == std::string::npos);
        const core::Design back = core::parseDesign(text, "mem.cluster.json");
        QVERIFY(back.workload && back.workload->serving);
        QVERIFY(*back.workload->serving == s);
        QCOMPARE(core::serializeDesign(back), text);
    }

    // Issue 25: the variant's TCO assumptions survive a round trip; a key no assumption has and
    // a value out of its bounds are refused naming tco.KEY.
    void tcoSettingsRoundTrip()
    {
        core::Design d = test::sampleDesign();
        // An imported rental price: CoreWeave's published H100 HGX list price, USD 49.24 an
        // instance-hour for 8 GPUs (coreweave.com/pricing, read 2026-11).
        d.tco = core::DesignTcoSettings{{{"pue", 1.2}, {"electricity_usd_per_kwh", 0.12}},
                                        "3-year",
                                        {{"h100-sxm", "on-demand", 49.24 / 8, "CoreWeave",
                                          "HGX H100 8 GPUs", "2026-11", "coreweave.com/pricing"}}};
        const std::string text = core::serializeDesign(d);
        const core::Design back = core::parseDesign(text, "mem.cluster.json");
        QVERIFY(back.tco && *back.tco == *d.tco);
        QCOMPARE(core::serializeDesign(back), text);
        const auto refusedAt = [&](const std::string& key, const std::string& value) {
            core::Json j = core::Json::parse(text);
            j["tco"][key] = core::Json::parse(value);
            try {
                core::parseDesign(j.dump(), "bad.cluster.json");
            } catch (const core::LoadError& e) {
                return e.where();
            }
            return std::string("accepted");
        };
        QCOMPARE(refusedAt("pue", "0.5"), std::string("tco.pue"));
        QCOMPARE(refusedAt("utilisation", "0.5"), std::string("tco.utilisation"));
        QCOMPARE(refusedAt("gpu_hour_usd", "-1"), std::string("tco.gpu_hour_usd"));
        QCOMPARE(refusedAt("cloud_term", "\"forever\""), std::string("tco.cloud_term"));
        QCOMPARE(refusedAt("years", "\"five\""), std::string("tco.years"));
        const auto badPrice = [&](const std::string& field, const std::string& value) {
            core::Json row = core::Json::parse(text)["tco"]["cloud_prices"][0];
            row[field] = core::Json::parse(value);
            return refusedAt("cloud_prices", "[" + row.dump() + "]");
        };
        QCOMPARE(badPrice("usd_per_gpu_hour", "-3"),
                 std::string("tco.cloud_prices[0].usd_per_gpu_hour"));
        QCOMPARE(badPrice("usd_per_gpu_hour", "1e9"),
                 std::string("tco.cloud_prices[0].usd_per_gpu_hour"));
        QCOMPARE(badPrice("term", "\"monthly\""), std::string("tco.cloud_prices[0].term"));
        QCOMPARE(badPrice("date", "\"2026-13\""), std::string("tco.cloud_prices[0].date"));
        QCOMPARE(badPrice("provider", "\"\""), std::string("tco.cloud_prices[0].provider"));
        // The edit the TCO dock makes undoes to the file before it, byte for byte.
        core::Design edited = test::sampleDesign();
        const std::string before = core::serializeDesign(edited);
        const core::EditPtr undo = core::SetTcoSettings(d.tco).apply(edited);
        QCOMPARE(core::serializeDesign(edited), text);
        undo->apply(edited);
        QCOMPARE(core::serializeDesign(edited), before);
    }

    void saveIsAtomicAndReplaces()
    {
        QTemporaryDir dir;
        const std::string path = (dir.path() + "/a.cluster.json").toStdString();
        core::Design d = test::sampleDesign();
        core::saveDesign(d, path);
        d.name = "second";
        core::saveDesign(d, path);
        QCOMPARE(core::loadDesign(path).name, std::string("second"));
        // Only the file itself: no temporary left behind.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
    }

    void linksTakeOneLineEach()
    {
        using core::Json;
        // Without links the text is nlohmann's dump(2) exactly (empty arrays and objects,
        // nesting, escapes): files saved before only change where they have links.
        Json plain = Json::object();
        plain["a"] = Json::array();
        plain["b"] = Json::object();
        plain["c"] = Json::array({1, Json{{"d", "\xc3\xa9\"x"}}});
        plain["e"] = Json{{"f", Json::array({true, nullptr, 2.5})}};
        QCOMPARE(core::designText(plain), plain.dump(2) + "\n");
        // Each link on its own line, at every depth (a project's variants hold links too), and
        // the text reads back to the same document.
        Json doc = Json::object();
        doc["links"] =
            Json::array({Json{{"id", "l1"}, {"a", Json{{"device", "d1"}}}}, Json{{"id", "l2"}}});
        Json variant = Json::object();
        variant["links"] = Json::array({Json{{"id", "l3"}}});
        variant["racks"] = Json::array({Json{{"id", "r1"}}});
        doc["variants"] = Json::array({Json{{"design", variant}}});
        const std::string text = core::designText(doc);
        const std::string links = "\n    {\"id\":\"l1\",\"a\":{\"device\":\"d1\"}},"
                                  "\n    {\"id\":\"l2\"}\n";
        QVERIFY2(text.find(links) != std::string::npos, text.c_str());
        QVERIFY2(text.find("\n          {\"id\":\"l3\"}\n") != std::string::npos, text.c_str());
        const std::string rack = "\n          {\n            \"id\": \"r1\"\n          }\n";
        QVERIFY2(text.find(rack) != std::string::npos, text.c_str());
        QVERIFY(Json::parse(text) == doc);
    }

    // Issue 24: a link's cable and transceivers are interned catalog ids: one text for each
    // distinct id, whatever thread or string it came from, compared by address but ordered and
    // hashed as the text would be.
    void linkCatalogIdsAreInterned()
    {
        const std::string made = std::string("nvidia-mfp7e10-") + "mpo12apc-mm";
        const core::InternedId a(made), b("nvidia-mfp7e10-mpo12apc-mm");
        QVERIFY(&a.str() == &b.str());
        QVERIFY(a == b && a == made && a == std::string_view(made));
        QVERIFY(a != core::InternedId("nvidia-mfp7e10-mpo12apc-sm"));
        QVERIFY(core::InternedId().empty() && core::InternedId("") == core::InternedId());
        // Ordered by text, not by address: "b" made before "a" still sorts after it.
        const core::InternedId later("zz-test-b"), earlier("zz-test-a");
        QVERIFY(earlier < later && !(later < earlier));
        // Two threads interning the same 2,000 new texts in opposite orders get one address
        // for each.
        std::vector<std::string> texts;
        for (int i = 0; i < 2000; ++i)
            texts.push_back("zz-test-part-" + std::to_string(i));
        std::vector<const std::string*> up(texts.size()), down(texts.size());
        std::thread other([&] {
            for (std::size_t i = texts.size(); i-- > 0;)
                down[i] = &core::InternedId(texts[i]).str();
        });
        for (std::size_t i = 0; i < texts.size(); ++i)
            up[i] = &core::InternedId(texts[i]).str();
        other.join();
        QVERIFY(up == down);
        QCOMPARE(*up[1234], texts[1234]);
        // A saved link's ids load back as the same interned ids.
        core::Design d = test::sampleDesign();
        core::Link l = d.links.front();
        l.id = "l-interned";
        l.cable = made;
        l.opticA = "nvidia-mma4z00-ns";
        l.network = "compute";
        d.links.push_back(l);
        const core::Design back = core::parseDesign(core::serializeDesign(d), "mem.cluster.json");
        QVERIFY(back.links.back() == l);
        QVERIFY(&back.links.back().cable.str() == &a.str());
        QVERIFY(back.links.back().opticB.empty());
    }

    // Issue 24: a save streams its text to the file a megabyte at a time, never holding it
    // whole; the file is byte for byte the text serializeDesign gives, over many pieces.
    void streamedSaveIsTheText()
    {
        core::Design d = test::sampleDesign();
        for (int i = 0; i < 40000; ++i) { // about 4 MB of links: several pieces
            core::Link l;
            l.id = "link-" + std::to_string(i);
            l.a = {"d1", "p" + std::to_string(i % 8)};
            l.b = {"d2", "q" + std::to_string(i % 8)};
            l.cable = "generic-cat6";
            d.links.push_back(l);
        }
        QTemporaryDir dir;
        const std::string path = (dir.path() + "/big.cluster.json").toStdString();
        core::saveDesign(d, path);
        const std::string text = core::serializeDesign(d);
        QVERIFY(text.size() > 3 * (1 << 20));
        QVERIFY(core::readWholeFile(path) == text);
    }

    // A producer that fails after writing part of the file leaves the original as it was and
    // nothing beside it.
    void failedProducerKeepsOriginal()
    {
        QTemporaryDir dir;
        const std::string path = (dir.path() + "/keep.cluster.json").toStdString();
        core::saveDesign(test::sampleDesign(), path);
        const std::string before = core::readWholeFile(path);
        const auto produce = [](const core::TextSink& sink) {
            sink(std::string(2 << 20, 'x'));
            throw std::runtime_error("the design could not be written");
        };
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, core::writeFileAtomically(path, produce));
        QVERIFY(core::readWholeFile(path) == before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
    }

    void saveToMissingFolderFailsCleanly()
    {
        QTemporaryDir dir;
        const std::string path = (dir.path() + "/no/such/folder/a.cluster.json").toStdString();
        QVERIFY_THROWS_EXCEPTION(core::SaveError, core::saveDesign(test::sampleDesign(), path));
    }

    // The original must stay intact when the new file cannot be put in place: saving over a
    // path that is a directory fails at rename, after the temporary was written.
    void failedSaveKeepsOriginal()
    {
        QTemporaryDir dir;
        const QString target = dir.path() + "/keep.cluster.json";
        QVERIFY(QDir(dir.path()).mkdir("keep.cluster.json"));
        QVERIFY_THROWS_EXCEPTION(core::SaveError,
                                 core::saveDesign(test::sampleDesign(), target.toStdString()));
        QVERIFY(QFileInfo(target).isDir());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 0);
    }

    // A full disk mid-write (issue 20): SaveError naming the file and the cause, the old file
    // byte for byte, nothing beside it.
    void fullDiskKeepsOriginal()
    {
        QTemporaryDir dir;
        const std::string path = (dir.path() + "/keep.cluster.json").toStdString();
        core::saveDesign(test::sampleDesign(), path);
        const std::string before = core::serializeDesign(core::loadDesign(path));
        core::Design bigger = test::sampleDesign();
        bigger.notes = std::string(4096, 'n');
        try {
            test::FileSizeLimit full(1024);
            core::saveDesign(bigger, path);
            QFAIL("a save beyond the file-size limit succeeded");
        } catch (const core::SaveError& e) {
            QVERIFY2(std::string(e.what()).find(path) != std::string::npos, e.what());
            QVERIFY2(std::string(e.what()).find("too large") != std::string::npos, e.what());
        }
        QCOMPARE(core::serializeDesign(core::loadDesign(path)), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
    }

    // A link is written through and stays a link; the file's permission bits are kept.
    void saveThroughSymlinkKeepsLinkAndMode()
    {
        QTemporaryDir dir;
        const QString real = dir.path() + "/real.cluster.json";
        const QString link = dir.path() + "/link.cluster.json";
        core::saveDesign(test::sampleDesign(), real.toStdString());
        QCOMPARE(::chmod(QFile::encodeName(real).constData(), 0640), 0);
        QVERIFY(QFile::link("real.cluster.json", link));
        core::Design d = test::sampleDesign();
        d.name = "through the link";
        core::saveDesign(d, link.toStdString());
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(core::loadDesign(real.toStdString()).name, std::string("through the link"));
        struct stat st;
        QCOMPARE(::stat(QFile::encodeName(real).constData(), &st), 0);
        QCOMPARE(st.st_mode & 07777, mode_t(0640));
    }

    void newerSchemaRefused()
    {
        const std::string text = R"({"format":"cluster-designer","schema_version":)" +
                                 std::to_string(core::kSchemaVersion + 1) + R"(,"name":"x"})";
        try {
            core::parseDesign(text, "future.cluster.json");
            QFAIL("a newer file was accepted");
        } catch (const core::LoadError& e) {
            QCOMPARE(e.where(), std::string("schema_version"));
            QVERIFY(std::string(e.what()).find("newer") != std::string::npos);
            QVERIFY(std::string(e.what()).find("future.cluster.json") != std::string::npos);
        }
    }

    // The migration runner applies each step in order, from the file's version up.
    void migrationsRunInOrder()
    {
        const std::vector<core::Migration> table{
            {-1, 0, "rename title to name",
             [](core::Json& j) {
                 j["name"] = j["title"];
                 j.erase("title");
             }},
            {0, 1, "add empty links",
             [](core::Json& j) {
                 j["links"] = core::Json::array();
             }},
        };
        const std::string text =
            R"({"format":"cluster-designer","schema_version":-1,"title":"old","racks":[]})";
        const core::Design d = core::parseDesign(text, "old.cluster.json", table);
        QCOMPARE(d.name, std::string("old"));
        QVERIFY(!d.extra.contains("title"));
    }

    void migrationGapIsAnError()
    {
        const std::string text = R"({"format":"cluster-designer","schema_version":0,"name":"x"})";
        try {
            core::parseDesign(text, "gap.cluster.json", {});
            QFAIL("a version without a migration path was accepted");
        } catch (const core::LoadError& e) {
            QCOMPARE(e.where(), std::string("schema_version"));
        }
    }
};

QObject* makeDesignFileTests()
{
    return new DesignFileTests;
}

#include "tst_design_file.moc"
