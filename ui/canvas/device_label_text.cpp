#include "device_label_text.h"

namespace cd::ui {

DeviceLabelText deviceLabelText(const QFontMetrics& m, const QString& text, const QString& units,
                                double bandWidth)
{
    const double beside = bandWidth - m.horizontalAdvance(units) - 8;
    if (m.horizontalAdvance(text) <= beside)
        return {text, beside, true};
    return {m.elidedText(text, Qt::ElideRight, static_cast<int>(bandWidth)), bandWidth, false};
}

} // namespace cd::ui
