// Issue 24: after an edit that only places devices the summary's figures are computed before the
// rest of the analysis, keeping the fabric report of the design before the edit. They must be
// the figures the whole analysis gives (an invariant, checked on every example), and keeping the
// fabric after an edit that does change links must be seen to be wrong, or the test proves
// nothing.
#include "analysis/analyze.h"
#include "analysis/design_figures.h"
#include "analysis/fabric/link_ends.h"
#include "catalog.h"
#include "edit/edit_factory.h"
#include "io/file/design_file.h"
#include "model/design_catalog.h"

#include <QDir>
#include <QTest>

#include <algorithm>
#include <sstream>

using namespace cd;

namespace {

// Every figure the summary and the quote read, and the per-rack power a move changes.
std::string figuresText(const core::DesignFigures& f)
{
    std::ostringstream s;
    s.precision(12);
    s << f.servers << ' ' << f.gpus << ' ' << f.gpuMemoryGb << '\n';
    for (const auto& [gpu, n] : f.gpusByModel)
        s << gpu << ' ' << n << '\n';
    const core::PowerReport& p = f.power;
    s << p.maxW << ' ' << p.typicalW << ' ' << p.heatBtuPerH << ' ' << p.weightKg << ' ' << p.uUsed
      << ' ' << p.uTotal << ' ' << p.typicalAtMaxDevices << '\n';
    for (const core::RackPower& r : p.racks)
        s << r.rackId << ' ' << r.maxW << ' ' << r.typicalW << ' ' << r.weightKg << '\n';
    s << f.bom.total << ' ' << f.bom.currency << ' ' << f.bom.unpricedLines << '\n';
    for (const core::BomLine& l : f.bom.lines)
        s << l.part << ' ' << l.quantity << ' ' << l.lengthM.value_or(-1) << ' '
          << l.total.value_or(-1) << '\n';
    return s.str();
}

// What the whole analysis reports besides the figures: every issue and the fabric's parts.
std::string reportText(const core::Report& r)
{
    std::ostringstream s;
    s << figuresText(r);
    for (const core::Issue& i : r.issues)
        s << int(i.severity) << ' ' << i.code << ' ' << i.object << ' ' << i.message << '\n';
    for (const core::NetworkReport& n : r.fabric.networks) {
        s << n.id << ' ' << n.tiers << ' ' << n.leaves << ' ' << n.nodePortsCabled << '\n';
        for (const core::PartCount& c : n.cables)
            s << c.part << ' ' << c.lengthM << ' ' << c.count << '\n';
        for (const core::PartCount& t : n.transceivers)
            s << t.part << ' ' << t.count << '\n';
    }
    return s.str();
}

} // namespace

class DesignFigureTests : public QObject
{
    Q_OBJECT

    std::unique_ptr<catalog::Catalog> m_catalog = catalog::Catalog::builtin();

    // The first move of a device into another rack that the edit factory accepts; else into
    // another unit of its own.
    core::edits::Result someMove(const core::Design& d) const
    {
        for (bool otherRack : {true, false})
            for (const core::Device& dev : d.devices)
                for (const core::Rack& rack : d.racks) {
                    if ((rack.id != dev.rack) != otherRack || dev.rack.empty())
                        continue;
                    for (int u = 1; u <= 48; ++u) {
                        if (u == dev.u && rack.id == dev.rack)
                            continue;
                        auto r =
                            core::edits::moveDevice(d, *m_catalog, dev.id, {rack.id, u, dev.face});
                        if (r)
                            return r;
                    }
                }
        return {};
    }

private slots:
    void placementFiguresAreTheAnalysisFigures()
    {
        const QStringList files = QDir(CD_EXAMPLES).entryList({"*.cluster.json"}, QDir::Files);
        QVERIFY(files.size() >= 10);
        int moved = 0;
        int rackPowerChanged = 0;
        for (const QString& f : files) {
            core::Design d = core::loadDesign((QString(CD_EXAMPLES) + "/" + f).toStdString());
            const core::Report before = core::analyze(d, *m_catalog);
            core::edits::Result move = someMove(d);
            if (!move)
                continue;
            QVERIFY(move.edit->scopeOn(d) == core::EditScope::Placement);
            move.edit->apply(d);
            ++moved;
            const core::Report after = core::analyze(d, *m_catalog);
            const std::string kept =
                figuresText(core::placementFigures(d, *m_catalog, before.fabric));
            QCOMPARE(kept, figuresText(after));
            rackPowerChanged += figuresText(before) != figuresText(after);
        }
        // Not a vacuous pass: most examples take a move, and where it goes to another rack it
        // changes the per-rack figures compared (a move within a rack changes none of them).
        QVERIFY2(moved >= 8, qPrintable(QString::number(moved)));
        QVERIFY2(rackPowerChanged >= 4, qPrintable(QString::number(rackPowerChanged)));
    }

    // The link ends resolved before a move, kept and rebound to the moved design, give the
    // analysis that resolving them again gives, in every example (the document keeps them so).
    void keptLinkEndsAnalyseAsNew()
    {
        const QStringList files = QDir(CD_EXAMPLES).entryList({"*.cluster.json"}, QDir::Files);
        int compared = 0;
        for (const QString& f : files) {
            core::Design d = core::loadDesign((QString(CD_EXAMPLES) + "/" + f).toStdString());
            const core::DesignCatalog view(d, *m_catalog);
            core::LinkEnds kept(d, view);
            core::edits::Result move = someMove(d);
            if (!move || d.links.empty())
                continue;
            move.edit->apply(d);
            QVERIFY(kept.rebind(d));
            QCOMPARE(reportText(core::analyze(d, *m_catalog, &kept)),
                     reportText(core::analyze(d, *m_catalog)));
            ++compared;
        }
        // The examples with links that take a move (the SuperPOD SU, the B300 XDR block and the
        // variants example's active variant).
        QVERIFY2(compared >= 3, qPrintable(QString::number(compared)));
        // Kept for another design (a link fewer), they refuse to be rebound.
        core::Design d =
            core::loadDesign(std::string(CD_EXAMPLES) + "/dgx-h100-superpod-su.cluster.json");
        const core::DesignCatalog view(d, *m_catalog);
        core::LinkEnds kept(d, view);
        d.links.pop_back();
        QVERIFY(!kept.rebind(d));
    }

    // Disconnecting a link is not a placement edit: the fabric of before counts a cable that is
    // gone, so the figures would be wrong were it kept.
    void keptFabricIsWrongAfterALinkEdit()
    {
        core::Design d =
            core::loadDesign(std::string(CD_EXAMPLES) + "/dgx-h100-superpod-su.cluster.json");
        const auto cabled = std::find_if(d.links.begin(), d.links.end(),
                                         [](const core::Link& l) { return !l.cable.empty(); });
        QVERIFY(cabled != d.links.end());
        const core::Report before = core::analyze(d, *m_catalog);
        core::edits::Result cut = core::edits::disconnect(d, cabled->id);
        QVERIFY(cut);
        QVERIFY(cut.edit->scopeOn(d) == core::EditScope::Anything);
        cut.edit->apply(d);
        const core::Report after = core::analyze(d, *m_catalog);
        QVERIFY(figuresText(core::placementFigures(d, *m_catalog, before.fabric)) !=
                figuresText(after));
    }
};

QObject* makeDesignFigureTests()
{
    return new DesignFigureTests;
}

#include "tst_design_figures.moc"
