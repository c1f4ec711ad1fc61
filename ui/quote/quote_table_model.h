#pragma once

#include <QAbstractTableModel>

namespace cd::core {
struct QuoteLine;
}

namespace cd::ui {

class QuotePricing;

// The priced quote as a table grouped by category: a heading row per category carrying its
// subtotal, then its lines. The discount column is editable; an edit is reported through
// discountEdited (the dock turns it into an undoable edit of the quote settings).
class QuoteTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        PartNumber,
        Description,
        Quantity,
        UnitPrice,
        Discount,
        NetUnit,
        Extended,
        Source,
        ColumnCount
    };
    enum Role
    {
        PartRole = Qt::UserRole + 1, // catalog id of a line (empty on a heading)
        CategoryRole                 // BOM kind of the row's category
    };

    explicit QuoteTableModel(QuotePricing& pricing, QObject* parent = nullptr);
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    bool isHeading(int row) const;

signals:
    void discountEdited(const QString& part, double percent);

private:
    struct Row
    {
        int category = -1; // index into quote().categories
        int line = -1;     // index into quote().lines; -1 on a heading
    };
    void rebuild();
    QVariant lineData(int column, int role, std::size_t line) const;
    // Display and edit text of a line's cell; `cur` is the quote's currency.
    static QVariant lineText(int column, int role, const core::QuoteLine& l,
                             const std::string& cur);
    static QVariant lineToolTip(int column, const core::QuoteLine& l, const std::string& cur);
    static QVariant lineForeground(int column, const core::QuoteLine& l);
    QVariant headingData(int column, int role, std::size_t category) const;

    QuotePricing& m_pricing;
    std::vector<Row> m_rows;
};

} // namespace cd::ui
