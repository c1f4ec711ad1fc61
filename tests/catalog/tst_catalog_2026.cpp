// The 2026 catalog (issue 21): the corrections of spot checks against vendor datasheets, each
// held to the figure its source gives, the families a reseller sells in 2026, and preliminary
// items marked as such.
#include "analysis/analyze.h"
#include "analysis/fabric/fabric_report.h"
#include "analysis/quote/bom.h"
#include "catalog.h"
#include "io/file/design_file.h"
#include "io/file/project_file.h"

#include <QDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

using namespace cd;

namespace {

const catalog::Catalog& builtin()
{
    static const auto cat = catalog::Catalog::builtin();
    return *cat;
}

const core::CatalogItem& item(const char* id)
{
    const core::CatalogItem* i = builtin().find(id);
    if (!i)
        qFatal("catalog item %s missing", id);
    return *i;
}

double number(const char* id, const char* key)
{
    return item(id).number(key).value_or(-1);
}

double amount(const char* id)
{
    const std::optional<core::Price>& p = item(id).price;
    if (!p)
        qFatal("catalog item %s has no price", id);
    return p->amount;
}

} // namespace

class Catalog2026Tests : public QObject
{
    Q_OBJECT
private slots:
    // RTX PRO 6000 Blackwell Server Edition: 1,597 GB/s (NVIDIA's Server Edition datasheet and
    // product page, GPU-22/GPU-24); 1,792 GB/s is the Workstation Edition's.
    void rtxPro6000ServerBandwidth()
    {
        QCOMPARE(number("rtx-pro-6000-bw-server", "memory_bw_gbs"), 1597.0);
        QCOMPARE(number("rtx-pro-6000-bw-workstation", "memory_bw_gbs"), 1792.0);
    }

    // B200: the HGX B200 datasheet gives 7.7 TB/s per GPU, the DGX B200 8 TB/s (64 TB/s for
    // eight): both are kept, as published alternatives.
    void b200KeepsBothBandwidths()
    {
        const core::SpecValue* bw = item("b200").spec("memory_bw_gbs");
        QVERIFY(bw);
        QCOMPARE(bw->numbers, (std::vector<double>{7700, 8000}));
        QVERIFY(!bw->sources.empty());
    }

    // PowerEdge XE9680: up to about 114 kg (Dell's technical guide; the NetBox device type
    // 114.05 kg, SRV-06), not 108.
    void xe9680Weight() { QCOMPARE(number("dell-xe9680", "weight_kg"), 114.05); }

    // Quantum-X800 Q3400-RA: 7,000 W maximum with active cables, 2.9 kW typical (NVIDIA's XDR
    // switch manual, as quoted in NET-34/NET-35).
    void q3400Power()
    {
        QCOMPARE(number("nvidia-q3400-ra", "max_power_w"), 7000.0);
        QCOMPARE(number("nvidia-q3400-ra", "typical_power_w"), 2900.0);
    }

    // GB300 NVL72: "a full rack requiring up to 142 kW" (NVIDIA's enterprise reference
    // architecture, SRV-22); 72 GPUs in one NVLink domain.
    void gb300Nvl72()
    {
        QCOMPARE(number("nvidia-dgx-gb300-nvl72", "max_power_w"), 142000.0);
        const core::CatalogItem& rack = item("nvidia-dgx-gb300-nvl72");
        QVERIFY(rack.gpu);
        QCOMPARE(rack.gpu->counts, (std::vector<int>{72}));
    }

    // Announced, not shipping: their figures are marked preliminary; shipping parts are not.
    void preliminaryItemsMarked()
    {
        QVERIFY(item("rubin").preliminary);
        QVERIFY(item("mi455x").preliminary);
        QVERIFY(!item("b300").preliminary);
        QVERIFY(!item("mi355x").preliminary);
    }

