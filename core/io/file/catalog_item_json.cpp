#include "catalog_item_json.h"

#include "buildout_json.h"
#include "confidence_json.h"
#include "io/input_limits.h"
#include "io/json_extras.h"
#include "text/c_numbers.h"
#include "text/translation.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <set>

namespace cd::core {

namespace {

// The largest figure a spec in `unit` can be, 100 to 1,000 times what anything sold has (the
// catalog's largest: a 155 kW rack, 1.7 t, 22 TB/s, 40 PFLOPS, 2,949 TB a node): beyond, an
// imported 1e308 kg or W ran to "inf" and undefined conversions in every analysis. Units not
// listed are held to 1e12.
double largestFor(const std::string& unit)
{
    static const std::map<std::string, double, std::less<>> kLargest{
        {"U", kMaxRackUnits}, {"W", 1e7},      {"kW", 1e5},    {"kg", 1e5},    {"mm", 1e5},
        {"m", 1e5},           {"GB", 1e6},     {"TB", 1e6},    {"GB/s", 1e6},  {"Gb/s", 1e5},
        {"Tb/s", 1e4},        {"TFLOPS", 1e6}, {"count", 1e6}, {"ports", 1e5}, {"A", 1e5},
        {"V", 1e4},           {"BTU/h", 1e9},  {"CFM", 1e7},   {"L/min", 1e6}, {"MT/s", 1e5}};
    const auto it = kLargest.find(unit);
    return it == kLargest.end() ? 1e12 : it->second;
}
// A non-zero figure below this is no figure (1e-320 TFLOPS made step times NaN).
constexpr double kSmallestSpec = 1e-6;

SpecValue readSpec(const JsonReader& r)
{
    r.requireObject();
    SpecValue s;
    const JsonReader v = r.at("v");
    if (v.value().is_number()) {
        if (!std::isfinite(v.value().get<double>()))
            v.fail(CD_TRANSLATE_NOOP("LoadError", "a finite number"));
        s.numbers.push_back(v.value().get<double>());
    } else if (v.value().is_string()) {
        s.text = v.value().get<std::string>();
    } else if (v.value().is_array() && v.size() > 0) {
        for (std::size_t i = 0; i < v.size(); ++i) {
            if (!v.value()[i].is_number() || !std::isfinite(v.value()[i].get<double>()))
                v.at(i).fail(CD_TRANSLATE_NOOP("LoadError", "a finite number"));
            s.numbers.push_back(v.value()[i].get<double>());
        }
    } else {
        v.fail(CD_TRANSLATE_NOOP("LoadError", "a number, a string or an array of numbers"));
    }
    s.unit = r.string("unit", "");
    if (!s.numbers.empty() && s.unit.empty())
        r.failAt("unit", CD_TRANSLATE_NOOP("LoadError", "a unit for a numeric value"));
    // Sizes, rates, capacities, power and weight are never negative (issue 23: a negative
    // storage bandwidth); temperatures and other signed units pass.
    static const std::set<std::string> kNonNegative{"GB/s", "Gb/s", "TB", "GB", "W",    "kW",
                                                    "kg",   "U",    "mm", "m",  "count"};
    if (kNonNegative.count(s.unit) &&
        std::any_of(s.numbers.begin(), s.numbers.end(), [](double x) { return x < 0; }))
        v.fail(text::arg(text::translate("LoadError", "a value of 0 or more (%1)"), {s.unit}));
    const double most = largestFor(s.unit);
    if (std::any_of(s.numbers.begin(), s.numbers.end(), [most](double x) {
            return std::abs(x) > most || (x != 0 && std::abs(x) < kSmallestSpec);
        }))
        v.fail(text::arg(text::translate("LoadError", "a value of 0 or from %1 to %2 (%3)"),
                         {text::cFixed(kSmallestSpec, 6), text::cFixed(most, 0), s.unit}));
    readCitation(r, s.sources, s.confidence, s.note);
    return s;
}

Json writeSpec(const SpecValue& s)
{
    Json j = Json::object();
    if (s.numbers.size() == 1)
        j["v"] = numberJson(s.numbers.front());
    else if (!s.numbers.empty()) {
        j["v"] = Json::array();
        for (double n : s.numbers)
            j["v"].push_back(numberJson(n));
    } else
        j["v"] = s.text;
    if (!s.unit.empty())
        j["unit"] = s.unit;
    j["src"] = s.sources;
    j["conf"] = std::string(toString(s.confidence));
    if (!s.note.empty())
        j["note"] = s.note;
    return j;
}

GpuOptions readGpu(const JsonReader& r)
{
    r.requireObject();
    GpuOptions g;
    g.defaultGpu = r.string("default");
    g.options = r.stringList("options");
    if (g.options.empty())
        r.failAt("options", CD_TRANSLATE_NOOP("LoadError", "a non-empty list of GPU ids"));
    if (!g.takesGpu(g.defaultGpu))
        r.failAt("default", CD_TRANSLATE_NOOP("LoadError", "one of the ids listed in options"));
    const JsonReader counts = r.at("counts");
    counts.requireArray();
    for (std::size_t i = 0; i < counts.size(); ++i) {
        const Json& c = counts.value()[i];
        if (!c.is_number_integer() || c.get<std::int64_t>() < 1 ||
            c.get<std::int64_t>() > kMaxGpusPerDevice)
            counts.at(i).fail(text::arg(text::translate("LoadError", "a GPU count from 1 to %1"),
                                        {std::to_string(kMaxGpusPerDevice)}));
        g.counts.push_back(c.get<int>());
    }
    if (g.counts.empty())
        counts.fail(CD_TRANSLATE_NOOP("LoadError", "a non-empty list of GPU counts"));
    if (auto d = r.optionalInteger("default_count", 1)) {
        if (!g.takesCount(*d))
            r.failAt("default_count",
                     CD_TRANSLATE_NOOP("LoadError", "one of the counts listed in counts"));
        g.defaultCountOverride = *d;
    }
    g.sources = r.stringList("src");
    g.confidence = readConfidence(r);
    g.note = r.string("note", "");
    return g;
}

Json writeGpu(const GpuOptions& g)
{
    Json j{{"default", g.defaultGpu}, {"options", g.options}, {"counts", g.counts}};
    if (g.defaultCountOverride > 0)
        j["default_count"] = g.defaultCountOverride;
    j["src"] = g.sources;
    j["conf"] = std::string(toString(g.confidence));
    if (!g.note.empty())
        j["note"] = g.note;
    return j;
}

const std::set<std::string> kItemKeys{
    "id",    "kind", "vendor", "model", "description", "part_numbers", "full_depth",
    "specs", "gpu",  "ports",  "price", "missing",     "preliminary",  "buildout"};

PortGroup readPort(const JsonReader& r)
{
    r.requireObject();
    PortGroup p;
    p.name = r.string("name");
    if (p.name.empty() || std::isdigit(static_cast<unsigned char>(p.name.back())))
        r.failAt("name",
                 CD_TRANSLATE_NOOP("LoadError", "a port name prefix that does not end in a digit"));
    p.count = r.boundedInteger("count", 1, kMaxPortsPerGroup);
    p.speedGbps = r.number("speed_gbps");
    p.connector = r.string("connector", "");
    p.role = r.string("role", "");
    p.sources = r.stringList("src");
    p.confidence = readConfidence(r);
    p.note = r.string("note", "");
    return p;
}

Json writePort(const PortGroup& p)
{
    Json j{{"name", p.name}, {"count", p.count}, {"speed_gbps", numberJson(p.speedGbps)}};
    if (!p.connector.empty())
        j["connector"] = p.connector;
    if (!p.role.empty())
        j["role"] = p.role;
    j["src"] = p.sources;
    j["conf"] = std::string(toString(p.confidence));
    if (!p.note.empty())
        j["note"] = p.note;
    return j;
}

Price readPrice(const JsonReader& r)
{
    r.requireObject();
    Price p;
    p.amount = r.number("amount");
    if (!(p.amount >= 0 && p.amount <= 1e9)) // a price list's bound too (price_list_reader.cpp)
        r.failAt("amount", CD_TRANSLATE_NOOP("LoadError", "a price from 0 to 1,000,000,000"));
    p.currency = r.string("currency");
    if (p.currency.size() != 3)
        r.failAt("currency",
                 CD_TRANSLATE_NOOP("LoadError", "a three-letter ISO 4217 currency code"));
    p.date = r.string("date", "");
    p.estimate = r.boolean("estimate", true);
    p.includesGpus = r.boolean("includes_gpus", false);
    p.sources = r.stringList("src");
    p.confidence = readConfidence(r);
    p.note = r.string("note", "");
    return p;
}

Json writePrice(const Price& p)
{
    Json j{{"amount", numberJson(p.amount)}, {"currency", p.currency}};
    if (!p.date.empty())
        j["date"] = p.date;
    j["estimate"] = p.estimate;
    if (p.includesGpus)
        j["includes_gpus"] = true;
    j["src"] = p.sources;
    j["conf"] = std::string(toString(p.confidence));
    if (!p.note.empty())
        j["note"] = p.note;
    return j;
}

void readSpecs(const JsonReader& r, std::map<std::string, SpecValue, std::less<>>& specs)
{
    if (!r.has("specs"))
        return;
    const JsonReader list = r.at("specs");
    list.requireObject();
    for (const auto& [key, value] : list.value().items()) {
        if (value.is_null())
            continue; // an explicit null is the same as missing
        specs.emplace(key, readSpec(list.at(key)));
    }
}

void readPorts(const JsonReader& r, std::vector<PortGroup>& ports)
{
    if (!r.has("ports"))
        return;
    const JsonReader list = r.at("ports");
    list.requireArray();
    for (std::size_t i = 0; i < list.size(); ++i)
        ports.push_back(readPort(list.at(i)));
}

} // namespace

CatalogItem readCatalogItem(const JsonReader& r)
{
    r.requireObject();
    CatalogItem item;
    item.id = r.string("id");
    if (item.id.empty())
        r.failAt("id", CD_TRANSLATE_NOOP("LoadError", "a non-empty id"));
    const std::string kind = r.string("kind");
    auto k = itemKindFromString(kind);
    if (!k)
        r.failAt("kind",
                 CD_TRANSLATE_NOOP(
                     "LoadError", "one of server, gpu, nic, switch, cable, transceiver, rack, pdu, "
                                  "storage, service, cdu, component"));
    item.kind = *k;
    item.vendor = r.string("vendor", "");
    item.model = r.string("model");
    item.description = r.string("description", "");
    item.partNumbers = r.stringList("part_numbers");
    item.fullDepth = r.boolean("full_depth", item.kind != ItemKind::Pdu);
    readSpecs(r, item.specs);
    if (r.has("gpu") && !r.value().at("gpu").is_null())
        item.gpu = readGpu(r.at("gpu"));
    if (r.has("buildout") && !r.value().at("buildout").is_null())
        item.buildout = readBuildout(r.at("buildout"));
    readPorts(r, item.ports);
    if (r.has("price") && !r.value().at("price").is_null())
        item.price = readPrice(r.at("price"));
    item.missing = r.stringList("missing");
    item.preliminary = r.boolean("preliminary", false);
    item.extra = extrasOf(r.value(), kItemKeys);
    return item;
}

Json writeCatalogItem(const CatalogItem& item)
{
    Json j{{"id", item.id},
           {"kind", std::string(toString(item.kind))},
           {"vendor", item.vendor},
           {"model", item.model}};
    if (!item.description.empty())
        j["description"] = item.description;
    if (!item.partNumbers.empty())
        j["part_numbers"] = item.partNumbers;
    if (item.fullDepth != (item.kind != ItemKind::Pdu))
        j["full_depth"] = item.fullDepth;
    Json specs = Json::object();
    for (const auto& [key, s] : item.specs)
        specs[key] = writeSpec(s);
    j["specs"] = specs;
    if (item.gpu)
        j["gpu"] = writeGpu(*item.gpu);
    if (item.buildout)
        j["buildout"] = writeBuildout(*item.buildout);
    if (!item.ports.empty()) {
        Json ports = Json::array();
        for (const PortGroup& p : item.ports)
            ports.push_back(writePort(p));
        j["ports"] = ports;
    }
    if (item.price)
        j["price"] = writePrice(*item.price);
    if (!item.missing.empty())
        j["missing"] = item.missing;
    if (item.preliminary)
        j["preliminary"] = true;
    appendExtras(j, item.extra);
    return j;
}

std::string itemBoundsProblem(const CatalogItem& item)
{
    for (std::size_t i = 0; i < item.ports.size(); ++i) {
        const int n = item.ports[i].count;
        if (n < 1 || n > kMaxPortsPerGroup)
            return text::arg(
                text::translate("LoadError", "ports[%1].count %2 is not from 1 to %3"),
                {std::to_string(i), std::to_string(n), std::to_string(kMaxPortsPerGroup)});
    }
    if (item.gpu)
        for (const int n : item.gpu->counts)
            if (n < 1 || n > kMaxGpusPerDevice) // the bounds import enforces (readGpu above)
                return text::arg(text::translate("LoadError", "gpu.counts %1 is not from 1 to %2"),
                                 {std::to_string(n), std::to_string(kMaxGpusPerDevice)});
    return {};
}

std::vector<Source> readSources(const JsonReader& r)
{
    r.requireObject();
    std::vector<Source> out;
    for (const auto& [id, value] : r.value().items()) {
        const JsonReader s = r.at(id);
        s.requireObject();
        out.push_back(Source{id, s.string("title"), s.string("url", ""), s.string("kind", "")});
    }
    return out;
}

Json writeSources(const std::vector<Source>& sources)
{
    Json j = Json::object();
    for (const Source& s : sources) {
        Json e{{"title", s.title}};
        if (!s.url.empty())
            e["url"] = s.url;
        if (!s.kind.empty())
            e["kind"] = s.kind;
        j[s.id] = e;
    }
    return j;
}

} // namespace cd::core
