#include "power_dock.h"

#include "document/design_document.h"
#include "document/selection.h"
#include "edit/edit_factory.h"
#include "power_chart.h"
#include "power_table_model.h"
#include "site_settings_dialog.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace cd::ui {

namespace {

// Rows the table's columns are sized from: a screenful and more.
constexpr int kSizedRows = 100;

} // namespace

PowerDock::PowerDock(DesignDocument& document, Selection& selection, QWidget* parent)
    : QDockWidget(tr("Power and Cooling"), parent), m_document(document)
{
    setObjectName("powerDock");
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* top = new QHBoxLayout;
    m_site = new QLabel(body);
    m_site->setWordWrap(true);
    m_site->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* siteButton = new QPushButton(tr("Site settings…"), body);
    siteButton->setToolTip(tr("PUE, energy price, air cooling limit, ΔT, floor rating"));
    top->addWidget(m_site, 1);
    top->addWidget(siteButton, 0, Qt::AlignTop);
    layout->addLayout(top);
    layout->addWidget(createChartAndTable(body), 1);
    setWidget(body);
    connectAndRefresh(siteButton, selection);
}

QSplitter* PowerDock::createChartAndTable(QWidget* body)
{
    auto* split = new QSplitter(Qt::Horizontal, body);
    m_chart = new PowerChart(m_document, split);
    m_model = new PowerTableModel(m_document, this);
    m_table = new QTableView(split);
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Sized from its first rows, not all of a hall's thousands (issue 24).
    m_table->horizontalHeader()->setResizeContentsPrecision(kSizedRows);
    m_table->horizontalHeader()->setStretchLastSection(true);
    split->addWidget(m_chart);
    split->addWidget(m_table);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    return split;
}

void PowerDock::connectAndRefresh(QPushButton* siteButton, Selection& selection)
{
    connect(siteButton, &QPushButton::clicked, this, &PowerDock::editSiteSettings);
    connect(m_table, &QTableView::doubleClicked, this, [this, &selection](const QModelIndex& i) {
        if (const QString id = m_model->rackId(i.row()); !id.isEmpty())
            selection.set({id});
    });
    const auto refresh = [this] {
        m_site->setText(siteText(m_document));
    };
    connect(&m_document, &DesignDocument::changed, this, refresh);
    // The chart puts off its rebuild while the dock is tabbed behind another.
    connect(this, &QDockWidget::visibilityChanged, m_chart, [this](bool visible) {
        if (visible)
            m_chart->rebuildIfStale();
    });
    refresh();
}

QString PowerDock::siteText(const DesignDocument& document)
{
    const core::Report& r = document.report();
    const core::CoolingReport& c = r.cooling;
    const QLocale l;
    const auto kw = [&](double w) {
        return l.toString(w / 1000, 'f', 1);
    };
    // Devices that publish no typical draw count at their maximum: typical and the yearly
    // energy (and its cost) are then upper bounds.
    const QString bound = r.power.typicalAtMaxDevices > 0 ? tr("≤ ") : QString();
    QString text = tr("<b>IT</b> %1 kW max / %2 kW typical · <b>facility</b> %3 kW at PUE %4%5 · "
                      "<b>energy</b> %6 kWh/year%7 · <b>heat</b> %8 BTU/h · <b>airflow</b> %9 CFM "
                      "at ΔT %10 °C")
                       .arg(kw(c.itMaxW), bound + kw(c.itTypicalW), kw(c.facilityW),
                            l.toString(c.pue, 'f', 2), c.pueDefault ? tr(" (default)") : QString(),
                            bound + l.toString(c.energyKwhPerYear, 'f', 0))
                       .arg(c.energyCostPerYear ? tr(" = %1 %2/year")
                                                      .arg(l.toString(*c.energyCostPerYear, 'f', 0),
                                                           QString::fromStdString(c.currency))
                                                : tr(" (no energy price set)"))
                       .arg(l.toString(c.heatBtuPerH, 'f', 0), l.toString(c.airflowCfm, 'f', 0),
                            l.toString(c.deltaTC, 'f', 1));
    if (r.power.rows.size() > 1) {
        QStringList rows;
        for (const core::RowPower& row : r.power.rows)
            rows << tr("row %1: %2 kW in %n rack(s)", nullptr, row.racks)
                        .arg(row.row)
                        .arg(kw(row.maxW));
        text += QStringLiteral("<br>") + rows.join(QStringLiteral(" · "));
    }
    return text;
}

void PowerDock::editSiteSettings()
{
    SiteSettingsDialog dialog(m_document.design().site, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    auto r = core::edits::setSiteSettings(m_document.design(), dialog.settings());
    if (!r) {
        if (r.code != "no-change")
            QMessageBox::warning(this, tr("Site settings"), QString::fromStdString(r.error));
        return;
    }
    m_document.apply(std::move(r.edit));
}

} // namespace cd::ui
