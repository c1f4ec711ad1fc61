#include "analysis/analyze.h"
#include "analysis/issues/format.h"
#include "analysis/power/circuit.h"
#include "catalog.h"
#include "cli_args.h"
#include "commands.h"
#include "io/file/design_file.h"
#include "io/report/report_json.h"
#include "user_db_option.h"

#include <iomanip>
#include <sstream>

namespace cd::cli {

namespace {

using core::format::fixed;
using core::format::grouped;

// Two decimals here, one in issue messages (format::kw): the report lists exact figures.
std::string kw(double watts)
{
    return fixed(watts / 1000, 2) + " kW";
}

// The rack's feeds, one line each.
void printFeeds(const core::RackDistribution& rd, std::ostream& out)
{
    for (const core::FeedLoad& f : rd.feeds) {
        out << "    "
            << msg(translate("Cli", "feed %1 (%2): %3 normal"),
                   {f.id,
                    f.configured ? core::circuit::describe(f.circuit) : translate("Cli", "not set"),
                    kw(f.normalW)});
        if (!f.failoverOf.empty())
            out << msg(translate("Cli", ", %1 when feed %2 fails"),
                       {kw(f.failoverW), f.failoverOf});
        if (f.configured)
            out << msg(translate("Cli", ", usable %1 (%2 %)"),
                       {kw(f.usableW), fixed(f.utilisation * 100, 0)});
        out << "\n";
    }
}

// Feeds, PDUs and airflow of one rack, indented under its summary line.
void printRackPower(const core::Report& r, std::size_t i, std::ostream& out)
{
    if (i < r.cooling.racks.size()) {
        const core::RackCooling& c = r.cooling.racks[i];
        out << "    "
            << msg(translate(
                       "Cli",
                       "heat %1 = %2 BTU/h, airflow %3 CFM at a %4 °C rise, cooling class %5"),
                   {kw(c.heatW), grouped(c.heatBtuPerH, 0), grouped(c.airflowCfm, 0),
                    fixed(r.cooling.deltaTC, 1), core::toString(c.coolingClass)})
            << "\n";
    }
    if (i >= r.distribution.racks.size())
        return;
    const core::RackDistribution& rd = r.distribution.racks[i];
    printFeeds(rd, out);
    for (const core::PduLoad& p : rd.pdus) {
        out << "    "
            << msg(translate("Cli", "PDU %1 on feed %2: %3 normal, %4 on failover, %5 inlet(s)"),
                   {p.name, p.feed, kw(p.normalW), kw(p.failoverW), std::to_string(p.inlets)});
        if (p.ratedW > 0)
            out << msg(translate("Cli", ", usable %1 (%2 %)"),
                       {kw(p.usableW), fixed(p.utilisation * 100, 0)});
        out << "\n";
    }
    if (!rd.feedsSet && rd.loadW > 0)
        out << "    "
            << msg(translate("Cli", "suggested circuit per feed: 3-phase 400 V %1 at PF 0.95 (%2 A "
                                    "needed to carry %3 at 80 %)"),
                   {rd.suggested.currentA ? fixed(*rd.suggested.currentA, 0) + " A"
                                          : std::string("> 125 A"),
                    fixed(rd.suggested.requiredCurrentA, 1), kw(rd.suggested.perFeedW)})
            << "\n";
}

void printSitePower(const core::Report& r, std::ostream& out)
{
    for (const core::RowPower& row : r.power.rows)
        out << "  "
            << msg(translate("Cli", "row %1: %2 rack(s), %3 max, %4 typical, %5 BTU/h, %6 kg"),
                   {std::to_string(row.row), std::to_string(row.racks), kw(row.maxW),
                    kw(row.typicalW), grouped(row.heatBtuPerH, 0), fixed(row.weightKg, 1)})
            << "\n";
    const core::CoolingReport& c = r.cooling;
    out << msg(c.pueDefault ? translate("Cli", "  facility power:     %1 at PUE %2 (assumed)")
                            : translate("Cli", "  facility power:     %1 at PUE %2"),
               {kw(c.facilityW), fixed(c.pue, 2)})
        << "\n";
    out << msg(translate("Cli", "  airflow:            %1 CFM"), {grouped(c.airflowCfm, 0)})
        << "\n";
    out << msg(translate("Cli", "  energy per year:    %1 kWh"), {grouped(c.energyKwhPerYear, 0)});
    if (c.energyCostPerYear)
        out << " = " << grouped(*c.energyCostPerYear, 2) << " " << c.currency;
    out << "\n";
}

// "8 leaf / 4 spine / 0 core", with the super-core tier where there is one.
std::string tierCounts(const core::NetworkReport& n)
{
    std::string s =
        msg(translate("Cli", "%1 leaf / %2 spine / %3 core"),
            {std::to_string(n.leaves), std::to_string(n.spines), std::to_string(n.cores)});
    if (n.superCores > 0)
        s += msg(translate("Cli", " / %1 super-core"), {std::to_string(n.superCores)});
    return s;
}

// NVLink domains and networks, one line each; `fabric DESIGN` prints the detail.
void printFabric(const core::Report& r, std::ostream& out)
{
    for (const core::NvlinkGroup& g : r.nvlink.groups) {
        const std::string kind = translate("Nvlink", core::label(g.kind));
        out << "  "
            << msg(translate("Cli", "NVLink: %1 x %2 with %3 x %4: %5 domain(s) of %6 GPU(s), %7"),
                   {std::to_string(g.servers), g.server, std::to_string(g.gpusPerServer), g.gpu,
                    std::to_string(g.domains), std::to_string(g.gpusPerDomain), kind});
        if (g.perGpuGBps > 0)
            out << msg(translate("Cli", ", %1 GB/s per GPU"), {fixed(g.perGpuGBps, 0)});
        if (!g.note.empty() && g.note != kind)
            out << " (" << g.note << ")";
        out << "\n";
    }
    for (const core::NetworkReport& n : r.fabric.networks) {
        const auto links = n.nodeLeafLinks + n.leafSpineLinks + n.spineCoreLinks +
                           n.coreSuperCoreLinks + n.otherLinks;
        out << "  "
            << msg(translate("Cli", "network %1: %2 tier(s), %3, %4 nodes, %5 links"),
                   {n.id.empty() ? translate("Cli", "(no network)") : n.id, std::to_string(n.tiers),
                    tierCounts(n), std::to_string(n.nodes), std::to_string(links)});
        if (!n.transport.empty())
            out << ", " << n.transport;
        if (n.leafOversubscription > 0)
            out << msg(translate("Cli", ", leaf %1:1 as built"),
                       {fixed(n.leafOversubscription, 2)});
        out << "\n";
    }
}

// "12,345.00 USD (public estimates), 2 line(s) unpriced"
std::string bomTotal(const core::BomReport& bom)
{
    std::string s = grouped(bom.total, 2) + " " + bom.currency;
    if (bom.allEstimates)
        s += translate("Cli", " (public estimates)");
    if (bom.unpricedLines)
        s += msg(translate("Cli", ", %1 line(s) unpriced"), {std::to_string(bom.unpricedLines)});
    return s;
}

void printRacks(const core::Report& r, std::ostream& out)
{
    for (std::size_t i = 0; i < r.power.racks.size(); ++i) {
        const core::RackPower& rp = r.power.racks[i];
        std::ostringstream name;
        name << std::left << std::setw(10) << rp.rackName;
        out << "  "
            << msg(translate("Cli", "rack %1%2 kW max, %3 BTU/h, %4/%5 U, %6 kg, %7"),
                   {name.str(), fixed(rp.maxW / 1000, 2), grouped(rp.heatBtuPerH, 0),
                    std::to_string(rp.uUsed), std::to_string(rp.uTotal), fixed(rp.weightKg, 1),
                    core::text::translate("Cooling", rp.cooling.c_str())});
        if (rp.unknownPowerDevices)
            out << msg(translate("Cli", " (+%1 device(s) of unknown power)"),
                       {std::to_string(rp.unknownPowerDevices)});
        if (rp.unknownWeightItems)
            out << msg(translate("Cli", " (+%1 part(s) of unknown weight)"),
                       {std::to_string(rp.unknownWeightItems)});
        out << "\n";
        printRackPower(r, i, out);
    }
}

void printText(const core::Design& d, const core::Report& r, std::ostream& out)
{
    out << msg(translate("Cli", "Design: %1"),
               {d.name.empty() ? translate("Cli", "(unnamed)") : d.name})
        << "\n";
    out << msg(translate("Cli", "  servers:            %1"), {std::to_string(r.servers)}) << "\n";
    out << msg(translate("Cli", "  GPUs:               %1"), {std::to_string(r.gpus)});
    for (const auto& [gpu, n] : r.gpusByModel)
        out << "  [" << n << " x " << gpu << "]";
    out << "\n";
    out << msg(translate("Cli", "  GPU memory:         %1 GB"), {fixed(r.gpuMemoryGb, 0)}) << "\n";
    out << msg(translate("Cli", "  racks:              %1"), {std::to_string(r.racks)}) << "\n";
    out << msg(translate("Cli", "  power max/typical:  %1 / %2%3 kW"),
               {fixed(r.power.maxW / 1000, 2), r.power.typicalAtMaxDevices > 0 ? "<= " : "",
                fixed(r.power.typicalW / 1000, 2)})
        << "\n";
    out << msg(translate("Cli", "  heat at max:        %1 BTU/h"),
               {grouped(r.power.heatBtuPerH, 0)})
        << "\n";
    out << msg(translate("Cli", "  weight:             %1 kg"), {fixed(r.power.weightKg, 1)})
        << "\n";
    out << msg(translate("Cli", "  BOM total:          %1"), {bomTotal(r.bom)}) << "\n";
    printRacks(r, out);
    printSitePower(r, out);
    printFabric(r, out);
    out << msg(translate("Cli", "Issues: %1 error(s), %2 warning(s)"),
               {std::to_string(r.count(core::Severity::Error)),
                std::to_string(r.count(core::Severity::Warning))})
        << "\n";
    for (const core::Issue& i : r.issues)
        out << "  " << core::toString(i.severity) << " [" << i.code << "] " << i.message << "\n";
}

} // namespace

int analyzeCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream&)
{
    const CliArgs a(args, {"--user-db"}, {"--json"});
    a.allowPositionals(1);
    const std::string path = a.positional(0, CD_TRANSLATE_NOOP("Cli", "design file"));
    const core::Design design = core::loadDesign(path);
    auto cat = catalog::Catalog::builtin(userDatabaseOption(a));
    const core::Report report = core::analyze(design, *cat);
    if (a.flag("--json"))
        out << core::reportToJson(report).dump(2) << "\n";
    else
        printText(design, report, out);
    return 0;
}

} // namespace cd::cli
