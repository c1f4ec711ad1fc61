// analyze() on the example designs with the built-in catalog, checked against hand
// calculations from published specifications (issue 3 §7).
#include "analysis/analyze.h"
#include "catalog.h"
#include "io/file/design_file.h"

#include <QTest>

#include <algorithm>

using namespace cd;

namespace {

const catalog::Catalog& builtin()
{
    static const auto cat = catalog::Catalog::builtin();
    return *cat;
}

core::Report analyzeExample(const std::string& name)
{
    return core::analyze(core::loadDesign(std::string(CD_EXAMPLES) + "/" + name), builtin());
}

int errors(const core::Report& r)
{
    return r.count(core::Severity::Error);
}

} // namespace

class PublishedFigureTests : public QObject
{
    Q_OBJECT
private slots:
    // One PowerEdge XE9680 with 8 x H100 SXM5 80 GB: 8 GPUs, 8 x 80 GB = 640 GB
    // (Dell XE9680: 8 SXM GPUs, S16/S17; H100 SXM5 80 GB HBM3, S01/S38).
    void xe9680()
    {
        const core::Report r = analyzeExample("xe9680-8x-h100.cluster.json");
        QCOMPARE(r.servers, 1);
        QCOMPARE(r.gpus, 8);
        QCOMPARE(r.gpuMemoryGb, 640.0);
        QCOMPARE(r.racks, 1);
        QCOMPARE(errors(r), 0);
    }

    // Four DGX H100 in one rack. NVIDIA DGX H100 user guide (S01): 10.2 kW max, 130.45 kg,
    // 8U, 8 x H100 80 GB each. 4 x 10.2 kW = 40.8 kW; 40 800 W x 3.412 = 139 209.6 BTU/h;
    // 4 x 8U = 32U; 4 x 130.45 kg = 521.8 kg plus the empty rack; 32 GPUs, 2560 GB.
    // 40.8 kW exceeds air with containment (30 kW): rear-door heat exchanger.
    void dgxH100Rack()
    {
        const core::Report r = analyzeExample("dgx-h100-rack.cluster.json");
        QCOMPARE(r.servers, 4);
        QCOMPARE(r.gpus, 32);
        QCOMPARE(r.gpuMemoryGb, 2560.0);
        QCOMPARE(r.power.maxW, 40800.0);
        QVERIFY(qAbs(r.power.heatBtuPerH - 139209.6) < 1e-6);
        QCOMPARE(r.power.racks.size(), std::size_t(1));
        const core::RackPower& rack = r.power.racks[0];
        QCOMPARE(rack.uUsed, 32);
        const double emptyRack =
            builtin()
                .find(core::loadDesign(std::string(CD_EXAMPLES) + "/dgx-h100-rack.cluster.json")
                          .racks[0]
                          .model)
                ->largest("weight_kg")
                .value_or(0);
        QVERIFY(qAbs(rack.weightKg - (521.8 + emptyRack)) < 1e-9);
        // The generic cabinet publishes no weight: the rack's weight is a floor, said so.
        QCOMPARE(rack.unknownWeightItems, emptyRack > 0 ? 0 : 1);
        QCOMPARE(rack.cooling, std::string("rear-door heat exchanger"));
        // The generic cabinet's footprint is an assumption (600 x 1200 mm = 0.72 m²): the floor
        // load is there, marked as resting on it (issue 19: it was empty).
        QVERIFY(rack.footprintAssumed);
        QVERIFY(qAbs(rack.footprintM2.value() - 0.72) < 1e-12);
        QVERIFY(qAbs(rack.floorLoadKgPerM2.value() - rack.weightKg / 0.72) < 1e-9);
        QCOMPARE(errors(r), 0);
        // DGX H100 price estimate covers the GPUs: no separate GPU line.
        QVERIFY(std::none_of(r.bom.lines.begin(), r.bom.lines.end(),
                             [](const core::BomLine& l) { return l.part == "h100-sxm"; }));
    }

    // 2 x DL380a Gen12 with 4 x H200 NVL 141 GB + XE9680 with 8 x H200 SXM 141 GB:
    // 16 GPUs, 16 x 141 = 2256 GB. Power: only the XE9680 has a usable figure, its PSU
    // nameplate limit 3 (of 3+3, S17) x 3200 W = 9600 W; the SN2201 publishes only its
    // typical 98 W (NET-25), which stands in for its maximum: 9600 + 98 = 9698 W. The two
    // DL380a publish no maximum and no single PSU rating (composite redundancy): each is
    // estimated from its GPUs, 1.8 x 4 x 600 W (H200 NVL TDP) = 4320 W (device_power.h
    // kServerPerGpuTdp: DGX H100 10,200 W / 5,600 W of GPUs), flagged power-from-gpu-tdp:
    // 9698 + 2 x 4320 = 18338 W, and no device of unknown power is left.
    void mixedDesign()
    {
        const core::Report r = analyzeExample("mixed-dl380a-xe9680.cluster.json");
        QCOMPARE(r.servers, 3);
        QCOMPARE(r.gpus, 16);
        QCOMPARE(r.gpusByModel.at("h200-nvl"), 8);
        QCOMPARE(r.gpusByModel.at("h200-sxm"), 8);
        QCOMPARE(r.gpuMemoryGb, 2256.0);
        QCOMPARE(r.power.racks.at(0).maxW, 9698.0 + 2 * 1.8 * 4 * 600);
        QCOMPARE(r.power.racks.at(0).unknownPowerDevices, 0);
        const auto estimated =
            std::find_if(r.issues.begin(), r.issues.end(),
                         [](const core::Issue& i) { return i.code == "power-from-gpu-tdp"; });
        QVERIFY(estimated != r.issues.end());
        QVERIFY2(estimated->message.find("2 x HPE ProLiant Compute DL380a Gen12") == 0 &&
                     estimated->message.find("(2400 W) = 4320 W") != std::string::npos,
                 estimated->message.c_str());
        QCOMPARE(errors(r), 0);
    }

    // DGX SuperPOD scalable unit (S04): 32 DGX H100 -> 256 GPUs, 256 x 80 GB = 20 480 GB,
    // 32 x 10.2 kW = 326.4 kW of compute; 12 QM9700 at 1720 W max with active cables
    // (NET-22) = 20 640 W; the SN2201's typical 98 W (NET-25) stands in for its maximum:
    // 326 400 + 20 640 + 98 = 347 138 W.
    void superpodScalableUnit()
    {
        const core::Report r = analyzeExample("dgx-h100-superpod-su.cluster.json");
        QCOMPARE(r.gpus, 256);
        QCOMPARE(r.gpuMemoryGb, 20480.0);
        QCOMPARE(r.gpusByModel.at("h100-sxm"), 256);
        QCOMPARE(r.power.maxW, 347138.0);
        QCOMPARE(errors(r), 0);
    }
};

QObject* makePublishedFigureTests()
{
    return new PublishedFigureTests;
}

#include "tst_published_figures.moc"
