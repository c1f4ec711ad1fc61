#include "analysis/throughput/design_prediction.h"

#include "analysis/throughput/checkpoint_storage.h"
#include "model/network.h"
#include "software_stacks.h"
#include "text/translation.h"

#include <algorithm>

namespace cd::core::throughput {

namespace {

// The transport of a family at a port speed: ib-ndr for InfiniBand at 400 Gb/s, roce-400g,
// eth-400g; the fastest of the family not above the NIC when none matches exactly.
std::string transportAt(bool infiniband, bool rdma, double gbps)
{
    const core::Transport* best = nullptr;
    for (const core::Transport& t : transports())
        if (t.infiniband == infiniband && t.rdma == rdma && t.gbps <= gbps &&
            (!best || t.gbps > best->gbps))
            best = &t;
    return best ? std::string(best->name) : std::string();
}

double fabricSpread(const std::vector<FabricCurve>& curves)
{
    double spread = 0;
    for (const FabricCurve& a : curves)
        for (const FabricCurve& b : curves)
            for (size_t i = 0; i < std::min(a.points.size(), b.points.size()); ++i) {
                const ScalingPoint &p = a.points[i], &q = b.points[i];
                if (p.fits && q.fits && p.tokensPerS > q.tokensPerS)
                    spread = std::max(spread, 1 - q.tokensPerS / p.tokensPerS);
            }
    return spread;
}

} // namespace

std::vector<FabricCurve> fabricsFor(const ClusterSpec& c)
{
    const double gbps = c.scaleOut.gbpsPerNic;
    std::vector<FabricCurve> out{
        {"InfiniBand",
         transportAt(true, true, gbps),
         c.scaleOut.transport == Transport::InfiniBand,
         {}},
        {"RoCE", transportAt(false, true, gbps), c.scaleOut.transport == Transport::RoCE, {}},
        {"TCP Ethernet",
         transportAt(false, false, gbps),
         c.scaleOut.transport == Transport::Tcp,
         {}},
    };
    return out;
}

std::optional<TransformerSpec> modelFor(const Workload& w)
{
    auto model = findPreset(w.preset);
    if (model && w.seq > 0)
        model->seq = w.seq;
    return model;
}

TrainingConfig trainingConfigFor(const Workload& w, const ClusterSpec& c)
{
    TrainingConfig base;
    base.par.globalBatch = w.globalBatch;
    base.precision = w.precision;
    if (w.autoLayout)
        return base;
    base.par.tp = w.tp;
    base.par.pp = w.pp;
    base.par.cp = w.cp;
    base.par.vp = w.vp;
    base.par.ep = w.ep;
    base.par.zero = w.zero;
    const int modelParallel = w.tp * w.pp * w.cp;
    base.par.dp = modelParallel > 0 ? c.gpus() / modelParallel : 0;
    base.par.sequenceParallel = w.tp > 1;
    base.recompute = Recompute::Selective;
    return base;
}

namespace {

// The stack a prediction of `design` runs: the workload's choice, else the design's, else the
// registry's default (its first entry).
std::string stackIdFor(const Workload& w, const Design& design)
{
    if (!w.stack.empty())
        return w.stack;
    if (design.workload && !design.workload->stack.empty())
        return design.workload->stack;
    return std::string(softwareStacks().front().id);
}

// The search holds to what the stack runs: data parallelism only for stacks without model
// parallelism.
SearchSpace searchSpaceFor(const SoftwareStack& s)
{
    SearchSpace space;
    space.maxAlternatives = 0;
    if (!s.modelParallel)
        space.tp = space.pp = space.cp = space.ep = 1;
    return space;
}

// The workload's configuration under `stack`, whose only ZeRO stage it takes where the stack
// runs one (hf-trainer: DDP).
TrainingConfig stackConfigFor(const Workload& w, const ClusterSpec& c, const SoftwareStack& stack)
{
    TrainingConfig base = trainingConfigFor(w, c);
    base.stack = stack;
    if (stack.zeroStage >= 0)
        base.par.zero = stack.zeroStage;
    return base;
}

// The design's NICs on each fabric family, the layout held fixed, up to kCurveNodesFactor x
// its node count; the design's own curve gives its scaling efficiency.
void drawFabricCurves(DesignPrediction& r)
{
    const ClusterSpec& c = r.cluster.cluster;
    r.curves = fabricsFor(c);
    for (FabricCurve& f : r.curves) {
        ClusterSpec other = c;
        if (!f.design) {
            const auto so = scaleOutFor(f.transport, c.scaleOut.gbpsPerNic);
            if (!so)
                continue;
            other.scaleOut.name = so->name;
            other.scaleOut.transport = so->transport;
            other.scaleOut.gbpsPerNic = so->gbpsPerNic;
        } else {
            f.transport = c.scaleOut.name;
        }
        f.points = scalingCurve(r.model, other, r.config, kCurveNodesFactor * c.nodes);
        if (f.design) {
            r.scalingEfficiency = scalingEfficiencyAt(f.points, c.nodes);
            r.scalingReferenceNodes = core::throughput::scalingReferenceNodes(f.points);
        }
    }
    r.fabricSpread = fabricSpread(r.curves);
}

// Time to train, energy and goodput of the run at the predicted step rate.
void addRunFigures(DesignPrediction& r, const Design& design, const CatalogView& catalog,
                   const Workload& w)
{
    const double trainTokens = w.trainTokens;
    const ClusterSpec& c = r.cluster.cluster;
    r.timeToTrainS = r.estimate.tokensPerS > 0 ? trainTokens / r.estimate.tokensPerS : 0;
    r.energy = trainingEnergy(c, r.estimate,
                              energyInputForDesign(design, catalog, r.cluster, trainTokens));
    // The storage systems and their bandwidth once, for goodput and for the storage sizing.
    std::vector<StorageSystem> systems = storageSystems(design, catalog);
    const CheckpointBandwidth bandwidth = checkpointBandwidth(design, catalog, systems);
    GoodputInput in = goodputInput(r.model.totalParams(), c, bandwidth, r.config.stack);
    if (w.syncCheckpoints)
        in.writeSynchronously(text::translate("Goodput", "written synchronously (async save off)"));
    r.goodput = goodput(in, r.estimate.tokensPerS);
    StorageNeeds needs;
    needs.checkpointBytes = r.model.totalParams() * kCheckpointBytesPerParameter;
    needs.tokensPerS = r.estimate.tokensPerS;
    needs.trainTokens = trainTokens;
    needs.bytesPerToken = tokenBytes(r.model.vocab);
    r.storage = storageSizing(std::move(systems), bandwidth.readGBps, needs);
}

} // namespace

DesignPrediction predictForDesign(const Design& design, const CatalogView& catalog,
                                  const Workload& w, FabricCurves curves)
{
    DesignPrediction r;
    r.cluster = clusterFromDesign(design, catalog);
    if (!r.cluster.error.empty()) {
        r.error = r.cluster.error;
        return r;
    }
    const auto model = modelFor(w);
    if (!model) {
        r.error = text::arg(text::translate("TrainingChecks", "no model preset '%1'"), {w.preset});
        return r;
    }
    r.model = *model;
    r.stack = stackIdFor(w, design);
    const auto stack = findStack(r.stack);
    if (!stack) {
        r.error = text::arg(text::translate("TrainingChecks", "no software stack '%1'"), {r.stack});
        return r;
    }
    const ClusterSpec& c = r.cluster.cluster;
    const TrainingConfig base = stackConfigFor(w, c, *stack);
    const TrainingPlan plan = planTraining(r.model, c, base, w.autoLayout, searchSpaceFor(*stack));
    if (!plan.ok()) {
        r.error = plan.error;
        return r;
    }
    r.config = plan.config;
    r.estimate = plan.estimate;
    r.requestedGlobalBatch = plan.requestedGlobalBatch;
    r.notes = plan.notes;
    addRunFigures(r, design, catalog, w);
    if (curves == FabricCurves::Draw)
        drawFabricCurves(r);
    return r;
}

} // namespace cd::core::throughput
