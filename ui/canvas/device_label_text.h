#pragma once

// What a device's label band on the canvas shows: its name and model, and its U range on the
// right while both fit. The U range gives way first (the rails carry the unit numbers), so that
// "dgx04  ·  DGX H100" is not cut to "DGX H1…" beside "U25-32"; only then is the text cut.
#include <QFontMetrics>
#include <QString>

namespace cd::ui {

struct DeviceLabelText
{
    QString text;      // cut to `width` only where it does not fit the whole band
    double width = 0;  // the width the text is drawn in
    bool units = true; // the U range is drawn on the right
};

// The width left beside the U range in a band `bandWidth` wide.
double widthBesideUnits(const QFontMetrics& m, const QString& units, double bandWidth);

DeviceLabelText deviceLabelText(const QFontMetrics& m, const QString& text, const QString& units,
                                double bandWidth);

} // namespace cd::ui
