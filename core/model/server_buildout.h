#pragma once

#include "catalog_view.h"
#include "design.h"

#include <optional>
#include <string>
#include <vector>

// A server's build-out: the parts it carries in each slot of its catalog entry's `buildout`
// (the device's choice, else the vendor's reference configuration), and the rules a choice
// must keep.
namespace cd::core {

struct FittedPart
{
    const BuildoutSlot* slot = nullptr; // the catalog slot; never null
    std::string part;
    int count = 0;

    bool isReference() const { return part == slot->defaultPart && count == slot->defaultCount; }
};

// The parts in every slot of the chassis' build-out, in the catalog's slot order; empty for a
// chassis without one.
std::vector<FittedPart> fittedParts(const Device& device, const CatalogItem& chassis);
const FittedPart* fittedSlot(const std::vector<FittedPart>& parts, std::string_view slot);

struct BuildoutProblem
{
    // buildout-invalid (no such slot, part or count), buildout-unbalanced-memory
    std::string code;
    std::string message;
};

// One slot's choice: the slot must exist, the part be one of its options and a component of
// the catalog, and the count within the slot's minimum and maximum.
std::optional<BuildoutProblem> checkPartChoice(const CatalogItem& chassis,
                                               const CatalogView& catalog, const std::string& slot,
                                               const PartChoice& choice);

// Every choice of `device`, then its memory: DIMMs (components whose `form_factor` is RDIMM)
// must fill every memory channel of every CPU equally (a multiple of CPUs x channels per CPU),
// or the CPUs run them unbalanced, which Intel and AMD do not support for full bandwidth.
std::optional<BuildoutProblem> checkBuildout(const Device& device, const CatalogItem& chassis,
                                             const CatalogView& catalog);

// What tells two build-outs of one chassis apart: empty for the reference configuration.
std::string buildoutSignature(const std::vector<FittedPart>& parts);

// "CPU", "Memory", "Boot drives", "Data drives", "Power supplies" in the installed language;
// another slot as the catalog names it.
std::string buildoutSlotTitle(const std::string& slot);

// Memory channels the fitted CPUs give (count x their `memory_channels`); 0 when unknown.
int memoryChannels(const std::vector<FittedPart>& parts, const CatalogView& catalog);

// The host memory a server's build-out fits, GB (DIMMs x their `capacity_gb`); nullopt when the
// chassis has no build-out or its DIMMs publish no size.
std::optional<double> hostMemoryGb(const Device& server, const CatalogItem& chassis,
                                   const CatalogView& catalog);

} // namespace cd::core
