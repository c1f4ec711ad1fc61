#pragma once

#include "json.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cd::core {

// Cdu: coolant distribution units and rear-door heat exchangers, the liquid-cooling plant.
// Component: a part fitted inside a server (CPU, memory module, drive, PSU), its build-out.
enum class ItemKind
{
    Server,
    Gpu,
    Nic,
    Switch,
    Cable,
    Transceiver,
    Rack,
    Pdu,
    Storage,
    Service,
    Cdu,
    Component
};

std::string_view toString(ItemKind kind);
std::optional<ItemKind> itemKindFromString(std::string_view text);
// Kinds that occupy rack units and can be placed in a rack.
bool isRackMounted(ItemKind kind);

// How far a published figure can be trusted (shared/reference/README.md):
// V read in a vendor document, S secondary source quoting the vendor, U uncertain or derived.
enum class Confidence
{
    Vendor,
    Secondary,
    Uncertain
};

std::string_view toString(Confidence c);
std::optional<Confidence> confidenceFromString(std::string_view text);

struct Source
{
    std::string id;
    std::string title;
    std::string url;
    std::string kind;
};

// One published fact about a catalog item, with where it was read.
struct SpecValue
{
    // One number, or published alternatives / a range (PSU options 1500/2400/3200 W).
    std::vector<double> numbers;
    std::string text;
    std::string unit;
    std::vector<std::string> sources;
    Confidence confidence = Confidence::Uncertain;
    std::string note;

    bool isNumber() const { return numbers.size() == 1; }
    std::optional<double> number() const;
    // Largest alternative: the conservative choice for power, weight and load sums.
    std::optional<double> largest() const;
    std::string display() const;
};

struct GpuOptions
{
    std::string defaultGpu;
    std::vector<std::string> options;
    std::vector<int> counts;
    // The count a device gets when it names none; 0 = the largest listed count.
    int defaultCountOverride = 0;
    std::vector<std::string> sources;
    Confidence confidence = Confidence::Uncertain;
    std::string note;

    int defaultCount() const
    {
        return defaultCountOverride > 0 ? defaultCountOverride
                                        : (counts.empty() ? 0 : counts.back());
    }
    bool takesGpu(std::string_view gpuId) const;
    bool takesCount(int count) const;
};

// One configurable part slot of a server's build-out ("cpu", "memory", "boot", "data", "psu"):
// the catalog components it takes, how many, and the vendor's reference AI configuration.
struct BuildoutSlot
{
    std::string slot;
    std::vector<std::string> options; // component ids
    std::string defaultPart;          // the reference configuration's part
    int defaultCount = 0;             // and its count
    int minCount = 0;
    int maxCount = 0; // the vendor's maximum (DIMM slots, drive bays, PSU bays)
    std::vector<std::string> sources;
    Confidence confidence = Confidence::Uncertain;
    std::string note;

    bool takes(std::string_view part) const;
};

struct Buildout
{
    std::vector<BuildoutSlot> partSlots;
    // The chassis' published power figure is for the reference build-out (NVIDIA's DGX maxima,
    // vendor's configured maxima): options add or remove their difference from it. False: the
    // figure is for the chassis and GPUs only, and every part adds its own power.
    bool powerIncludesReference = true;
    // The chassis price estimate is for the reference build-out: options are priced as their
    // difference from it.
    bool priceIncludesReference = true;
    std::vector<std::string> sources;
    Confidence confidence = Confidence::Uncertain;
    std::string note;

    const BuildoutSlot* find(std::string_view slot) const;
};

struct PortGroup
{
    std::string name; // prefix: ports are name1..nameN
    int count = 0;
    double speedGbps = 0;
    std::string connector;
    std::string role;
    std::vector<std::string> sources;
    Confidence confidence = Confidence::Uncertain;
    std::string note;
};

struct Price
{
    double amount = 0;
    std::string currency;
    std::string date;
    bool estimate = true;
    // True when the figure is for a complete system with its GPUs (DGX); otherwise GPUs are
    // priced as their own BOM line.
    bool includesGpus = false;
    std::vector<std::string> sources;
    Confidence confidence = Confidence::Uncertain;
    std::string note;
};

struct CatalogItem
{
    std::string id;
    ItemKind kind = ItemKind::Server;
    std::string vendor;
    std::string model;
    std::string description;
    std::vector<std::string> partNumbers;
    bool fullDepth = true;
    std::map<std::string, SpecValue, std::less<>> specs; // std::less<>: found by string_view
    std::optional<GpuOptions> gpu;
    std::optional<Buildout> buildout; // servers: configurable CPUs, memory, drives, PSUs
    std::vector<PortGroup> ports;
    std::optional<Price> price;
    std::vector<std::string> missing;
    // Announced but not shipping: its figures are the vendor's preliminary ones, and every view
    // and document says so.
    bool preliminary = false;
    // Keys this version does not know, kept so an embedded entry round-trips unchanged.
    Json extra = Json::object();

    const SpecValue* spec(std::string_view key) const;
    std::optional<double> number(std::string_view key) const;
    std::optional<double> largest(std::string_view key) const;
    std::string displayName() const { return vendor.empty() ? model : vendor + " " + model; }
    // Rack units the item occupies; 0 for zero-U or unknown.
    int rackUnits() const;
    // A system sold as a whole rack (form_factor "rack-scale", an NVL72): it fills the rack it
    // stands in, whose height it does not publish as rack units.
    bool rackScale() const;
    const PortGroup* portGroupOf(std::string_view portName, int* index = nullptr) const;
};

} // namespace cd::core
