#pragma once

#include <QDialog>

class QTextBrowser;

namespace cd::ui {

// Help ▸ User Guide: the short manual (docs/user-guide.md, compiled in), readable offline.
class UserGuideDialog : public QDialog
{
    Q_OBJECT
public:
    explicit UserGuideDialog(QWidget* parent = nullptr);

    QTextBrowser* browser() const { return m_browser; }
    // The guide's Markdown text; empty when the resource is missing.
    static QString text();

private:
    QTextBrowser* m_browser = nullptr;
};

} // namespace cd::ui
