// `fabric DESIGN …`: generate a design's fabric into it, check the fabric it has, export its
// Slurm topology and cabling plan (DESIGN.md §5, issue 6) and the hand-offs to the people who
// run it: Kubernetes node labels, Slurm node and GPU lines, the NCCL environment (issue 22).
#include "analysis/fabric/fabric_generator.h"
#include "analysis/fabric/fabric_report.h"
#include "analysis/issues/format.h"
#include "analysis/quote/quote_header.h"
#include "analysis/quote_summary.h"
#include "analysis/throughput/checkpoint_storage.h"
#include "catalog.h"
#include "commands.h"
#include "edit/edit_factory.h"
#include "fabric_cli.h"
#include "io/atomic_file.h"
#include "io/file/project_file.h"
#include "io/report/cluster_handoff.h"
#include "io/report/fabric_exports.h"
#include "io/report/fabric_report_json.h"
#include "language/language.h"
#include "model/design_catalog.h"
#include "pdf_support.h"
#include "report/handoff_pdf.h"
#include "user_db_option.h"

namespace cd::cli {

namespace {

// "3 x MFP7E10 5.0 m, …", or "none".
void printParts(const std::vector<core::PartCount>& parts, bool lengths, std::ostream& out)
{
    bool first = true;
    for (const core::PartCount& c : parts) {
        out << (first ? "" : ", ") << c.count << " x " << c.part;
        if (lengths && c.lengthM > 0)
            out << " " << core::format::fixed(c.lengthM, 1) << " m";
        first = false;
    }
    out << (first ? translate("Cli", "none") : "") << "\n";
}

void printLinks(const core::NetworkReport& r, std::ostream& out)
{
    out << msg(translate("Cli", "  links:        %1 node-leaf, %2 leaf-spine, %3 spine-core, "),
               {std::to_string(r.nodeLeafLinks), std::to_string(r.leafSpineLinks),
                std::to_string(r.spineCoreLinks)});
    if (r.coreSuperCoreLinks > 0)
        out << msg(translate("Cli", "%1 core-super-core, "),
                   {std::to_string(r.coreSuperCoreLinks)});
    out << msg(translate("Cli", "%1 other"), {std::to_string(r.otherLinks)}) << "\n";
}

void printNetwork(const core::NetworkReport& r, std::ostream& out)
{
    out << r.name << " (" << (r.id.empty() ? translate("Cli", "links without a network") : r.id)
        << ")";
    if (!r.transport.empty())
        out << ", " << r.transport;
    out << "\n" << msg(translate("Cli", "  tiers:        %1"), {std::to_string(r.tiers)}) << "\n";
    out << msg(translate("Cli", "  switches:     %1 leaf, %2 spine, %3 core"),
               {std::to_string(r.leaves), std::to_string(r.spines), std::to_string(r.cores)});
    if (r.superCores > 0)
        out << msg(translate("Cli", ", %1 super-core"), {std::to_string(r.superCores)});
    out << "\n";
    out << msg(translate("Cli", "  nodes:        %1 (%2 of %3 %4 ports cabled)"),
               {std::to_string(r.nodes), std::to_string(r.nodePortsCabled),
                std::to_string(r.nodePorts), r.kind.empty() ? std::string("compute") : r.kind})
        << "\n";
    printLinks(r, out);
    out << msg(translate("Cli", "  oversubscription: leaf %1:1"),
               {core::format::fixed(r.leafOversubscription, 3)});
    if (!r.target.empty())
        out << msg(translate("Cli", " (target %1)"), {r.target});
    out << "\n" << translate("Cli", "  cables:       ");
    printParts(r.cables, true, out);
    out << translate("Cli", "  transceivers: ");
    printParts(r.transceivers, false, out);
}

void printReport(const core::FabricReport& r, std::ostream& out)
{
    if (r.networks.empty())
        out << translate("Cli", "No network: the design has no links.") << "\n";
    for (const core::NetworkReport& n : r.networks)
        printNetwork(n, out);
    for (const core::Issue& i : r.issues)
        out << toStringUpper(i.severity) << " [" << i.code << "] " << i.message << "\n";
}

// `--switch-rack A,B,…`: empty names between commas are skipped.
void appendSwitchRacks(const std::string& list, std::vector<std::string>& racks)
{
    for (std::size_t start = 0; start <= list.size();) {
        const std::size_t comma = std::min(list.find(',', start), list.size());
        if (comma > start)
            racks.push_back(list.substr(start, comma - start));
        start = comma + 1;
    }
}

void applyKindOption(const CliArgs& a, core::FabricRequest& req)
{
    if (const auto kind = a.option("--kind")) {
        const auto k = core::networkKindFromString(*kind);
        if (!k)
            throw UsageError(
                msg(translate("Cli", "--kind needs compute, storage, inband or oob, not '%1'"),
                    {*kind}));
        req.kind = *k;
        req.networkId = std::string(core::toString(*k));
        req.networkName = core::defaultNetworkName(*k);
    }
}

// The request the flags make for `design`; without --switch, the network's own switch, else
// its kind's (defaultSwitchFor, as the Generate Fabric dialog starts from).
core::FabricRequest fabricRequestFromArgs(const CliArgs& a, const core::Design& design)
{
    core::FabricRequest req;
    req.rails = positiveInt(a, "--rails", 0, 1);
    req.nicModel = a.option("--nic").value_or("");
    applyKindOption(a, req);
    req.networkId = a.option("--network").value_or(req.networkId);
    req.switchModel =
        a.option("--switch").value_or(core::defaultSwitchFor(design, req.kind, req.networkId));
    req.rackModel = a.option("--rack-model").value_or(req.rackModel);
    // Only a transport the file format knows: an unknown one was written into a design no
    // command could read back; an empty one was ignored without a word.
    if (const auto transport = a.option("--transport")) {
        if (!core::findTransport(*transport)) {
            std::vector<std::string> names;
            for (const core::Transport& t : core::transports())
                names.emplace_back(t.name);
            throw UsageError(msg(translate("Cli", "unknown --transport '%1'; one of %2"),
                                 {*transport, joined(names)}));
        }
        req.transport = *transport;
    }
    if (const auto racks = a.option("--switch-rack"))
        appendSwitchRacks(*racks, req.switchRacks);
    req.oversubscription = oversubscriptionOption(a);
    return req;
}

void printGeneratedSummary(const core::edits::Result& r, const core::GeneratedFabric& summary,
                           const core::FabricRequest& req, std::ostream& out)
{
    const core::FatTree& t = summary.tree;
    out << r.edit->description() << ": "
        << msg(translate("Cli", "%1 network rack(s), %2 leaf, %3 spine, %4 core"),
               {std::to_string(summary.addedRacks), std::to_string(t.leaves),
                std::to_string(t.spines), std::to_string(t.cores)});
    if (t.tiers == 4)
        out << msg(translate("Cli", ", %1 super-core (a fourth tier: %2 pods are more than one "
                                    "core joins; %3 superpods of up to %4 pods; a switch with "
                                    "more ports would keep three tiers)"),
                   {std::to_string(t.superCores), std::to_string(t.pods),
                    std::to_string(t.superpods), std::to_string(t.podsPerSuperpod)});
    if (summary.fittedNodes > 0)
        out << msg(translate("Cli", "; %1 fitted to %2 servers"),
                   {req.nicModel, std::to_string(summary.fittedNodes)});
    out << "\n";
    for (const auto& [problem, count] : summary.cablingProblems)
        out << "  " << msg(translate("Cli", "%1 link(s): %2"), {std::to_string(count), problem})
            << "\n";
}

// --checkpoint-gbs X on a storage network: the coarsest oversubscription that carries X GB/s
// from the GPU nodes (core checkpoint_storage.h).
std::optional<core::throughput::StorageFabricSizing>
sizeStorageFabric(const CliArgs& a, const core::Design& design, const core::DesignCatalog& catalog,
                  core::FabricRequest& req)
{
    if (!a.option("--checkpoint-gbs"))
        return std::nullopt;
    if (req.kind != core::NetworkKind::Storage || a.option("--oversubscription"))
        throw UsageError(translate("Cli", "--checkpoint-gbs sizes a storage network (--kind "
                                          "storage) in place of --oversubscription"));
    const auto f = core::throughput::storageFabricFor(design, catalog,
                                                      positiveNumber(a, "--checkpoint-gbs", 0));
    req.oversubscription = f.ratio;
    return f;
}

// The sizing said after the summary, with what else falls short.
void printStorageSizing(const CliArgs& a, const core::throughput::StorageFabricSizing& f,
                        const core::FatTree& tree, std::ostream& out)
{
    using core::format::grouped;
    out << "  "
        << msg(translate("Cli", "sized for %1 GB/s of checkpoints: the GPU nodes' storage ports "
                                "carry %2 GB/s; "),
               {grouped(positiveNumber(a, "--checkpoint-gbs", 0), 1), grouped(f.nodesGBps, 1)});
    if (tree.tiers > 1)
        out << msg(translate("Cli", "leaves at %1:%2 pass %3 GB/s to the storage"),
                   {std::to_string(f.ratio.down), std::to_string(f.ratio.up),
                    grouped(f.nodesGBps * f.ratio.up / f.ratio.down, 1)});
    else
        out << translate("Cli", "one switch, every port at line rate");
    out << "\n";
    for (const std::string& s : f.shortOf)
        out << "  " << msg(translate("Cli", "short of it: %1"), {s}) << "\n";
}

int generateFabricIntoProject(const CliArgs& a, core::Project& project, core::Design& design,
                              const core::DesignCatalog& catalog, std::ostream& out,
                              std::ostream& err)
{
    const auto target = a.option("-o");
    if (!target)
        throw UsageError(translate("Cli", "fabric DESIGN --generate needs -o OUT.cluster.json"));
    core::FabricRequest req = fabricRequestFromArgs(a, design);
    const auto sizing = sizeStorageFabric(a, design, catalog, req);
    core::GeneratedFabric summary;
    core::edits::Result r = core::edits::generateFabric(design, catalog, req, &summary);
    if (!r) {
        err << "cluster-designer-cli: fabric: " << r.error << "\n";
        return 1;
    }
    std::move(*r.edit).applyOnce(design);
    core::saveProject(project, *target);
    printGeneratedSummary(r, summary, req, out);
    if (sizing)
        printStorageSizing(a, *sizing, summary.tree, out);
    return 0;
}

// The hand-off PDF in the customer's language (--lang, else the design's quote settings), with
// the reseller and customer of the quote settings.
void writeHandoffPdf(const CliArgs& a, const std::string& path, const core::Design& design,
                     const core::DesignCatalog& catalog, const core::FabricReport& report,
                     const std::string& file)
{
    if (file == "-")
        throw UsageError(translate("Cli", "--handoff-pdf needs a file name, not standard output"));
    ensureGuiApplication();
    const core::QuoteSettings settings = core::quoteSettingsOf(design, path);
    const ui::DocumentLanguage language(
        QString::fromStdString(documentLanguage(a.option("--lang"), settings.language)));
    report::writeHandoffPdf(
        {design, catalog, report, settings, core::issueDate(settings.date, core::todayIso())},
        file);
}

bool asksForToolFiles(const CliArgs& a)
{
    for (const char* file :
         {"--topology-conf", "--cabling-csv", "--k8s-labels", "--slurm-nodes", "--nccl-env"})
        if (a.option(file))
            return true;
    return false;
}

int checkAndExportFabric(const CliArgs& a, const std::string& path, const core::Design& design,
                         const core::DesignCatalog& catalog, std::ostream& out)
{
    if (a.option("--lang") && !a.option("--handoff-pdf"))
        throw UsageError(translate("Cli", "--lang sets the language of --handoff-pdf"));
    // Files for tools (Slurm, Kubernetes, NCCL, a cabling CSV) are in English whatever the
    // messages' language; the hand-off PDF takes its own (writeHandoffPdf).
    std::optional<ui::DocumentLanguage> english;
    if (asksForToolFiles(a))
        english.emplace("en");
    const core::FabricReport report = core::analyzeFabric(design, catalog);
    bool wrote = false;
    // "-" is standard output; the files stand or fall together (core::AtomicFileSet): written
    // beside their targets first, the hand-off PDF next, then all renamed, and what goes to
    // standard output only once they are in place.
    core::AtomicFileSet files;
    std::string printed;
    const auto writeOut = [&](const std::string& file, const std::string& text) {
        if (file == "-")
            printed += text;
        else
            files.add(file, text);
        wrote = true;
    };
    if (const auto file = a.option("--topology-conf"))
        writeOut(*file, core::slurmTopology(design, report));
    if (const auto file = a.option("--cabling-csv"))
        writeOut(*file, core::cablingCsv(design, catalog));
    if (const auto file = a.option("--k8s-labels"))
        writeOut(*file, core::kubernetesNodeLabels(design, catalog, report));
    if (const auto file = a.option("--slurm-nodes"))
        writeOut(*file, core::slurmNodes(design, catalog, report));
    if (const auto file = a.option("--nccl-env"))
        writeOut(*file, core::ncclEnvironment(design, catalog));
    if (const auto file = a.option("--handoff-pdf")) {
        writeHandoffPdf(a, path, design, catalog, report, *file);
        wrote = true;
    }
    files.commit();
    out << printed;
    if (a.flag("--json"))
        out << core::fabricReportToJson(report).dump(2) << "\n";
    else if (!wrote)
        printReport(report, out);
    return 0;
}

} // namespace

int fabricDesignCommand(const CliArgs& a, std::ostream& out, std::ostream& err)
{
    const std::string path = a.positional(0, CD_TRANSLATE_NOOP("Cli", "design file"));
    // A project keeps its other variants: the fabric goes into the active one.
    core::Project project = core::loadProject(path);
    core::Design& design = project.activeDesign();
    auto cat = catalog::Catalog::builtin(userDatabaseOption(a));
    const core::DesignCatalog catalog(design, *cat);

    if (a.flag("--generate"))
        return generateFabricIntoProject(a, project, design, catalog, out, err);
    return checkAndExportFabric(a, path, design, catalog, out);
}

} // namespace cd::cli
