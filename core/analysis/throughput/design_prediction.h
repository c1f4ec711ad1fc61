#pragma once

// What the Performance panel shows for a design (issue 7 item 6): a workload on the design's own
// cluster (design_cluster.h), its best layout or a given one, the step estimate, and tokens/s
// against node count on InfiniBand, RoCE and TCP Ethernet with the design's NICs. Pure; the GUI
// only displays it.
#include "analysis/throughput/design_cluster.h"
#include "analysis/throughput/energy.h"
#include "analysis/throughput/goodput.h"
#include "analysis/throughput/search.h"
#include "analysis/throughput/storage_sizing.h"
#include "analysis/throughput/training_plan.h"
#include "analysis/throughput/transformer.h"
#include "model/workload_defaults.h"

#include <string>
#include <vector>

namespace cd::core::throughput {

struct Workload
{
    std::string preset = kDefaultModelPreset;
    int globalBatch = kDefaultGlobalBatch; // sequences per step
    int seq = 0;                           // 0 = the preset's
    Precision precision = Precision::Bf16;
    bool autoLayout = true; // search tp, pp, cp, vp, ep, micro-batch, recompute, ZeRO
    // When not auto; dp fills the cluster: GPUs / (tp x pp x cp).
    int tp = 1, pp = 1, cp = 1, vp = 1, ep = 1, zero = 1;
    double trainTokens = kDefaultTrainTokens;
    // Software stack by registry name (software_stacks.h); empty: the design's own (its
    // `workload`), else the default, megatron-core.
    std::string stack;
    // Checkpoints written synchronously even where the stack can save asynchronously (its
    // async save not enabled: torchtitan's default, Megatron-Core without --async-save).
    bool syncCheckpoints = false;
};

struct FabricCurve
{
    std::string label;     // "InfiniBand", "RoCE", "TCP Ethernet"
    std::string transport; // transports() name at the design's NIC speed
    bool design = false;   // the design's own fabric
    std::vector<ScalingPoint> points;
};

struct DesignPrediction
{
    std::string error; // nothing else is meaningful then
    DesignCluster cluster;
    std::string stack; // registry name of the software stack predicted with
    TransformerSpec model;
    TrainingConfig config;
    TrainingEstimate estimate;
    // The global batch the workload asked for (config's is the one used) and what the plan
    // changed from the workload, and why (TrainingPlan::notes).
    int requestedGlobalBatch = 0;
    // Power and energy of the run at the prediction's step rate (energy.h).
    TrainingEnergy energy;
    // What is left after interruptions and checkpoints, with the design's storage (goodput.h).
    Goodput goodput;
    // Whether the design's storage holds the run's checkpoints and dataset and feeds its
    // tokens/s (storage_sizing.h).
    StorageSizing storage;
    std::vector<std::string> notes;
    double timeToTrainS = 0;
    // The design's fabric at its node count against the smallest node count the layout fits on
    // (scalingReferenceNodes), the layout held fixed (search.h scalingCurve).
    double scalingEfficiency = 0;
    int scalingReferenceNodes = 0;
    // Largest gap between the fabrics' tokens/s at any node count, as a share of the fastest:
    // near 0 when the data-parallel traffic hides behind compute and the lines coincide.
    double fabricSpread = 0;
    std::vector<FabricCurve> curves; // up to kCurveNodesFactor x the design's node count
};

// The curves continue beyond the design to this many times its node count (what adding
// scalable units would give); the design's own point is marked.
inline constexpr int kCurveNodesFactor = 4;

// The same NICs on the three fabric families, in that order; the design's own is marked.
std::vector<FabricCurve> fabricsFor(const ClusterSpec& c);

// Whether a prediction also draws the scaling curves of the three fabric families (the
// Performance dock and the comparison do; the quote's one throughput figure does not).
enum class FabricCurves
{
    Draw,
    Skip
};

// The one path from a design and a workload to a prediction: the GUI, `predict DESIGN`, the
// quote and the comparison all come through here.
DesignPrediction predictForDesign(const Design& design, const CatalogView& catalog,
                                  const Workload& w, FabricCurves curves = FabricCurves::Draw);

// The model a workload names (its preset, the sequence length overridden where given);
// nullopt for an unknown preset.
std::optional<TransformerSpec> modelFor(const Workload& w);

// The step a workload asks for on cluster `c`: its batch and precision, and under a fixed
// layout its tp, pp, cp, vp, ep and ZeRO stage with dp filling the cluster, sequence
// parallelism with TP and selective recompute (Megatron-Core's defaults).
TrainingConfig trainingConfigFor(const Workload& w, const ClusterSpec& c);

} // namespace cd::core::throughput
