#pragma once

// The training software stacks the model knows by name (docs/predict.md "Software stacks"):
// what each overlaps and fuses, with the source of every difference from the default. `predict
// --stack NAME` and the validation cases take them from here.
#include "analysis/throughput/training.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cd::core::throughput {

struct NamedStack
{
    std::string_view id;   // what --stack takes
    std::string_view name; // what a person reads
    std::string_view source;
    SoftwareStack stack;
};

// Every named stack, the default (megatron-core) first.
const std::vector<NamedStack>& softwareStacks();
// nullopt for a name no stack has.
std::optional<SoftwareStack> findStack(std::string_view id);
// Every stack's id, for the messages that list them: "megatron-core, torch-fsdp2, ...".
std::string stackIdList();
// The registry entry of `id` (its name and source for display); nullptr for none.
const NamedStack* findNamedStack(std::string_view id);
// The stack `id` as a person reads it ("Megatron-Core / NeMo"); an id the registry does not
// have, as given.
std::string_view stackName(std::string_view id);

} // namespace cd::core::throughput
