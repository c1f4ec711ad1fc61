#include "catalog_item_html.h"

#include "common/qstring.h"

#include <QCoreApplication>
#include <QLocale>

#include <map>

namespace cd::ui {

namespace {

class CatalogItemHtml
{
    Q_DECLARE_TR_FUNCTIONS(CatalogItemHtml)
};

QString confidenceBadge(core::Confidence c)
{
    switch (c) {
    case core::Confidence::Vendor:
        return QStringLiteral("<span style='color:#2e8b57' title='%1'>V</span>")
            .arg(CatalogItemHtml::tr("read in a vendor document"));
    case core::Confidence::Secondary:
        return QStringLiteral("<span style='color:#b8860b' title='%1'>S</span>")
            .arg(CatalogItemHtml::tr("secondary source quoting the vendor: verify before quoting"));
    case core::Confidence::Uncertain:
        return QStringLiteral("<span style='color:#c0392b' title='%1'>⚠ U</span>")
            .arg(CatalogItemHtml::tr("uncertain, conflicting or derived"));
    }
    return {};
}

QString sourcesHtml(const std::vector<std::string>& ids, const core::CatalogView& catalog)
{
    QStringList out;
    for (const std::string& id : ids) {
        const core::Source* s = catalog.source(id);
        if (!s) {
            out << q(id).toHtmlEscaped();
            continue;
        }
        const QString title = q(s->title).toHtmlEscaped();
        out << (s->url.empty() ? QStringLiteral("<span title='%1'>%2</span>").arg(title, q(id))
                               : QStringLiteral("<a href='%1' title='%2'>%3</a>")
                                     .arg(q(s->url).toHtmlEscaped(), title, q(id)));
    }
    return out.join(", ");
}

} // namespace

QString specLabel(const std::string& key)
{
    // Two labels a line: clang-format would give each its own.
    // clang-format off
    static const std::map<std::string, const char*> labels{
        {"rack_units", "Height"},           {"height_mm", "Height"},
        {"width_mm", "Width"},              {"depth_mm", "Depth"},
        {"weight_kg", "Weight"},            {"max_power_w", "Max power"},
        {"typical_power_w", "Typical power"}, {"psu_count", "PSUs"},
        {"psu_watts", "PSU rating"},        {"psu_redundancy", "PSU redundancy"},
        {"cooling", "Cooling"},             {"airflow", "Airflow"},
        {"airflow_cfm", "Airflow volume"},  {"heat_btu_h", "Heat (published)"},
        {"cpu", "CPU"},                     {"memory_max_tb", "Max memory"},
        {"nvlink_gbs", "NVLink per GPU"},   {"nvswitch", "NVSwitch"},
        {"infinity_fabric_gbs", "Infinity Fabric per GPU"},
        {"memory_gb", "GPU memory"},        {"memory_bw_gbs", "Memory bandwidth"},
        {"bf16_dense_tflops", "BF16 dense"}, {"fp8_dense_tflops", "FP8 dense"},
        {"fp4_dense_tflops", "FP4 dense"},
        {"tf32_dense_tflops", "TF32 dense"}, {"tdp_w", "TDP"},
        {"form_factor", "Form factor"},     {"port_count", "Ports"},
        {"port_speed_gbps", "Port speed"},  {"radix", "Radix"},
        {"cages", "Cages"},                 {"throughput_tbps", "Throughput"},
        {"host_interface", "Host interface"}, {"medium", "Medium"},
        {"reach_m", "Reach"},               {"speed_gbps", "Speed"},
        {"connector", "Connector"},         {"static_load_kg", "Static load"},
        {"dynamic_load_kg", "Dynamic load"}, {"phase", "Phases"},
        {"voltage_v", "Voltage"},           {"current_a", "Current"},
        {"outlets", "Outlets"},             {"raw_capacity_tb", "Raw capacity"},
        {"throughput_gbs", "Throughput"},
    };
    // clang-format on
    auto it = labels.find(key);
    return it == labels.end() ? q(key) : CatalogItemHtml::tr(it->second);
}

namespace {

// One row per spec with its confidence and sources, then the specs no public source gives.
QString specsTableHtml(const core::CatalogItem& item, const core::CatalogView& catalog)
{
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='2'>");
    for (const auto& [key, spec] : item.specs) {
        QString value = q(spec.display()).toHtmlEscaped();
        if (!spec.note.empty())
            value += QStringLiteral("<br><small>%1</small>").arg(q(spec.note).toHtmlEscaped());
        html += QStringLiteral("<tr><td valign='top'><b>%1</b></td><td valign='top'>%2</td>"
                               "<td valign='top'>%3</td><td valign='top'>%4</td></tr>")
                    .arg(specLabel(key), value, confidenceBadge(spec.confidence),
                         sourcesHtml(spec.sources, catalog));
    }
    for (const std::string& key : item.missing)
        html += QStringLiteral("<tr><td><b>%1</b></td><td colspan='3'><i style='color:#888'>%2</i>"
                               "</td></tr>")
                    .arg(specLabel(key), CatalogItemHtml::tr("missing: no public source"));
    html += QStringLiteral("</table>");
    return html;
}

QString gpusHtml(const core::CatalogItem& item, const core::CatalogView& catalog)
{
    QStringList counts;
    for (int c : item.gpu->counts)
        counts << QString::number(c);
    QStringList options;
    for (const std::string& g : item.gpu->options)
        options << q(g);
    return QStringLiteral("<p><b>%1</b> %2 × %3 (default %4) %5 %6</p>")
        .arg(CatalogItemHtml::tr("GPUs:"), counts.join("/"), options.join(", "),
             q(item.gpu->defaultGpu), confidenceBadge(item.gpu->confidence),
             sourcesHtml(item.gpu->sources, catalog));
}

QString portsHtml(const core::CatalogItem& item)
{
    QString html = QStringLiteral("<p><b>%1</b><br>").arg(CatalogItemHtml::tr("Ports:"));
    for (const core::PortGroup& p : item.ports)
        html += QStringLiteral("%1 × %2 Gb/s %3 <i>%4</i> (%5…%6) %7<br>")
                    .arg(p.count)
                    .arg(p.speedGbps)
                    .arg(q(p.connector).toHtmlEscaped(), q(p.role).toHtmlEscaped(), q(p.name) + "1",
                         q(p.name) + QString::number(p.count), confidenceBadge(p.confidence));
    html += QStringLiteral("</p>");
    return html;
}

QString priceHtml(const core::CatalogItem& item, const core::CatalogView& catalog)
{
    if (!item.price)
        return QStringLiteral("<p><b>%1</b> <i>%2</i></p>")
            .arg(CatalogItemHtml::tr("Price:"), CatalogItemHtml::tr("no public estimate"));
    const core::Price& p = *item.price;
    QString html =
        QStringLiteral("<p><b>%1</b> %2 %3 %4 %5 %6</p>")
            .arg(CatalogItemHtml::tr("Price:"), q(p.currency), QLocale().toString(p.amount, 'f', 0),
                 p.estimate ? CatalogItemHtml::tr("(public estimate, %1)").arg(q(p.date))
                            : q(p.date),
                 confidenceBadge(p.confidence), sourcesHtml(p.sources, catalog));
    if (!p.note.empty())
        html += QStringLiteral("<p><small>%1</small></p>").arg(q(p.note).toHtmlEscaped());
    return html;
}

} // namespace

QString catalogItemHtml(const core::CatalogItem& item, const core::CatalogView& catalog)
{
    QString html =
        QStringLiteral("<h3>%1</h3><p>%2<br><tt>%3</tt> · %4</p>")
            .arg(q(item.displayName()).toHtmlEscaped(), q(item.description).toHtmlEscaped(),
                 q(item.id), q(std::string(core::toString(item.kind))));
    if (item.preliminary)
        html += QStringLiteral("<p><b>%1</b></p>")
                    .arg(QCoreApplication::translate(
                        "cd::ui::CatalogDock", "Preliminary: announced, not shipping yet; the "
                                               "figures are the vendor's preliminary ones."));
    html += specsTableHtml(item, catalog);
    if (item.gpu)
        html += gpusHtml(item, catalog);
    if (!item.ports.empty())
        html += portsHtml(item);
    html += priceHtml(item, catalog);
    return html;
}

} // namespace cd::ui
