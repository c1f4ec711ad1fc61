// The settings half of the edit facade (edit_factory.h): what prices the design and the
// workload it is judged on.
#include "edit_factory.h"
#include "edit_result.h"
#include "object_edits.h"

#include "analysis/tco/tco_assumptions.h"
#include "text/translation.h"

namespace cd::core::edits {

using detail::accept;
using detail::refuse;

Result setQuoteSettings(const Design& design, const std::optional<QuoteSettings>& quote,
                        const std::string& description)
{
    if (quote)
        if (auto p = checkQuoteSettings(*quote))
            return refuse("invalid-quote", text::arg(text::translate("Edit", "quote %1 must be %2"),
                                                     {p->key, p->expected}));
    if (design.quote == quote)
        return refuse("no-change", text::translate("Edit", "nothing changed"));
    auto set = std::make_unique<SetQuoteSettings>(quote, description);
    // The quote's customer is the design's (setInfo does the same the other way round).
    const std::string before = design.quote ? design.quote->customer.name : std::string();
    if (!quote || quote->customer.name == before || quote->customer.name == design.customer)
        return accept(std::move(set));
    std::vector<EditPtr> parts;
    parts.push_back(std::move(set));
    parts.push_back(std::make_unique<SetDesignInfo>(
        DesignInfo{design.name, quote->customer.name, design.notes}));
    return accept(std::make_unique<CompoundEdit>(description, std::move(parts)));
}

Result setWorkload(const Design& design, const std::optional<DesignWorkload>& workload)
{
    if (design.workload == workload)
        return refuse("no-change", text::translate("Edit", "nothing changed"));
    return accept(std::make_unique<SetWorkload>(workload));
}

Result setTcoSettings(const Design& design, const std::optional<DesignTcoSettings>& tco)
{
    std::optional<DesignTcoSettings> kept = tco;
    if (kept && kept->values.empty() && kept->cloudTerm.empty() && kept->cloudPrices.empty())
        kept.reset();
    if (kept)
        if (const auto bad = tco::checkSettings(*kept))
            return refuse("invalid-tco", text::arg(text::translate("Edit", "tco %1 %2"),
                                                   {bad->key, bad->message}));
    if (design.tco == kept)
        return refuse("no-change", text::translate("Edit", "nothing changed"));
    return accept(std::make_unique<SetTcoSettings>(kept));
}

} // namespace cd::core::edits
