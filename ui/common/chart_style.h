#pragma once

// The look the analysis docks' charts share: the palette's colours, a small title and legend.
class QAbstractAxis;
class QChart;
class QString;

namespace cd::ui {

// A chart with the palette's base background and text colours, the legend below.
QChart* newChart(const QString& title);
// An axis in small type in the palette's text colour, titled `title`.
void styleAxis(QAbstractAxis* a, const QString& title);

} // namespace cd::ui