    // A quote names a preliminary part as such: the Spectrum-X SN6600 (announced) is not sold
    // as a shipping switch; the shipping server and its B300 GPUs carry no such mark.
    void quoteMarksPreliminaryParts()
    {
        QVERIFY(item("nvidia-sn6600").preliminary);
        core::Design d;
        core::Device server;
        server.id = "node1";
        server.model = "lenovo-sr680a-v4";
        server.gpu = "b300";
        server.gpuCount = 8;
        core::Device sw;
        sw.id = "leaf1";
        sw.model = "nvidia-sn6600";
        d.devices = {server, sw};
        core::Issues issues;
        const core::BomReport bom = core::buildBom(d, builtin(), core::FabricReport{}, issues);
        std::map<std::string, std::string> descriptions;
        for (const core::BomLine& l : bom.lines)
            descriptions[l.part] = l.description;
        QVERIFY(descriptions["nvidia-sn6600"].find("preliminary") != std::string::npos);
        QVERIFY(descriptions.count("b300"));
        for (const char* shipping : {"lenovo-sr680a-v4", "b300"})
            QVERIFY(descriptions[shipping].find("preliminary") == std::string::npos);
    }

    // The GB300 NVL72 example: its 142 kW rack is liquid-cooled and the in-row CDU (600 kW)
    // covers it; without the CDU the cooling check fails, naming the 142.0 kW missing.
    void gb300ExampleNeedsItsCdu()
    {
        core::Design d =
            core::loadDesign(std::string(CD_EXAMPLES) + "/gb300-nvl72-cdu.cluster.json");
        const core::Report with = core::analyze(d, builtin());
        QCOMPARE(with.cooling.liquidRows.size(), std::size_t(1));
        QCOMPARE(with.cooling.liquidRows[0].liquidHeatW, 142000.0);
        QVERIFY(with.cooling.liquidRows[0].enough());
        // The MGX frame ships inside the NVL72 system's price: 0, and the line says why.
        const auto frame =
            std::find_if(with.bom.lines.begin(), with.bom.lines.end(), [](const core::BomLine& l) {
                return l.part == "nvidia-gb200-nvl72-rack";
            });
        QVERIFY(frame != with.bom.lines.end());
        QCOMPARE(frame->unitPrice.value(), 0.0);
        QVERIFY(frame->description.find("(included in the system price)") != std::string::npos);
        // The NVL72 rack weighs the 1.36 t published for the loaded system (S48; the GB300's
        // from the GB200's, SRV-34), its MGX frame counted inside it (0 kg, not twice). The CDU's
        // rack: a generic cabinet and a CDU that publish no weight, so its weight is a floor.
        QCOMPARE(with.power.racks[0].weightKg, 1360.0);
        QCOMPARE(with.power.racks[0].unknownWeightItems, 0);
        int unweighed = builtin().find(d.racks[1].model)->largest("weight_kg") ? 0 : 1;
        for (const core::Device& dev : d.devices)
            unweighed +=
                dev.rack == d.racks[1].id && !builtin().find(dev.model)->largest("weight_kg");
        QCOMPARE(unweighed, 2);
        QCOMPARE(with.power.racks[1].unknownWeightItems, unweighed);
        std::erase_if(d.devices, [](const core::Device& dev) { return dev.id == "c1"; });
        const core::Report without = core::analyze(d, builtin());
        const auto it =
            std::find_if(without.issues.begin(), without.issues.end(),
                         [](const core::Issue& i) { return i.code == "cdu-capacity-short"; });
        QVERIFY(it != without.issues.end());
        QVERIFY(it->severity == core::Severity::Error);
        QVERIFY(it->message.find("142.0 kW") != std::string::npos);
    }

