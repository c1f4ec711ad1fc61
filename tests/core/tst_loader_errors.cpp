// Every way a project file can be wrong gets a LoadError naming the file, the JSON path and
// what was expected — never a crash, never a silent default (issue 3 §5, §7).
#include "io/file/catalog_item_json.h"
#include "io/file/design_file.h"
#include "io/input_file.h"
#include "io/json_reader.h"
#include "io/load_error.h"
#include "test_catalog.h"

#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

#include <filesystem>
#include <fstream>

using namespace cd;

namespace {

// A valid minimal header; each case appends its own body.
std::string withBody(const std::string& body)
{
    return R"({"format":"cluster-designer","schema_version":1,"name":"t",)" + body + "}";
}

const char* kRack = R"({"id":"r1","name":"A","model":"t-rack-42"})";

} // namespace

class LoaderErrorTests : public QObject
{
    Q_OBJECT
private slots:
    void errors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("expected"); // a phrase of the message

        QTest::newRow("syntax error names line and column")
            << "{\n  \"format\": \"cluster-designer\",\n  \"name\": oops\n}"
            << "line 3, column 11"
            << "valid JSON";
        QTest::newRow("empty file") << ""
                                    << "line 1, column 1"
                                    << "valid JSON";
        QTest::newRow("top level not an object") << "[1,2]"
                                                 << "(top level)"
                                                 << "an object";
        QTest::newRow("missing format") << R"({"schema_version":1})"
                                        << "format"
                                        << "missing";
        QTest::newRow("wrong format") << R"({"format":"kicad","schema_version":1})"
                                      << "format"
                                      << "\"cluster-designer\"";
        QTest::newRow("missing schema version") << R"({"format":"cluster-designer"})"
                                                << "schema_version"
                                                << "an integer";
        QTest::newRow("racks not an array")
            << QString::fromStdString(withBody(R"("racks":{})")) << "racks"
            << "an array";
        QTest::newRow("rack without model")
            << QString::fromStdString(withBody(R"("racks":[{"id":"r1"}])")) << "racks[0].model"
            << "a string";
        QTest::newRow("device u is text")
            << QString::fromStdString(
                   withBody(std::string(R"("racks":[)") + kRack +
                            R"(],"devices":[{"id":"d1","model":"m","rack":"r1","u":"low"}])"))
            << "devices[0].u"
            << "an integer from 1 to 100";
        QTest::newRow("device u zero")
            << QString::fromStdString(
                   withBody(R"("devices":[{"id":"d1","model":"m","rack":"r1","u":0}])"))
            << "devices[0].u"
            << "an integer from 1 to 100";
        QTest::newRow("device u fractional")
            << QString::fromStdString(
                   withBody(R"("devices":[{"id":"d1","model":"m","rack":"r1","u":1.5}])"))
            << "devices[0].u"
            << "an integer";
        QTest::newRow("bad face")
            << QString::fromStdString(withBody(
                   R"("devices":[{"id":"d1","model":"m","rack":"r1","u":1,"face":"top"}])"))
            << "devices[0].face"
            << "\"front\" or \"rear\"";
        // Issue 20: counts that drive loops are bounded (docs/limits.md); 10^9 of them hung.
        QTest::newRow("port split of a billion")
            << QString::fromStdString(withBody(
                   R"("devices":[{"id":"d1","model":"m","rack":"r1","u":1,"port_split":1000000000}])"))
            << "devices[0].port_split"
            << "an integer from 1 to 8";
        // Issue 23: a storage system's configured capacity is positive and bounded.
        QTest::newRow("negative storage capacity")
            << QString::fromStdString(withBody(
                   R"("devices":[{"id":"d1","model":"m","rack":"r1","u":1,"capacity_tb":-5}])"))
            << "devices[0].capacity_tb"
            << "a capacity in TB above 0 and at most 100,000";
        QTest::newRow("a billion NICs")
            << QString::fromStdString(withBody(
                   R"("devices":[{"id":"d1","model":"m","rack":"r1","u":1,"nics":[{"model":"cx7","count":1000000000}]}])"))
            << "devices[0].nics[0].count"
            << "an integer from 1 to 256";
        QTest::newRow("negative gpu count")
            << QString::fromStdString(withBody(
                   R"("devices":[{"id":"d1","model":"m","rack":"r1","u":1,"gpu_count":-8}])"))
            << "devices[0].gpu_count"
            << "an integer from 0 to 1024";
        QTest::newRow("gpu not a string")
            << QString::fromStdString(
                   withBody(R"("devices":[{"id":"d1","model":"m","rack":"r1","u":1,"gpu":8}])"))
            << "devices[0].gpu"
            << "a string";
        QTest::newRow("duplicate id across kinds")
            << QString::fromStdString(
                   withBody(std::string(R"("racks":[)") + kRack +
                            R"(],"devices":[{"id":"r1","model":"m","rack":"r1","u":1}])"))
            << "devices[0].id"
            << "appears twice";
        QTest::newRow("empty id") << QString::fromStdString(
                                         withBody(R"("racks":[{"id":"","model":"x"}])"))
                                  << "racks[0].id"
                                  << "a non-empty id";
        QTest::newRow("link end without port")
            << QString::fromStdString(withBody(
                   R"("links":[{"id":"l1","a":{"device":"d1"},"b":{"device":"d2","port":"p1"}}])"))
            << "links[0].a.port"
            << "a string";
        QTest::newRow("negative cable length")
            << QString::fromStdString(withBody(
                   R"("links":[{"id":"l1","a":{"device":"d1","port":"x1"},"b":{"device":"d2","port":"p1"},"length_m":-3}])"))
            << "links[0].length_m"
            << ">= 0";
        QTest::newRow("embedded item with bad kind")
            << QString::fromStdString(
                   withBody(R"("catalog":{"items":[{"id":"x","kind":"toaster","model":"T"}]})"))
            << "catalog.items[0].kind"
            << "one of server";
        QTest::newRow("embedded spec without unit")
            << QString::fromStdString(withBody(
                   R"("catalog":{"items":[{"id":"x","kind":"server","model":"T","specs":{"weight_kg":{"v":3,"src":["S1"],"conf":"V"}}}]})"))
            << "catalog.items[0].specs.weight_kg.unit"
            << "a unit";
        QTest::newRow("embedded spec without source")
            << QString::fromStdString(withBody(
                   R"("catalog":{"items":[{"id":"x","kind":"server","model":"T","specs":{"weight_kg":{"v":3,"unit":"kg","conf":"V"}}}]})"))
            << "catalog.items[0].specs.weight_kg.src"
            << "at least one source";
        // Issue 23: a negative storage bandwidth is refused where it enters.
        QTest::newRow("embedded negative bandwidth")
            << QString::fromStdString(withBody(
                   R"("catalog":{"items":[{"id":"x","kind":"storage","model":"T","specs":{"throughput_gbs":{"v":-40,"unit":"GB/s","src":["S1"],"conf":"V"}}}]})"))
            << "catalog.items[0].specs.throughput_gbs.v"
            << "a value of 0 or more (GB/s)";
        // Beyond anything sold (1e308 kg ran to "inf kg" and an undefined cast) or a
        // vanishing non-zero figure (1e-320 TFLOPS made step times NaN).
        QTest::newRow("embedded huge weight")
            << QString::fromStdString(withBody(
                   R"("catalog":{"items":[{"id":"x","kind":"server","model":"T","specs":{"weight_kg":{"v":1e308,"unit":"kg","src":["S1"],"conf":"V"}}}]})"))
            << "catalog.items[0].specs.weight_kg.v"
            << "a value of 0 or from 0.000001 to 100000 (kg)";
        QTest::newRow("embedded vanishing peak")
            << QString::fromStdString(withBody(
                   R"("catalog":{"items":[{"id":"x","kind":"gpu","model":"T","specs":{"bf16_dense_tflops":{"v":1e-320,"unit":"TFLOPS","src":["S1"],"conf":"V"}}}]})"))
            << "catalog.items[0].specs.bf16_dense_tflops.v"
            << "(TFLOPS)";
        QTest::newRow("embedded huge price")
            << QString::fromStdString(withBody(
                   R"("catalog":{"items":[{"id":"x","kind":"server","model":"T","price":{"amount":1e308,"currency":"USD","conf":"U","note":"n"}}]})"))
            << "catalog.items[0].price.amount"
            << "a price from 0 to";
        QTest::newRow("embedded price currency")
            << QString::fromStdString(withBody(
                   R"("catalog":{"items":[{"id":"x","kind":"server","model":"T","price":{"amount":1,"currency":"dollars","conf":"U"}}]})"))
            << "catalog.items[0].price.currency"
            << "ISO 4217";
        QTest::newRow("infinite length")
            << QString::fromStdString(withBody(
                   R"("links":[{"id":"l1","a":{"device":"d1","port":"x1"},"b":{"device":"d2","port":"p1"},"length_m":1e400}])"))
            << "JSON text"
            << "number overflow parsing '1e400'";
        QTest::newRow("infinite spec")
            << QString::fromStdString(withBody(
                   R"("catalog":{"items":[{"id":"x","kind":"server","model":"T","specs":{"weight_kg":{"v":-1e999,"unit":"kg","src":["S1"],"conf":"V"}}}]})"))
            << "JSON text"
            << "number overflow";
        QTest::newRow("absurd nesting")
            << QString::fromStdString(
                   withBody(R"("x_deep":)" + std::string(100000, '[') + std::string(100000, ']')))
            // 68 header characters, then the outer "{" plus 128 "[" make depth 129.
            << "line 1, column 196"
            << "nested at most 128";
        QTest::newRow("unknown software stack")
            << QString::fromStdString(withBody(R"("workload":{"stack":"jax"})")) << "workload.stack"
            << "a software stack: megatron-core";
        QTest::newRow("unknown serving engine")
            << QString::fromStdString(withBody(R"("workload":{"serving":{"engine":"ollama"}})"))
            << "workload.serving.engine"
            << "a serving engine: vllm";
        QTest::newRow("serving concurrency zero")
            << QString::fromStdString(withBody(R"("workload":{"serving":{"concurrency":0}})"))
            << "workload.serving.concurrency"
            << "an integer from 1 to 1000000000";
        QTest::newRow("serving prompt beyond a million tokens")
            << QString::fromStdString(withBody(R"("workload":{"serving":{"input_len":2000000}})"))
            << "workload.serving.input_len"
            << "from 1 to 1048576";
        QTest::newRow("serving weights unknown")
            << QString::fromStdString(withBody(R"("workload":{"serving":{"weights":"fp16"}})"))
            << "workload.serving.weights"
            << "bf16, fp8, fp4 or int4";
        QTest::newRow("serving kv cache unknown")
            << QString::fromStdString(withBody(R"("workload":{"serving":{"kv_cache":"int8"}})"))
            << "workload.serving.kv_cache"
            << "bf16 or fp8";
        QTest::newRow("embedded duplicate item")
            << QString::fromStdString(withBody(
                   R"("catalog":{"items":[{"id":"x","kind":"gpu","model":"T"},{"id":"x","kind":"gpu","model":"T"}]})"))
            << "catalog.items[1].id"
            << "listed once";
    }

    void errors()
    {
        QFETCH(QString, text);
        QFETCH(QString, where);
        QFETCH(QString, expected);
        try {
            core::parseDesign(text.toStdString(), "broken.cluster.json");
            QFAIL("the file was accepted");
        } catch (const core::LoadError& e) {
            QCOMPARE(QString::fromStdString(e.file()), QString("broken.cluster.json"));
            QCOMPARE(QString::fromStdString(e.where()), where);
            QVERIFY2(QString::fromStdString(e.expected()).contains(expected), e.what());
            QVERIFY(QString(e.what()).startsWith("broken.cluster.json: "));
        }
    }

    // Unknown keys of an embedded catalog entry (and its gpu note) survive a round trip.
    void embeddedEntryKeepsUnknownKeys()
    {
        const std::string text = withBody(
            R"("catalog":{"items":[{"id":"x","kind":"server","model":"T","x_vendor_sku":"ABC-1",)"
            R"("gpu":{"default":"g","options":["g"],"counts":[4,8],"default_count":4,"src":[],"conf":"U","note":"why"}}]})");
        const core::Design d = core::parseDesign(text, "keep.cluster.json");
        const std::string saved = core::serializeDesign(d);
        QVERIFY(saved.find("\"x_vendor_sku\": \"ABC-1\"") != std::string::npos);
        QVERIFY(saved.find("\"note\": \"why\"") != std::string::npos);
        QVERIFY(saved.find("\"default_count\": 4") != std::string::npos);
        QCOMPARE(core::serializeDesign(core::parseDesign(saved, "again.cluster.json")), saved);
    }

    void missingFileNamesIt()
    {
        try {
            core::loadDesign("/nonexistent/dir/x.cluster.json");
            QFAIL("loaded a missing file");
        } catch (const core::LoadError& e) {
            QCOMPARE(e.file(), std::string("/nonexistent/dir/x.cluster.json"));
        }
    }

    // Issue 20: a FIFO as a design blocked for ever, /dev/zero ran until memory ran out and a
    // folder gave "filesystem error". Each is refused at once as not a regular file, and a
    // file over the 256 MB limit (sparse, so the test writes nothing) by its size.
    void onlyRegularFilesOfBoundedSizeAreRead()
    {
        QTemporaryDir dir;
        const std::string fifo = dir.filePath("pipe.cluster.json").toStdString();
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        for (const std::string& path : {fifo, std::string("/dev/zero"), dir.path().toStdString()}) {
            try {
                core::loadDesign(path);
                QFAIL(path.c_str());
            } catch (const core::LoadError& e) {
                QCOMPARE(e.file(), path);
                QVERIFY2(e.expected().find("a regular file") == 0, e.what());
            }
        }
        const std::string big = dir.filePath("big.cluster.json").toStdString();
        std::ofstream(big).put('{');
        std::filesystem::resize_file(big, core::kMaxInputFileBytes + 1);
        try {
            core::loadDesign(big);
            QFAIL("read a file over the limit");
        } catch (const core::LoadError& e) {
            QCOMPARE(e.expected(), std::string("a file of at most 256 MB (it has 257 MB)"));
        }
    }

    // Issue 20: a catalog import with 10^9 ports hung every later start. A port group is
    // bounded (4,096) and refused naming the item's field.
    void catalogPortCountIsBounded()
    {
        const core::Json item = core::Json::parse(R"({"id":"x-switch","kind":"switch",
            "vendor":"X","model":"S","specs":{},
            "ports":[{"name":"p","count":1000000000,"speed_gbps":400}]})");
        try {
            core::readCatalogItem(core::JsonReader(item, "mine.json", "items[0]"));
            QFAIL("a billion ports read");
        } catch (const core::LoadError& e) {
            QCOMPARE(e.file(), std::string("mine.json"));
            QCOMPARE(e.where(), std::string("items[0].ports[0].count"));
            QVERIFY2(e.expected().find("an integer from 1 to 4096") != std::string::npos, e.what());
        }
    }

    // Fuzz-style: every prefix of a valid file either loads or raises LoadError; nothing
    // else (no crash, no other exception type).
    void everyTruncationIsALoadErrorOrValid()
    {
        const std::string full = core::readWholeFile(test::testDataPath("golden-v1.cluster.json"));
        int errors = 0;
        for (std::size_t n = 0; n < full.size(); n += 7) {
            try {
                core::parseDesign(full.substr(0, n), "cut.cluster.json");
            } catch (const core::LoadError&) {
                ++errors;
            }
        }
        QVERIFY(errors > 0);
    }

    // Fuzz-style: flip single bytes; same contract as truncation.
    void byteFlipsAreLoadErrorsOrValid()
    {
        const std::string full = core::readWholeFile(test::testDataPath("golden-v1.cluster.json"));
        const std::string junk = "{}[]\",:0-x\\";
        for (std::size_t i = 0; i < full.size(); i += 5) {
            std::string mutated = full;
            mutated[i] = junk[i % junk.size()];
            try {
                core::parseDesign(mutated, "flip.cluster.json");
            } catch (const core::LoadError&) {
            }
        }
    }
};

QObject* makeLoaderErrorTests()
{
    return new LoaderErrorTests;
}

#include "tst_loader_errors.moc"
