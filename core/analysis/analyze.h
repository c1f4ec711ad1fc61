#pragma once

#include "analysis/design_figures.h"
#include "analysis/fabric/fabric_report.h"
#include "analysis/fabric/nvlink_domain.h"
#include "analysis/issues/issue.h"
#include "analysis/power/cooling.h"
#include "analysis/power/power.h"
#include "analysis/power/power_distribution.h"
#include "analysis/power/psu.h"
#include "analysis/quote/bom.h"
#include "model/catalog_view.h"
#include "model/design.h"

#include <map>
#include <string>

namespace cd::core {

// The figures (servers, GPUs, GPU memory, power, BOM) and everything else the analysis finds.
struct Report : DesignFigures
{
    int racks = 0;
    PsuReport psu;
    DistributionReport distribution; // feeds, circuits, PDUs per rack
    CoolingReport cooling;
    FabricReport fabric; // its issues are in `issues` too
    NvlinkReport nvlink;
    Issues issues;

    int count(Severity s) const;
    // Some device has no published power (a `power-unknown` issue): the power, heat and
    // energy figures count it as 0 W and are floors, shown "≥".
    bool powerIsFloor() const;
};

class LinkEnds;

// The whole analysis of a design against a catalog: pure, no I/O. Entries the design embeds
// take precedence over `catalog`. `ends`: the design's link ends where the caller keeps them
// across edits that change no link (LinkEnds::rebind), else resolved here.
Report analyze(const Design& design, const CatalogView& catalog, const LinkEnds* ends = nullptr);

} // namespace cd::core
