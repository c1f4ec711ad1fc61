#pragma once

// The look the analysis docks' charts share: the palette's colours, a small title and legend.
class QAbstractAxis;
class QChart;
class QString;
class QValueAxis;

namespace cd::ui {

// Bar labels and axis numbers in the application's language (35 887 in French, 35,887 in
// English); Qt Charts writes them the C way otherwise.
void localizeNumbers(QChart* chart);
// A chart with the palette's base background and text colours, the legend below, its numbers
// localised.
QChart* newChart(const QString& title);
// An axis in small type in the palette's text colour, titled `title`.
void styleAxis(QAbstractAxis* a, const QString& title);
// Tick numbers with as many decimals as the step between ticks needs ("0, 0.5, 1", not
// "0, 0, 1"), set after the range; none at all on an axis with nothing drawn against it
// (`empty`), whose range is only a placeholder.
void formatTicks(QValueAxis* a, bool empty);

} // namespace cd::ui
