#include "quote_settings_dialog.h"

#include "common/qstring.h"
#include "language/language.h"

#include "analysis/throughput/transformer.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace cd::ui {

namespace {

std::string s(const QString& q)
{
    return q.trimmed().toStdString();
}

QDoubleSpinBox* moneySpin(QWidget* parent, double value)
{
    auto* spin = new QDoubleSpinBox(parent);
    spin->setRange(0, 1e9);
    spin->setDecimals(2);
    spin->setGroupSeparatorShown(true);
    spin->setValue(value);
    return spin;
}

// A form row whose field is a layout: the label needs its buddy set by hand, or the '&' of
// its mnemonic shows as text.
void addRow(QFormLayout* form, const QString& text, QLayout* fields, QWidget* buddy)
{
    auto* label = new QLabel(text, form->parentWidget());
    label->setBuddy(buddy);
    form->addRow(label, fields);
}

} // namespace

QuoteSettingsDialog::QuoteSettingsDialog(
    const core::QuoteSettings& settings,
    std::vector<std::pair<std::string, std::string>> categories, QWidget* parent)
    : QDialog(parent), m_original(settings), m_categories(std::move(categories))
{
    setWindowTitle(tr("Quote Settings"));
    auto* layout = new QVBoxLayout(this);
    m_tabs = new QTabWidget(this);
    m_tabs->addTab(quotePage(), tr("&Quote"));
    m_tabs->addTab(partyPage(m_customer, settings.customer, false), tr("&Customer"));
    m_tabs->addTab(partyPage(m_reseller, settings.reseller, true), tr("&Reseller"));
    m_tabs->addTab(servicesPage(), tr("&Services"));
    m_tabs->addTab(discountsPage(), tr("&Discounts"));
    layout->addWidget(m_tabs);
    m_error = new QLabel(this);
    m_error->setStyleSheet("color: #c0392b");
    m_error->setWordWrap(true);
    layout->addWidget(m_error);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QuoteSettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

QWidget* QuoteSettingsDialog::quotePage()
{
    auto* page = new QWidget(this);
    auto* form = new QFormLayout(page);
    addNumberRows(form, page);
    addCurrencyRows(form, page);
    addTaxRow(form, page);
    addRoundingRow(form, page);
    addMarginAndTermsRows(form, page);
    return page;
}

void QuoteSettingsDialog::addNumberRows(QFormLayout* form, QWidget* page)
{
    m_number = new QLineEdit(q(m_original.number), page);
    m_number->setPlaceholderText(tr("e.g. Q-2026-0042"));
    form->addRow(tr("Quote &number:"), m_number);
    m_date = new QLineEdit(q(m_original.date), page);
    m_date->setPlaceholderText(tr("YYYY-MM-DD; empty = the day it is exported"));
    m_date->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("(\\d{4}-\\d{2}-\\d{2})?")), m_date));
    form->addRow(tr("&Date:"), m_date);
    m_validity = new QSpinBox(page);
    m_validity->setRange(0, 3650);
    m_validity->setSuffix(tr(" days"));
    m_validity->setValue(m_original.validityDays);
    form->addRow(tr("&Valid for:"), m_validity);
    m_language = new QComboBox(page);
    m_language->addItem(tr("As the program (now %1)").arg(languageName(installedLanguage())),
                        QString());
    m_language->addItem(languageName("en"), QStringLiteral("en"));
    m_language->addItem(languageName("fr"), QStringLiteral("fr"));
    m_language->setCurrentIndex(std::max(0, m_language->findData(q(m_original.language))));
    m_language->setToolTip(
        tr("The customer's language for the quote and the proposal, whatever the interface's"));
    form->addRow(tr("Document &language:"), m_language);
}

void QuoteSettingsDialog::addCurrencyRows(QFormLayout* form, QWidget* page)
{
    m_currency = new QComboBox(page);
    m_currency->setEditable(true);
    m_currency->addItems({"USD", "EUR", "GBP", "CHF", "JPY", "CAD", "AUD", "SEK", "NOK", "DKK",
                          "PLN", "INR", "SGD", "CNY"});
    m_currency->setCurrentText(q(m_original.currency));
    form->addRow(tr("C&urrency:"), m_currency);
    m_rates = new QPlainTextEdit(page);
    QString rates;
    for (const auto& [code, rate] : m_original.exchangeRates)
        rates += QStringLiteral("%1 %2\n").arg(q(code)).arg(rate, 0, 'g', 10);
    m_rates->setPlainText(rates);
    m_rates->setPlaceholderText(tr("One per line: code and units of the quote currency for one "
                                   "unit of it, e.g.\nUSD 0.92"));
    m_rates->setMaximumHeight(80);
    form->addRow(tr("&Exchange rates:"), m_rates);
}

