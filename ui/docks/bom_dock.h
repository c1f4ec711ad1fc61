#pragma once

#include <QAbstractTableModel>
#include <QDockWidget>

class QLabel;
class QTableView;

namespace cd::ui {

class DesignDocument;

// The BOM of the latest analysis as a table: part, description, quantity, unit price, total.
class BomTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Part, Description, Quantity, UnitPrice, Total, Source, ColumnCount };
    explicit BomTableModel(DesignDocument& document, QObject* parent = nullptr);
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    DesignDocument& m_document;
};

class BomDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit BomDock(DesignDocument& document, QWidget* parent = nullptr);
    QTableView* table() const { return m_table; }

private:
    DesignDocument& m_document;
    BomTableModel* m_model;
    QTableView* m_table;
    QLabel* m_total;
};

} // namespace cd::ui
