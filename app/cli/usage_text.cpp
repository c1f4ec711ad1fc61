// What cluster-designer-cli --help, `help COMMAND` and `COMMAND --help` print, one entry per
// command, so that the whole text, a command's own and the man page (packaging/man) share it.
#include "usage_text.h"

#include "cli_args.h"

namespace cd::cli {

namespace {

// The English, marked for lupdate; usageText() and commandUsageText() give them in the
// messages' language (context "Cli"), the man pages in English (packaging/man/manpage.cmake).
const char* const kHeader = CD_TRANSLATE_NOOP("Cli", "usage: cluster-designer-cli COMMAND [ARGS]");

const char* const kFooter = CD_TRANSLATE_NOOP(
    "Cli",
    R"(A file with several variants: commands taking one DESIGN use its active variant.

options: --user-db FILE   use this user catalog instead of the one in the data folder
exit codes: 0 success, 1 invalid input, 2 usage error
)");

const CommandUsage kCommands[] = {
    {"catalog", CD_TRANSLATE_NOOP(
                    "Cli", R"(  catalog list [--kind KIND] [--json]       list the hardware catalog
  catalog show ID [--json]                  one item with every spec, source and confidence
  catalog import FILE.json                  add your own items to the user catalog
  catalog import-netbox FILE.yaml|DIR [--kind KIND]
                                            add NetBox device types (devicetype-library YAML)
                                            to the user catalog; what a file lacks is reported
)")},
    {"analyze",
     CD_TRANSLATE_NOOP(
         "Cli",
         R"(  analyze DESIGN.cluster.json [--json]      servers, GPUs, power, heat, weight, BOM, issues
)")},
    {"bom",
     CD_TRANSLATE_NOOP(
         "Cli",
         R"(  bom DESIGN.cluster.json --format csv|json|xlsx|pdf -o FILE [--price-list FILE.csv|.xlsx]
      [--currency CODE] [--lang en|fr]      priced quote: BOM, discounts, margin, tax, totals
                                            (catalog estimates unless a price list is given);
                                            PDF and XLSX in --lang, else the design's
                                            document language, else the system's
)")},
    {"pricelist",
     CD_TRANSLATE_NOOP("Cli", R"(  pricelist import FILE.csv|.xlsx [--name NAME] [--currency CODE]
                                            store a reseller price list in the user database
  pricelist list                            names of the stored price lists
)")},
    {"fabric",
     CD_TRANSLATE_NOOP(
         "Cli", R"(  fabric --nodes N --server ID [--rails R] [--switch ID] [--oversubscription 1:1]
         [--management-links N] [--json]    size a rail-optimised fat tree
  fabric DESIGN.cluster.json [--json] [--topology-conf FILE|-] [--cabling-csv FILE|-]
         [--k8s-labels FILE|-] [--slurm-nodes FILE|-] [--nccl-env FILE|-]
         [--handoff-pdf FILE [--lang en|fr]]
                                            the design's networks read back and checked;
                                            Slurm topology.conf, cabling plan, Kubernetes
                                            node labels, Slurm GPU nodes, NCCL environment;
                                            the hand-off PDF (networks, parts, NCCL, cabling)
  fabric DESIGN.cluster.json --generate -o OUT [--kind compute|storage|inband|oob]
         [--switch ID] [--rails R] [--oversubscription D:U] [--nic ID] [--switch-rack IDS]
         [--checkpoint-gbs X]               generate a network into the design (docs/fabric.md);
                                            a storage network sized for X GB/s of checkpoints
)")},
    {"export", CD_TRANSLATE_NOOP("Cli", R"(  export DESIGN.cluster.json --netbox DIR [--site NAME]
                                            NetBox bulk-import CSVs: site, racks, device
                                            types, devices, interfaces, cables (docs/netbox.md)
)")},
    {"predict",
     CD_TRANSLATE_NOOP(
         "Cli",
         R"(  predict --gpu ID --nodes N [--scale-out ib-ndr] (or ib-xdr ib-hdr ib-edr roce-800g roce-400g
          roce-200g roce-100g eth-400g eth-200g eth-100g eth-25g eth-10g)
          [--gpus-per-node 8] [--nics-per-node N] [--oversubscription 1:1]
          --model PRESET | --layers L --hidden H --heads A [--kv-heads G] [--ffn F] --vocab V --seq S
          [--global-batch B] [--micro-batch b] [--tp T --pp P --dp D [--cp C] [--vp V] [--ep E]
          | --auto]
          [--precision bf16|fp8] [--recompute none|selective|full] [--zero 0..3] [--hsdp N]
          [--train-tokens N] [--stack NAME [--compile]] [--pue X]
          [--electricity-usd-per-kwh X] [--checkpoint-gbs X]
          [--interruptions-per-million-gpu-hours X] [--restart-min X] [--sync-checkpoints]
          [--checkpoints-kept 4] [--bytes-per-token B] [--json]
                                            training step time, tokens/s, MFU, memory, scaling,
                                            serving estimate, energy, goodput, storage
                                            (docs/predict.md);
                                            layout fields not given are searched
  predict DESIGN.cluster.json --model PRESET [...]  the same on the design's GPU servers and NICs
  predict --serve (--gpu ID --nodes N | DESIGN.cluster.json) --model PRESET
          [--engine vllm|trt-llm|sglang|tgi] [--input-len 1024] [--output-len 512]
          [--concurrency N] [--tp T] [--precision bf16|fp8|fp4|int4] [--kv-cache bf16|fp8]
          [--users N [--tokens-per-user X] [--ttft-ms Y]] [--curve-points 16] [--json]
                                            serving as the engine runs it: TTFT, time per
                                            token, tokens/s, latency-throughput curve; with
                                            --users, the nodes that serve them
)")},
    {"compare",
     CD_TRANSLATE_NOOP(
         "Cli",
         R"(  compare DESIGN.cluster.json [--json] [--model PRESET] [--train-tokens N] [--price-list FILE]
                                            the project's variants side by side: GPUs, power,
                                            fabric, tokens/s, time to train, cost (* = best)
)")},
    {"report",
     CD_TRANSLATE_NOOP(
         "Cli", R"(  report DESIGN.cluster.json -o PROPOSAL.pdf [--model PRESET] [--train-tokens N]
         [--price-list FILE] [--lang en|fr] customer proposal: cover, summary, each variant's
                                            racks and figures, the comparison table; in
                                            --lang, else the design's document language,
                                            else the system's
)")},
    {"tco",
     CD_TRANSLATE_NOOP(
         "Cli",
         R"(  tco DESIGN.cluster.json [--json] [--years N] [--cost-of-capital R] [--residual-pct P]
      [--pue X] [--electricity-usd-per-kwh X] [--utilization U] [--idle-power-share S]
      [--colo-usd-per-kw-month X] [--colo-usd-per-rack-month X]
      [--hosting-usd-per-server-year X] [--support-pct P] [--software-usd-per-gpu-year X]
      [--staff-usd-per-year X] [--gpu-hour-usd X] [--cloud-usd-per-gpu-hour X]
      [--cloud-term on-demand|1-year|3-year] [--cloud-prices FILE] [--power-budget-kw X]
      [--price-list FILE] [--model PRESET] [--stack NAME] [--train-tokens N]
      [--serve [--engine E] [--input-len N] [--output-len N] [--tp N] [--precision P]
      [--kv-cache K] [--concurrency N | --tokens-per-user X [--ttft-ms Y]] [--users N]
      [--target-cost-per-million-tokens X]]
                                            total cost of ownership: capex from the quote,
                                            opex, cost per GPU-hour, per million tokens and
                                            per training run, against renting; the servers,
                                            racks and kW for N users or a power budget, the
                                            speed a token cost allows (docs/tco.md)
)")},
    {"issues",
     CD_TRANSLATE_NOOP(
         "Cli",
         R"(  issues [--json | --markdown]              every issue code the checks report, with its
                                            severity and message (docs/issues.md)
)")},
};

} // namespace

std::span<const CommandUsage> commandUsages()
{
    return kCommands;
}

std::string usageText()
{
    std::string text = translate("Cli", kHeader) + "\n\n" + translate("Cli", "commands:") + "\n";
    for (const CommandUsage& c : commandUsages())
        text += translate("Cli", c.lines);
    return text + "\n" + translate("Cli", kFooter);
}

std::optional<std::string> commandUsageText(std::string_view command)
{
    for (const CommandUsage& c : commandUsages())
        if (command == c.command)
            return msg(translate("Cli", "usage: cluster-designer-cli %1 [ARGS]"), {command}) +
                   "\n\n" + translate("Cli", c.lines) + "\n" + translate("Cli", kFooter);
    return std::nullopt;
}

} // namespace cd::cli
