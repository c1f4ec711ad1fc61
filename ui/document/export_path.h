#pragma once

#include <QString>

class QWidget;

namespace cd::ui {

class DesignDocument;

// Where a save dialog for an export opens (issue 19: they opened at "/" for an unsaved
// design): the design's own folder when it has a file, else the folder last exported to, else
// the home folder; the file named after the design, "NAME<suffix>" ("Rack A-quote.xlsx").
QString suggestedExportPath(const DesignDocument& document, const QString& suffix);
// Remembers the folder of a file the user chose to export to.
void rememberExportFolder(const QString& path);
// The save dialog of an export: opens at suggestedExportPath, remembers the folder chosen.
// Empty when the user cancels.
QString askExportPath(QWidget* parent, const QString& title, const DesignDocument& document,
                      const QString& suffix, const QString& filter);

} // namespace cd::ui
