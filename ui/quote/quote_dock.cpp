#include "quote_dock.h"

#include "common/qstring.h"

#include "analysis/quote/quote_labels.h"
#include "document/design_document.h"
#include "document/export_path.h"
#include "edit/edit_factory.h"
#include "io/load_error.h"
#include "model/design_catalog.h"
#include "price_list_import_dialog.h"
#include "quote_format.h"
#include "quote_pricing.h"
#include "quote_settings_dialog.h"
#include "quote_table_model.h"
#include "reseller_defaults.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace cd::ui {

QuoteDock::QuoteDock(DesignDocument& document, QuotePricing& pricing, QWidget* parent)
    : QDockWidget(tr("Quote"), parent), m_document(document), m_pricing(pricing),
      m_model(new QuoteTableModel(pricing, this))
{
    setObjectName("quoteDock");
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    const ToolBar bar = createToolBar(body);
    layout->addLayout(bar.layout);

    createTable(body);
    layout->addWidget(m_table, 1);
    createTotals(body);
    layout->addWidget(m_totals);
    setWidget(body);

    connectSignals(bar);
    refreshPriceLists();
    refresh();
}

QuoteDock::ToolBar QuoteDock::createToolBar(QWidget* body)
{
    auto* bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Price list:"), body));
    createPriceListCombo(body);
    bar->addWidget(m_priceList);
    auto* import = new QPushButton(tr("&Import…"), body);
    import->setToolTip(tr("Import a price list (CSV or XLSX) into your user database"));
    bar->addWidget(import);
    bar->addSpacing(12);
    createMarginFields(body);
    bar->addWidget(m_marginOn);
    bar->addWidget(m_margin);
    bar->addStretch(1);
    auto* settings = new QPushButton(tr("&Settings…"), body);
    settings->setToolTip(tr("Quote number, dates, currency, tax, customer, reseller, services, "
                            "discounts per category"));
    bar->addWidget(settings);
    bar->addWidget(createExportButton(body));
    return {bar, import, settings};
}

void QuoteDock::createPriceListCombo(QWidget* body)
{
    m_priceList = new QComboBox(body);
    m_priceList->setToolTip(tr("The reseller price list that prices this design; lines it does "
                               "not name keep their catalog estimate"));
    m_priceList->setSizeAdjustPolicy(QComboBox::AdjustToContents);
}

void QuoteDock::createMarginFields(QWidget* body)
{
    m_marginOn = new QCheckBox(tr("&Margin on cost:"), body);
    m_marginOn->setToolTip(tr("Price lines that have a cost at cost plus this margin "
                              "(markup or gross, in Quote Settings)"));
    m_margin = new QDoubleSpinBox(body);
    m_margin->setRange(0, 99.9);
    m_margin->setDecimals(1);
    m_margin->setSuffix(" %");
    m_margin->setKeyboardTracking(false);
}

QToolButton* QuoteDock::createExportButton(QWidget* body)
{
    auto* exportButton = new QToolButton(body);
    exportButton->setText(tr("&Export"));
    exportButton->setPopupMode(QToolButton::InstantPopup);
    auto* exportMenu = new QMenu(exportButton);
    for (const auto& [format, label] :
         {std::pair{QuoteFormat::Pdf, tr("PDF Quote…")},
          std::pair{QuoteFormat::Xlsx, tr("Excel Workbook…")},
          std::pair{QuoteFormat::Csv, tr("CSV…")}, std::pair{QuoteFormat::Json, tr("JSON…")}})
        exportMenu->addAction(label, this, [this, f = format] { exportAs(f); });
    exportButton->setMenu(exportMenu);
    return exportButton;
}

void QuoteDock::createTable(QWidget* body)
{
    m_table = new QTableView(body);
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                             QAbstractItemView::AnyKeyPressed);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QuoteTableModel::Description,
                                                      QHeaderView::Stretch);
    m_table->setWordWrap(false);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
}

void QuoteDock::createTotals(QWidget* body)
{
    m_totals = new QLabel(body);
    m_totals->setTextFormat(Qt::RichText);
    m_totals->setWordWrap(true);
}

void QuoteDock::connectSignals(const ToolBar& bar)
{
    connect(bar.import, &QPushButton::clicked, this, &QuoteDock::importPriceList);
    connect(bar.settings, &QPushButton::clicked, this, &QuoteDock::editSettings);
    connect(m_table, &QWidget::customContextMenuRequested, this, &QuoteDock::showContextMenu);
    connect(m_model, &QuoteTableModel::discountEdited, this,
            [this](const QString& part, double pct) {
                changeSettings(
                    [&](core::QuoteSettings& s) {
                        core::setDiscount(s.lineDiscountPct, part.toStdString(), pct);
                    },
                    tr("Set discount on %1 to %2 %").arg(part).arg(pct));
            });
    connect(m_priceList, &QComboBox::activated, this, [this] {
        const QString name = m_priceList->currentData().toString();
        changeSettings([&](core::QuoteSettings& s) { s.priceList = name.toStdString(); },
                       name.isEmpty() ? tr("Price with catalog estimates")
                                      : tr("Price with list %1").arg(name));
    });
    connectMarginFields();
    connect(&m_pricing, &QuotePricing::updated, this, &QuoteDock::refresh);
}

