#pragma once

#include "model/catalog_view.h"

#include <QString>

namespace cd::ui {

// A catalog item's specs as HTML for the detail pane: value with unit, confidence (uncertain
// values marked), source titles with links, missing values listed as missing.
QString catalogItemHtml(const core::CatalogItem& item, const core::CatalogView& catalog);
QString specLabel(const std::string& key);

} // namespace cd::ui
