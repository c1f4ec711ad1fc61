#include "predict_args.h"

#include "analysis/throughput/software_stacks.h"

namespace cd::cli {

CliArgs predictArgs(const std::vector<std::string>& args)
{
    return CliArgs(args,
                   {// the cluster
                    "--gpu", "--nodes", "--gpus-per-node", "--nvlink-domain", "--scale-out",
                    "--nics-per-node", "--oversubscription", "--user-db",
                    // the model
                    "--model", "--layers", "--hidden", "--heads", "--kv-heads", "--ffn", "--vocab",
                    "--seq", "--experts", "--top-k",
                    // training
                    "--global-batch", "--micro-batch", "--tp", "--pp", "--dp", "--cp", "--vp",
                    "--ep", "--precision", "--recompute", "--zero", "--hsdp", "--train-tokens",
                    "--pue", "--electricity-usd-per-kwh", "--context", "--stack",
                    "--checkpoint-gbs", "--interruptions-per-million-gpu-hours", "--restart-min",
                    "--checkpoints-kept", "--bytes-per-token",
                    // serving (--tp and --precision too)
                    "--engine", "--input-len", "--output-len", "--concurrency", "--kv-cache",
                    "--users", "--tokens-per-user", "--ttft-ms", "--curve-points"},
                   {"--json", "--auto", "--gated", "--no-dropout", "--no-sequence-parallel",
                    "--legacy-stack", "--serve", "--compile", "--sync-checkpoints"});
}

bool scaleOutAssumed(const CliArgs& a, int nodes)
{
    return nodes > 1 && !a.option("--scale-out") && a.positional().empty();
}

std::string scaleOutAssumedNote()
{
    return translate("Cli", "no --scale-out given: NDR InfiniBand assumed (a 400 Gb/s NIC per GPU, "
                            "the DGX SuperPOD reference fabric); --scale-out names another");
}

std::string stackIdFrom(const CliArgs& a, const std::string& designStack)
{
    const std::string named = a.option("--stack").value_or("");
    if (a.flag("--compile") && named != "torch-fsdp2" && named != "torch-fsdp1")
        throw UsageError(translate("Cli", "--compile applies to --stack torch-fsdp2 or torch-fsdp1 "
                                          "(torch.compile of PyTorch-native FSDP)"));
    if (auto name = a.option("--stack")) {
        if (a.flag("--compile"))
            *name += "-compile";
        if (!core::throughput::findStack(*name))
            throw InputError(msg(translate("Cli", "predict: --stack %1: no such stack (%2)"),
                                 {*name, core::throughput::stackIdList()}));
        return *name;
    }
    if (a.flag("--legacy-stack"))
        return "megatron-legacy";
    // The file reader checked the design's name.
    return designStack.empty() ? std::string(core::throughput::softwareStacks().front().id)
                               : designStack;
}

} // namespace cd::cli