void QuoteDock::connectMarginFields()
{
    const auto marginChanged = [this] {
        if (m_refreshing)
            return;
        const bool on = m_marginOn->isChecked();
        const double pct = m_margin->value();
        changeSettings(
            [&](core::QuoteSettings& s) {
                s.marginPct = on ? std::optional<double>(pct) : std::nullopt;
            },
            on ? tr("Set margin to %1 %").arg(pct) : tr("Remove margin"));
    };
    connect(m_marginOn, &QCheckBox::toggled, this, marginChanged);
    connect(m_margin, &QDoubleSpinBox::valueChanged, this, marginChanged);
}

bool QuoteDock::changeSettings(const std::function<void(core::QuoteSettings&)>& change,
                               const QString& description)
{
    const core::Design& design = m_document.design();
    core::QuoteSettings s = design.quote.value_or(core::QuoteSettings{});
    change(s);
    auto result = core::edits::setQuoteSettings(design, s, description.toStdString());
    if (!result) {
        if (result.code != "no-change")
            emit message(tr("Refused: %1").arg(q(result.error)));
        refresh(); // put the widgets back to what the design says
        return false;
    }
    m_document.apply(std::move(result.edit));
    return true;
}

void QuoteDock::refreshPriceLists()
{
    const QString current = q(m_pricing.settings().priceList);
    m_priceList->clear();
    m_priceList->addItem(tr("Catalog estimates"), QString());
    QStringList names = m_pricing.priceListNames();
    if (!current.isEmpty() && !names.contains(current))
        names << current; // named by the design but missing here: shown, and reported
    for (const QString& n : names)
        m_priceList->addItem(n, n);
    m_priceList->setCurrentIndex(std::max(0, m_priceList->findData(current)));
}

void QuoteDock::refresh()
{
    const core::QuoteSettings& s = m_pricing.settings();
    showSettings(s);
    m_totals->setText(totalsText(s));
    for (int c = 0; c < QuoteTableModel::ColumnCount; ++c)
        if (c != QuoteTableModel::Description)
            m_table->resizeColumnToContents(c);
}

void QuoteDock::showSettings(const core::QuoteSettings& s)
{
    m_refreshing = true;
    // A list the combo does not know yet (imported elsewhere, or missing) needs the list
    // reread; refreshPriceLists also selects it.
    const int index = m_priceList->findData(q(s.priceList));
    if (index < 0)
        refreshPriceLists();
    else
        m_priceList->setCurrentIndex(index);
    m_marginOn->setChecked(s.marginPct.has_value());
    m_margin->setEnabled(s.marginPct.has_value());
    m_margin->setValue(s.marginPct.value_or(m_margin->value()));
    m_refreshing = false;
}

QString QuoteDock::totalsText(const core::QuoteSettings& s) const
{
    const core::Quote& quote = m_pricing.quote();
    const QString total = quote.complete() ? tr("<b>Total %1</b>")
                                           : tr("<b>Total of priced items %1</b> <span "
                                                "style='color:#c0392b'>(incomplete)</span>");
    QString text = tr("Subtotal %1 &nbsp;·&nbsp; %2 %3 % %4 &nbsp;·&nbsp; %5")
                       .arg(formatMoney(quote.subtotal, quote.currency), q(core::shownTaxLabel(s)))
                       .arg(quote.taxPct)
                       .arg(formatMoney(quote.tax, quote.currency),
                            total.arg(formatMoney(quote.total, quote.currency)));
    if (quote.costTotal && quote.subtotal > 0)
        text += tr(" &nbsp;·&nbsp; cost %1, margin %2 %")
                    .arg(formatMoney(*quote.costTotal, quote.currency))
                    .arg(QLocale().toString(
                        100.0 * (quote.subtotal - *quote.costTotal) / quote.subtotal, 'f', 1));
    const QStringList notes = totalsNotes();
    if (!notes.isEmpty())
        text += "<br>" + notes.join(QStringLiteral("; "));
    return text;
}

