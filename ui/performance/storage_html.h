#pragma once

// The goodput and storage lines of a prediction (core goodput.h, storage_sizing.h), shared by
// the Performance dock and the Storage dialog's preview.
#include "analysis/throughput/goodput.h"
#include "analysis/throughput/storage_sizing.h"

#include <QString>

namespace cd::ui {

QString goodputHtml(const core::throughput::Goodput& g);
// Capacity for the kept checkpoints and the dataset, and data loading against reads; what
// falls short is in red.
QString storageHtml(const core::throughput::StorageSizing& s);

} // namespace cd::ui
