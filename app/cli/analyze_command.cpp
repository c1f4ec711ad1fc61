#include "analysis/analyze.h"
#include "catalog.h"
#include "cli_args.h"
#include "commands.h"
#include "io/design_file.h"
#include "io/report_json.h"
#include "user_paths.h"

#include <cstdio>
#include <iomanip>

namespace cd::cli {

namespace {

std::string fixed(double v, int decimals)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
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
        << fixed(r.power.typicalW / 1000, 2) << " kW\n";
    out << "  heat at max:        " << fixed(r.power.heatBtuPerH, 0) << " BTU/h\n";
    out << "  weight:             " << fixed(r.power.weightKg, 1) << " kg\n";
    out << "  BOM total:          " << fixed(r.bom.total, 2) << " " << r.bom.currency
        << (r.bom.allEstimates ? " (public estimates)" : "")
        << (r.bom.unpricedLines ? ", " + std::to_string(r.bom.unpricedLines) + " line(s) unpriced"
                                : "")
        << "\n";
    for (const core::RackPower& rp : r.power.racks)
        out << "  rack " << std::left << std::setw(10) << rp.rackName << fixed(rp.maxW / 1000, 2)
            << " kW max, " << fixed(rp.heatBtuPerH, 0) << " BTU/h, " << rp.uUsed << "/"
            << rp.uTotal << " U, " << fixed(rp.weightKg, 1) << " kg, " << rp.cooling
            << (rp.unknownPowerDevices
                    ? " (+" + std::to_string(rp.unknownPowerDevices) + " device(s) of unknown power)"
                    : std::string())
            << "\n";
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