QStringList QuoteDock::totalsNotes() const
{
    const core::Quote& quote = m_pricing.quote();
    QStringList notes;
    if (quote.estimateLines > 0)
        notes << countText(quote.estimateLines,
                           tr("line priced from a public catalog estimate (*), not from a price "
                              "list"),
                           tr("lines priced from public catalog estimates (*), not from a price "
                              "list"));
    if (quote.unpricedLines > 0)
        notes << QStringLiteral("<span style='color:#c0392b'>%1</span>")
                     .arg(countText(quote.unpricedLines,
                                    tr("line without a price, not in the total"),
                                    tr("lines without a price, not in the total")));
    for (const core::Issue& i : m_pricing.issues())
        notes << QStringLiteral("<span style='color:#b9770e'>%1</span>")
                     .arg(q(i.message).toHtmlEscaped());
    return notes;
}

void QuoteDock::showContextMenu(const QPoint& pos)
{
    const QModelIndex index = m_table->indexAt(pos);
    if (!index.isValid())
        return;
    const QString kind = m_model->data(index, QuoteTableModel::CategoryRole).toString();
    const QString part = m_model->data(index, QuoteTableModel::PartRole).toString();
    const core::QuoteSettings s = m_document.design().quote.value_or(core::QuoteSettings{});
    QString title = kind;
    for (const core::QuoteCategory& c : m_pricing.quote().categories)
        if (q(c.kind) == kind)
            title = q(core::shownCategoryTitle(c));
    QMenu menu(this);
    menu.addAction(tr("Discount on all %1…").arg(title), this, [&] {
        const auto it = s.categoryDiscountPct.find(kind.toStdString());
        bool ok = false;
        const double pct = QInputDialog::getDouble(
            this, tr("Category Discount"),
            tr("Discount on %1 (lines without their own):").arg(title),
            it == s.categoryDiscountPct.end() ? 0 : it->second, 0, 100, 2, &ok);
        if (ok)
            changeSettings(
                [&](core::QuoteSettings& c) {
                    core::setDiscount(c.categoryDiscountPct, kind.toStdString(), pct);
                },
                tr("Set discount on %1 to %2 %").arg(title).arg(pct));
    });
    if (!part.isEmpty() && s.lineDiscountPct.count(part.toStdString()))
        menu.addAction(tr("Use the category discount for %1").arg(part), this, [&] {
            changeSettings(
                [&](core::QuoteSettings& c) { c.lineDiscountPct.erase(part.toStdString()); },
                tr("Clear discount on %1").arg(part));
        });
    menu.exec(m_table->viewport()->mapToGlobal(pos));
}

void QuoteDock::importPriceList()
{
    const core::DesignCatalog catalog(m_document.design(), m_document.catalog());
    PriceListImportDialog dialog(catalog, m_pricing.settings().currency, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const auto list = dialog.priceList();
    if (!list)
        return;
    try {
        m_pricing.storePriceList(*list);
    } catch (const std::exception& e) {
        QMessageBox::warning(this, tr("Import Price List"),
                             tr("The price list could not be stored:\n%1").arg(e.what()));
        return;
    }
    refreshPriceLists();
    if (dialog.useForDesign())
        changeSettings([&](core::QuoteSettings& s) { s.priceList = list->name; },
                       tr("Price with list %1").arg(q(list->name)));
    emit message(
        tr("Price list %1 imported: %2 priced lines").arg(q(list->name)).arg(list->entries.size()));
}

void QuoteDock::editSettings()
{
    std::vector<std::pair<std::string, std::string>> categories;
    for (const core::QuoteCategory& c : m_pricing.quote().categories)
        categories.emplace_back(c.kind, c.title);
    core::QuoteSettings current = m_document.design().quote.value_or(core::QuoteSettings{});
    if (current.reseller.name.empty())
        current.reseller = savedResellerDetails();
    QuoteSettingsDialog dialog(current, std::move(categories), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const core::QuoteSettings chosen = dialog.settings();
    if (dialog.rememberReseller())
        saveResellerDetails(chosen.reseller);
    changeSettings([&](core::QuoteSettings& s) { s = chosen; }, tr("Edit quote settings"));
}

void QuoteDock::exportAs(QuoteFormat format)
{
    QString suffix = QStringLiteral("-quote");
    if (!m_pricing.settings().number.empty())
        suffix += "-" + q(m_pricing.settings().number);
    const QString path = askExportPath(this, tr("Export Quote"), m_document,
                                       suffix + "." + extension(format), fileFilter(format));
    if (!path.isEmpty() && exportTo(format, path))
        emit message(tr("Quote written to %1").arg(QDir::toNativeSeparators(path)));
}

bool QuoteDock::exportTo(QuoteFormat format, const QString& path)
{
    try {
        exportQuote(m_pricing, format, path);
    } catch (const std::exception& e) {
        QMessageBox::warning(this, tr("Export Quote"),
                             tr("The quote could not be written:\n%1").arg(e.what()));
        return false;
    }
    return true;
}

} // namespace cd::ui
