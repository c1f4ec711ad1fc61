#include "bom_buildout.h"

#include "analysis/fabric/part_number.h"

#include "analysis/issues/format.h"
#include "model/buildout_figures.h"
#include "text/translation.h"

namespace cd::core {

namespace {

// "- 2 x Intel Xeon Platinum 8480C each"; a change names the reference it replaces, which the
// price is the difference from.
std::string optionDescription(const SlotFigures& s, const CatalogView& catalog)
{
    const FittedPart& f = s.fitted;
    const std::string part = text::arg(text::translate("Bom", "- %1 x %2 each"),
                                       {std::to_string(f.count), catalog.displayNameOf(f.part)});
    if (f.isReference())
        return part;
    const BuildoutSlot& slot = *f.slot;
    return part +
           text::arg(text::translate("Bom", " (reference: %1 x %2)"),
                     {std::to_string(slot.defaultCount), catalog.displayNameOf(slot.defaultPart)});
}

} // namespace

std::vector<BomLine> buildoutLines(const Device& server, const CatalogItem& chassis,
                                   const CatalogView& catalog, int servers)
{
    std::vector<BomLine> lines;
    const BuildoutFigures figures = buildoutFigures(server, chassis, catalog);
    for (const SlotFigures& s : figures.slotFigures) {
        if (s.fitted.count == 0 && s.fitted.isReference())
            continue; // an empty slot the reference leaves empty
        BomLine line;
        line.part = s.fitted.part;
        line.kind = "server";
        line.option = true;
        line.reference = s.fitted.isReference();
        line.quantity = servers;
        line.countPerServer = s.fitted.count;
        line.referencePart = s.fitted.slot->defaultPart;
        line.referenceCountPerServer = s.fitted.slot->defaultCount;
        line.description = optionDescription(s, catalog);
        const CatalogItem* item = catalog.find(s.fitted.part);
        if (item)
            line.partNumber = orderingPartNumber(item->partNumbers, std::nullopt);
        if (s.priceDelta) {
            line.unitPrice = *s.priceDelta;
            line.total = *s.priceDelta * servers;
            line.currency = s.currency.empty() ? "USD" : s.currency;
            line.estimate = !item || !item->price || item->price->estimate;
            if (item && item->price) {
                line.priceDate = item->price->date;
                line.priceSource = format::joined(item->price->sources, ",");
            }
        }
        lines.push_back(std::move(line));
    }
    return lines;
}

} // namespace cd::core
