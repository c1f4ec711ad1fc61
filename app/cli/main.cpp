// cluster-designer-cli: the headless face of Cluster Designer for scripts, CI and customers'
// automation. Links cd_core and cd_catalog; cd_office (XLSX) and cd_report (QtGui, for PDF
// quotes only, on the offscreen platform): no widgets, no QApplication.
#include "catalog_store.h"
#include "cli_args.h"
#include "commands.h"
#include "io/load_error.h"
#include "sqlite_db.h"

#include <iostream>

namespace {

const char* kUsage = R"(usage: cluster-designer-cli COMMAND [ARGS]

commands:
  catalog list [--kind KIND] [--json]       list the hardware catalog
  catalog show ID [--json]                  one item with every spec, source and confidence
  catalog import FILE.json                  add your own items to the user catalog
  analyze DESIGN.cluster.json [--json]      servers, GPUs, power, heat, weight, BOM, issues
  bom DESIGN.cluster.json --format csv|json|xlsx|pdf -o FILE [--price-list FILE.csv|.xlsx]
      [--currency CODE]                     priced quote: BOM, discounts, margin, tax, totals
                                            (catalog estimates unless a price list is given)
  pricelist import FILE.csv|.xlsx [--name NAME] [--currency CODE]
                                            store a reseller price list in the user database
  pricelist list                            names of the stored price lists
  fabric --nodes N --server ID [--rails R] [--switch ID] [--oversubscription 1:1]
         [--management-links N] [--json]    size a rail-optimised fat tree
  fabric DESIGN.cluster.json [--json] [--topology-conf FILE|-] [--cabling-csv FILE|-]
                                            the design's networks read back and checked;
                                            Slurm topology.conf, cabling plan
  fabric DESIGN.cluster.json --generate -o OUT [--kind compute|storage|inband|oob]
         [--switch ID] [--rails R] [--oversubscription D:U] [--nic ID] [--switch-rack IDS]
                                            generate a network into the design (docs/fabric.md)
  predict --gpu ID --nodes N --scale-out ib-ndr|ib-hdr|roce-400g|roce-200g|eth-100g|eth-25g
          [--gpus-per-node 8] [--nics-per-node N] [--oversubscription 1:1]
          --model PRESET | --layers L --hidden H --heads A [--kv-heads G] [--ffn F] --vocab V --seq S
          [--global-batch B] [--micro-batch b] [--tp T --pp P --dp D [--cp C] [--vp V] [--ep E]
          | --auto]
          [--precision bf16|fp8] [--recompute none|selective|full] [--zero 0..3] [--hsdp N]
          [--train-tokens N] [--stack NAME [--compile]] [--pue X]
          [--electricity-usd-per-kwh X] [--json]
                                            training step time, tokens/s, MFU, memory, scaling,
                                            serving estimate, energy (docs/predict.md);
                                            layout fields not given are searched
  predict DESIGN.cluster.json --model PRESET [...]  the same on the design's GPU servers and NICs
  predict --serve (--gpu ID --nodes N | DESIGN.cluster.json) --model PRESET
          [--engine vllm|trt-llm|sglang|tgi] [--input-len 1024] [--output-len 512]
          [--concurrency N] [--tp T] [--precision bf16|fp8|fp4|int4] [--kv-cache bf16|fp8]
          [--users N [--tokens-per-user X] [--ttft-ms Y]] [--curve-points 16] [--json]
                                            serving as the engine runs it: TTFT, time per
                                            token, tokens/s, latency-throughput curve; with
                                            --users, the nodes that serve them
  compare DESIGN.cluster.json [--json] [--model PRESET] [--train-tokens N] [--price-list FILE]
                                            the project's variants side by side: GPUs, power,
                                            fabric, tokens/s, time to train, cost (* = best)
  report DESIGN.cluster.json -o PROPOSAL.pdf [--model PRESET] [--train-tokens N]
         [--price-list FILE]                customer proposal: cover, summary, each variant's
                                            racks and figures, the comparison table
  issues [--json | --markdown]              every issue code the checks report, with its
                                            severity and message (docs/issues.md)

A file with several variants: commands taking one DESIGN use its active variant.

options: --user-db FILE   use this user catalog instead of the one in the data folder
exit codes: 0 success, 1 invalid input, 2 usage error
)";

// Runs one command; a name no command has is a usage error.
int dispatchCommand(const std::string& command, const std::vector<std::string>& args)
{
    if (command == "catalog")
        return cd::cli::catalogCommand(args, std::cout, std::cerr);
    if (command == "analyze")
        return cd::cli::analyzeCommand(args, std::cout, std::cerr);
    if (command == "bom")
        return cd::cli::bomCommand(args, std::cout, std::cerr);
    if (command == "pricelist")
        return cd::cli::priceListCommand(args, std::cout, std::cerr);
    if (command == "fabric")
        return cd::cli::fabricCommand(args, std::cout, std::cerr);
    if (command == "predict")
        return cd::cli::predictCommand(args, std::cout, std::cerr);
    if (command == "compare")
        return cd::cli::compareCommand(args, std::cout, std::cerr);
    if (command == "report")
        return cd::cli::reportCommand(args, std::cout, std::cerr);
    if (command == "issues")
        return cd::cli::issuesCommand(args, std::cout, std::cerr);
    throw cd::cli::UsageError("unknown command '" + command + "'");
}

// Turns what a command throws into its message on stderr and the exit code.
int runCommand(const std::string& command, const std::vector<std::string>& args)
{
    try {
        return dispatchCommand(command, args);
    } catch (const cd::cli::UsageError& e) {
        std::cerr << "cluster-designer-cli: " << e.what() << "\n" << kUsage;
        return 2;
    } catch (const cd::core::LoadError& e) {
        std::cerr << "cluster-designer-cli: " << e.what() << "\n";
        return 1;
    } catch (const cd::core::SaveError& e) {
        std::cerr << "cluster-designer-cli: " << e.what() << "\n";
        return 1;
    } catch (const cd::catalog::DatabaseError& e) {
        std::cerr << "cluster-designer-cli: " << e.what() << "\n";
        return 1;
    } catch (const std::exception& e) {
        std::cerr << "cluster-designer-cli: internal error: " << e.what() << "\n";
        return 1;
    }
}

} // namespace

int main(int argc, char** argv)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        (args.empty() ? std::cerr : std::cout) << kUsage;
        return args.empty() ? 2 : 0;
    }
    if (args[0] == "--version") {
        std::cout << "cluster-designer-cli " << CD_VERSION << "\n";
        return 0;
    }
    const std::string command = args[0];
    args.erase(args.begin());
    return runCommand(command, args);
}
