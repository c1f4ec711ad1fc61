#pragma once

#include <QDockWidget>

class QLabel;

namespace cd::ui {

// A dock that shows an analysis of the design which takes milliseconds to compute (the
// Performance, Serving and TCO panels): it recomputes when the design changes while it is on
// screen (onScreen: not tabbed behind another dock), and when it comes to the front otherwise. Its
// content scrolls, so that tabbed with the other bottom docks it does not force the dock area
// taller than they need.
class AnalysisDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit AnalysisDock(const QString& title, QWidget* parent = nullptr);

    virtual void recompute() = 0;

protected:
    void showEvent(QShowEvent* event) override;
    // Connected to the document's `changed`.
    void designChanged();
    // Called by recompute(): what is shown is current.
    void markCurrent() { m_stale = false; }
    void setScrollingWidget(QWidget* content, int minimumHeight);

private:
    bool m_stale = true;
};

// A label for rich text results: selectable, wrapped, top-left, with a small margin.
QLabel* resultsLabel(QWidget* parent = nullptr);

} // namespace cd::ui