void QuoteSettingsDialog::addTaxRow(QFormLayout* form, QWidget* page)
{
    auto* taxRow = new QHBoxLayout;
    m_taxLabel = new QLineEdit(q(m_original.taxLabel), page);
    m_taxLabel->setMaximumWidth(100);
    m_taxPct = new QDoubleSpinBox(page);
    m_taxPct->setRange(0, 100);
    m_taxPct->setSuffix(" %");
    m_taxPct->setValue(m_original.taxPct);
    taxRow->addWidget(m_taxLabel);
    taxRow->addWidget(m_taxPct, 1);
    addRow(form, tr("&Tax:"), taxRow, m_taxLabel);
}

void QuoteSettingsDialog::addRoundingRow(QFormLayout* form, QWidget* page)
{
    auto* roundRow = new QHBoxLayout;
    m_decimals = new QSpinBox(page);
    m_decimals->setRange(-3, 4);
    m_decimals->setValue(m_original.roundDecimals);
    m_decimals->setToolTip(tr("Decimal places of net unit prices (2 = cents, -1 = tens)"));
    m_rounding = new QComboBox(page);
    m_rounding->addItem(tr("to nearest"), int(core::RoundingMode::Nearest));
    m_rounding->addItem(tr("up"), int(core::RoundingMode::Up));
    m_rounding->setCurrentIndex(m_original.rounding == core::RoundingMode::Up ? 1 : 0);
    roundRow->addWidget(m_decimals);
    roundRow->addWidget(m_rounding, 1);
    addRow(form, tr("&Rounding (decimals):"), roundRow, m_decimals);
}

void QuoteSettingsDialog::addMarginAndTermsRows(QFormLayout* form, QWidget* page)
{
    m_marginMode = new QComboBox(page);
    m_marginMode->addItem(tr("Markup on cost: price = cost × (1 + m)"),
                          int(core::MarginMode::Markup));
    m_marginMode->addItem(tr("Gross margin: price = cost ÷ (1 − m)"), int(core::MarginMode::Gross));
    m_marginMode->setCurrentIndex(m_original.marginMode == core::MarginMode::Gross ? 1 : 0);
    form->addRow(tr("&Margin mode:"), m_marginMode);
    m_workload = new QComboBox(page);
    for (const std::string& p : core::throughput::presetNames())
        m_workload->addItem(q(p));
    m_workload->setCurrentText(q(m_original.workload));
    m_workload->setToolTip(tr("The model whose predicted training throughput the quote shows"));
    form->addRow(tr("&Workload on the cover:"), m_workload);
    m_terms = new QPlainTextEdit(q(m_original.terms), page);
    m_terms->setPlaceholderText(tr("Printed below the totals, e.g. payment and delivery terms"));
    m_terms->setMaximumHeight(80);
    form->addRow(tr("Te&rms:"), m_terms);
}

QWidget* QuoteSettingsDialog::partyPage(PartyFields& f, const core::QuoteParty& party,
                                        bool withLogo)
{
    auto* page = new QWidget(this);
    auto* form = new QFormLayout(page);
    f.name = new QLineEdit(q(party.name), page);
    form->addRow(tr("&Name:"), f.name);
    f.address = new QPlainTextEdit(q(party.address), page);
    f.address->setMaximumHeight(90);
    form->addRow(tr("&Address:"), f.address);
    f.email = new QLineEdit(q(party.email), page);
    form->addRow(tr("&E-mail:"), f.email);
    f.phone = new QLineEdit(q(party.phone), page);
    form->addRow(tr("&Phone:"), f.phone);
    if (!withLogo)
        return page;
    auto* logoRow = new QHBoxLayout;
    f.logo = new QLineEdit(q(party.logo), page);
    f.logo->setPlaceholderText(tr("PNG, JPEG or SVG; relative to the design file"));
    auto* browse = new QPushButton(tr("&Browse…"), page);
    logoRow->addWidget(f.logo, 1);
    logoRow->addWidget(browse);
    addRow(form, tr("&Logo:"), logoRow, f.logo);
    connect(browse, &QPushButton::clicked, this, [this, logo = f.logo] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Logo"), logo->text(),
                                                          tr("Images (*.png *.jpg *.jpeg *.svg)"));
        if (!path.isEmpty())
            logo->setText(path);
    });
    m_remember = new QCheckBox(tr("Remember as &my details for new quotes"), page);
    m_remember->setChecked(true);
    form->addRow(m_remember);
    return page;
}

