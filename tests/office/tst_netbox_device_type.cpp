// Issue 22, part 4: NetBox device types (the devicetype-library's YAML) read into catalog items.
// Expected values are read off the YAML of each test, and unit factors off their definitions
// (the international avoirdupois pound is 0.45359237 kg exactly).
#include "io/load_error.h"
#include "netbox_device_type.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace cd;

namespace {

bool mentions(const std::vector<std::string>& notes, const std::string& text)
{
    return std::any_of(notes.begin(), notes.end(),
                       [&](const std::string& n) { return n.find(text) != std::string::npos; });
}

// A file written the way library files are, with the faults real ones have: the weight in
// pounds, a misspelt key, a power port without its draw, a virtual interface, ports counted
// from 0.
const char* const kMessyServer = R"(---
manufacturer: Example
model: GPU Server 9000
slug: example-gpu-server-9000
part_number: GS9000
u_height: 6
is_full_depth: true
airflow: front-to-rear
weight: 250
weight_unit: lb
u_heigth: 7
power-ports:
  - name: PSU1
    type: iec-60320-c20
    maximum_draw: 3000
  - name: PSU2
    type: iec-60320-c20
    maximum_draw: 3000
  - name: PSU3
    type: iec-60320-c20
interfaces:
  - name: iDRAC
    type: 1000base-t
    mgmt_only: true
  - name: eth0
    type: 25gbase-x-sfp28
  - name: eth1
    type: 25gbase-x-sfp28
  - name: ib1
    type: infiniband-ndr
  - name: ib2
    type: infiniband-ndr
  - name: bond0
    type: lag
module-bays:
  - name: GPU tray
)";

} // namespace

class NetboxDeviceTypeTests : public QObject
{
    Q_OBJECT
private slots:
    // What the messy file has is imported; each fault is named.
    void aMessyFileImportsWhatItHas()
    {
        const office::NetboxDeviceType t =
            office::readNetboxDeviceType("GS9000.yaml", kMessyServer);
        QCOMPARE(t.item.id, std::string("netbox-example-gpu-server-9000"));
        QVERIFY(t.item.kind == core::ItemKind::Server);
        QCOMPARE(t.item.vendor, std::string("Example"));
        QCOMPARE(t.item.partNumbers, std::vector<std::string>{"GS9000"});
        QCOMPARE(*t.item.number("rack_units"), 6.0);
        // 250 lb x 0.45359237 kg/lb (the avoirdupois pound) = 113.398 kg.
        QVERIFY(std::abs(*t.item.number("weight_kg") - 113.3980925) < 1e-6);
        QCOMPARE(t.item.spec("airflow")->text, std::string("front-to-rear"));
        QCOMPARE(*t.item.number("psu_count"), 3.0);
        QCOMPARE(*t.item.number("psu_watts"), 3000.0);
        QVERIFY(mentions(t.skipped, "u_heigth: not a key"));
        QVERIFY(mentions(t.skipped, "power-ports[2].maximum_draw: not given"));
        QVERIFY(mentions(t.skipped, "bond0"));
        QVERIFY(mentions(t.item.missing, "max_power_w"));
        QVERIFY(!mentions(t.item.missing, "weight_kg"));
        QVERIFY(t.item.spec("module_bays"));
        QCOMPARE(t.item.spec("module_bays")->note, std::string("GPU tray"));
        // Every spec cites the file.
        for (const auto& [key, spec] : t.item.specs)
            QCOMPARE(spec.sources, std::vector<std::string>{t.source.id});
        QVERIFY(t.source.title.find("GS9000.yaml") != std::string::npos);
    }

