#include "summary_bar.h"

#include "document/design_document.h"
#include "quote/quote_format.h"
#include "quote/quote_pricing.h"

#include <QLocale>

namespace cd::ui {

SummaryBar::SummaryBar(DesignDocument& document, QuotePricing* pricing, QWidget* parent)
    : QLabel(parent), m_document(document), m_pricing(pricing)
{
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    const auto refresh = [this] {
        setText(summaryText(m_document, m_pricing));
    };
    // The quote reprices after each edit, so it alone drives the text when there is one. The
    // figures come before the rest of a placement edit's analysis (DesignDocument::figures):
    // the text is painted at once, not after the views the analysis updates.
    const auto refreshNow = [this, refresh] {
        refresh();
        if (isVisible())
            repaint();
    };
    if (m_pricing)
        connect(m_pricing, &QuotePricing::updated, this, refreshNow);
    else
        connect(&m_document, &DesignDocument::figuresChanged, this, refreshNow);
    refresh();
}

namespace {

QString linesText(int n)
{
    return countText(n, SummaryBar::tr("line"), SummaryBar::tr("lines"));
}

// The money part: the quote's total with its tax, or without a quote the BOM's; a floor ("≥")
// while lines lack a price.
QString moneyText(const core::DesignFigures& r, const QuotePricing* pricing, const QLocale& locale)
{
    QString money;
    if (pricing) {
        const core::Quote& q = pricing->quote();
        money = (q.complete() ? SummaryBar::tr("quote %1 %2") : SummaryBar::tr("quote ≥ %1 %2"))
                    .arg(locale.toString(q.total, 'f', 0), QString::fromStdString(q.currency));
        if (q.taxPct > 0)
            money += SummaryBar::tr(" incl. %1")
                         .arg(QString::fromStdString(pricing->settings().taxLabel));
        if (q.estimateLines > 0)
            money += SummaryBar::tr(", %1 estimated").arg(linesText(q.estimateLines));
        if (q.unpricedLines > 0)
            money += SummaryBar::tr(", %1 unpriced").arg(linesText(q.unpricedLines));
        return money;
    }
    money = (r.bom.unpricedLines > 0 ? SummaryBar::tr("BOM ≥ %1 %2") : SummaryBar::tr("BOM %1 %2"))
                .arg(locale.toString(r.bom.total, 'f', 0), QString::fromStdString(r.bom.currency));
    if (r.bom.allEstimates)
        money += SummaryBar::tr(" (estimate)");
    if (r.bom.unpricedLines > 0)
        money += SummaryBar::tr(", %1 unpriced").arg(linesText(r.bom.unpricedLines));
    return money;
}

} // namespace

QString SummaryBar::summaryText(const DesignDocument& document, const QuotePricing* pricing)
{
    const core::DesignFigures& r = document.figures();
    const QLocale locale;
    const QString money = moneyText(r, pricing, locale);
    // Typical is an upper bound where some device publishes no typical draw (its maximum
    // stands in): "≤".
    const QString typical = (r.power.typicalAtMaxDevices > 0 ? tr("≤ ") : QString()) +
                            locale.toString(r.power.typicalW / 1000.0, 'f', 1);
    // "1 server", not "1 servers"; counts the locale's way (131 072 GPU in French).
    const QString servers =
        r.servers == 1 ? tr("1 server") : tr("%1 servers").arg(locale.toString(r.servers));
    return tr("%1 · %2 GPUs · %3 GB GPU memory · %4 kW max / %5 kW typical · "
              "%6 BTU/h at max · %7 of %8 U · %9")
        .arg(servers)
        .arg(locale.toString(r.gpus))
        .arg(locale.toString(r.gpuMemoryGb, 'f', 0))
        .arg(locale.toString(r.power.maxW / 1000.0, 'f', 1))
        .arg(typical)
        .arg(locale.toString(r.power.heatBtuPerH, 'f', 0))
        .arg(locale.toString(r.power.uUsed))
        .arg(locale.toString(r.power.uTotal))
        .arg(money);
}

} // namespace cd::ui