QWidget* QuoteSettingsDialog::servicesPage()
{
    auto* page = new QWidget(this);
    auto* form = new QFormLayout(page);
    m_installation = moneySpin(page, m_original.installationPerServer);
    form->addRow(tr("&Installation per server:"), m_installation);
    m_supportYears = new QSpinBox(page);
    m_supportYears->setRange(0, 10);
    m_supportYears->setSuffix(tr(" years"));
    m_supportYears->setValue(m_original.supportYears);
    form->addRow(tr("&Support term:"), m_supportYears);
    m_support = moneySpin(page, m_original.supportPerServerYear);
    form->addRow(tr("Support per server and &year:"), m_support);
    form->addRow(new QLabel(tr("In the quote currency; 0 leaves the line out. A price list "
                               "entry service-installation or service-support-year wins."),
                            page));
    return page;
}

QWidget* QuoteSettingsDialog::discountsPage()
{
    auto* page = new QWidget(this);
    auto* form = new QFormLayout(page);
    for (const auto& [kind, title] : m_categories) {
        auto* spin = new QDoubleSpinBox(page);
        spin->setRange(0, 100);
        spin->setSuffix(" %");
        const auto it = m_original.categoryDiscountPct.find(kind);
        spin->setValue(it == m_original.categoryDiscountPct.end() ? 0 : it->second);
        form->addRow(tr("%1:").arg(QCoreApplication::translate("QuoteCategory", title.c_str())),
                     spin); // "%1 :" in French
        m_discounts.push_back(spin);
    }
    form->addRow(new QLabel(tr("A discount set on a line in the quote table wins over its "
                               "category's."),
                            page));
    return page;
}

core::QuoteParty QuoteSettingsDialog::read(const PartyFields& f)
{
    core::QuoteParty p;
    p.name = s(f.name->text());
    p.address = s(f.address->toPlainText());
    p.email = s(f.email->text());
    p.phone = s(f.phone->text());
    if (f.logo)
        p.logo = s(f.logo->text());
    return p;
}

bool QuoteSettingsDialog::parseRates(std::map<std::string, double>& rates, QString& error) const
{
    const QStringList lines = m_rates->toPlainText().split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QStringList parts =
            lines[i].trimmed().split(QRegularExpression("[\\s=:]+"), Qt::SkipEmptyParts);
        if (parts.isEmpty())
            continue;
        bool ok = false;
        const double rate = parts.size() == 2 ? parts[1].toDouble(&ok) : 0;
        if (!ok || rate <= 0) {
            error = tr("Exchange rates, line %1: expected a currency code and a rate above 0, "
                       "such as \"USD 0.92\"")
                        .arg(i + 1);
            return false;
        }
        rates[parts[0].toUpper().toStdString()] = rate;
    }
    return true;
}

core::QuoteSettings QuoteSettingsDialog::settings() const
{
    core::QuoteSettings r = m_original;
    r.number = s(m_number->text());
    r.date = s(m_date->text());
    r.validityDays = m_validity->value();
    r.currency = s(m_currency->currentText().toUpper());
    QString ignored;
    r.exchangeRates.clear();
    parseRates(r.exchangeRates, ignored);
    r.taxLabel = s(m_taxLabel->text());
    r.taxPct = m_taxPct->value();
    r.roundDecimals = m_decimals->value();
    r.rounding = static_cast<core::RoundingMode>(m_rounding->currentData().toInt());
    r.marginMode = static_cast<core::MarginMode>(m_marginMode->currentData().toInt());
    r.workload = s(m_workload->currentText());
    r.terms = s(m_terms->toPlainText());
    r.language = s(m_language->currentData().toString());
    r.customer = read(m_customer);
    r.reseller = read(m_reseller);
    r.installationPerServer = m_installation->value();
    r.supportYears = m_supportYears->value();
    r.supportPerServerYear = m_support->value();
    for (std::size_t i = 0; i < m_categories.size(); ++i)
        core::setDiscount(r.categoryDiscountPct, m_categories[i].first, m_discounts[i]->value());
    return r;
}

bool QuoteSettingsDialog::rememberReseller() const
{
    return m_remember && m_remember->isChecked();
}

void QuoteSettingsDialog::accept()
{
    std::map<std::string, double> rates;
    QString error;
    if (!parseRates(rates, error)) {
        m_error->setText(error);
        m_tabs->setCurrentIndex(0);
        return;
    }
    if (const auto p = core::checkQuoteSettings(settings())) {
        m_error->setText(tr("%1 must be %2").arg(q(p->key), q(p->expected)));
        return;
    }
    QDialog::accept();
}

} // namespace cd::ui
