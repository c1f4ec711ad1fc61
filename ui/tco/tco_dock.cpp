#include "tco_dock.h"

#include "analysis/throughput/design_serving.h"
#include "common/model_preset_box.h"
#include "common/qstring.h"
#include "document/design_document.h"
#include "edit/edit_factory.h"
#include "io/file/cloud_price_reader.h"
#include "io/load_error.h"
#include "model/workload_defaults.h"
#include "quote/quote_pricing.h"
#include "tco_charts.h"
#include "tco_sizing_box.h"
#include "tco_text.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

#include <cmath>

namespace cd::ui {

using namespace core::tco;

TcoDock::TcoDock(DesignDocument& document, QuotePricing& pricing, QWidget* parent)
    : AnalysisDock(tr("TCO"), parent), m_document(document), m_pricing(pricing)
{
    setObjectName("tcoDock");
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(createForm(split));
    m_results = resultsLabel(split);
    m_results->setObjectName("tcoResults");
    split->addWidget(m_results);
    split->addWidget(createCharts(split));
    split->setStretchFactor(1, 2);
    split->setStretchFactor(2, 3);
    split->setSizes({330, 420, 520});
    setScrollingWidget(split, split->widget(0)->sizeHint().height());
    connectInputs();
    loadSaved();
    recompute();
}

namespace {

// 0 shows "from the price table"; cloud_usd_per_gpu_hour's bounds (docs/file-format.md).
QDoubleSpinBox* newRentalPriceBox(QWidget* parent)
{
    auto* box = new QDoubleSpinBox(parent);
    box->setObjectName("tcoRentalPrice");
    box->setRange(0, 1000);
    box->setDecimals(3);
    box->setSuffix(TcoDock::tr(" USD/GPU-hour"));
    box->setSpecialValueText(TcoDock::tr("from the price table"));
    box->setKeyboardTracking(false);
    box->setToolTip(TcoDock::tr("A rental price you were quoted, instead of the table's"));
    return box;
}

} // namespace

QWidget* TcoDock::createForm(QWidget* parent)
{
    auto* column = new QWidget(parent);
    auto* v = new QVBoxLayout(column);
    v->setContentsMargins(0, 0, 0, 0);
    auto* form = new QWidget(column);
    auto* f = new QFormLayout(form);
    m_workload = new QComboBox(form);
    m_workload->setObjectName("tcoWorkload");
    m_workload->addItem(tr("Training"), false);
    m_workload->addItem(tr("Serving"), true);
    m_preset = new QComboBox(form);
    fillModelPresets(m_preset);
    selectPreset(m_preset, core::kDefaultModelPreset);
    m_term = new QComboBox(form);
    m_term->setObjectName("tcoCloudTerm");
    m_term->addItem(tr("On demand"), "on-demand");
    m_term->addItem(tr("1-year commitment"), "1-year");
    m_term->addItem(tr("3-year commitment"), "3-year");
    f->addRow(tr("&Workload:"), m_workload);
    f->addRow(tr("&Model:"), m_preset);
    f->addRow(tr("Cloud &price:"), m_term);
    m_rentalPrice = newRentalPriceBox(form);
    f->addRow(tr("Rental price:"), m_rentalPrice);
    for (const AssumptionSpec& spec : assumptionSpecs())
        addAssumptionField(f, spec);
    m_reset = new QPushButton(tr("&Reset to Defaults"), form);
    m_reset->setToolTip(tr("Remove every assumption this variant changed"));
    f->addRow(QString(), m_reset);
    v->addWidget(form);
    addCloudButtons(v, column);
    m_sizing = new TcoSizingBox(column);
    v->addWidget(m_sizing);
    v->addStretch();
    return column;
}

void TcoDock::addCloudButtons(QVBoxLayout* column, QWidget* parent)
{
    auto* row = new QHBoxLayout;
    m_importPrices = new QPushButton(tr("&Import Cloud Prices..."), parent);
    m_importPrices->setObjectName("tcoImportPrices");
    m_importPrices->setToolTip(tr("A CSV of rental prices (gpu, term, usd_per_gpu_hour, provider, "
                                  "date; optional offer, source), used before the built-in "
                                  "table and saved in this variant"));
    m_clearPrices = new QPushButton(tr("Remove Imported Prices"), parent);
    m_clearPrices->setObjectName("tcoClearPrices");
    row->addWidget(m_importPrices);
    row->addWidget(m_clearPrices);
    column->addLayout(row);
}

// Money is entered in USD, as the CLI's flags and the file keep it; the results are in the
// quote's currency.
void TcoDock::addAssumptionField(QFormLayout* f, const AssumptionSpec& spec)
{
    auto* box = new QDoubleSpinBox(f->parentWidget());
    box->setObjectName(QString("tco_") + spec.key);
    box->setDecimals(assumptionDecimals(spec.key));
    const double step = std::pow(10.0, -box->decimals());
    box->setRange(spec.minimumExcluded ? spec.minimum + step : spec.minimum, spec.maximum);
    const std::string unit = unitIn(spec, "USD");
    box->setSuffix(unit.empty() ? QString() : " " + q(unit));
    box->setKeyboardTracking(false);
    m_fields[spec.key] = box;
    f->addRow(tr("%1:").arg(assumptionLabel(spec.key)), box); // "%1 :" in French
}

QWidget* TcoDock::createCharts(QWidget* parent)
{
    auto* column = new QWidget(parent);
    auto* v = new QVBoxLayout(column);
    v->setContentsMargins(0, 0, 0, 0);
    m_breakdown = new QChartView(column);
    m_breakdown->setRenderHint(QPainter::Antialiasing);
    m_breakdown->setMinimumHeight(130);
    m_tornado = new QChartView(column);
    m_tornado->setRenderHint(QPainter::Antialiasing);
    m_tornado->setMinimumHeight(220);
    v->addWidget(m_breakdown, 2);
    v->addWidget(m_tornado, 3);
    return column;
}

QDoubleSpinBox* TcoDock::field(const std::string& key) const
{
    const auto it = m_fields.find(key);
    return it == m_fields.end() ? nullptr : it->second;
}

// The assumptions and the cloud term are the variant's, saved when an edit finishes (one undo
// step each); the workload and the model are questions asked of it.
void TcoDock::connectInputs()
{
    const auto edited = [this] {
        recompute();
    };
    connect(m_workload, &QComboBox::currentIndexChanged, this, edited);
    connect(m_preset, &QComboBox::currentIndexChanged, this, edited);
    connect(m_term, &QComboBox::currentIndexChanged, this, [this] { save(); });
    connect(m_rentalPrice, &QDoubleSpinBox::valueChanged, this, [this] { save(); });
    for (const auto& [key, box] : m_fields)
        connect(box, &QDoubleSpinBox::valueChanged, this, [this] { save(); });
    connect(m_reset, &QPushButton::clicked, this, [this] { resetToDefaults(); });
    connect(m_importPrices, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Import Cloud Prices"), QString(), tr("CSV files (*.csv);;All files (*)"));
        if (!path.isEmpty())
            importCloudPrices(path);
    });
    connect(m_clearPrices, &QPushButton::clicked, this, [this] { clearCloudPrices(); });
    connect(m_sizing, &TcoSizingBox::questionChanged, this, edited);
    // After a placement edit the pricing comes first; the TCO reads the whole report, and
    // changed() follows.
    connect(&m_pricing, &QuotePricing::updated, this, [this] {
        if (!m_document.changePending())
            designChanged();
    });
    connect(&m_document, &DesignDocument::changed, this, [this] {
        loadSaved();
        designChanged();
    });
}

