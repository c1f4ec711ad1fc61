#pragma once

#include <QAbstractListModel>
#include <QIcon>

namespace cd::ui {

class DesignDocument;

// The issues of the document's report, one row each, read from the report as the view asks
// for them: a hall's thousands of warnings cost nothing until shown (issue 24: a list of
// widget items took 130 ms after every edit at 16,384 nodes). Display: the message;
// decoration: the severity's icon; tooltip: the severity, code and what double-click does
// (with the whole message first where rows are one line); IdRole: the object it concerns.
class IssueListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    static constexpr int IdRole = Qt::UserRole;

    IssueListModel(DesignDocument& document, QIcon error, QIcon warning, QIcon info,
                   QObject* parent = nullptr);

    // The report's issues again; `oneLine`: the tooltip repeats the message.
    void refresh(bool oneLine);
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;

private:
    DesignDocument& m_document;
    QIcon m_icons[3];
    int m_rows = 0;
    bool m_oneLine = false;
};

} // namespace cd::ui
