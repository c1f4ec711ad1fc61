#pragma once

// The one path from a design to its TCO (issue 25): its priced quote for capex, its power
// analysis and the throughput model's draw for the busy hours, its GPUs and servers for the
// per-unit costs, the workload's rates for tokens and training runs, and the cloud table's price
// of its GPU. The CLI's `tco` and the views both come through here.
#include "analysis/analyze.h"
#include "analysis/quote/quote.h"
#include "analysis/tco/cloud_prices.h"
#include "analysis/tco/tco.h"
#include "analysis/tco/tco_sensitivity.h"
#include "analysis/throughput/design_prediction.h"
#include "analysis/throughput/design_serving.h"
#include "analysis/throughput/serving.h"
#include "model/design.h"
#include "model/quote_settings.h"

#include <optional>
#include <string>
#include <vector>

namespace cd::core::tco {

struct TcoRequest
{
    TcoAssumptions assumptions = defaultAssumptions(); // money in USD, as the defaults
    bool serve = false;            // a serving TCO ($/M tokens) rather than training
    throughput::Workload training; // its preset is also the served model
    throughput::ServingInput serving;
    CloudTerm cloudTerm = CloudTerm::OnDemand;
    std::vector<CloudPrice> cloudPrices; // the user's, before the built-in table's
};

// The defaults for this design: its site's PUE, and its site's energy price where that is in
// USD (as the energy figures take it), replace the industry defaults, so that the TCO draws the
// facility power the Power and Cooling dock shows. Money in USD, as defaultAssumptions().
TcoAssumptions designDefaults(const Design& design);

// The design's saved assumptions (`tco` in the file) over its defaults (designDefaults), its
// cloud term and its imported cloud prices.
TcoRequest requestFor(const Design& design);

// What a serving TCO was made of, to price other operating points and sizes of the same
// design (tco_sizing.h).
struct ServingBasis
{
    throughput::TransformerSpec model;
    throughput::ClusterSpec cluster;
    throughput::ServingInput input;
    throughput::EnergyInput energy;
    throughput::ServingEstimate estimate;
};

struct DesignTco
{
    Tco tco;
    TcoFacts facts;                      // what the design gave: capex, counts, busy and idle power
    TcoWorkload workloadRates;           // the workload's rates the figures were made with
    double otherItKw = 0;                // every device but the GPU nodes, at its typical draw
    std::optional<ServingBasis> serving; // a serving TCO's point, model and cluster
    TcoAssumptions assumptions; // as used: in the TCO's currency, support as the quote has it
    std::string workload;       // what the tokens and the busy draw are of, for the user
    std::vector<CloudPrice> cloudPrices;  // every term the table has for the GPU, in USD
    std::vector<Sensitivity> sensitivity; // the largest drivers of the cost of a GPU-hour
};

// Figures the caller already has for the request's workload (the comparison predicts each
// variant once): used instead of predicting again. Null: predicted here.
struct KnownWorkload
{
    const throughput::DesignPrediction* training = nullptr;
    const throughput::VariantServing* serving = nullptr;
};

DesignTco tcoForDesign(const Design& design, const CatalogView& catalog, const Report& report,
                       const Quote& quote, const QuoteSettings& settings, const TcoRequest& r,
                       const KnownWorkload& known = {});

} // namespace cd::core::tco