void TcoDock::loadSaved()
{
    const core::Design& d = m_document.design();
    const TcoAssumptions a = d.tco ? withSettings(designDefaults(d), *d.tco) : designDefaults(d);
    for (const AssumptionSpec& spec : assumptionSpecs()) {
        QDoubleSpinBox* box = m_fields.at(spec.key);
        const QSignalBlocker block(box);
        box->setValue(a.*spec.member);
        box->setToolTip(QCoreApplication::translate("TcoSource", a.sources.at(spec.key).c_str()));
    }
    m_clearPrices->setEnabled(d.tco && !d.tco->cloudPrices.empty());
    {
        const QSignalBlocker blockPrice(m_rentalPrice);
        m_rentalPrice->setValue(a.cloudGpuHour.value_or(0));
    }
    const QSignalBlocker block(m_term);
    const std::string term = d.tco ? d.tco->cloudTerm : std::string();
    m_term->setCurrentIndex(std::max(0, m_term->findData(q(term.empty() ? "on-demand" : term))));
}

// What differs from the defaults is saved, with the rental price typed, the GPU-hour price the
// file already holds (the dock has no field for it) and the imported cloud prices.
void TcoDock::save()
{
    const core::Design& d = m_document.design();
    const TcoAssumptions defaults = designDefaults(d);
    core::DesignTcoSettings s;
    for (const AssumptionSpec& spec : assumptionSpecs()) {
        const double v = m_fields.at(spec.key)->value();
        if (std::abs(v - defaults.*spec.member) > 1e-12)
            s.values[fileKey(spec)] = v;
    }
    if (d.tco) {
        if (const auto it = d.tco->values.find(kGpuHourPriceKey); it != d.tco->values.end())
            s.values.insert(*it);
        s.cloudPrices = d.tco->cloudPrices;
    }
    if (m_rentalPrice->value() > 0)
        s.values[kCloudGpuHourKey] = m_rentalPrice->value();
    const QString term = m_term->currentData().toString();
    s.cloudTerm = term == "on-demand" ? std::string() : term.toStdString();
    saveSettings(std::move(s));
}

