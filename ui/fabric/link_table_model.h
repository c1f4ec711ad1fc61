#pragma once

#include <QAbstractTableModel>
#include <QHash>
#include <QSortFilterProxyModel>

#include <string>

namespace cd::core {
struct Link;
} // namespace cd::core

namespace cd::ui {

class DesignDocument;

// Every link of the design, one row each: network, both ends (device, port, rack, U), cable
// and length, transceivers. Reads the design directly; refreshed by its dock when the design
// changed and the dock is on screen (half a million links at 16,384 nodes), so its row count is
// the one it was last refreshed with and a row the design no longer has reads empty.
class LinkTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Id,
        Network,
        FromDevice,
        FromPort,
        FromRack,
        ToDevice,
        ToPort,
        ToRack,
        Cable,
        Length,
        Optics,
        ColumnCount
    };

    explicit LinkTableModel(DesignDocument& document, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // The two device ids a row joins.
    QStringList endDevices(int row) const;
    QString network(int row) const;
    void refresh();

private:
    const core::Link* link(int row) const;
    QVariant displayData(const core::Link& l, int column) const;
    // A catalog part's model name, cached in m_parts.
    QString partName(const std::string& id) const;

    DesignDocument& m_document;
    int m_rows = 0;
    struct Where
    {
        QString device;
        QString rack;
        int u = 0;
    };
    QHash<QString, Where> m_devices;         // device id -> name and rack name
    mutable QHash<QString, QString> m_parts; // catalog id -> model name, filled as shown
};

// Rows of one network (or all) whose text holds the filter string.
class LinkFilter : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setNetwork(const QString& id); // empty: every network
    void setText(const QString& text);

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override;
    // Numbers as numbers (issue 19: "p10" sorted before "p2", "12.0 m" before "2.5 m"): the
    // text compared with digit runs taken by value.
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    QString m_network;
    QString m_text;
    bool m_any = true;
};

} // namespace cd::ui
