#include "server_buildout.h"

#include "text/translation.h"

namespace cd::core {

namespace {

BuildoutProblem invalid(std::string message)
{
    return {"buildout-invalid", std::move(message)};
}

} // namespace

std::vector<FittedPart> fittedParts(const Device& device, const CatalogItem& chassis)
{
    std::vector<FittedPart> out;
    if (!chassis.buildout)
        return out;
    for (const BuildoutSlot& s : chassis.buildout->partSlots) {
        auto chosen = device.buildout.find(s.slot);
        if (chosen != device.buildout.end())
            out.push_back({&s, chosen->second.part, chosen->second.count});
        else
            out.push_back({&s, s.defaultPart, s.defaultCount});
    }
    return out;
}

const FittedPart* fittedSlot(const std::vector<FittedPart>& parts, std::string_view slot)
{
    for (const FittedPart& p : parts)
        if (p.slot->slot == slot)
            return &p;
    return nullptr;
}

std::optional<BuildoutProblem> checkPartChoice(const CatalogItem& chassis,
                                               const CatalogView& catalog, const std::string& slot,
                                               const PartChoice& choice)
{
    const BuildoutSlot* s = chassis.buildout ? chassis.buildout->find(slot) : nullptr;
    if (!s)
        return invalid(text::arg(text::translate("Buildout", "%1 has no build-out slot '%2'"),
                                 {chassis.displayName(), slot}));
    const CatalogItem* part = catalog.find(choice.part);
    if (!part || part->kind != ItemKind::Component)
        return invalid(
            text::arg(text::translate("Buildout", "'%1' is not a server component of the catalog"),
                      {choice.part}));
    if (!s->takes(choice.part))
        return invalid(text::arg(text::translate("Buildout", "%1 does not take %2 in its %3 slot"),
                                 {chassis.displayName(), part->displayName(), slot}));
    if (choice.count < s->minCount || choice.count > s->maxCount)
        return invalid(
            text::arg(text::translate("Buildout", "%1 takes %2 to %3 in its %4 slot, not %5"),
                      {chassis.displayName(), std::to_string(s->minCount),
                       std::to_string(s->maxCount), slot, std::to_string(choice.count)}));
    return std::nullopt;
}

std::string buildoutSlotTitle(const std::string& slot)
{
    if (slot == "cpu")
        return text::translate("BuildoutSlot", "CPU");
    if (slot == "memory")
        return text::translate("BuildoutSlot", "Memory");
    if (slot == "boot")
        return text::translate("BuildoutSlot", "Boot drives");
    if (slot == "data")
        return text::translate("BuildoutSlot", "Data drives");
    if (slot == "psu")
        return text::translate("BuildoutSlot", "Power supplies");
    return slot;
}

int memoryChannels(const std::vector<FittedPart>& parts, const CatalogView& catalog)
{
    const FittedPart* cpu = fittedSlot(parts, "cpu");
    const CatalogItem* item = cpu ? catalog.find(cpu->part) : nullptr;
    const auto perCpu = item ? item->number("memory_channels") : std::nullopt;
    return perCpu ? cpu->count * static_cast<int>(*perCpu) : 0;
}

std::optional<BuildoutProblem> checkBuildout(const Device& device, const CatalogItem& chassis,
                                             const CatalogView& catalog)
{
    for (const auto& [slot, choice] : device.buildout)
        if (auto p = checkPartChoice(chassis, catalog, slot, choice))
            return p;
    const std::vector<FittedPart> parts = fittedParts(device, chassis);
    const FittedPart* memory = fittedSlot(parts, "memory");
    const CatalogItem* dimm = memory ? catalog.find(memory->part) : nullptr;
    const SpecValue* form = dimm ? dimm->spec("form_factor") : nullptr;
    // Only DIMMs fill channels: a system's memory the vendor sells as one part (DGX B300's
    // 2 TB) has no count to balance.
    const int channels = memoryChannels(parts, catalog);
    if (!form || form->text != "RDIMM" || channels <= 0 || memory->count % channels == 0)
        return std::nullopt;
    const FittedPart* cpu = fittedSlot(parts, "cpu");
    return BuildoutProblem{
        "buildout-unbalanced-memory",
        text::arg(text::translate("Buildout", "%1 DIMMs cannot fill the %2 memory channels of %3 x "
                                              "%4 equally: fit a multiple of %5 DIMMs"),
                  {std::to_string(memory->count), std::to_string(channels),
                   std::to_string(cpu->count), catalog.displayNameOf(cpu->part),
                   std::to_string(channels)})};
}

std::string buildoutSignature(const std::vector<FittedPart>& parts)
{
    std::string out;
    for (const FittedPart& p : parts)
        if (!p.isReference())
            out += p.slot->slot + "=" + std::to_string(p.count) + "x" + p.part + ";";
    return out;
}

std::optional<double> hostMemoryGb(const Device& server, const CatalogItem& chassis,
                                   const CatalogView& catalog)
{
    const std::vector<FittedPart> parts = fittedParts(server, chassis);
    const FittedPart* memory = fittedSlot(parts, "memory");
    const CatalogItem* dimm = memory ? catalog.find(memory->part) : nullptr;
    const auto size = dimm ? dimm->number("capacity_gb") : std::nullopt;
    if (!size)
        return std::nullopt;
    return memory->count * *size;
}

} // namespace cd::core
