#pragma once

#include <QDockWidget>

class QListView;

namespace cd::ui {

class DesignDocument;
class IssueListModel;
class Selection;

// Errors and warnings of the latest analysis, most severe first; double-click selects the
// object an issue concerns (or every device of a catalog model it names).
class IssuesDock : public QDockWidget
{
    Q_OBJECT
public:
    // Past this many issues each is one line (its tooltip the whole message), not wrapped.
    static constexpr std::size_t kWrappedIssues = 300;

    IssuesDock(DesignDocument& document, Selection& selection, QWidget* parent = nullptr);
    QListView* list() const { return m_list; }
    void activateRow(int row);

private:
    void refresh();

    DesignDocument& m_document;
    Selection& m_selection;
    IssueListModel* m_model;
    QListView* m_list;
};

} // namespace cd::ui
