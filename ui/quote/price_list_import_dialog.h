#pragma once

#include "price_list_import.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QVBoxLayout;

namespace cd::core {
class CatalogView;
}

namespace cd::ui {

// Reads a reseller price list (CSV or XLSX) and shows, before anything is stored, what it
// priced, what matched the catalog, what did not, and each bad line with its number and
// field. Import stores the good lines in the user database under the chosen name.
class PriceListImportDialog : public QDialog
{
    Q_OBJECT
public:
    PriceListImportDialog(const core::CatalogView& catalog, const std::string& defaultCurrency,
                          QWidget* parent = nullptr);

    // Reads `path` and shows its report (the Browse button calls this too).
    void setFile(const QString& path);
    // The list to store, named as the dialog says; nullopt when nothing could be read.
    std::optional<core::PriceList> priceList() const;
    bool useForDesign() const;

    // Exposed for tests.
    QPlainTextEdit* reportView() const { return m_report; }
    QLabel* summary() const { return m_summary; }
    QPushButton* importButton() const { return m_import; }
    QLineEdit* name() const { return m_name; }

private:
    // Adds the file and name rows; returns the Browse button for connectSignals.
    QPushButton* addFileRows(QVBoxLayout* layout);
    void addReportViews(QVBoxLayout* layout);
    QDialogButtonBox* addButtons(QVBoxLayout* layout);
    void connectSignals(QDialogButtonBox* buttons, QPushButton* browse);

    const core::CatalogView& m_catalog;
    std::string m_currency;
    std::optional<catalog::PriceListReport> m_read;
    QLineEdit* m_file;
    QLineEdit* m_name;
    QLabel* m_summary;
    QPlainTextEdit* m_report;
    QCheckBox* m_use;
    QPushButton* m_import;
};

} // namespace cd::ui
