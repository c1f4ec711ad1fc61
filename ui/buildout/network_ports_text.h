#pragma once

#include "model/catalog_view.h"
#include "model/design.h"

#include <QStringList>

// A server's network ports by role, one line each ("Compute rails: 8 × 400 Gb/s on 8 × NVIDIA
// ConnectX-7, fitted"), as the Server Build-out dialog and the Inspector list them.
namespace cd::ui {

QStringList networkPortLines(const core::Device& device, const core::CatalogItem* item,
                             const core::CatalogView& catalog);

} // namespace cd::ui
