#include "psu_fit.h"

#include <cctype>

namespace cd::core {

std::optional<int> requiredPsus(const SpecValue* redundancy)
{
    if (!redundancy || redundancy->text.empty())
        return std::nullopt;
    const std::string& t = redundancy->text;
    if (t.find(" + ") != std::string::npos)
        return std::nullopt;
    std::size_t i = 0;
    while (i < t.size() && std::isdigit(static_cast<unsigned char>(t[i])))
        ++i;
    if (i == 0 || i > 3 || i >= t.size() || t[i] != '+')
        return std::nullopt;
    return std::stoi(t.substr(0, i));
}

namespace {

std::optional<PsuFit> fitOf(const CatalogItem& chassis, int count, double ratingW, std::string part)
{
    if (count < 1 || count > 64 || !(ratingW > 0))
        return std::nullopt;
    PsuFit f;
    f.count = count;
    f.ratingW = ratingW;
    f.part = std::move(part);
    const SpecValue* redundancy = chassis.spec("psu_redundancy");
    f.required = requiredPsus(redundancy);
    // "4+2" on a 2-PSU chassis is a catalog slip, not a promise.
    if (f.required && *f.required > f.count)
        f.required.reset();
    if (redundancy)
        f.redundancy = redundancy->text;
    return f;
}

} // namespace

std::optional<PsuFit> chassisPsus(const CatalogItem& chassis, const CatalogView& catalog)
{
    const BuildoutSlot* slot = chassis.buildout ? chassis.buildout->find("psu") : nullptr;
    const CatalogItem* part = slot ? catalog.find(slot->defaultPart) : nullptr;
    if (const auto w = part ? part->number("psu_watts") : std::nullopt)
        return fitOf(chassis, slot->defaultCount, *w, slot->defaultPart);
    const auto count = chassis.number("psu_count");
    const auto rating = chassis.largest("psu_watts");
    if (!count || !rating)
        return std::nullopt;
    return fitOf(chassis, static_cast<int>(*count), *rating, {});
}

std::optional<PsuFit> devicePsus(const Device& device, const CatalogView& catalog,
                                 const std::optional<PsuFit>& reference)
{
    const auto chosen = device.buildout.find("psu");
    if (chosen == device.buildout.end() || !reference || reference->part.empty())
        return reference;
    const CatalogItem* part = catalog.find(chosen->second.part);
    const auto w = part ? part->number("psu_watts") : std::nullopt;
    const int count = chosen->second.count;
    if (!w || !(*w > 0) || count < 1 || count > 64)
        return reference; // checkBuildout reports the choice
    PsuFit f = *reference;
    f.count = count;
    f.ratingW = *w;
    f.part = chosen->second.part;
    if (count == reference->count)
        return f;
    // The load still needs N PSUs; fewer or more PSUs change the spares only. A set without a
    // single N has no text that still holds.
    f.redundancy.clear();
    if (f.required && *f.required <= count)
        f.redundancy = std::to_string(*f.required) + "+" + std::to_string(count - *f.required);
    else
        f.required.reset();
    return f;
}

} // namespace cd::core
