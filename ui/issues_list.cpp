#include "issues_list.h"

#include "design_document.h"

#include <QStyle>

namespace cd::ui {

IssuesList::IssuesList(DesignDocument& document, QWidget* parent)
    : QListWidget(parent), m_document(document)
{
    connect(&m_document, &DesignDocument::changed, this, &IssuesList::refresh);
    refresh();
}

void IssuesList::refresh()
{
    clear();
    for (const core::Issue& issue : m_document.report().issues) {
        QStyle::StandardPixmap icon = QStyle::SP_MessageBoxInformation;
        if (issue.severity == core::Severity::Error)
            icon = QStyle::SP_MessageBoxCritical;
        else if (issue.severity == core::Severity::Warning)
            icon = QStyle::SP_MessageBoxWarning;
        auto* item = new QListWidgetItem(style()->standardIcon(icon),
                                         QString::fromStdString(issue.message), this);
        item->setData(Qt::UserRole, QString::fromStdString(issue.object));
        item->setToolTip(QString::fromStdString(issue.code));
    }
}

} // namespace cd::ui
