#include "storage_html.h"

#include <QCoreApplication>
#include <QLocale>

namespace cd::ui {

using namespace core::throughput;

namespace {

// The dock's translation context, so its translations apply here too.
struct DockText
{
    Q_DECLARE_TR_FUNCTIONS(cd::ui::PerformanceDock)
};

QString shortText(const QString& text, bool shortOf)
{
    return shortOf ? QStringLiteral("<span style='color:#c0392b'><b>%1</b></span>").arg(text)
                   : text;
}

// A read rate in MB/s below 1 GB/s, where text models' data loading sits.
QString rateText(double gbps)
{
    const QLocale l;
    return gbps < 1 ? DockText::tr("%1 MB/s").arg(l.toString(gbps * 1000, 'f', 1))
                    : DockText::tr("%1 GB/s").arg(l.toString(gbps, 'f', 1));
}

} // namespace

QString goodputHtml(const Goodput& g)
{
    if (!g.ok())
        return DockText::tr("Goodput: not estimated: %1<br>")
            .arg(QString::fromStdString(g.error).toHtmlEscaped());
    const QLocale l;
    const QString head =
        DockText::tr("Goodput: <b>%1 %</b> (%2 tokens/s) with an interruption every %3 h: ")
            .arg(l.toString(100 * g.goodputFraction, 'f', 1),
                 l.toString(g.effectiveTokensPerS, 'f', 0), l.toString(g.mtbiHours, 'f', 1));
    const QString resume = l.toString(g.restoreS / 60, 'f', 1);
    if (g.staged)
        return head + DockText::tr("a %1 GB checkpoint every %2 min stalls training %3 s (async "
                                   "save; written to storage in %4 s beside training), %5 min "
                                   "to resume<br>")
                          .arg(l.toString(g.checkpointSizeGb, 'f', 0),
                               l.toString(g.checkpointIntervalMin, 'f', 1),
                               l.toString(g.checkpointStallS, 'f', g.checkpointStallS < 10 ? 2 : 0),
                               l.toString(g.checkpointWriteS, 'f', 0), resume);
    return head + DockText::tr("a %1 GB checkpoint written in %2 s every %3 min, %4 min to "
                               "resume<br>")
                      .arg(l.toString(g.checkpointSizeGb, 'f', 0),
                           l.toString(g.checkpointWriteS, 'f', 0),
                           l.toString(g.checkpointIntervalMin, 'f', 1), resume);
}

QString storageHtml(const StorageSizing& s)
{
    if (!s.ok())
        return DockText::tr("Storage: none in the design<br>");
    const QLocale l;
    const QString capacity =
        shortText(DockText::tr("%1 TB raw for %2 TB")
                      .arg(l.toString(s.capacityTb, 'f', 1), l.toString(s.neededTb, 'f', 1)),
                  s.capacityShort());
    QString html =
        DockText::tr("Storage: %1 (%n checkpoint(s), %2 TB, and the %3 TB tokenized "
                     "dataset)",
                     nullptr, s.checkpointsKept)
            .arg(capacity, l.toString(s.checkpointsTb, 'f', 1), l.toString(s.datasetTb, 'f', 1));
    if (s.systemsWithoutCapacity > 0)
        html +=
            DockText::tr("; %n system(s) of unknown capacity", nullptr, s.systemsWithoutCapacity);
    const QString loading =
        shortText(DockText::tr("%1 of %2 read").arg(rateText(s.loadingGBps), rateText(s.readGBps)),
                  s.loadingShort());
    return html + DockText::tr("; data loading %1<br>").arg(loading);
}

} // namespace cd::ui
