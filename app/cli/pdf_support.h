#pragma once

// What the commands that write PDFs (bom --format pdf, report) share.
#include "model/design.h"

#include <string>

namespace cd::cli {

// QPdfWriter and fonts need a QGuiApplication; made once, on the offscreen platform unless
// QT_QPA_PLATFORM says otherwise, so no display is needed.
void ensureGuiApplication();

// The design's quote settings (defaults when it has none) with a relative reseller logo path
// made relative to the design file, as the GUI stores it.
core::QuoteSettings quoteSettingsOf(const core::Design& design, const std::string& designPath);

} // namespace cd::cli