void TcoDock::saveSettings(core::DesignTcoSettings s)
{
    if (auto r = core::edits::setTcoSettings(m_document.design(), s))
        m_document.apply(std::move(r.edit));
    else
        recompute();
}

bool TcoDock::importCloudPrices(const QString& path)
{
    try {
        core::DesignTcoSettings s = m_document.design().tco.value_or(core::DesignTcoSettings{});
        s.cloudPrices = core::readCloudPriceFile(path.toStdString());
        saveSettings(std::move(s));
        return true;
    } catch (const core::LoadError& e) {
        QMessageBox::warning(this, tr("Import Cloud Prices"),
                             tr("The cloud prices were not imported.\n\n%1").arg(q(e.what())));
        return false;
    }
}

void TcoDock::clearCloudPrices()
{
    core::DesignTcoSettings s = m_document.design().tco.value_or(core::DesignTcoSettings{});
    s.cloudPrices.clear();
    saveSettings(std::move(s));
}

void TcoDock::resetToDefaults()
{
    if (auto r = core::edits::setTcoSettings(m_document.design(), std::nullopt))
        m_document.apply(std::move(r.edit));
}

TcoRequest TcoDock::request() const
{
    const core::Design& d = m_document.design();
    TcoRequest r = requestFor(d);
    r.serve = m_workload->currentData().toBool();
    r.training.preset = presetIdOf(m_preset);
    r.serving = core::throughput::servingInputOf(d.workload);
    r.cloudTerm = cloudTermFromString(m_term->currentData().toString().toStdString())
                      .value_or(CloudTerm::OnDemand);
    return r;
}

void TcoDock::recompute()
{
    markCurrent();
    m_result = tcoForDesign(m_document.design(), m_document.designCatalog(), m_document.report(),
                            m_pricing.quote(), m_pricing.settings(), request());
    m_results->setText(tcoResultsHtml(m_result) + m_sizing->answersHtml(m_result));
    for (auto [view, chart] : {std::pair{m_breakdown, tcoBreakdownChart(m_result)},
                               std::pair{m_tornado, tcoSensitivityChart(m_result)}}) {
        QChart* old = view->chart();
        view->setChart(chart);
        delete old;
    }
}

} // namespace cd::ui
