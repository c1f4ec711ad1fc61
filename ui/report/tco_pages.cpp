#include "tco_pages.h"

#include "analysis/issues/format.h"
#include "pdf_kit.h"
#include "tco_labels.h"

#include <QCoreApplication>
#include <QPainter>

#include <algorithm>
#include <functional>
#include <set>

namespace cd::report {

namespace {

class TcoPages
{
    Q_DECLARE_TR_FUNCTIONS(TcoPages)
};

using namespace pdf;
using core::format::fixed;
using core::format::grouped;
using core::tco::DesignTco;
using core::tco::Tco;

constexpr double kRow = 15;
constexpr double kPt = 8;
const QColor kStripe(0xf4, 0xf6, 0xf9);

// A row of the table: its label and each variant's text ("" when it has no such figure).
struct Row
{
    QString label;
    std::vector<QString> cells;
    bool section = false;
};

using Cell = std::function<QString(const core::VariantAnalysis&)>;

Row rowOf(const QString& label, const std::vector<core::VariantAnalysis>& a, const Cell& cell)
{
    Row r{label, {}};
    for (const core::VariantAnalysis& v : a)
        r.cells.push_back(v.tco.tco.ok() ? cell(v) : QString());
    return r;
}

QString money(const Tco& t, double v, int decimals = 0)
{
    return q(grouped(v, decimals) + " " + t.currency) + (t.complete ? "" : " +");
}

QString optionalMoney(const Tco& t, const std::optional<double>& v, int decimals)
{
    return v ? money(t, *v, decimals) : QString("-");
}

std::vector<Row> costRows(const std::vector<core::VariantAnalysis>& a)
{
    return {
        rowOf(TcoPages::tr("Capex (the quote's net subtotal)"), a,
              [](auto& v) { return money(v.tco.tco, v.tco.tco.capex); }),
        rowOf(TcoPages::tr("Cost a year (capital and running costs)"), a,
              [](auto& v) { return money(v.tco.tco, v.tco.tco.costPerYear); }),
        rowOf(TcoPages::tr("Cost over the life"), a,
              [](auto& v) { return money(v.tco.tco, v.tco.tco.totalCost); }),
        rowOf(TcoPages::tr("Cost of a GPU-hour"), a,
              [](auto& v) { return money(v.tco.tco, v.tco.tco.costPerGpuHour, 2); }),
        rowOf(TcoPages::tr("Energy share of the cost"), a,
              [](auto& v) { return q(fixed(100 * v.tco.tco.energyShare, 1) + " %"); }),
        rowOf(TcoPages::tr("Training run (days)"), a,
              [](auto& v) {
                  const auto& d = v.tco.tco.trainingRunDays;
                  return d ? TcoPages::tr("%1 d").arg(q(fixed(*d, 1))) : QString("-");
              }),
        rowOf(TcoPages::tr("Training run (cost)"), a,
              [](auto& v) { return optionalMoney(v.tco.tco, v.tco.tco.trainingRunCost, 0); }),
        rowOf(TcoPages::tr("Serving: per million output tokens"), a,
              [](auto& v) {
                  const Tco& s = v.servingTco.tco;
                  return s.ok() ? optionalMoney(s, s.costPerMillionOutputTokens, 3) : "-";
              }),
        rowOf(TcoPages::tr("Serving: per million input tokens"), a,
              [](auto& v) {
                  const Tco& s = v.servingTco.tco;
                  return s.ok() ? optionalMoney(s, s.costPerMillionInputTokens, 3) : "-";
              }),
    };
}

std::vector<Row> cloudRows(const std::vector<core::VariantAnalysis>& a)
{
    const auto cloud = [](const core::VariantAnalysis& v) -> const core::tco::CloudComparison& {
        return v.tco.tco.cloud;
    };
    return {
        rowOf(TcoPages::tr("Rental price of a GPU-hour"), a,
              [&](auto& v) {
                  return cloud(v).error.empty() ? money(v.tco.tco, cloud(v).pricePerGpuHour, 2)
                                                : TcoPages::tr("no price");
              }),
        rowOf(TcoPages::tr("Renting the same GPU-hours, a year"), a,
              [&](auto& v) {
                  return cloud(v).error.empty() ? money(v.tco.tco, cloud(v).costSameWorkPerYear)
                                                : QString("-");
              }),
        rowOf(TcoPages::tr("Owning pays above a utilisation of"), a,
              [&](auto& v) {
                  // Without a rental price there is nothing to break even against: unknown,
                  // not "never".
                  if (!cloud(v).error.empty())
                      return TcoPages::tr("unknown (no rental price)");
                  const auto& u = cloud(v).breakevenUtilization;
                  return u && *u <= 1 ? q(fixed(100 * *u, 1) + " %") : TcoPages::tr("never");
              }),
        rowOf(TcoPages::tr("Owning pays after (months)"), a,
              [&](auto& v) {
                  if (!cloud(v).error.empty())
                      return TcoPages::tr("unknown (no rental price)");
                  const auto& m = cloud(v).breakevenMonths;
                  return m ? q(fixed(*m, 1)) : TcoPages::tr("never");
              }),
    };
}

// The unit in the label ("PUE", "Electricity (USD/kWh)"), the values in the cells; a
// variant whose unit differs (another currency) shows its own.
std::vector<Row> assumptionRows(const std::vector<core::VariantAnalysis>& a)
{
    std::vector<Row> rows;
    if (a.empty() || !a.front().tco.tco.ok())
        return rows;
    const DesignTco& first = a.front().tco;
    for (const auto& listed : core::tco::shownAssumptions(first.assumptions, first.tco.currency)) {
        const core::tco::ShownAssumption shown = core::tco::inPercent(listed);
        const std::string key = shown.key;
        const std::string unit = shown.unit;
        const QString label = assumptionLabel(key) + (unit.empty() ? "" : " (" + q(unit) + ")");
        rows.push_back(rowOf(label, a, [key, unit](const core::VariantAnalysis& v) {
            for (const auto& listed :
                 core::tco::shownAssumptions(v.tco.assumptions, v.tco.tco.currency))
                if (const auto s = core::tco::inPercent(listed); s.key == key)
                    return q(core::format::plain(s.value) + (s.unit == unit ? "" : " " + s.unit));
            return QString("-");
        }));
    }
    return rows;
}

double paintRows(QPainter& p, const QRectF& area, const std::vector<QString>& names,
                 const std::vector<Row>& rows)
{
    const double label = area.width() * 0.36;
    const double col = (area.width() - label) / double(std::max<std::size_t>(names.size(), 1));
    double y = area.top();
    p.setFont(font(kPt, true));
    double header = kRow + 4;
    for (const QString& n : names)
        header = std::max(
            header, p.boundingRect(QRectF(0, 0, col - 6, 1000), Qt::TextWordWrap, n).height() + 6);
    p.fillRect(QRectF(area.left(), y, area.width(), header), kAccent);
    p.setPen(Qt::white);
    for (std::size_t v = 0; v < names.size(); ++v)
        p.drawText(QRectF(area.left() + label + double(v) * col + 3, y + 3, col - 6, header - 6),
                   Qt::AlignRight | Qt::AlignVCenter | Qt::TextWordWrap, names[v]);
    y += header;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const Row& r = rows[i];
        if (i % 2)
            p.fillRect(QRectF(area.left(), y, area.width(), kRow), kStripe);
        p.setFont(font(kPt, r.section));
        p.setPen(r.section ? kAccent : kInk);
        p.drawText(QRectF(area.left() + 3, y, label - 6, kRow), Qt::AlignLeft | Qt::AlignVCenter,
                   r.label);
        for (std::size_t v = 0; v < r.cells.size(); ++v)
            p.drawText(QRectF(area.left() + label + double(v) * col + 3, y, col - 6, kRow),
                       Qt::AlignRight | Qt::AlignVCenter, r.cells[v]);
        y += kRow;
    }
    return y;
}

} // namespace

