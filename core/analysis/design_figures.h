#pragma once

// The figures a user reads after every edit (the summary bar and the quote): servers, GPUs, GPU
// memory, power and the BOM. After an edit that only places devices they are computed from the
// design alone, keeping the fabric's parts of the last analysis, so that they are on screen
// before the whole analysis (link checks, fabric, distribution, cooling) has run again: 8-10 ms
// of its 80 at 16,384 nodes (issue 24, docs/performance.md).
#include "analysis/fabric/fabric_report.h"
#include "analysis/issues/issue.h"
#include "analysis/power/power.h"
#include "analysis/quote/bom.h"
#include "model/catalog_view.h"
#include "model/design.h"

#include <map>
#include <string>

namespace cd::core {

struct DesignFigures
{
    int servers = 0;
    int gpus = 0;
    double gpuMemoryGb = 0;
    std::map<std::string, int> gpusByModel;
    PowerReport power;
    BomReport bom;
};

// Servers, GPUs and GPU memory of the design's devices into `figures`; a GPU with no published
// memory is an issue.
void countCompute(const Design& design, const CatalogView& catalog, DesignFigures& figures,
                  Issues& issues);

// The figures after an edit of EditScope::Placement, `kept` being the fabric report of the
// design before it: the devices' parts and ports and the links are the same, so are the cables
// and transceivers the BOM takes from it. Equal to analyze()'s (tst_design_figures). `base` is
// the catalog under the design's embedded entries, as for analyze().
DesignFigures placementFigures(const Design& design, const CatalogView& base,
                               const FabricReport& kept);

} // namespace cd::core
