#pragma once

namespace cd::ui {

// Drag payload of a catalog item: its catalog id, UTF-8.
inline constexpr const char* kCatalogIdMime = "application/x-cluster-designer-catalog-id";

} // namespace cd::ui