double paintTcoTable(QPainter& p, const QRectF& area, const core::Comparison& c,
                     const std::vector<core::VariantAnalysis>& analyses)
{
    std::vector<QString> names;
    for (const std::string& n : c.variants)
        names.push_back(q(n));
    std::vector<Row> rows = costRows(analyses);
    rows.push_back({TcoPages::tr("Against renting"), {}, true});
    for (Row& r : cloudRows(analyses))
        rows.push_back(std::move(r));
    rows.push_back({TcoPages::tr("Assumptions"), {}, true});
    for (Row& r : assumptionRows(analyses))
        rows.push_back(std::move(r));
    return paintRows(p, area, names, rows);
}

namespace {

// Each figure and its formula (docs/tco.md "Formulas"), as a reader checks them by hand.
const std::vector<std::pair<const char*, const char*>> kFormulas{
    {QT_TRANSLATE_NOOP("TcoPages", "Capex C"),
     QT_TRANSLATE_NOOP("TcoPages", "the quote's net subtotal: every line's net price x quantity, "
                                   "services included, tax excluded")},
    {QT_TRANSLATE_NOOP("TcoPages", "Capital recovery factor"),
     QT_TRANSLATE_NOOP("TcoPages", "CRF = r (1 + r)^n / ((1 + r)^n - 1); 1 / n when r = 0")},
    {QT_TRANSLATE_NOOP("TcoPages", "Capital a year"),
     QT_TRANSLATE_NOOP("TcoPages", "C x CRF - R x SFF, with SFF = r / ((1 + r)^n - 1) (1 / n when "
                                   "r = 0) and R the residual value")},
    {QT_TRANSLATE_NOOP("TcoPages", "Facility energy a year"),
     QT_TRANSLATE_NOOP("TcoPages", "(P_busy x u + P_idle x (1 - u)) x PUE x h, in kWh; energy cost "
                                   "= that x the electricity price")},
    {QT_TRANSLATE_NOOP("TcoPages", "Colocation"),
     QT_TRANSLATE_NOOP("TcoPages", "12 x (price per kW-month x the design's maximum IT kW + price "
                                   "per rack-month x racks)")},
    {QT_TRANSLATE_NOOP("TcoPages", "Hosting, support, software, staff"),
     QT_TRANSLATE_NOOP("TcoPages", "price per server-year x servers; support % x C; price per "
                                   "GPU-year x G; staff as given")},
    {QT_TRANSLATE_NOOP("TcoPages", "Cost a year, over the life"),
     QT_TRANSLATE_NOOP("TcoPages", "capital a year + running costs a year; x n")},
    {QT_TRANSLATE_NOOP("TcoPages", "Cost of a GPU-hour"),
     QT_TRANSLATE_NOOP("TcoPages", "cost a year / (G x h x u)")},
    {QT_TRANSLATE_NOOP("TcoPages", "Training run"),
     QT_TRANSLATE_NOOP("TcoPages", "days = tokens / (predicted tokens/s after goodput) / 86,400; "
                                   "cost = its hours x G x the cost of a GPU-hour")},
    {QT_TRANSLATE_NOOP("TcoPages", "Serving, a million tokens"),
     QT_TRANSLATE_NOOP("TcoPages", "a request costs G x the cost of a GPU-hour / (requests/s x "
                                   "3,600); output tokens carry its share 1 - s over the output "
                                   "length, input tokens s over the input length, s the prompt's "
                                   "share of the replica's time")},
    {QT_TRANSLATE_NOOP("TcoPages", "Renting the same work"),
     QT_TRANSLATE_NOOP("TcoPages", "rental price x G x h x u a year")},
    {QT_TRANSLATE_NOOP("TcoPages", "Break-even utilisation"),
     QT_TRANSLATE_NOOP("TcoPages", "u* = (F + E_idle) / (P G h - (E_busy - E_idle)): F the cost a "
                                   "year without energy, E the energy cost of a year busy or "
                                   "idle, P the rental price; owning pays above u*")},
    {QT_TRANSLATE_NOOP("TcoPages", "Break-even months"),
     QT_TRANSLATE_NOOP("TcoPages", "C / ((renting a year - running costs a year) / 12), "
                                   "undiscounted")},
};

// Label in the left column, text wrapped in the right; returns the y below.
double labelled(QPainter& p, const QRectF& area, double y, const QString& label,
                const QString& text)
{
    const double w = area.width() * 0.28;
    const QRectF right(area.left() + w, y, area.width() - w, area.bottom() - y);
    const QRectF left(area.left(), y, w - 8, area.bottom() - y);
    p.setFont(font(kPt, true));
    p.setPen(kAccent);
    const QRectF named = p.boundingRect(left, Qt::AlignLeft | Qt::TextWordWrap, label);
    p.drawText(left, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, label);
    p.setFont(font(kPt));
    p.setPen(kInk);
    const QRectF used = p.boundingRect(right, Qt::AlignLeft | Qt::TextWordWrap, text);
    p.drawText(right, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text);
    return y + std::max({used.height(), named.height(), kRow}) + 4;
}

} // namespace

