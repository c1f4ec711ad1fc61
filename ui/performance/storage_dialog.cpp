#include "storage_dialog.h"

#include "analysis/throughput/storage_systems.h"
#include "edit/edit_factory.h"
#include "io/input_limits.h"
#include "storage_html.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>

namespace cd::ui {

using namespace core::throughput;

namespace {

// Vendors sell scale-out storage in clusters of several nodes (PowerScale at least 3, WEKApod
// at least 8: the catalog's descriptions); eight is a starting point the user changes.
constexpr int kDefaultCount = 8;

QString figuresText(const core::CatalogItem& item)
{
    const QLocale l;
    const auto figure = [&](const char* key) {
        const auto v = item.number(key);
        return v ? l.toString(*v, 'f', 0) : QStringLiteral("?");
    };
    return StorageDialog::tr("%1 U, read %2 GB/s, write %3 GB/s")
        .arg(item.rackUnits())
        .arg(figure("throughput_gbs"), figure("write_throughput_gbs"));
}

} // namespace

StorageDialog::StorageDialog(const core::Design& design, const core::CatalogView& catalog,
                             Workload workload, QWidget* parent)
    : QDialog(parent), m_design(design), m_catalog(catalog), m_workload(std::move(workload)),
      m_model(new QComboBox(this)), m_count(new QSpinBox(this)), m_capacity(new QComboBox(this)),
      m_preview(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)),
      m_pause(new QTimer(this))
{
    setWindowTitle(tr("Add Storage"));
    m_count->setRange(1, core::kMaxStorageSystems);
    m_count->setValue(kDefaultCount);
    m_count->setSuffix(tr(" system(s)"));
    m_preview->setWordWrap(true);
    m_preview->setTextFormat(Qt::RichText);
    m_preview->setMinimumWidth(560);
    auto* form = new QFormLayout(this);
    form->addRow(tr("Storage &system:"), m_model);
    form->addRow(tr("&How many:"), m_count);
    form->addRow(tr("&Capacity each:"), m_capacity);
    form->addRow(m_preview);
    form->addRow(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_pause->setSingleShot(true);
    m_pause->setInterval(200);
    connect(m_pause, &QTimer::timeout, this, &StorageDialog::updatePreview);
    fillModels();
    fillCapacities();
    connect(m_model, &QComboBox::currentIndexChanged, this, [this] {
        fillCapacities();
        m_pause->start();
    });
    connect(m_count, &QSpinBox::valueChanged, m_pause, qOverload<>(&QTimer::start));
    connect(m_capacity, &QComboBox::currentIndexChanged, m_pause, qOverload<>(&QTimer::start));
    m_before = runHtml(m_design);
    updatePreview();
}

QString StorageDialog::model() const
{
    return m_model->currentData().toString();
}

int StorageDialog::count() const
{
    return m_count->value();
}

std::optional<double> StorageDialog::capacityTb() const
{
    const QVariant v = m_capacity->currentData();
    return v.isValid() ? std::optional<double>(v.toDouble()) : std::nullopt;
}

// Storage systems the dialog can place: those whose height the catalog gives, with their
// published figures beside the name.
void StorageDialog::fillModels()
{
    for (const core::CatalogItem* item : m_catalog.items())
        if (item->kind == core::ItemKind::Storage && item->rackUnits() > 0)
            m_model->addItem(QString::fromStdString(item->displayName()) + QStringLiteral(" — ") +
                                 figuresText(*item),
                             QString::fromStdString(item->id));
}

void StorageDialog::fillCapacities()
{
    m_capacity->clear();
    const core::CatalogItem* item = m_catalog.find(model().toStdString());
    const std::vector<double> options = item ? capacityOptions(*item) : std::vector<double>{};
    const QLocale l;
    for (double tb : options)
        m_capacity->addItem(tr("%1 TB raw").arg(l.toString(tb, 'f', 2)), tb);
    if (options.empty())
        m_capacity->addItem(tr("not in the catalog"));
    m_capacity->setEnabled(options.size() > 1);
}

QString StorageDialog::runHtml(const core::Design& design) const
{
    const DesignPrediction p = predictForDesign(design, m_catalog, m_workload, FabricCurves::Skip);
    if (!p.error.empty())
        return tr("No prediction: %1").arg(QString::fromStdString(p.error).toHtmlEscaped());
    return goodputHtml(p.goodput) + storageHtml(p.storage);
}

void StorageDialog::updatePreview()
{
    m_pause->stop();
    QPushButton* ok = m_buttons->button(QDialogButtonBox::Ok);
    core::edits::Result r =
        core::edits::addStorage(m_design, m_catalog, model().toStdString(), count(), capacityTb());
    if (!r) {
        ok->setEnabled(false);
        m_preview->setText(QStringLiteral("<span style='color:#c0392b'>%1</span>")
                               .arg(QString::fromStdString(r.error).toHtmlEscaped()));
        return;
    }
    ok->setEnabled(true);
    core::Design trial = m_design;
    r.edit->apply(trial);
    const QString after = runHtml(trial);
    m_preview->setText(
        tr("<b>Now</b><br>%1<br><b>With these systems</b> (%2)<br>%3")
            .arg(m_before, QString::fromStdString(modelLabel(m_workload.preset)), after));
}

} // namespace cd::ui
