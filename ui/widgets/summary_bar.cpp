#include "summary_bar.h"

#include "document/design_document.h"

#include <QLocale>

namespace cd::ui {

SummaryBar::SummaryBar(DesignDocument& document, QWidget* parent)
    : QLabel(parent), m_document(document)
{
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    const auto refresh = [this] { setText(summaryText(m_document)); };
    connect(&m_document, &DesignDocument::changed, this, refresh);
    refresh();
}

QString SummaryBar::summaryText(const DesignDocument& document)
{
    const core::Report& r = document.report();
    int uUsed = 0, uTotal = 0;
    for (const core::RackPower& rp : r.power.racks) {
        uUsed += rp.uUsed;
        uTotal += rp.uTotal;
    }
    const QLocale locale;
    QString bomNote = r.bom.allEstimates ? tr(" (estimate)") : QString();
    if (r.bom.unpricedLines > 0)
        bomNote += tr(", %n line(s) unpriced", nullptr, r.bom.unpricedLines);
    return tr("%1 servers · %2 GPUs · %3 GB GPU memory · %4 kW max / %5 kW typical · "
              "%6 BTU/h at max · %7 of %8 U · BOM %9 %10%11")
        .arg(r.servers)
        .arg(r.gpus)
        .arg(locale.toString(r.gpuMemoryGb, 'f', 0))
        .arg(locale.toString(r.power.maxW / 1000.0, 'f', 1))
        .arg(locale.toString(r.power.typicalW / 1000.0, 'f', 1))
        .arg(locale.toString(r.power.heatBtuPerH, 'f', 0))
        .arg(uUsed)
        .arg(uTotal)
        .arg(locale.toString(r.bom.total, 'f', 0))
        .arg(QString::fromStdString(r.bom.currency))
        .arg(bomNote);
}

} // namespace cd::ui
