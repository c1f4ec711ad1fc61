#pragma once

// Internal to edit_factory.cpp and copy_edit_factory.cpp: the check every new or changed
// device passes. Not part of the public API (edit_factory.h).

#include "edit_result.h"
#include "model/catalog_view.h"
#include "model/design.h"

namespace cd::core::edits::detail {

// The device's model is in the catalog, its placement fits and its GPU choice is allowed.
Result checkDevice(const Design& design, const CatalogView& catalog, const Device& device);

} // namespace cd::core::edits::detail
