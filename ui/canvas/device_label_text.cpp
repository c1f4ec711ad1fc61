#include "device_label_text.h"

namespace cd::ui {

double widthBesideUnits(const QFontMetrics& m, const QString& units, double bandWidth)
{
    return bandWidth - m.horizontalAdvance(units) - 8;
}

DeviceLabelText deviceLabelText(const QFontMetrics& m, const QString& text, const QString& units,
                                double bandWidth)
{
    const double beside = widthBesideUnits(m, units, bandWidth);
    if (m.horizontalAdvance(text) <= beside)
        return {text, beside, true};
    return {m.elidedText(text, Qt::ElideRight, static_cast<int>(bandWidth)), bandWidth, false};
}

} // namespace cd::ui
