// Issue 22, part 4: device types of NetBox's public devicetype-library, the Dell PowerEdge and
// Mellanox/Nvidia switch files as they are (tests/data/netbox/README.md), imported into a user
// catalog. Expected figures are read off each YAML file; pounds are converted at 0.45359237 kg.
#include "catalog.h"
#include "netbox_import.h"
#include "user_database.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace cd;

namespace {

const catalog::NetboxImportedFile* fileEnding(const catalog::NetboxImportReport& r,
                                              const std::string& tail)
{
    for (const catalog::NetboxImportedFile& f : r.files)
        if (f.file.size() >= tail.size() &&
            f.file.compare(f.file.size() - tail.size(), tail.size(), tail) == 0)
            return &f;
    return nullptr;
}

bool notes(const catalog::NetboxImportedFile* f, const std::string& text)
{
    return f && std::any_of(f->skipped.begin(), f->skipped.end(), [&](const std::string& s) {
               return s.find(text) != std::string::npos;
           });
}

} // namespace

class NetboxImportTests : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::string m_db;
    catalog::NetboxImportReport m_report;
    std::unique_ptr<catalog::Catalog> m_catalog;

private slots:
    void initTestCase()
    {
        m_db = m_dir.filePath("user.db").toStdString();
        const auto builtin = catalog::Catalog::builtin();
        catalog::UserDatabase user(m_db);
        m_report = catalog::importNetboxDeviceTypes(CD_TEST_DATA "/netbox", user, *builtin);
        m_catalog = catalog::Catalog::builtin(m_db);
    }

    // 22 files: 21 go in; the second R650 is refused for its slug, and only it.
    void oneBadFileDoesNotStopTheFolder()
    {
        QCOMPARE(m_report.files.size(), std::size_t(22));
        QCOMPARE(m_report.imported(), 21);
        const auto* dup = fileEnding(m_report, "duplicate-slug/PowerEdge-R650.yaml");
        QVERIFY(dup && dup->itemId.empty());
        QVERIFY2(dup->error.find("'dell-poweredge-r650'") != std::string::npos, dup->error.c_str());
        QCOMPARE(m_report.stored.items.size(), std::size_t(21));
    }

    // Dell's GPU server: 2U, full depth, front-to-rear, 63.0 lb = 28.576 kg; two 1G LOM ports
    // keep their names, the iDRAC is out of band.
    void aDellGpuServer()
    {
        const core::CatalogItem* r760xa = m_catalog->find("netbox-dell-poweredge-r760xa");
        QVERIFY(r760xa);
        QVERIFY(r760xa->kind == core::ItemKind::Server);
        QVERIFY(m_catalog->isUserItem(r760xa->id));
        QCOMPARE(r760xa->rackUnits(), 2);
        QVERIFY(r760xa->fullDepth);
        QVERIFY(std::abs(*r760xa->number("weight_kg") - 63.0 * 0.45359237) < 1e-9);
        QCOMPARE(r760xa->spec("airflow")->text, std::string("front-to-rear"));
        QVERIFY(r760xa->portGroupOf("LOM-2"));
        // The source: the file, as a secondary source, in the catalog beside the item.
        const core::Source* src = m_catalog->source(r760xa->spec("rack_units")->sources.front());
        QVERIFY(src);
        QVERIFY(src->title.find("PowerEdge-R760xa.yaml") != std::string::npos);
        // Dell's 7.0 U chassis at 105.0 lb.
        const core::CatalogItem* mx = m_catalog->find("netbox-dell-poweredge-mx7000");
        QCOMPARE(mx->rackUnits(), 7);
        QVERIFY(std::abs(*mx->number("weight_kg") - 105.0 * 0.45359237) < 1e-9);
        // Two 800 W PSUs (power ports): psu_count 2 at 800 W; the device's maximum stays missing.
        const core::CatalogItem* r650 = m_catalog->find("netbox-dell-poweredge-r650");
        QCOMPARE(*r650->number("psu_count"), 2.0);
        QCOMPARE(*r650->number("psu_watts"), 800.0);
        QVERIFY(std::find(r650->missing.begin(), r650->missing.end(), "max_power_w") !=
                r650->missing.end());
    }

    // Switches: 62 of the QM9700's 400G OSFP ports are in its file; the SN5600's 64 x 800G and
    // its management port; the QM8700's IB1/1..IB1/40 keep their names, half depth, 1,100 W PSUs.
    void nvidiaAndMellanoxSwitches()
    {
        const core::CatalogItem* qm9700 = m_catalog->find("netbox-nvidia-qm9700");
        QVERIFY(qm9700 && qm9700->kind == core::ItemKind::Switch);
        QCOMPARE(qm9700->ports.size(), std::size_t(1));
        QCOMPARE(qm9700->ports[0].count, 62);
        QCOMPARE(qm9700->ports[0].speedGbps, 400.0);
        QCOMPARE(qm9700->ports[0].connector, std::string("OSFP"));
        QCOMPARE(*qm9700->number("weight_kg"), 14.8);
        // The library's "Nvidia" is the catalog's NVIDIA.
        QCOMPARE(qm9700->vendor, std::string("NVIDIA"));
        const core::CatalogItem* sn5600 = m_catalog->find("netbox-nvidia-sn5600");
        QVERIFY(sn5600 && sn5600->kind == core::ItemKind::Switch);
        QCOMPARE(sn5600->rackUnits(), 2);
        int fabric = 0, oob = 0;
        for (const core::PortGroup& g : sn5600->ports)
            (g.role == "oob" ? oob : fabric) += g.count;
        QCOMPARE(fabric, 64);
        QCOMPARE(oob, 1);
        QCOMPARE(sn5600->portGroupOf("swp64")->speedGbps, 800.0);
        const core::CatalogItem* qm8700 = m_catalog->find("netbox-mellanox-qm8700");
        QVERIFY(!qm8700->fullDepth);
        QCOMPARE(qm8700->portGroupOf("IB1/40")->speedGbps, 200.0);
        QCOMPARE(*qm8700->number("psu_watts"), 1100.0);
    }

    // The faults of real files are named with their keys and the rest of the file goes in.
    void misspeltKeysAreReported()
    {
        const auto* ubiquiti = fileEnding(m_report, "USW-Pro-Max-16-PoE.yaml");
        QVERIFY(notes(ubiquiti, "power-ports[0].maxium_draw: not a key"));
        QVERIFY(notes(ubiquiti, "power-ports[0].maximum_draw: not given"));
        // A dash for the underscore is read, and said.
        const auto* minisforum = fileEnding(m_report, "Minisforum-MS-01.yml");
        QVERIFY(notes(minisforum, "maximum-draw: read as maximum_draw"));
        QCOMPARE(*m_catalog->find("netbox-minisforum-ms-01")->number("psu_watts"), 180.0);
        const auto* n3248 = fileEnding(m_report, "PowerSwitch-N3248P-ON.yaml");
        QVERIFY(notes(n3248, "interfaces[*].poe-mode: read as poe_mode (48 entries)"));
        QVERIFY(notes(fileEnding(m_report, "PowerEdge-R760xa.yaml"), "lable"));
        // The QM8790's slug has trailing spaces; the id does not.
        QVERIFY(m_catalog->find("netbox-mellanox-qm8790"));
    }
};

QTEST_APPLESS_MAIN(NetboxImportTests)
#include "tst_netbox_import.moc"
