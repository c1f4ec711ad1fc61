#pragma once

#include <QString>

#include <optional>

namespace cd::ui {

// Light and dark are explicit Fusion palettes, so the canvas, the docks and screenshots look
// the same on every desktop; System keeps whatever the platform style provides.
enum class Theme
{
    System,
    Light,
    Dark
};

QString toString(Theme theme);
std::optional<Theme> themeFromString(const QString& text);

void applyTheme(Theme theme);
// The theme saved in the settings (System when none is).
Theme savedTheme();
void saveTheme(Theme theme);

} // namespace cd::ui