    // Runs of one type become port groups; names that are a prefix and 1..N stay NetBox's.
    void interfacesBecomePortGroups()
    {
        const office::NetboxDeviceType t =
            office::readNetboxDeviceType("GS9000.yaml", kMessyServer);
        QCOMPARE(t.item.ports.size(), std::size_t(3));
        const core::PortGroup& mgmt = t.item.ports[0];
        QCOMPARE(mgmt.count, 1);
        QCOMPARE(mgmt.role, std::string("oob"));
        QCOMPARE(mgmt.speedGbps, 1.0);
        // eth0, eth1 count from 0: the group gets a name of its own and keeps NetBox's in a note.
        const core::PortGroup& eth = t.item.ports[1];
        QCOMPARE(eth.count, 2);
        QCOMPARE(eth.role, std::string("inband"));
        QVERIFY(eth.note.find("eth0 … eth1") != std::string::npos);
        const core::PortGroup& ib = t.item.ports[2];
        QCOMPARE(ib.name, std::string("ib"));
        QCOMPARE(ib.count, 2);
        QCOMPARE(ib.speedGbps, 400.0);
        QCOMPARE(ib.role, std::string("compute"));
        int index = -1;
        QCOMPARE(t.item.portGroupOf("ib2", &index), &ib);
    }

    // 16 or more data interfaces make a switch; power outlets without data ports a PDU; the
    // caller's kind wins.
    void theKindFollowsTheComponents()
    {
        std::string sw = "manufacturer: Mellanox\nmodel: SN9\nslug: mellanox-sn9\nu_height: 1\n"
                         "interfaces:\n";
        for (int i = 1; i <= 32; ++i)
            sw += "  - name: swp" + std::to_string(i) + "\n    type: 400gbase-x-osfp\n";
        const office::NetboxDeviceType s = office::readNetboxDeviceType("sn9.yaml", sw);
        QVERIFY(s.item.kind == core::ItemKind::Switch);
        QCOMPARE(s.kindReason, std::string("switch: 32 data interfaces"));
        QCOMPARE(s.item.ports.size(), std::size_t(1));
        QCOMPARE(s.item.ports[0].name, std::string("swp"));
        QCOMPARE(s.item.ports[0].role, std::string("fabric"));
        const std::string pdu = "manufacturer: APC\nmodel: AP1\npower-outlets:\n  - name: '1'\n"
                                "    type: iec-60320-c13\n";
        QVERIFY(office::readNetboxDeviceType("ap1.yaml", pdu).item.kind == core::ItemKind::Pdu);
        QVERIFY(office::readNetboxDeviceType("sn9.yaml", sw, core::ItemKind::Server).item.kind ==
                core::ItemKind::Server);
    }

    // A file that is no device type is refused with where and why.
    void aBrokenFileIsRefusedWithItsPlace()
    {
        try {
            office::readNetboxDeviceType("bad.yaml", "manufacturer: A\nmodel: [unclosed\n");
            QFAIL("no error");
        } catch (const core::LoadError& e) {
            QCOMPARE(e.file(), std::string("bad.yaml"));
            QVERIFY2(e.where().rfind("line ", 0) == 0, e.what());
        }
        QVERIFY_THROWS_EXCEPTION(core::LoadError,
                                 office::readNetboxDeviceType("x.yaml", "- a\n- b\n"));
        QVERIFY_THROWS_EXCEPTION(core::LoadError,
                                 office::readNetboxDeviceType("x.yaml", "model: M\n"));
        // Nesting deeper than yaml-cpp's guard is an error, not a crashed stack.
        QVERIFY_THROWS_EXCEPTION(core::LoadError,
                                 office::readNetboxDeviceType("x.yaml", std::string(100000, '[')));
        // Values out of range or of the wrong type are skipped, not fatal.
        const office::NetboxDeviceType t = office::readNetboxDeviceType(
            "x.yaml", "manufacturer: A\nmodel: M\nu_height: 900\nweight: heavy\nweight_unit: kg\n"
                      "interfaces: 7\nis_full_depth: maybe\n");
        QVERIFY(mentions(t.skipped, "u_height: 900 is not from 0 to 100"));
        QVERIFY(mentions(t.skipped, "weight: 'heavy' is not a number"));
        QVERIFY(mentions(t.skipped, "interfaces: not a list"));
        QVERIFY(mentions(t.skipped, "is_full_depth: 'maybe' is not true or false"));
        QCOMPARE(t.item.id, std::string("netbox-a-m"));
    }
};

QTEST_APPLESS_MAIN(NetboxDeviceTypeTests)
#include "tst_netbox_device_type.moc"
