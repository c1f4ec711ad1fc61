#pragma once

#include "model/quote_settings.h"

#include <QDialog>

#include <utility>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QTabWidget;

namespace cd::ui {

// Every setting of a quote in one place: number, date, validity, currency and exchange
// rates, tax, rounding, margin mode, workload, terms; customer and reseller (name, address,
// contacts, logo); service lines; discounts per category. OK checks the values
// (core::checkQuoteSettings) and names the first bad one rather than closing.
class QuoteSettingsDialog : public QDialog
{
    Q_OBJECT
public:
    // `categories`: (BOM kind, title) of the quote's categories, for their discounts.
    QuoteSettingsDialog(const core::QuoteSettings& settings,
                        std::vector<std::pair<std::string, std::string>> categories,
                        QWidget* parent = nullptr);

    core::QuoteSettings settings() const;
    // Whether the reseller details should become the user's saved defaults.
    bool rememberReseller() const;
    void accept() override;

    // Exposed for tests.
    QLineEdit* number() const { return m_number; }
    QComboBox* documentLanguage() const { return m_language; }
    QComboBox* currency() const { return m_currency; }
    QPlainTextEdit* exchangeRates() const { return m_rates; }
    QDoubleSpinBox* taxPercent() const { return m_taxPct; }
    QLineEdit* customerName() const { return m_customer.name; }
    QLineEdit* resellerName() const { return m_reseller.name; }
    QLabel* error() const { return m_error; }
    QTabWidget* tabs() const { return m_tabs; }

private:
    struct PartyFields
    {
        QLineEdit* name = nullptr;
        QPlainTextEdit* address = nullptr;
        QLineEdit* email = nullptr;
        QLineEdit* phone = nullptr;
        QLineEdit* logo = nullptr; // reseller only
    };
    QWidget* quotePage();
    void addNumberRows(QFormLayout* form, QWidget* page);
    void addCurrencyRows(QFormLayout* form, QWidget* page);
    void addTaxRow(QFormLayout* form, QWidget* page);
    void addRoundingRow(QFormLayout* form, QWidget* page);
    void addMarginAndTermsRows(QFormLayout* form, QWidget* page);
    QWidget* partyPage(PartyFields& fields, const core::QuoteParty& party, bool withLogo);
    QWidget* servicesPage();
    QWidget* discountsPage();
    static core::QuoteParty read(const PartyFields& fields);
    // Parses "EUR 1.08" lines; an error names the line.
    bool parseRates(std::map<std::string, double>& rates, QString& error) const;

    core::QuoteSettings m_original;
    std::vector<std::pair<std::string, std::string>> m_categories;
    QTabWidget* m_tabs;
    QLineEdit* m_number = nullptr;
    QLineEdit* m_date = nullptr;
    QSpinBox* m_validity = nullptr;
    QComboBox* m_language = nullptr;
    QComboBox* m_currency = nullptr;
    QPlainTextEdit* m_rates = nullptr;
    QLineEdit* m_taxLabel = nullptr;
    QDoubleSpinBox* m_taxPct = nullptr;
    QSpinBox* m_decimals = nullptr;
    QComboBox* m_rounding = nullptr;
    QComboBox* m_marginMode = nullptr;
    QComboBox* m_workload = nullptr;
    QPlainTextEdit* m_terms = nullptr;
    PartyFields m_customer;
    PartyFields m_reseller;
    QCheckBox* m_remember = nullptr;
    QDoubleSpinBox* m_installation = nullptr;
    QSpinBox* m_supportYears = nullptr;
    QDoubleSpinBox* m_support = nullptr;
    std::vector<QDoubleSpinBox*> m_discounts; // one per m_categories entry
    QLabel* m_error;
};

} // namespace cd::ui
