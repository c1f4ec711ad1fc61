#pragma once

// What the commands that write PDFs (bom --format pdf, report) share.
#include "model/design.h"

#include <optional>
#include <string>

namespace cd::cli {

// QPdfWriter and fonts need a QGuiApplication; made once, on the offscreen platform unless
// QT_QPA_PLATFORM says otherwise, so no display is needed.
void ensureGuiApplication();

// The language a document is made in: --lang when given (en or fr, else a UsageError), else the
// customer's language saved in the design's quote settings, else the system locale's (LANG,
// LC_ALL), else English.
std::string documentLanguage(const std::optional<std::string>& flag, const std::string& saved);

} // namespace cd::cli
