#include "comparison_rows.h"

namespace cd::core {

using text::translate;

void addTcoRows(RowBuilder& b, const std::string& currency)
{
    using A = const VariantAnalysis&;
    using T = std::string&;
    using Opt = std::optional<double>;
    const Better better = currency.empty() ? Better::None : Better::Lower;
    const std::string unit =
        currency.empty() ? translate("Comparison", "mixed currencies") : currency;
    // A figure on an incomplete quote is a lower bound: shown as one, never the best.
    const auto figure = [](const tco::Tco& t, T text, std::optional<double> v, int decimals) {
        if (!t.ok()) {
            text = translate("Comparison", "unknown");
            return Opt();
        }
        if (v && !t.complete) {
            text = "≥ " + format::grouped(*v, decimals);
            return Opt();
        }
        return v;
    };
    b.number("tco_cost_per_gpu_hour", translate("Comparison", "Cost of a GPU-hour (TCO)"), unit,
             better, 2,
             [figure](A a, T t) { return figure(a.tco.tco, t, a.tco.tco.costPerGpuHour, 2); });
    b.number("tco_cost_per_million_output_tokens",
             translate("Comparison", "Cost per million output tokens (TCO)"), unit, better, 3,
             [figure](A a, T t) {
                 const tco::Tco& s = a.servingTco.tco;
                 if (s.ok() && !s.costPerMillionOutputTokens) {
                     t = translate("Comparison", "cannot serve");
                     return Opt();
                 }
                 return figure(s, t, s.costPerMillionOutputTokens, 3);
             });
}

} // namespace cd::core