double paintTcoAnnex(QPainter& p, const QRectF& area,
                     const std::vector<core::VariantAnalysis>& analyses)
{
    double y =
        labelled(p, area, area.top(), TcoPages::tr("Notation"),
                 TcoPages::tr("C capex, n life in years, r cost of capital a year, u utilisation "
                              "(the share of the hours the GPUs work), G GPUs, h = 8,760 hours a "
                              "year, P_busy and P_idle the IT power with the GPUs working and "
                              "waiting (the throughput model's draw for the workload, every other "
                              "device at its typical draw)."));
    for (const auto& [figure, formula] : kFormulas)
        y = labelled(p, area, y, TcoPages::tr(figure), TcoPages::tr(formula));
    y += 10;
    p.setFont(font(10, true));
    p.setPen(kAccent);
    p.drawText(QRectF(area.left(), y, area.width(), 18), Qt::AlignLeft, TcoPages::tr("Sources"));
    y += 20;
    std::set<std::pair<std::string, std::string>> seen;
    for (const core::VariantAnalysis& v : analyses) {
        if (!v.tco.tco.ok())
            continue;
        for (const auto& s : core::tco::shownAssumptions(v.tco.assumptions, v.tco.tco.currency))
            if (seen.insert({s.key, s.source}).second)
                y = labelled(p, area, y, assumptionLabel(s.key),
                             s.source == "design file"
                                 ? TcoPages::tr("set for this design")
                                 : QCoreApplication::translate("TcoSource", s.source.c_str()));
        if (seen.insert({"cloud", v.tco.tco.cloud.priceSource}).second &&
            v.tco.tco.cloud.error.empty())
            y = labelled(p, area, y, TcoPages::tr("Rental price"), q(v.tco.tco.cloud.priceSource));
    }
    return y;
}

} // namespace cd::report
