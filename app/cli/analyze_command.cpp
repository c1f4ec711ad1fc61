#include "analysis/analyze.h"
#include "analysis/issues/format.h"
#include "analysis/power/circuit.h"
#include "catalog.h"
#include "cli_args.h"
#include "commands.h"
#include "io/file/design_file.h"
#include "io/report/report_json.h"
#include "user_paths.h"

#include <iomanip>

namespace cd::cli {

namespace {

using core::format::fixed;

// Two decimals here, one in issue messages (format::kw): the report lists exact figures.
std::string kw(double watts)
{
    return fixed(watts / 1000, 2) + " kW";
}

// Feeds, PDUs and airflow of one rack, indented under its summary line.
void printRackPower(const core::Report& r, std::size_t i, std::ostream& out)
{
    if (i < r.cooling.racks.size()) {
        const core::RackCooling& c = r.cooling.racks[i];
        out << "    heat " << kw(c.heatW) << " = " << fixed(c.heatBtuPerH, 0) << " BTU/h, airflow "
            << fixed(c.airflowCfm, 0) << " CFM at a " << fixed(r.cooling.deltaTC, 1)
            << " °C rise, cooling class " << core::toString(c.coolingClass) << "\n";
    }
    if (i >= r.distribution.racks.size())
        return;
    const core::RackDistribution& rd = r.distribution.racks[i];
    for (const core::FeedLoad& f : rd.feeds) {
        out << "    feed " << f.id;
        if (f.configured)
            out << " (" << core::circuit::describe(f.circuit) << ")";
        else
            out << " (not set)";
        out << ": " << kw(f.normalW) << " normal";
        if (!f.failoverOf.empty())
            out << ", " << kw(f.failoverW) << " when feed " << f.failoverOf << " fails";
        if (f.configured)
            out << ", usable " << kw(f.usableW) << " (" << fixed(f.utilisation * 100, 0) << " %)";
        out << "\n";
    }
    for (const core::PduLoad& p : rd.pdus) {
        out << "    PDU " << p.name << " on feed " << p.feed << ": " << kw(p.normalW) << " normal, "
            << kw(p.failoverW) << " on failover, " << p.inlets << " inlet(s)";
        if (p.ratedW > 0)
            out << ", usable " << kw(p.usableW) << " (" << fixed(p.utilisation * 100, 0) << " %)";
        out << "\n";
    }
    if (!rd.feedsSet && rd.loadW > 0)
        out << "    suggested circuit per feed: 3-phase 400 V "
            << (rd.suggested.currentA ? fixed(*rd.suggested.currentA, 0) + " A"
                                      : std::string("> 125 A"))
            << " at PF 0.95 (" << fixed(rd.suggested.requiredCurrentA, 1) << " A needed to carry "
            << kw(rd.suggested.perFeedW) << " at 80 %)\n";
}

void printSitePower(const core::Report& r, std::ostream& out)
{
    for (const core::RowPower& row : r.power.rows)
        out << "  row " << row.row << ": " << row.racks << " rack(s), " << kw(row.maxW) << " max, "
            << kw(row.typicalW) << " typical, " << fixed(row.heatBtuPerH, 0) << " BTU/h, "
            << fixed(row.weightKg, 1) << " kg\n";
    const core::CoolingReport& c = r.cooling;
    out << "  facility power:     " << kw(c.facilityW) << " at PUE " << fixed(c.pue, 2)
        << (c.pueDefault ? " (assumed)" : "") << "\n";
    out << "  airflow:            " << fixed(c.airflowCfm, 0) << " CFM\n";
    out << "  energy per year:    " << fixed(c.energyKwhPerYear, 0) << " kWh";
    if (c.energyCostPerYear)
        out << " = " << fixed(*c.energyCostPerYear, 2) << " " << c.currency;
    out << "\n";
}

// NVLink domains and networks, one line each; `fabric DESIGN` prints the detail.
void printFabric(const core::Report& r, std::ostream& out)
{
    for (const core::NvlinkGroup& g : r.nvlink.groups) {
        out << "  NVLink: " << g.servers << " x " << g.server << " with " << g.gpusPerServer
            << " x " << g.gpu << ": " << g.domains << " domain(s) of " << g.gpusPerDomain
            << " GPU(s), " << core::toString(g.kind);
        if (g.perGpuGBps > 0)
            out << ", " << fixed(g.perGpuGBps, 0) << " GB/s per GPU";
        if (!g.note.empty())
            out << " (" << g.note << ")";
        out << "\n";
    }
    for (const core::NetworkReport& n : r.fabric.networks) {
        out << "  network " << (n.id.empty() ? std::string("(no network)") : n.id) << ": "
            << n.tiers << " tier(s), " << n.leaves << " leaf / " << n.spines << " spine / "
            << n.cores << " core"
            << (n.superCores > 0 ? " / " + std::to_string(n.superCores) + " super-core"
                                 : std::string())
            << ", " << n.nodes << " nodes, "
            << n.nodeLeafLinks + n.leafSpineLinks + n.spineCoreLinks + n.coreSuperCoreLinks +
                   n.otherLinks
            << " links";
        if (!n.transport.empty())
            out << ", " << n.transport;
        if (n.leafOversubscription > 0)
            out << ", leaf " << fixed(n.leafOversubscription, 2) << ":1 as built";
        out << "\n";
    }
}

void printText(const core::Design& d, const core::Report& r, std::ostream& out)
{
    out << "Design: " << (d.name.empty() ? "(unnamed)" : d.name) << "\n";
    out << "  servers:            " << r.servers << "\n";
    out << "  GPUs:               " << r.gpus;
    for (const auto& [gpu, n] : r.gpusByModel)
        out << "  [" << n << " x " << gpu << "]";
    out << "\n";
    out << "  GPU memory:         " << fixed(r.gpuMemoryGb, 0) << " GB\n";
    out << "  racks:              " << r.racks << "\n";
    out << "  power max/typical:  " << fixed(r.power.maxW / 1000, 2) << " / "
        << (r.power.typicalAtMaxDevices > 0 ? "<= " : "") << fixed(r.power.typicalW / 1000, 2)
        << " kW\n";
    out << "  heat at max:        " << fixed(r.power.heatBtuPerH, 0) << " BTU/h\n";
    out << "  weight:             " << fixed(r.power.weightKg, 1) << " kg\n";
    out << "  BOM total:          " << fixed(r.bom.total, 2) << " " << r.bom.currency
        << (r.bom.allEstimates ? " (public estimates)" : "")
        << (r.bom.unpricedLines ? ", " + std::to_string(r.bom.unpricedLines) + " line(s) unpriced"
                                : "")
        << "\n";
    for (std::size_t i = 0; i < r.power.racks.size(); ++i) {
        const core::RackPower& rp = r.power.racks[i];
        out << "  rack " << std::left << std::setw(10) << rp.rackName << fixed(rp.maxW / 1000, 2)
            << " kW max, " << fixed(rp.heatBtuPerH, 0) << " BTU/h, " << rp.uUsed << "/" << rp.uTotal
            << " U, " << fixed(rp.weightKg, 1) << " kg, " << rp.cooling
            << (rp.unknownPowerDevices ? " (+" + std::to_string(rp.unknownPowerDevices) +
                                             " device(s) of unknown power)"
                                       : std::string())
            << "\n";
        printRackPower(r, i, out);
    }
    printSitePower(r, out);
    printFabric(r, out);
    out << "Issues: " << r.count(core::Severity::Error) << " error(s), "
        << r.count(core::Severity::Warning) << " warning(s)\n";
    for (const core::Issue& i : r.issues)
        out << "  " << core::toString(i.severity) << " [" << i.code << "] " << i.message << "\n";
}

} // namespace

int analyzeCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream&)
{
    const CliArgs a(args, {"--user-db"}, {"--json"});
    const std::string path = a.positional(0, "design file");
    const core::Design design = core::loadDesign(path);
    auto cat = catalog::Catalog::builtin(
        a.option("--user-db").value_or(catalog::defaultUserDatabasePath()));
    const core::Report report = core::analyze(design, *cat);
    if (a.flag("--json"))
        out << core::reportToJson(report).dump(2) << "\n";
    else
        printText(design, report, out);
    return 0;
}

} // namespace cd::cli