    // A rack-scale system is its rack: the NVL72 takes every unit of r1, so it needs no height
    // of its own (no size-unknown warning), and a switch put in the same rack overlaps it.
    void rackScaleSystemTakesItsRack()
    {
        core::Design d =
            core::loadDesign(std::string(CD_EXAMPLES) + "/gb300-nvl72-cdu.cluster.json");
        const auto has = [](const core::Report& r, const char* code, const char* device) {
            return std::any_of(r.issues.begin(), r.issues.end(), [&](const core::Issue& i) {
                return i.code == code && i.object == device;
            });
        };
        const core::Report as = core::analyze(d, builtin());
        QVERIFY(!has(as, "size-unknown", "d1"));
        QVERIFY(has(as, "size-unknown", "c1")); // the CDU: no height, and not rack-scale
        QVERIFY(!has(as, "overlap", "d1"));
        // Its units used are its rack's: none counted in the MGX frame, which publishes no
        // height; all 42 of a generic 42U cabinet it stands in.
        QCOMPARE(as.power.racks[0].uUsed, as.power.racks[0].uTotal);
        core::Design moved = d;
        moved.devices[0].rack = "r2";
        const core::Report inCabinet = core::analyze(moved, builtin());
        QCOMPARE(inCabinet.power.racks[1].uTotal, 42);
        QCOMPARE(inCabinet.power.racks[1].uUsed, 42);
        core::Device sw;
        sw.id = "sw1";
        sw.name = "leaf-01";
        sw.model = "nvidia-sn5600";
        sw.rack = "r1";
        sw.u = 40;
        d.devices.push_back(sw);
        const core::Report crowded = core::analyze(d, builtin());
        QVERIFY(std::any_of(crowded.issues.begin(), crowded.issues.end(), [](const core::Issue& i) {
            return i.code == "overlap" && i.severity == core::Severity::Error &&
                   i.message.find("nvl72-01") != std::string::npos &&
                   i.message.find("leaf-01") != std::string::npos;
        }));
    }

    // The liquid-cooled examples of 2026 (issue 21): each rack's heat goes to the CoolIT CHx200
    // in-rack CDU (200 kW); without it the check fails naming the heat left uncooled. Neither
    // server publishes a maximum: each is 1.8 x its GPUs' TDP (device_power.h), XE9780L 8 x
    // B300 at 1,100 W = 15,840 W (x 8 servers = 126,720 W), XE9785L 8 x MI355X at 1,400 W =
    // 20,160 W (x 4 = 80,640 W). The MI355X rack holds 32 x 288 GB = 9,216 GB of GPU memory.
    void liquidExamplesNeedTheirCdu()
    {
        const struct
        {
            const char* file;
            double heatW;
            const char* missing;
            int gpus;
        } cases[] = {{"xe9780l-liquid-cdu.cluster.json", 8 * 1.8 * 8 * 1100, "126.7 kW", 64},
                     {"mi355x-xe9785l-liquid.cluster.json", 4 * 1.8 * 8 * 1400, "80.6 kW", 32}};
        for (const auto& c : cases) {
            core::Design d = core::loadDesign(std::string(CD_EXAMPLES) + "/" + c.file);
            const core::Report with = core::analyze(d, builtin());
            QCOMPARE(with.gpus, c.gpus);
            QCOMPARE(with.cooling.liquidRows.size(), std::size_t(1));
            QVERIFY(qAbs(with.cooling.liquidRows[0].liquidHeatW - c.heatW) < 1e-6);
            QVERIFY(with.cooling.liquidRows[0].enough());
            QVERIFY(std::none_of(with.issues.begin(), with.issues.end(), [](const core::Issue& i) {
                return i.severity == core::Severity::Error;
            }));
            std::erase_if(d.devices, [](const core::Device& dev) { return dev.id == "c1"; });
            const core::Report without = core::analyze(d, builtin());
            const auto it =
                std::find_if(without.issues.begin(), without.issues.end(),
                             [](const core::Issue& i) { return i.code == "cdu-capacity-short"; });
            QVERIFY2(it != without.issues.end(), c.file);
            QVERIFY(it->severity == core::Severity::Error);
            QVERIFY2(it->message.find(c.missing) != std::string::npos, it->message.c_str());
        }
        const core::Report mi355x = core::analyze(
            core::loadDesign(std::string(CD_EXAMPLES) + "/mi355x-xe9785l-liquid.cluster.json"),
            builtin());
        QCOMPARE(mi355x.gpuMemoryGb, 32 * 288.0);
    }

    // Issue 21: a reseller quotes from every bundled example without a blank price: each
    // line of each variant's BOM has a catalog estimate, so each total is complete.
    void examplesAreFullyPriced()
    {
        const QDir dir(CD_EXAMPLES);
        const QStringList files = dir.entryList({"*.cluster.json"}, QDir::Files);
        QVERIFY(files.size() >= 10);
        for (const QString& f : files) {
            const core::Project project = core::loadProject(dir.filePath(f).toStdString());
            for (const core::DesignVariant& v : project.variants) {
                const core::Report r = core::analyze(v.design, builtin());
                for (const core::BomLine& l : r.bom.lines)
                    QVERIFY2(l.unitPrice.has_value(),
                             qPrintable(f + ": " + QString::fromStdString(l.part)));
                QVERIFY2(r.bom.unpricedLines == 0, qPrintable(f));
            }
        }
    }

