// `fabric --nodes N --server ID …`: size a rail-optimised fat tree from flags (DESIGN.md §5).
#include "analysis/fabric/fabric_parts.h"
#include "analysis/fabric/fat_tree.h"
#include "catalog.h"
#include "cli_args.h"
#include "commands.h"
#include "fabric_cli.h"
#include "io/report/fat_tree_json.h"
#include "text/c_numbers.h"
#include "user_paths.h"

#include <cctype>
#include <charconv>

namespace cd::cli {

core::Oversubscription oversubscriptionOption(const CliArgs& a)
{
    const std::string ratio = a.option("--oversubscription").value_or("1:1");
    const std::optional<core::Oversubscription> o = core::parseOversubscription(ratio);
    if (!o)
        throw UsageError("--oversubscription needs DOWN:UP such as 1:1 or 2:1, not '" + ratio +
                         "'");
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

void printText(const core::FatTreeInput& in, const core::FatTree& t, std::ostream& out)
{
    const std::string ratio = core::text::cFixed(t.oversubscription(), 3);
    out << "Fat tree: " << in.nodes << " nodes x " << in.rails << " rails, " << in.radix
        << "-port switches, target " << in.oversubscription.down << ":" << in.oversubscription.up
        << "\n";
    out << "  tiers:            " << t.tiers << "\n";
    out << "  leaf ports:       " << t.leafDown << " down, " << t.leafUp << " up (" << ratio
        << ":1)\n";
    out << "  scalable units:   " << t.units << " of " << t.nodesPerUnit << " nodes";
    if (t.pods > 0)
        out << ", in " << t.pods << " pod(s)";
    if (t.tiers == 4)
        out << ", in " << t.superpods << " superpods of " << t.podsPerSuperpod << " pods";
    out << "\n";
    out << "  switches:         " << t.leaves << " leaf, " << t.spines << " spine, " << t.cores
        << " core";
    if (t.superCores > 0)
        out << ", " << t.superCores << " super-core";
    out << " (" << t.switches() << ")\n";
    out << "  cables:           " << t.nodeLeafCables << " node-leaf";
    if (in.managementLinks > 0)
        out << " (incl. " << in.managementLinks << " management)";
    out << ", " << t.leafSpineCables << " leaf-spine, " << t.spineCoreCables << " spine-core";
    if (t.coreSuperCoreCables > 0)
        out << ", " << t.coreSuperCoreCables << " core-super-core";
    out << "\n";
    out << "  transceivers:     " << t.transceivers() << " (" << t.switchTransceivers << " switch, "
        << t.nodeTransceivers << " node, " << t.managementTransceivers
        << " management; every link optical)\n";
}

core::FatTreeInput fatTreeInputFromArgs(const CliArgs& a)
{
    if (!a.option("--nodes"))
        throw UsageError("fabric needs --nodes N");
    if (!a.option("--server"))
        throw UsageError("fabric needs --server ID");
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
    auto cat = catalog::Catalog::builtin(
        a.option("--user-db").value_or(catalog::defaultUserDatabasePath()));
    const std::string serverId = *a.option("--server");
    const std::string switchId = a.option("--switch").value_or(kDefaultSwitch);
    const core::CatalogItem* server = cat->find(serverId);
    const core::CatalogItem* sw = cat->find(switchId);
    for (const auto& [item, id] : {std::pair{server, serverId}, std::pair{sw, switchId}})
        if (!item) {
            err << "cluster-designer-cli: no catalog item '" << id << "'\n";
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
    if (a.option("--checkpoint-gbs") && (a.positional().empty() || !a.flag("--generate")))
        throw UsageError("--checkpoint-gbs sizes a generated storage network: fabric DESIGN "
                         "--generate --kind storage --checkpoint-gbs X -o OUT");
    if (!a.positional().empty())
        return fabricDesignCommand(a, out, err);
    core::FatTreeInput in = fatTreeInputFromArgs(a);
    return sizeAndPrintFatTree(a, in, out, err);
}

} // namespace cd::cli
