#pragma once

// The names of the TCO's assumptions and cost lines as users read them, translatable: the TCO
// panel and the proposal's TCO pages show the same words (never the JSON keys).
#include <QString>

#include <string>

namespace cd::report {

QString assumptionLabel(const std::string& key);
QString costLineLabel(const std::string& key);

} // namespace cd::report
