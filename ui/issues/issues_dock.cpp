#include "issues_dock.h"

#include "document/design_document.h"
#include "document/selection.h"
#include "issue_list_model.h"

#include <QListView>
#include <QStyle>

namespace cd::ui {

IssuesDock::IssuesDock(DesignDocument& document, Selection& selection, QWidget* parent)
    : QDockWidget(tr("Issues"), parent), m_document(document), m_selection(selection),
      m_model(new IssueListModel(document, style()->standardIcon(QStyle::SP_MessageBoxCritical),
                                 style()->standardIcon(QStyle::SP_MessageBoxWarning),
                                 style()->standardIcon(QStyle::SP_MessageBoxInformation), this)),
      m_list(new QListView(this))
{
    setObjectName("issuesDock");
    m_list->setIconSize(QSize(16, 16));
    m_list->setModel(m_model);
    setWidget(m_list);
    connect(&m_document, &DesignDocument::changed, this, &IssuesDock::refresh);
    connect(m_list, &QListView::activated, this,
            [this](const QModelIndex& index) { activateRow(index.row()); });
    refresh();
}

void IssuesDock::refresh()
{
    const core::Report& r = m_document.report();
    // Thousands of issues (a hall's racks each over the air limit): wrapped, each row's text
    // is laid out to size the list, seconds at 16,384 nodes; one line each, one row sizes all
    // and the tooltip holds the whole message.
    const bool many = r.issues.size() > kWrappedIssues;
    m_list->setWordWrap(!many);
    m_list->setUniformItemSizes(many);
    m_model->refresh(many);
    setWindowTitle(tr("Issues — %1 errors, %2 warnings")
                       .arg(r.count(core::Severity::Error))
                       .arg(r.count(core::Severity::Warning)));
}

void IssuesDock::activateRow(int row)
{
    const QModelIndex index = m_model->index(row);
    if (!index.isValid())
        return;
    const std::string object = index.data(IssueListModel::IdRole).toString().toStdString();
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
