// `fabric --nodes N --server ID …`: size a rail-optimised fat tree from flags (DESIGN.md §5).
#include "analysis/fabric/fabric_parts.h"
#include "analysis/fabric/fat_tree.h"
#include "catalog.h"
#include "cli_args.h"
#include "commands.h"
#include "fabric_cli.h"
#include "io/report/fat_tree_json.h"
#include "text/c_numbers.h"
#include "user_db_option.h"

#include <cctype>
#include <charconv>

namespace cd::cli {

core::Oversubscription oversubscriptionOption(const CliArgs& a)
{
    const std::string ratio = a.option("--oversubscription").value_or("1:1");
    const std::optional<core::Oversubscription> o = core::parseOversubscription(ratio);
    if (!o)
        throw UsageError(
            msg(translate("Cli", "--oversubscription needs DOWN:UP such as 1:1 or 2:1, not '%1'"),
                {ratio}));
    return *o;
}

std::string toStringUpper(core::Severity s)
{
    std::string text(core::toString(s));
    for (char& c : text)
        c = char(std::toupper(static_cast<unsigned char>(c)));
    return text;
}

namespace {

// The SuperPOD's compute switch: the default when no --switch is given.
const char* kDefaultSwitch = "nvidia-qm9700";

// "8 leaf, 4 spine, 0 core (12)" and "..., 512 node-leaf (incl. 32 management), ..." lines.
void printSwitchesAndCables(const core::FatTreeInput& in, const core::FatTree& t, std::ostream& out)
{
    out << msg(translate("Cli", "  switches:         %1 leaf, %2 spine, %3 core"),
               {std::to_string(t.leaves), std::to_string(t.spines), std::to_string(t.cores)});
    if (t.superCores > 0)
        out << msg(translate("Cli", ", %1 super-core"), {std::to_string(t.superCores)});
    out << " (" << t.switches() << ")\n";
    out << msg(translate("Cli", "  cables:           %1 node-leaf"),
               {std::to_string(t.nodeLeafCables)});
    if (in.managementLinks > 0)
        out << msg(translate("Cli", " (incl. %1 management)"),
                   {std::to_string(in.managementLinks)});
    out << msg(translate("Cli", ", %1 leaf-spine, %2 spine-core"),
               {std::to_string(t.leafSpineCables), std::to_string(t.spineCoreCables)});
    if (t.coreSuperCoreCables > 0)
        out << msg(translate("Cli", ", %1 core-super-core"),
                   {std::to_string(t.coreSuperCoreCables)});
    out << "\n";
    out << msg(translate("Cli", "  transceivers:     %1 (%2 switch, %3 node, %4 management; every "
                                "link optical)"),
               {std::to_string(t.transceivers()), std::to_string(t.switchTransceivers),
                std::to_string(t.nodeTransceivers), std::to_string(t.managementTransceivers)})
        << "\n";
}

void printText(const core::FatTreeInput& in, const core::FatTree& t, std::ostream& out)
{
    const std::string ratio = core::text::cFixed(t.oversubscription(), 3);
    out << msg(translate("Cli", "Fat tree: %1 nodes x %2 rails, %3-port switches, target %4:%5"),
               {std::to_string(in.nodes), std::to_string(in.rails), std::to_string(in.radix),
                std::to_string(in.oversubscription.down), std::to_string(in.oversubscription.up)})
        << "\n";
    out << msg(translate("Cli", "  tiers:            %1"), {std::to_string(t.tiers)}) << "\n";
    out << msg(translate("Cli", "  leaf ports:       %1 down, %2 up (%3:1)"),
               {std::to_string(t.leafDown), std::to_string(t.leafUp), ratio})
        << "\n";
    out << msg(translate("Cli", "  scalable units:   %1 of %2 nodes"),
               {std::to_string(t.units), std::to_string(t.nodesPerUnit)});
    if (t.pods > 0)
        out << msg(translate("Cli", ", in %1 pod(s)"), {std::to_string(t.pods)});
    if (t.tiers == 4)
        out << msg(translate("Cli", ", in %1 superpods of %2 pods"),
                   {std::to_string(t.superpods), std::to_string(t.podsPerSuperpod)});
    out << "\n";
    printSwitchesAndCables(in, t, out);
}

core::FatTreeInput fatTreeInputFromArgs(const CliArgs& a)
{
    if (!a.option("--nodes"))
        throw UsageError(translate("Cli", "fabric needs --nodes N"));
    if (!a.option("--server"))
        throw UsageError(translate("Cli", "fabric needs --server ID"));
    core::FatTreeInput in;
    in.nodes = positiveInt(a, "--nodes", 0, 1);
    in.rails = positiveInt(a, "--rails", 0, 1);
    in.managementLinks = positiveInt(a, "--management-links", 0, 0);
    in.oversubscription = oversubscriptionOption(a);
    return in;
}

// Completes the input from the server and switch in the catalog, sizes the tree and prints it.
int sizeAndPrintFatTree(const CliArgs& a, core::FatTreeInput& in, std::ostream& out,
                        std::ostream& err)
{
    auto cat = catalog::Catalog::builtin(userDatabaseOption(a));
    const std::string serverId = *a.option("--server");
    const std::string switchId = a.option("--switch").value_or(kDefaultSwitch);
    const core::CatalogItem* server = cat->find(serverId);
    const core::CatalogItem* sw = cat->find(switchId);
    for (const auto& [item, id] : {std::pair{server, serverId}, std::pair{sw, switchId}})
        if (!item) {
            err << "cluster-designer-cli: " << msg(translate("Cli", "no catalog item '%1'"), {id})
                << "\n";
            return 1;
        }
    std::string error = core::fillFromCatalog(in, *server, *sw);
    core::FatTreeSizing sizing;
    if (error.empty()) {
        sizing = core::sizeFatTree(in);
        error = sizing.error;
    }
    if (!error.empty()) {
        err << "cluster-designer-cli: fabric: " << error << "\n";
        return 1;
    }
    if (a.flag("--json"))
        out << core::fatTreeToJson(in, sizing.tree).dump(2) << "\n";
    else
        printText(in, sizing.tree, out);
    return 0;
}

} // namespace

int fabricCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    const CliArgs a(args,
                    {"--nodes",
                     "--server",
                     "--rails",
                     "--switch",
                     "--oversubscription",
                     "--management-links",
                     "--user-db",
                     "--nic",
                     "--network",
                     "--rack-model",
                     "--switch-rack",
                     "--transport",
                     "-o",
                     "--topology-conf",
                     "--cabling-csv",
                     "--k8s-labels",
                     "--slurm-nodes",
                     "--nccl-env",
                     "--handoff-pdf",
                     "--lang",
                     "--kind",
                     "--checkpoint-gbs"},
                    {"--json", "--generate"});
    a.allowPositionals(1);
    if (a.option("--checkpoint-gbs") && (a.positional().empty() || !a.flag("--generate")))
        throw UsageError(translate("Cli", "--checkpoint-gbs sizes a generated storage network: "
                                          "fabric DESIGN --generate --kind storage "
                                          "--checkpoint-gbs X -o OUT"));
    if (!a.positional().empty())
        return fabricDesignCommand(a, out, err);
    core::FatTreeInput in = fatTreeInputFromArgs(a);
    return sizeAndPrintFatTree(a, in, out, err);
}

} // namespace cd::cli
