#pragma once

#include <QListWidget>

namespace cd::ui {

class DesignDocument;

// Errors and warnings of the latest analysis, most severe first.
class IssuesList : public QListWidget
{
    Q_OBJECT
public:
    explicit IssuesList(DesignDocument& document, QWidget* parent = nullptr);

private:
    void refresh();
    DesignDocument& m_document;
};

} // namespace cd::ui
