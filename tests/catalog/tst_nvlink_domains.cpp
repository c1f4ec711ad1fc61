// NVLink domains of the built-in catalog's servers (analyzeNvlink): which GPUs share a
// domain, by what kind of link, at what bandwidth per GPU.
#include "analysis/fabric/nvlink_domain.h"
#include "catalog.h"
#include "model/design.h"

#include <QTest>

#include <optional>

using namespace cd;

class NvlinkDomainTests : public QObject
{
    Q_OBJECT

    std::unique_ptr<catalog::Catalog> m_catalog = catalog::Catalog::builtin();

private slots:
    // NVLink domains by server and GPU, from the catalog's form factors and nvlink_gbs
    // (gpus.json: H100 SXM 900 GB/s, H100 NVL 600 GB/s, GB200 1,800 GB/s; L40S none).
    void nvlinkDomains()
    {
        core::Design d;
        d.racks.push_back({"r1", "A", "generic-48u", 0, 0, core::Json::object()});
        const auto add = [&](const char* id, const char* model, std::optional<std::string> gpu,
                             std::optional<int> count, int u) {
            core::Device dev;
            dev.id = id;
            dev.model = model;
            dev.gpu = std::move(gpu);
            dev.gpuCount = count;
            dev.rack = "r1";
            dev.u = u;
            dev.name = id;
            d.devices.push_back(dev);
        };
        add("dgx1", "nvidia-dgx-h100", std::nullopt, std::nullopt, 1);
        add("dgx2", "nvidia-dgx-h100", std::nullopt, std::nullopt, 9);
        add("xe", "dell-xe9640", std::nullopt, std::nullopt, 17);
        add("nvl", "hpe-dl380a-gen12", std::string("h100-nvl"), 4, 21);
        add("l40s", "dell-r760xa", std::string("l40s"), 4, 25);
        const core::NvlinkReport r = core::analyzeNvlink(d, *m_catalog);
        QCOMPARE(r.groups.size(), std::size_t(4));
        const auto& dgx = r.groups[0];
        QCOMPARE(core::toString(dgx.kind), core::toString(core::NvlinkKind::NvSwitch));
        QCOMPARE(dgx.gpusPerDomain, 8);
        QCOMPARE(dgx.domains, 2);
        QCOMPARE(dgx.perGpuGBps, 900.0);
        QCOMPARE(core::toString(r.groups[1].kind),
                 core::toString(core::NvlinkKind::Direct)); // HGX H100 4-GPU
        QCOMPARE(r.groups[1].gpusPerDomain, 4);
        QCOMPARE(core::toString(r.groups[2].kind),
                 core::toString(core::NvlinkKind::Bridge)); // 4 cards: 2 bridged pairs
        QCOMPARE(r.groups[2].gpusPerDomain, 2);
        QCOMPARE(r.groups[2].domains, 2);
        QCOMPARE(r.groups[2].perGpuGBps, 600.0);
        QCOMPARE(core::toString(r.groups[3].kind), core::toString(core::NvlinkKind::None));
        QCOMPARE(r.groups[3].gpusPerDomain, 1);
        QCOMPARE(r.largestDomain, 8);

        core::Design rack;
        rack.racks.push_back({"r1", "A", "nvidia-gb200-nvl72-rack", 0, 0, core::Json::object()});
        core::Device nvl72;
        nvl72.id = "n";
        nvl72.model = "nvidia-dgx-gb200-nvl72";
        nvl72.rack = "r1";
        nvl72.name = "nvl72";
        rack.devices.push_back(nvl72);
        const core::NvlinkReport big = core::analyzeNvlink(rack, *m_catalog);
        QCOMPARE(core::toString(big.groups.at(0).kind),
                 core::toString(core::NvlinkKind::RackScale));
        QCOMPARE(big.largestDomain, 72);
        QCOMPARE(big.groups.at(0).perGpuGBps, 1800.0);
    }
};

QObject* makeNvlinkDomainTests()
{
    return new NvlinkDomainTests;
}

#include "tst_nvlink_domains.moc"
