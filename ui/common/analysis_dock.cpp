#include "analysis_dock.h"

#include "on_screen.h"

#include <QLabel>
#include <QScrollArea>

namespace cd::ui {

AnalysisDock::AnalysisDock(const QString& title, QWidget* parent) : QDockWidget(title, parent)
{
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && m_stale)
            recompute();
    });
}

void AnalysisDock::showEvent(QShowEvent* event)
{
    QDockWidget::showEvent(event);
    if (m_stale)
        recompute();
}

void AnalysisDock::designChanged()
{
    if (!onScreen(this)) {
        m_stale = true;
        return;
    }
    recompute();
}

void AnalysisDock::setScrollingWidget(QWidget* content, int minimumHeight)
{
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    content->setMinimumHeight(minimumHeight);
    scroll->setWidget(content);
    setWidget(scroll);
}

QLabel* resultsLabel(QWidget* parent)
{
    auto* l = new QLabel(parent);
    l->setTextFormat(Qt::RichText);
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    l->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    l->setContentsMargins(6, 4, 6, 4);
    return l;
}

} // namespace cd::ui
