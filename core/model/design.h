#pragma once

#include "catalog_item.h"
#include "design_tco_settings.h"
#include "design_workload.h"
#include "interned_id.h"
#include "json.h"
#include "network.h"
#include "power_settings.h"
#include "quote_settings.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cd::core {

enum class Face
{
    Front,
    Rear
};

std::string_view toString(Face face);
std::optional<Face> faceFromString(std::string_view text);

// Every object carries `extra`: keys this version does not know, kept so that a load/save
// round trip loses nothing a newer version (or a user) wrote.
struct Rack
{
    std::string id;
    std::string name;
    std::string model;
    int row = 0;
    int position = 0;
    Json extra = Json::object();
    // Feeds and circuits; absent when the user set none (the analysis then suggests a size).
    // New members carry initialisers so positional initialisers elsewhere stay warning-free.
    std::optional<RackPowerSettings> power = std::nullopt;

    // What the user sees it called: its name, else its id.
    const std::string& label() const { return name.empty() ? id : name; }
    bool operator==(const Rack&) const = default;
};

struct Device
{
    std::string id;
    std::string model;
    std::optional<std::string> gpu;
    std::optional<int> gpuCount;
    std::string rack;
    int u = 1; // lowest rack unit occupied, 1 = bottom
    Face face = Face::Front;
    std::string name;
    Json extra = Json::object();
    // A PDU's feed ("A"/"B"); unset PDUs get one in turn.
    std::optional<std::string> feed = std::nullopt;
    // Explicit inlet-to-PDU assignment; empty means automatic (balanced) assignment.
    std::vector<InletAssignment> inlets = {};
    // A switch: the network it serves (set by the fabric generator).
    std::optional<std::string> network = std::nullopt;
    // Adapters fitted beyond the catalog entry's own ports.
    std::vector<NicFit> nics = {};
    // Each fabric port split into this many logical ports (an SN5600 800G port as 2 x 400G:
    // swp1s0, swp1s1); 1 = no breakout.
    int portSplit = 1;
    // A storage system: the raw capacity it is configured with, TB (one of its catalog
    // entry's `raw_capacity_tb` alternatives); unset: the smallest it is sold with.
    std::optional<double> capacityTb = std::nullopt;
    // A server's build-out where it differs from its catalog entry's reference configuration,
    // by slot ("memory" -> 32 x a 96 GB DIMM).
    std::map<std::string, PartChoice> buildout = {};

    // What the user sees it called: its name, else its id.
    const std::string& label() const { return name.empty() ? id : name; }
    bool operator==(const Device&) const = default;
};

struct PortRef
{
    std::string device;
    std::string port;

    bool operator==(const PortRef&) const = default;
};

struct Link
{
    std::string id;
    PortRef a;
    PortRef b;
    // Catalog ids, shared: a link holds no string of its own for them.
    InternedId cable;
    std::optional<double> lengthM;
    // Keys this version does not know, written back on save; null (not an empty object) when
    // there are none, which saves an allocation per link in a design of half a million.
    Json extra = nullptr;
    // The network the link belongs to; transceivers at each end when the cable needs them.
    std::optional<InternedId> network = std::nullopt;
    InternedId opticA = {};
    InternedId opticB = {};

    bool operator==(const Link&) const = default;
};

struct Design
{
    std::string name;
    std::string customer;
    std::string notes;
    std::vector<Rack> racks;
    std::vector<Device> devices;
    std::vector<Link> links;
    // Catalog entries embedded in the file so a quote reopens identically after a catalog
    // update; they take precedence over the built-in catalog.
    std::vector<CatalogItem> embeddedCatalog;
    std::vector<Source> embeddedSources;
    Json extra = Json::object();
    std::optional<SiteSettings> site = std::nullopt;
    std::vector<Network> networks = {};
    // Pricing, discounts, parties and terms of the quote made from this design.
    std::optional<QuoteSettings> quote = std::nullopt;
    // The training software this variant is predicted with; nullopt: the default stack.
    std::optional<DesignWorkload> workload = std::nullopt;
    // The TCO assumptions this variant changed from the defaults; nullopt: none.
    std::optional<DesignTcoSettings> tco = std::nullopt;

    const Rack* findRack(std::string_view id) const;
    Rack* findRack(std::string_view id);
    const Device* findDevice(std::string_view id) const;
    Device* findDevice(std::string_view id);
    const Link* findLink(std::string_view id) const;
    const Network* findNetwork(std::string_view id) const;
    // A fresh id "<prefix><n>" not used by any rack, device or link.
    std::string newId(std::string_view prefix) const;
};

} // namespace cd::core
