#include "comparison_rows.h"

namespace cd::core {

using text::translate;

namespace {

using A = const VariantAnalysis&;
using T = std::string&;
using Opt = std::optional<double>;

// The row's figure only where the variant was predicted and its storage gives one.
template <typename Figure> auto whenStored(Figure figure)
{
    return [figure](A a, T t) {
        if (!tokensPerS(a, t))
            return Opt();
        if (!a.prediction.storage.ok()) {
            t = translate("Comparison", "no storage");
            return Opt();
        }
        return Opt(figure(a.prediction));
    };
}

} // namespace

// A variant without storage of a published throughput shows no goodput.
void addGoodputRows(RowBuilder& b)
{
    b.number("goodput_percent", translate("Comparison", "Goodput"), "%", Better::Higher, 1,
             [](A a, T t) {
                 if (!tokensPerS(a, t) || !a.prediction.goodput.ok())
                     return Opt();
                 return Opt(a.prediction.goodput.goodputFraction * 100);
             });
    b.number("effective_tokens_per_s", translate("Comparison", "Throughput after interruptions"),
             translate("Comparison", "tokens/s"), Better::Higher, 0, [](A a, T t) {
                 if (!tokensPerS(a, t) || !a.prediction.goodput.ok())
                     return Opt();
                 return Opt(a.prediction.goodput.effectiveTokensPerS);
             });
    b.number("checkpoint_write_s", translate("Comparison", "Checkpoint written in"), "s",
             Better::Lower, 0, [](A a, T t) {
                 if (!tokensPerS(a, t) || !a.prediction.goodput.ok())
                     return Opt();
                 return Opt(a.prediction.goodput.checkpointWriteS);
             });
    b.number("checkpoint_stall_s", translate("Comparison", "Training stalled per checkpoint"), "s",
             Better::Lower, 2, [](A a, T t) {
                 if (!tokensPerS(a, t) || !a.prediction.goodput.ok())
                     return Opt();
                 return Opt(a.prediction.goodput.checkpointStallS);
             });
}

void addStorageRows(RowBuilder& b)
{
    using P = const throughput::DesignPrediction&;
    // A system of unpublished capacity makes the sum a floor: shown "≥", never best.
    b.number("storage_capacity_tb", translate("Comparison", "Storage, raw"),
             translate("Comparison", "TB"), Better::Higher, 1,
             [stored = whenStored([](P p) { return p.storage.capacityTb; })](A a, T t) {
                 const Opt v = stored(a, t);
                 if (v && a.prediction.storage.systemsWithoutCapacity > 0) {
                     t = "≥ " + format::grouped(*v, 1);
                     return Opt();
                 }
                 return v;
             });
    b.number("storage_needed_tb", translate("Comparison", "Storage needed (checkpoints, dataset)"),
             translate("Comparison", "TB"), Better::None, 1,
             whenStored([](P p) { return p.storage.neededTb; }));
}

} // namespace cd::core
