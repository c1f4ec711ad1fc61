#include "buildout_figures.h"

namespace cd::core {

namespace {

// The fitted parts' total, count x per-part figure; 0 for none fitted, nullopt when a part
// that is fitted has no figure.
template <typename PerPart>
std::optional<double> total(const CatalogView& catalog, const std::string& id, int count,
                            PerPart perPart)
{
    if (count == 0)
        return 0.0;
    const CatalogItem* item = catalog.find(id);
    const std::optional<double> one = item ? perPart(*item) : std::nullopt;
    if (!one)
        return std::nullopt;
    return count * *one;
}

std::optional<double> priceOf(const CatalogItem& item)
{
    return item.price ? std::optional<double>(item.price->amount) : std::nullopt;
}

// `fitted` less `reference` when both are known; the whole `fitted` when the chassis figure
// does not include the reference parts.
std::optional<double> delta(std::optional<double> fitted, std::optional<double> reference,
                            bool includesReference, bool isReference)
{
    if (!includesReference)
        return fitted;
    if (isReference)
        return 0.0;
    if (!fitted || !reference)
        return std::nullopt;
    return *fitted - *reference;
}

SlotFigures figuresOf(const FittedPart& f, const Buildout& b, const CatalogView& catalog)
{
    SlotFigures s;
    s.fitted = f;
    const BuildoutSlot& slot = *f.slot;
    const auto power = total(catalog, f.part, f.count, componentPowerW);
    const auto refPower = total(catalog, slot.defaultPart, slot.defaultCount, componentPowerW);
    s.powerDeltaW = delta(power, refPower, b.powerIncludesReference, f.isReference());
    if (const CatalogItem* part = catalog.find(f.part); part && part->price)
        s.currency = part->price->currency;
    const auto price = total(catalog, f.part, f.count, priceOf);
    const auto refPrice = total(catalog, slot.defaultPart, slot.defaultCount, priceOf);
    s.priceDelta = delta(price, refPrice, b.priceIncludesReference, f.isReference());
    return s;
}

} // namespace

std::optional<double> componentPowerW(const CatalogItem& part)
{
    if (auto tdp = part.number("tdp_w"))
        return tdp;
    if (auto max = part.number("max_power_w"))
        return max;
    if (part.spec("psu_watts"))
        return 0.0;
    return std::nullopt;
}

BuildoutFigures buildoutFigures(const Device& device, const CatalogItem& chassis,
                                const CatalogView& catalog)
{
    BuildoutFigures out;
    if (!chassis.buildout)
        return out;
    out.powerIncludesReference = chassis.buildout->powerIncludesReference;
    for (const FittedPart& f : fittedParts(device, chassis)) {
        SlotFigures s = figuresOf(f, *chassis.buildout, catalog);
        if (s.powerDeltaW)
            out.powerDeltaW += *s.powerDeltaW;
        else
            out.powerComplete = false;
        out.slotFigures.push_back(std::move(s));
    }
    return out;
}

} // namespace cd::core
