#include "issue_list_model.h"

#include "document/design_document.h"

namespace cd::ui {

IssueListModel::IssueListModel(DesignDocument& document, QIcon error, QIcon warning, QIcon info,
                               QObject* parent)
    : QAbstractListModel(parent),
      m_document(document), m_icons{std::move(error), std::move(warning), std::move(info)}
{
}

void IssueListModel::refresh(bool oneLine)
{
    beginResetModel();
    m_rows = int(m_document.report().issues.size());
    m_oneLine = oneLine;
    endResetModel();
}

int IssueListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

QVariant IssueListModel::data(const QModelIndex& index, int role) const
{
    const core::Issues& issues = m_document.report().issues;
    if (!index.isValid() || index.row() >= m_rows || std::size_t(index.row()) >= issues.size())
        return {};
    const core::Issue& issue = issues[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return QString::fromStdString(issue.message);
    case Qt::DecorationRole:
        return m_icons[issue.severity == core::Severity::Error     ? 0
                       : issue.severity == core::Severity::Warning ? 1
                                                                   : 2];
    case Qt::ToolTipRole: {
        const QString hint =
            tr("%1 [%2] — double-click to select")
                .arg(QString::fromStdString(std::string(core::toString(issue.severity))),
                     QString::fromStdString(issue.code));
        return m_oneLine ? QString::fromStdString(issue.message) + "\n" + hint : hint;
    }
    case IdRole:
        return QString::fromStdString(issue.object);
    default:
        return {};
    }
}

} // namespace cd::ui
