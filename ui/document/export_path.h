#pragma once

#include <QString>

namespace cd::ui {

class DesignDocument;

// Where a save dialog for an export opens (issue 19: they opened at "/" for an unsaved
// design): the design's own folder when it has a file, else the folder last exported to, else
// the home folder; the file named after the design, "NAME<suffix>" ("Rack A-quote.xlsx").
QString suggestedExportPath(const DesignDocument& document, const QString& suffix);
// Remembers the folder of a file the user chose to export to.
void rememberExportFolder(const QString& path);

} // namespace cd::ui
