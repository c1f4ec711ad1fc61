#pragma once

#include "cli_args.h"

#include <string>
#include <vector>

namespace cd::cli {

// The flags `predict` takes, training and serving (docs/predict.md).
CliArgs predictArgs(const std::vector<std::string>& args);

// The scale-out of a prediction by flags that names none: NDR InfiniBand, a 400 Gb/s NIC per GPU,
// the fabric of NVIDIA's DGX SuperPOD reference architecture for H100 (S04).
inline constexpr const char* kDefaultScaleOut = "ib-ndr";

// Whether a training prediction of `nodes` nodes by flags took kDefaultScaleOut because no
// --scale-out was given (a design file has its own fabric; one node needs none).
bool scaleOutAssumed(const CliArgs& a, int nodes);
// The note that says so, in the prediction's notes.
std::string scaleOutAssumedNote();

// The software stack's registry id (software_stacks.h): --stack NAME (an unknown one is an
// InputError naming the flag), --compile making torch-fsdp2 or torch-fsdp1 its -compile stack,
// --legacy-stack for megatron-legacy; else `designStack`, else the default.
std::string stackIdFrom(const CliArgs& a, const std::string& designStack);

} // namespace cd::cli