    // NetApp's own figures (INF-46, INF-48): the AFX 1K controller node reads about 35 GB/s and
    // writes about 10 GB/s (the 61.3 GB/s derived before from an 8-node run on one shelf was above
    // the shelf's own 140 GB/s); the AFF A90 is one 4U chassis of 53.5 kg drawing 8,304 BTU/hr
    // typical and 10,948 worst case (2,434 and 3,209 W).
    void netappFigures()
    {
        QCOMPARE(number("netapp-afx-1k", "throughput_gbs"), 35.0);
        QCOMPARE(number("netapp-afx-1k", "write_throughput_gbs"), 10.0);
        QCOMPARE(number("netapp-aff-a90", "rack_units"), 4.0);
        QCOMPARE(number("netapp-aff-a90", "weight_kg"), 53.5);
        QCOMPARE(number("netapp-aff-a90", "typical_power_w"), std::round(8304 / 3.412));
        QCOMPARE(number("netapp-aff-a90", "max_power_w"), std::round(10948 / 3.412));
    }

    // HPE's X10000 QuickSpecs (INF-52): a 2U chassis holds two controller nodes or 24 SSDs, QLC
    // up to 61.44 TB, and 16 JBOFs make the system's ~23.5 PB raw (the transcription gives
    // 23,592.96 TB). PowerScale takes 122 TB QLC drives in its high-density flash nodes
    // (INF-53): the F910's 24 bays (INF-49) x 122.88 TB. PowerStore T: a 2U base enclosure
    // (INF-54). The PA110 accelerator node is 1U (INF-53, Table 1).
    void storageOf2025And2026()
    {
        const core::CatalogItem& jbof = item("hpe-alletra-mp-x10000-jbof");
        QCOMPARE(jbof.rackUnits(), 2);
        QCOMPARE(item("hpe-alletra-mp-x10000-controller").rackUnits(), 2);
        QCOMPARE(number("hpe-alletra-mp-x10000-controller", "raw_capacity_tb"), 0.0);
        const std::vector<double> options = jbof.specs.at("raw_capacity_tb").numbers;
        QVERIFY(std::fabs(16 * options.back() - 23592.96) < 1e-6);
        QVERIFY(std::fabs(options.front() - 24 * 3.84) < 1e-9);
        const std::vector<double> f910 =
            item("dell-powerscale-f910").specs.at("raw_capacity_tb").numbers;
        QVERIFY(std::fabs(f910.back() - 24 * 122.88) < 1e-9);
        QCOMPARE(item("dell-powerscale-pa110").rackUnits(), 1);
        for (const char* id : {"dell-powerstore-1200t", "dell-powerstore-3200t"})
            QCOMPARE(item(id).rackUnits(), 2);
    }

    // Issue 21: parts with no public price carry an estimate derived from a priced neighbour of
    // the catalog, by the rule their source states; each is held to that rule here, so that a
    // change of the neighbour's figure shows. Parts sold only inside a system are priced 0.
    void derivedPricesFollowTheirRule()
    {
        // A Titanium PSU at HPE's list price per watt of its 2,400 W kit (PRT-28).
        const double perWatt = amount("hpe-psu-2400-mcrps") / 2400;
        for (const char* id : {"hpe-psu-3200-mcrps", "dell-psu-3200-titanium",
                               "dell-psu-2800-titanium", "nvidia-dgx-psu-3300"})
            QCOMPARE(amount(id), std::round(number(id, "psu_watts") * perWatt));
        // A rear door at the CDU figure per kW (PRC-61: USD 187.2).
        for (const char* id : {"motivair-chilleddoor", "coldlogik-cl20-42u600"})
            QCOMPARE(amount(id), std::round(number(id, "cooling_capacity_kw") * 187.2));
        // Spectrum-6: the SN5600's figure for 64 ports, at 128 ports (PRC-63); its co-packaged
        // twin adds the 64 twin-port 1.6T transceivers it integrates (PRC-64).
        QCOMPARE(amount("nvidia-sn6600"), amount("nvidia-sn5600") * 128 / 64);
        QCOMPARE(amount("nvidia-sn6810-ld"),
                 amount("nvidia-sn6600") + 64 * amount("nvidia-mms4a00"));
        // The flat-top twin at the finned one's figure: the same optics under another top (PRC-66).
        QCOMPARE(amount("nvidia-mma4z00-ns-flt"), amount("nvidia-mma4z00-ns"));
        // BlueField-4 at BlueField-3's price per Gb/s, 800 against 400 (PRC-65).
        QCOMPARE(amount("bluefield-4"), amount("bluefield-3") * 800 / 400);
        for (const char* id :
             {"nvidia-grace", "nvme-e1s-data-gb300", "nvidia-mgx-power-shelf-33kw"})
            QCOMPARE(amount(id), 0.0);
    }

