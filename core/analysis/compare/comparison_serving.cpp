#include "comparison_rows.h"

#include "analysis/throughput/transformer.h"

namespace cd::core {

using text::translate;

void addServingRows(RowBuilder& b, const ComparisonOptions& options)
{
    using A = const VariantAnalysis&;
    using T = std::string&;
    using Opt = std::optional<double>;
    const auto served = [](A a, T t) {
        if (!a.serving.error.empty() || !a.serving.estimate.ok()) {
            t = translate("Comparison", "cannot serve");
            return false;
        }
        return true;
    };
    b.number("serving_output_tokens_per_s",
             text::arg(translate("Comparison", "Serving output, %1"),
                       {throughput::modelLabel(options.workload)}),
             translate("Comparison", "tokens/s"), Better::Higher, 0, [served](A a, T t) {
                 return served(a, t) ? Opt(a.serving.estimate.point.outputTokensPerS) : Opt();
             });
    b.number("serving_joules_per_output_token", translate("Comparison", "Energy per output token"),
             "J", Better::Lower, 3, [served](A a, T t) {
                 if (!served(a, t) || !a.serving.energy.ok())
                     return Opt();
                 return Opt(a.serving.energy.joulesPerOutputToken);
             });
    b.number("serving_usd_per_million_output_tokens",
             translate("Comparison", "Electricity per million output tokens"), "USD", Better::Lower,
             4, [served](A a, T t) {
                 if (!served(a, t) || !a.serving.energy.ok())
                     return Opt();
                 return Opt(a.serving.energy.usdPerMillionOutputTokens);
             });
}

} // namespace cd::core
