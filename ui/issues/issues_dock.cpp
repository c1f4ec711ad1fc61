#include "issues_dock.h"

#include "document/design_document.h"
#include "document/selection.h"

#include <QListWidget>
#include <QStyle>

namespace cd::ui {

IssuesDock::IssuesDock(DesignDocument& document, Selection& selection, QWidget* parent)
    : QDockWidget(tr("Issues"), parent), m_document(document), m_selection(selection),
      m_list(new QListWidget(this))
{
    setObjectName("issuesDock");
    m_list->setIconSize(QSize(16, 16));
    m_list->setWordWrap(true);
    setWidget(m_list);
    connect(&m_document, &DesignDocument::changed, this, &IssuesDock::refresh);
    connect(m_list, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { activateRow(m_list->row(item)); });
    refresh();
}

void IssuesDock::refresh()
{
    m_list->clear();
    const core::Report& r = m_document.report();
    // Thousands of issues (a hall's racks each over the air limit): wrapped, each item's text
    // is laid out to size the list, seconds at 16,384 nodes; one line each, one item sizes all
    // and the tooltip holds the whole message.
    const bool many = r.issues.size() > kWrappedIssues;
    m_list->setWordWrap(!many);
    m_list->setUniformItemSizes(many);
    for (const core::Issue& issue : r.issues) {
        QStyle::StandardPixmap icon = QStyle::SP_MessageBoxInformation;
        if (issue.severity == core::Severity::Error)
            icon = QStyle::SP_MessageBoxCritical;
        else if (issue.severity == core::Severity::Warning)
            icon = QStyle::SP_MessageBoxWarning;
        auto* item = new QListWidgetItem(style()->standardIcon(icon),
                                         QString::fromStdString(issue.message), m_list);
        item->setData(Qt::UserRole, QString::fromStdString(issue.object));
        const QString hint =
            tr("%1 [%2] — double-click to select")
                .arg(QString::fromStdString(std::string(core::toString(issue.severity))),
                     QString::fromStdString(issue.code));
        item->setToolTip(many ? item->text() + "\n" + hint : hint);
    }
    setWindowTitle(tr("Issues — %1 errors, %2 warnings")
                       .arg(r.count(core::Severity::Error))
                       .arg(r.count(core::Severity::Warning)));
}

void IssuesDock::activateRow(int row)
{
    QListWidgetItem* item = m_list->item(row);
    if (!item)
        return;
    const std::string object = item->data(Qt::UserRole).toString().toStdString();
    const core::Design& d = m_document.design();
    if (d.findDevice(object) || d.findRack(object)) {
        m_selection.set({QString::fromStdString(object)});
        return;
    }
    if (const core::Link* link = d.findLink(object)) {
        m_selection.set(
            {QString::fromStdString(link->a.device), QString::fromStdString(link->b.device)});
        return;
    }
    QStringList ids; // a catalog id: every device or rack of that model
    for (const core::Device& dev : d.devices)
        if (dev.model == object)
            ids << QString::fromStdString(dev.id);
    for (const core::Rack& r : d.racks)
        if (r.model == object)
            ids << QString::fromStdString(r.id);
    m_selection.set(ids);
}

} // namespace cd::ui
