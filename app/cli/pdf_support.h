#pragma once

// What the commands that write PDFs (bom --format pdf, report) share.
#include "model/design.h"

#include <string>

namespace cd::cli {

// QPdfWriter and fonts need a QGuiApplication; made once, on the offscreen platform unless
// QT_QPA_PLATFORM says otherwise, so no display is needed.
void ensureGuiApplication();

} // namespace cd::cli
