#include "price_list_import_dialog.h"

#include "io/load_error.h"
#include "quote_format.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace cd::ui {

PriceListImportDialog::PriceListImportDialog(const core::CatalogView& catalog,
                                             const std::string& defaultCurrency, QWidget* parent)
    : QDialog(parent), m_catalog(catalog), m_currency(defaultCurrency)
{
    setWindowTitle(tr("Import Price List"));
    auto* layout = new QVBoxLayout(this);
    QPushButton* browse = addFileRows(layout);
    addReportViews(layout);
    QDialogButtonBox* buttons = addButtons(layout);
    connectSignals(buttons, browse);
}

QPushButton* PriceListImportDialog::addFileRows(QVBoxLayout* layout)
{
    auto* form = new QFormLayout;
    auto* fileRow = new QHBoxLayout;
    m_file = new QLineEdit(this);
    m_file->setReadOnly(true);
    m_file->setPlaceholderText(tr("A CSV or XLSX file with part_number or catalog_id, price, "
                                  "optional currency and cost"));
    auto* browse = new QPushButton(tr("&Browse…"), this);
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(browse);
    form->addRow(tr("File:"), fileRow);
    m_name = new QLineEdit(this);
    m_name->setToolTip(tr("The name the user database keeps the list under; a list of the same "
                          "name is replaced"));
    form->addRow(tr("&Name:"), m_name);
    layout->addLayout(form);
    return browse;
}

void PriceListImportDialog::addReportViews(QVBoxLayout* layout)
{
    m_summary = new QLabel(tr("Choose a file to see what it prices."), this);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    m_report = new QPlainTextEdit(this);
    m_report->setReadOnly(true);
    m_report->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_report->setMinimumSize(760, 240);
    layout->addWidget(m_report, 1);
    m_use = new QCheckBox(tr("&Price this design with the list"), this);
    m_use->setChecked(true);
    layout->addWidget(m_use);
}

QDialogButtonBox* PriceListImportDialog::addButtons(QVBoxLayout* layout)
{
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_import = buttons->addButton(tr("&Import"), QDialogButtonBox::AcceptRole);
    m_import->setEnabled(false);
    layout->addWidget(buttons);
    return buttons;
}

void PriceListImportDialog::connectSignals(QDialogButtonBox* buttons, QPushButton* browse)
{
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, [this] {
        m_import->setEnabled(m_read && !m_read->list.entries.empty() &&
                             !m_name->text().trimmed().isEmpty());
    });
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Import Price List"), QString(),
            tr("Price lists (*.csv *.xlsx);;CSV (*.csv);;Excel workbook (*.xlsx)"));
        if (!path.isEmpty())
            setFile(path);
    });
}

void PriceListImportDialog::setFile(const QString& path)
{
    m_file->setText(path);
    m_read.reset();
    try {
        m_read = catalog::readPriceListFile(path.toStdString(), m_catalog, m_currency);
    } catch (const std::exception& e) {
        m_summary->setText(tr("<span style='color:#c0392b'><b>Cannot read this file.</b></span>"));
        m_report->setPlainText(QString::fromStdString(e.what()));
        m_import->setEnabled(false);
        return;
    }
    const auto& r = *m_read;
    m_name->setText(QString::fromStdString(catalog::priceListNameOf(path.toStdString())));
    QString summary = countText(static_cast<long long>(r.list.entries.size()), tr("line priced"),
                                tr("lines priced")) +
                      tr(", %1 matched in the catalog").arg(r.matched.size());
    if (!r.unmatched.empty())
        summary += tr(", %1 not in the catalog").arg(r.unmatched.size());
    if (!r.problems.empty())
        summary += QStringLiteral(", <span style='color:#c0392b'>%1</span>")
                       .arg(countText(static_cast<long long>(r.problems.size()),
                                      tr("bad line left out"), tr("bad lines left out")));
    m_summary->setText(summary + ".");
    QString text = QString::fromStdString(r.text());
    if (!r.matched.empty()) {
        text += tr("\nMatched:\n");
        for (const auto& [key, id] : r.matched)
            text += key == id ? QStringLiteral("  %1\n").arg(QString::fromStdString(key))
                              : QStringLiteral("  %1 -> %2\n")
                                    .arg(QString::fromStdString(key), QString::fromStdString(id));
    }
    m_report->setPlainText(text);
    m_import->setEnabled(!r.list.entries.empty() && !m_name->text().trimmed().isEmpty());
}

std::optional<core::PriceList> PriceListImportDialog::priceList() const
{
    if (!m_read)
        return std::nullopt;
    core::PriceList list = m_read->list;
    list.name = m_name->text().trimmed().toStdString();
    return list;
}

bool PriceListImportDialog::useForDesign() const
{
    return m_use->isChecked();
}

} // namespace cd::ui
