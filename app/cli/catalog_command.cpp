#include "analysis/issues/format.h"
#include "catalog.h"
#include "cli_args.h"
#include "commands.h"
#include "io/file/catalog_item_json.h"
#include "io/load_error.h"
#include "netbox_import.h"
#include "user_database.h"
#include "user_db_option.h"

#include <iomanip>

namespace cd::cli {

namespace {

std::optional<core::ItemKind> kindOption(const CliArgs& a)
{
    const std::optional<std::string> k = a.option("--kind");
    if (!k)
        return std::nullopt;
    const std::optional<core::ItemKind> kind = core::itemKindFromString(*k);
    if (!kind)
        throw UsageError(msg(translate("Cli", "unknown kind '%1' (server, gpu, nic, switch, cable, "
                                              "transceiver, rack, pdu, storage, service, cdu)"),
                             {*k}));
    return kind;
}

core::Json listEntry(const core::CatalogItem& item, const catalog::Catalog& cat)
{
    core::Json j{{"id", item.id},
                 {"kind", std::string(core::toString(item.kind))},
                 {"vendor", item.vendor},
                 {"model", item.model},
                 {"description", item.description}};
    if (const int u = item.rackUnits(); u > 0)
        j["rack_units"] = u;
    if (item.price)
        j["price"] = {{"amount", item.price->amount},
                      {"currency", item.price->currency},
                      {"estimate", item.price->estimate}};
    j["origin"] = cat.isUserItem(item.id) ? "user" : "builtin";
    if (item.preliminary)
        j["preliminary"] = true;
    return j;
}

// "USD 35,430": a price as list and show write it.
std::string amountText(const std::string& currency, double amount)
{
    return currency + " " + core::format::grouped(amount, 0);
}

// "USD 35,430 est." for a list entry with a price (an estimate until a price list is
// imported), "in the system" for a part priced 0 as sold only inside a system (the Grace CPU of
// a GB300 tray), "no price" without one.
std::string priceColumn(const core::Json& entry)
{
    if (!entry.contains("price"))
        return translate("Cli", "no price");
    const core::Json& p = entry["price"];
    if (p["amount"].get<double>() == 0)
        return translate("Cli", "in the system");
    return amountText(p["currency"].get<std::string>(), p["amount"].get<double>()) +
           (p["estimate"].get<bool>() ? " est." : "");
}

int list(const CliArgs& a, const catalog::Catalog& cat, std::ostream& out)
{
    const std::optional<core::ItemKind> kind = kindOption(a);
    core::Json arr = core::Json::array();
    for (const core::CatalogItem* item : cat.items())
        if (!kind || item->kind == *kind)
            arr.push_back(listEntry(*item, cat));
    if (a.flag("--json")) {
        out << arr.dump(2) << "\n";
        return 0;
    }
    for (const auto& e : arr)
        out << std::left << std::setw(40) << e["id"].get<std::string>() << std::setw(12)
            << e["kind"].get<std::string>() << std::setw(20) << priceColumn(e)
            << e["vendor"].get<std::string>() << " " << e["model"].get<std::string>()
            << (e.value("preliminary", false) ? translate("Cli", "  (preliminary)") : "") << "\n";
    out << msg(translate("Cli", "%1 item(s)"), {std::to_string(arr.size())}) << "\n";
    return 0;
}

// The price as the quote takes it: amount, whether it is an estimate, its date, confidence and
// sources, and the note that says how it was had ("USD 35,430 (estimate, 2025-12)").
void printPrice(const core::CatalogItem& item, std::ostream& out)
{
    if (!item.price)
        return;
    const core::Price& p = *item.price;
    out << "  " << std::left << std::setw(20) << translate("Cli", "price")
        << amountText(p.currency, p.amount) << " ("
        << (p.estimate ? translate("Cli", "estimate") : translate("Cli", "price list"))
        << (p.date.empty() ? "" : ", " + p.date)
        << (p.includesGpus ? translate("Cli", ", with its GPUs") : "") << ")  ["
        << core::toString(p.confidence);
    for (const std::string& s : p.sources)
        out << " " << s;
    out << "]\n";
    if (!p.note.empty())
        out << "  " << std::string(20, ' ') << p.note << "\n";
}

int show(const CliArgs& a, const catalog::Catalog& cat, std::ostream& out, std::ostream& err)
{
    const std::string id = a.positional(1, CD_TRANSLATE_NOOP("Cli", "catalog id"));
    const core::CatalogItem* item = cat.find(id);
    if (!item) {
        err << "cluster-designer-cli: " << msg(translate("Cli", "no catalog item '%1'"), {id})
            << "\n";
        return 1;
    }
    core::Json j = core::writeCatalogItem(*item);
    if (a.flag("--json")) {
        out << j.dump(2) << "\n";
        return 0;
    }
    out << item->displayName() << " (" << item->id << ", " << core::toString(item->kind) << ")\n";
    if (item->preliminary)
        out << translate("Cli", "  PRELIMINARY: announced, not shipping; the figures are the "
                                "vendor's preliminary ones")
            << "\n";
    for (const auto& [key, spec] : item->specs) {
        // A key of 20 characters or more keeps one space before its value.
        out << "  " << std::left << std::setw(19) << key << " " << spec.display() << "  ["
            << core::toString(spec.confidence);
        for (const std::string& s : spec.sources)
            out << " " << s;
        out << "]\n";
    }
    for (const core::PortGroup& g : item->ports)
        out << "  " << std::left << std::setw(20) << translate("Cli", "ports") << g.name << "1"
            << (g.count > 1 ? ".." + g.name + std::to_string(g.count) : std::string()) << ": "
            << g.count << " x " << g.speedGbps << " Gb/s " << g.connector << ", " << g.role
            << (g.note.empty() ? "" : " (" + g.note + ")") << "\n";
    printPrice(*item, out);
    for (const std::string& m : item->missing)
        out << "  " << std::left << std::setw(19) << m << " "
            << translate("Cli", "missing (no public source)") << "\n";
    return 0;
}

int import(const CliArgs& a, const catalog::Catalog& cat, std::ostream& out)
{
    const std::string file = a.positional(1, CD_TRANSLATE_NOOP("Cli", "catalog file to import"));
    catalog::UserDatabase user(userDatabaseOption(a));
    const auto ids = user.importFile(file, cat);
    out << msg(translate("Cli", "imported %1 item(s) into %2"),
               {std::to_string(ids.size()), user.path()})
        << "\n";
    return 0;
}

void printImportedFile(const catalog::NetboxImportedFile& f, std::ostream& out, std::ostream& err)
{
    if (!f.error.empty()) {
        err << "cluster-designer-cli: " << msg(translate("Cli", "not imported: %1"), {f.error})
            << "\n";
        return;
    }
    out << "  " << f.item << " (" << f.itemId << "), " << f.kindReason << "\n";
    for (const std::string& s : f.skipped)
        out << "    " << s << "\n";
}

// Exit 0 when any file went in, so one bad file in a library folder does not fail the run.
int importNetbox(const CliArgs& a, const catalog::Catalog& cat, std::ostream& out,
                 std::ostream& err)
{
    const std::string path =
        a.positional(1, CD_TRANSLATE_NOOP("Cli", "NetBox device type file or folder"));
    catalog::UserDatabase user(userDatabaseOption(a));
    const catalog::NetboxImportReport report =
        catalog::importNetboxDeviceTypes(path, user, cat, kindOption(a));
    for (const catalog::NetboxImportedFile& f : report.files)
        printImportedFile(f, out, err);
    out << msg(translate("Cli", "imported %1 of %2 NetBox device type file(s) into %3"),
               {std::to_string(report.imported()), std::to_string(report.files.size()),
                user.path()})
        << "\n";
    return report.imported() > 0 ? 0 : 1;
}

} // namespace

int catalogCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    const CliArgs a(args, {"--kind", "--user-db"}, {"--json"});
    const std::string verb = a.positional(
        0, CD_TRANSLATE_NOOP("Cli", "catalog verb (list, show, import, import-netbox)"));
    a.allowPositionals(verb == "list" ? 1 : 2);
    auto cat = catalog::Catalog::builtin(userDatabaseOption(a));
    if (verb == "list")
        return list(a, *cat, out);
    if (verb == "show")
        return show(a, *cat, out, err);
    if (verb == "import")
        return import(a, *cat, out);
    if (verb == "import-netbox")
        return importNetbox(a, *cat, out, err);
    throw UsageError(msg(translate("Cli", "unknown catalog verb '%1'"), {verb}));
}

} // namespace cd::cli
