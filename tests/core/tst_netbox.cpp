// Issue 22, part 4: NetBox's interface types both ways and a design out as NetBox's bulk-import
// CSVs (tests/office/tst_netbox_device_type.cpp reads device types in). Expected values are read
// off NetBox's own choice lists (dcim/choices.py: InterfaceTypeChoices, CableTypeChoices).
#include "io/file/price_list_reader.h"
#include "io/netbox/netbox_export.h"
#include "io/netbox/netbox_interface_type.h"
#include "test_catalog.h"

#include <QTest>

#include <algorithm>

using namespace cd;
using namespace cd::test;

class NetboxTests : public QObject
{
    Q_OBJECT
private slots:
    // Speeds from NetBox's slugs: "1000base-t" is megabits, InfiniBand generations at 4x width
    // (NDR 4 x 100 Gb/s = 400), "lag" is no physical port.
    void interfaceTypesReadTheirSpeed()
    {
        QCOMPARE(core::readNetboxInterfaceType("400gbase-x-osfp")->speedGbps, 400.0);
        QCOMPARE(core::readNetboxInterfaceType("400gbase-x-osfp")->connector, std::string("OSFP"));
        QCOMPARE(core::readNetboxInterfaceType("1000base-t")->speedGbps, 1.0);
        QCOMPARE(core::readNetboxInterfaceType("1000base-t")->connector, std::string("RJ45"));
        QCOMPARE(core::readNetboxInterfaceType("2.5gbase-t")->speedGbps, 2.5);
        QCOMPARE(core::readNetboxInterfaceType("100base-tx")->speedGbps, 0.1);
        QCOMPARE(core::readNetboxInterfaceType("25gbase-x-sfp28")->connector, std::string("SFP28"));
        QCOMPARE(core::readNetboxInterfaceType("100gbase-x-qsfp28")->connector,
                 std::string("QSFP28"));
        QCOMPARE(core::readNetboxInterfaceType("infiniband-ndr")->speedGbps, 400.0);
        QCOMPARE(core::readNetboxInterfaceType("infiniband-hdr")->speedGbps, 200.0);
        QCOMPARE(core::readNetboxInterfaceType("1.6tbase-x-osfp1600")->speedGbps, 1600.0);
        QCOMPARE(core::readNetboxInterfaceType("1.6tbase-x-osfp1600")->connector,
                 std::string("OSFP"));
        // PHY types name no form factor; the speed is still read.
        QCOMPARE(core::readNetboxInterfaceType("25gbase-cr")->speedGbps, 25.0);
        QVERIFY(core::readNetboxInterfaceType("25gbase-cr")->connector.empty());
        QVERIFY(!core::readNetboxInterfaceType("lag"));
        QVERIFY(!core::readNetboxInterfaceType("virtual"));
        QVERIFY(!core::readNetboxInterfaceType("other"));
        QVERIFY(!core::readNetboxInterfaceType("infiniband-zdr"));
    }

    // And back: every slug written reads as the speed it was written for.
    void interfaceTypesRoundTrip()
    {
        QCOMPARE(core::netboxInterfaceType(400, "OSFP (twin-port 800G cage)", false),
                 std::string("400gbase-x-osfp"));
        QCOMPARE(core::netboxInterfaceType(400, "OSFP", true), std::string("infiniband-ndr"));
        QCOMPARE(core::netboxInterfaceType(1, "RJ45", false), std::string("1000base-t"));
        QCOMPARE(core::netboxInterfaceType(400, "QSFP112", false),
                 std::string("400gbase-x-qsfp112"));
        QCOMPARE(core::netboxInterfaceType(25, "SFP28", false), std::string("25gbase-x-sfp28"));
        // NetBox has no 200G OSFP type: the first 200G type keeps the speed.
        QCOMPARE(core::netboxInterfaceType(200, "OSFP", false), std::string("200gbase-x-qsfp56"));
        QCOMPARE(core::netboxInterfaceType(3, "RJ45", false), std::string("other"));
        QCOMPARE(core::netboxInterfaceType(1600, "OSFP", false),
                 std::string("1.6tbase-x-osfp1600"));
        for (double gbps : {1.0, 10.0, 25.0, 100.0, 200.0, 400.0, 800.0, 1600.0})
            for (const char* connector :
                 {"RJ45", "SFP28", "QSFP28", "QSFP112", "OSFP", "QSFP-DD"}) {
                const std::string slug = core::netboxInterfaceType(gbps, connector, false);
                if (slug != "other")
                    QCOMPARE(core::readNetboxInterfaceType(slug)->speedGbps, gbps);
            }
    }

    // The sample design (two racks, a server and a switch in r1, a server in r2, one link) as
    // NetBox CSVs, read back with the product's CSV reader.
    void aDesignExportsOneRowPerObject()
    {
        const core::Design d = sampleDesign();
        const auto files = core::netboxCsvFiles(d, testCatalog(), "Lab");
        QCOMPARE(files.size(), std::size_t(9));
        const auto rows = [&](const std::string& name) {
            for (const core::NetboxCsvFile& f : files)
                if (f.name == name)
                    return core::parseCsvRows(f.text);
            return core::TableRows{};
        };
        QCOMPARE(rows("01_sites.csv").at(1), (std::vector<std::string>{"Lab", "lab", "planned"}));
        QCOMPARE(rows("05_racks.csv").size(), d.racks.size() + 1);
        const core::TableRows devices = rows("06_devices.csv");
        QCOMPARE(devices.size(), d.devices.size() + 1);
        QCOMPARE(devices[0][6], std::string("position"));
        QCOMPARE(devices[0][7], std::string("face"));
        for (std::size_t i = 0; i < d.devices.size(); ++i) {
            QCOMPARE(devices[i + 1][0], d.devices[i].label());
            QCOMPARE(devices[i + 1][6], std::to_string(d.devices[i].u));
            QCOMPARE(devices[i + 1][7], std::string(core::toString(d.devices[i].face)));
        }
        const core::TableRows cables = rows("08_cables.csv");
        QCOMPARE(cables.size(), d.links.size() + 1);
        QCOMPARE(cables[1][3], d.links[0].a.port);
        QCOMPARE(cables[1][7], d.links[0].b.port);
        // Every cable end is an interface the export lists.
        const core::TableRows interfaces = rows("07_interfaces.csv");
        for (std::size_t c = 1; c < cables.size(); ++c)
            for (int side : {1, 5})
                QVERIFY(std::any_of(interfaces.begin(), interfaces.end(), [&](const auto& r) {
                    return r[0] == cables[c][std::size_t(side)] &&
                           r[1] == cables[c][std::size_t(side) + 2];
                }));
    }

    void slugsAreNetboxSlugs()
    {
        QCOMPARE(core::netboxSlug("Dell PowerEdge XE9680"), std::string("dell-poweredge-xe9680"));
        QCOMPARE(core::netboxSlug("  Quantum-2 QM9700 / QM9790 "),
                 std::string("quantum-2-qm9700-qm9790"));
        QCOMPARE(core::netboxSlug(std::string(300, 'a')).size(), std::size_t(100));
    }
};

QObject* makeNetboxTests()
{
    return new NetboxTests;
}

#include "tst_netbox.moc"
