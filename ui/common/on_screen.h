#pragma once

#include <QWidget>

namespace cd::ui {

// Whether the user can see `w`. A dock tabbed behind another stays isVisible(), only moved off
// the window (Qt 6.4: a tabbed dock's every panel was recomputed after each edit, 0.5 s at
// 16,384 nodes, issue 24); its visible region is empty. A dock coming back to the front emits
// QDockWidget::visibilityChanged(true), where what it put off is done.
inline bool onScreen(const QWidget* w)
{
    return w->isVisible() && !w->visibleRegion().isEmpty();
}

} // namespace cd::ui
