#pragma once

#include "model/quote_settings.h"
#include "quote_export.h"

#include <QDockWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QTableView;
class QToolButton;

namespace cd::ui {

class DesignDocument;
class QuotePricing;
class QuoteTableModel;

// The Quote view: the priced bill of materials grouped by category, with the price source of
// every line, editable discounts per line (and per category from the context menu), margin on
// cost, totals with tax; the price list in use, price-list import, quote settings and export.
// Every change is an undoable edit of the design's quote settings.
class QuoteDock : public QDockWidget
{
    Q_OBJECT
public:
    QuoteDock(DesignDocument& document, QuotePricing& pricing, QWidget* parent = nullptr);

    void importPriceList();
    void editSettings();
    void exportAs(QuoteFormat format);
    // Writes without asking for a file name; false (and a message box) on failure.
    bool exportTo(QuoteFormat format, const QString& path);
    // Applies `change` to a copy of the design's quote settings as one undoable edit.
    bool changeSettings(const std::function<void(core::QuoteSettings&)>& change,
                        const QString& description);

    // Exposed for tests.
    QTableView* table() const { return m_table; }
    QuoteTableModel* model() const { return m_model; }
    QComboBox* priceList() const { return m_priceList; }
    QCheckBox* marginOn() const { return m_marginOn; }
    QDoubleSpinBox* margin() const { return m_margin; }
    QLabel* totals() const { return m_totals; }

signals:
    void message(const QString& text);

private:
    // The row above the table, with the buttons the constructor connects last.
    struct ToolBar
    {
        QHBoxLayout* layout;
        QPushButton* import;
        QPushButton* settings;
    };
    ToolBar createToolBar(QWidget* body);
    void createPriceListCombo(QWidget* body);
    void createMarginFields(QWidget* body);
    QToolButton* createExportButton(QWidget* body);
    void createTable(QWidget* body);
    void createTotals(QWidget* body);
    void connectSignals(const ToolBar& bar);
    void connectMarginFields();
    void refresh();
    void showSettings(const core::QuoteSettings& s);
    QString totalsText(const core::QuoteSettings& s) const;
    QStringList totalsNotes() const;
    void refreshPriceLists();
    void showContextMenu(const QPoint& pos);

    DesignDocument& m_document;
    QuotePricing& m_pricing;
    QuoteTableModel* m_model;
    QComboBox* m_priceList;
    QCheckBox* m_marginOn;
    QDoubleSpinBox* m_margin;
    QTableView* m_table;
    QLabel* m_totals;
    bool m_refreshing = false;
};

} // namespace cd::ui
