// Issue 24: `predict DESIGN` reads a saved design's devices, a device a line, without the JSON
// library (plain_device_lines.h). Whatever a line holds, the device must be the one readDevice
// reads from the same text with the library (the reference here), and a device that breaks the
// format must fail as readDevice fails, naming the same field: the plain reader's bounds are
// the format's, not its own.
#include "io/file/design_body.h"
#include "io/file/plain_device_lines.h"
#include "io/json_reader.h"
#include "io/load_error.h"
#include "load_error_of.h"

#include <QTest>

#include <set>

using namespace cd;

namespace {

const std::string kFile = "t.cluster.json";

// The lines as a devices array has them: each but the last followed by ','.
std::string arrayLines(const std::vector<std::string>& lines)
{
    std::string text;
    for (std::size_t i = 0; i < lines.size(); ++i)
        text += lines[i] + (i + 1 < lines.size() ? ",\n" : "\n");
    return text;
}

// What the library and readDevice make of the lines, one by one.
std::vector<core::Device> libraryDevices(const std::vector<std::string>& lines)
{
    std::vector<core::Device> out;
    std::set<std::string> ids;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const core::Json value = core::parseJsonText(lines[i], kFile);
        out.push_back(core::readDevice(
            core::JsonReader(value, kFile, "devices[" + std::to_string(i) + "]"), ids));
    }
    return out;
}

const std::vector<core::Rack> kRacks{{"r1", "A01", "rack", 0, 0, core::Json::object()}};

std::optional<std::vector<core::Device>> plainDevices(const std::vector<std::string>& lines)
{
    return core::readDeviceLines(arrayLines(lines), kRacks, kFile, "devices");
}

} // namespace

class PlainDeviceLinesTests : public QObject
{
    Q_OBJECT
private slots:
    // The plain keys in any order and spacing, each default left out, and every line the
    // library reads: inlets, NICs, a build-out, an unknown key, null, an escape, UTF-8, an
    // integer written 8.0, a capacity written with an exponent.
    void everyLineIsTheLibrarysDevice()
    {
        const std::vector<std::string> lines{
            R"({"id":"a","model":"m","rack":"r1","u":3,"face":"rear","name":"n a"})",
            R"({ "model" : "m" , "id":"b", "gpu":"h100", "gpu_count": 8, "rack":"r1",)"
            R"( "feed":"A", "network":"compute", "port_split": 2, "capacity_tb": 153.6 })",
            R"({"id":"c","model":"m","rack":"r1"})",
            R"({"id":"d","model":"m","rack":"r1","inlets":[{"pdu":"p1","phase":2}]})",
            R"({"id":"e","model":"m","rack":"r1","nics":[{"model":"cx7","count":2}]})",
            R"({"id":"f","model":"m","rack":"r1","buildout":{"memory":{"part":"x","count":32}}})",
            R"({"id":"g","model":"m","rack":"r1","note":{"k":[1,2]}})",
            // An escape (written without a raw string, which moc misreads).
            "{\"id\":\"h\",\"model\":\"m\",\"rack\":\"r1\",\"gpu\":null,\"name\":\"a\\\"b\"}",
            R"({"id":"i","model":"m","rack":"r1","name":"Baie é"})",
            R"({"id":"j","model":"m","rack":"r1","u":8.0,"capacity_tb":1.5e3})",
            R"({"id":"k","model":"m","rack":"r1","u":100,"gpu_count":0,"port_split":8})"};
        const std::optional<std::vector<core::Device>> read = plainDevices(lines);
        QVERIFY(read);
        QVERIFY(*read == libraryDevices(lines));
        QCOMPARE((*read)[1].capacityTb.value_or(0), 153.6);
        QCOMPARE((*read)[2].name, std::string("c")); // a name left out is the id
        QCOMPARE((*read)[9].u, 8);
    }

    // Each value out of the format's bounds fails with readDevice's complaint, whichever
    // reader would otherwise have read the line.
    void aBrokenDeviceFailsAsReadDeviceFails()
    {
        const std::vector<std::pair<std::string, std::string>> broken{
            {R"("u":0)", "devices[0].u"},
            {R"("u":101)", "devices[0].u"},
            {R"("gpu_count":1025)", "devices[0].gpu_count"},
            {R"("port_split":9)", "devices[0].port_split"},
            {R"("capacity_tb":0)", "devices[0].capacity_tb"},
            {R"("capacity_tb":100001)", "devices[0].capacity_tb"},
            {R"("face":"side")", "devices[0].face"},
            {R"("u":-1)", "devices[0].u"},
            {R"("gpu":7)", "devices[0].gpu"}};
        for (const auto& [field, where] : broken) {
            const std::string line = R"({"id":"a","model":"m","rack":"r1",)" + field + "}";
            const std::string library = test::loadErrorOf([&] { libraryDevices({line}); });
            QVERIFY2(library.rfind(where + " ", 0) == 0, library.c_str());
            QCOMPARE(test::loadErrorOf([&] { plainDevices({line}); }), library);
        }
        for (const std::string& line : {std::string(R"({"id":"","model":"m","rack":"r1"})"),
                                        std::string(R"({"id":"a","rack":"r1"})")}) {
            const std::string library = test::loadErrorOf([&] { libraryDevices({line}); });
            QVERIFY(!library.empty());
            QCOMPARE(test::loadErrorOf([&] { plainDevices({line}); }), library);
        }
    }

    // Lines that are not what the array had, or an id used twice (by two devices, or by a
    // device and a rack): nothing, for the caller to read the whole file, which says where.
    void notTheArrayOrARepeatedIdIsRefused()
    {
        const std::string a = R"({"id":"a","model":"m","rack":"r1"})";
        const std::string b = R"({"id":"b","model":"m","rack":"r1"})";
        QVERIFY(core::readDeviceLines(a + ",\n" + b + "\n", kRacks, kFile, "devices"));
        QVERIFY(!core::readDeviceLines(a + "\n" + b + "\n", kRacks, kFile, "devices"));
        QVERIFY(!core::readDeviceLines(a + ",\n" + b + ",\n", kRacks, kFile, "devices"));
        QVERIFY(!plainDevices({a, a}));
        QVERIFY(!plainDevices({R"({"id":"r1","model":"m","rack":"r1"})"}));
        // A key twice: the library's reading (its last value), not the first.
        const std::vector<std::string> twice{R"({"id":"a","model":"m","rack":"r1","u":2,"u":3})"};
        QVERIFY(*plainDevices(twice) == libraryDevices(twice));
    }
};

QObject* makePlainDeviceLinesTests()
{
    return new PlainDeviceLinesTests;
}

#include "tst_plain_device_lines.moc"