    // The DGX B300 block's 96 XDR links (12 nodes x 8 ConnectX-8 800G ports to one Q3400-RA):
    // a twin-port 1.6T optic per switch cage of two links (48), a single-port 800G flat-top
    // optic per NIC port (96), and one single-mode MPO-12/APC fibre per link (96), as NVIDIA's
    // XDR cabling pairs them (S09).
    void b300ExampleXdrOptics()
    {
        const core::Report r = core::analyze(
            core::loadDesign(std::string(CD_EXAMPLES) + "/dgx-b300-xdr-block.cluster.json"),
            builtin());
        std::map<std::string, int> qty;
        for (const core::BomLine& l : r.bom.lines)
            qty[l.part] += l.quantity;
        QCOMPARE(qty["nvidia-mms4a00"], 48);
        QCOMPARE(qty["nvidia-mms4a20"], 96);
        QCOMPARE(qty["nvidia-mfp7e30-mpo12apc-sm"], 96);
    }

    // The families the issue names are in: Blackwell Ultra, MI350, the liquid-cooling plant
    // and AI storage; at least 140 items in all.
    void familiesOf2026()
    {
        std::set<core::ItemKind> kinds;
        for (const core::CatalogItem* i : builtin().items())
            kinds.insert(i->kind);
        QVERIFY(builtin().items().size() >= 140);
        QVERIFY(kinds.count(core::ItemKind::Cdu));
        for (const char* id :
             {"b300", "gb300", "mi350x", "mi355x", "nvidia-dgx-b300", "dell-xe9780", "dell-xe9780l",
              "nvidia-q3400-ra", "connectx-8-c8240", "coolit-chx2000", "weka-wekapod-nitro",
              "vast-ceres-dbox", "hpe-alletra-mp-x10000-jbof", "dell-powerscale-pa110",
              "ddn-ai400x3"})
            QVERIFY2(builtin().find(id), id);
    }

    // A server's build-out offers its own maker's parts or maker-neutral ones, never another
    // server maker's (an HPE Smart Memory DIMM in a Dell XE9780L reached a customer's quote).
    void buildoutPartsAreTheServersMakersOrNeutral()
    {
        const std::set<std::string> serverMakers{"Dell",  "HPE",     "Lenovo", "Supermicro",
                                                 "Cisco", "xFusion", "Huawei"};
        for (const core::CatalogItem* server : builtin().items()) {
            if (!server->buildout)
                continue;
            for (const core::BuildoutSlot& slot : server->buildout->partSlots)
                for (const std::string& id : slot.options) {
                    const core::CatalogItem* part = builtin().find(id);
                    QVERIFY2(part, id.c_str());
                    QVERIFY2(!serverMakers.count(part->vendor) || part->vendor == server->vendor,
                             (server->id + " offers " + id).c_str());
                }
        }
    }

    // Every numeric figure of every item carries a source, or is marked uncertain with a note
    // saying why (resources/catalog/README.md).
    void everyFigureSourced()
    {
        for (const core::CatalogItem* i : builtin().items())
            for (const auto& [key, s] : i->specs)
                if (!s.numbers.empty())
                    QVERIFY2(!s.sources.empty() ||
                                 (s.confidence == core::Confidence::Uncertain && !s.note.empty()),
                             qPrintable(QString::fromStdString(i->id + "." + key)));
    }
};

QObject* makeCatalog2026Tests()
{
    return new Catalog2026Tests;
}

#include "tst_catalog_2026.moc"
