#pragma once

#include "analysis/issues/issue.h"
#include "model/catalog_view.h"
#include "model/design.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cd::core {

// Loads on the three phases L1..L3; a single-phase circuit uses L1 only.
using PhaseWatts = std::array<double, 3>;

// One feed (A or B side) of a rack: its circuit and what it carries.
struct FeedLoad
{
    std::string id;
    // From the rack's `power` settings. Without them the feed is one the PDUs name (or the
    // assumed A/B pair), its loads are known but its capacity is not: 0 below.
    bool configured = false;
    Feed circuit;            // the settings (meaningful when configured)
    double ratedW = 0;       // √3·V·I·PF or V·I·PF
    double usableW = 0;      // ratedW × 80 %
    double phaseUsableW = 0; // usableW / phases
    double normalW = 0;      // every feed up: each device's load shared by its inlets
    double failoverW = 0;    // the worst case when another feed fails
    std::string failoverOf;  // the feed whose failure gives failoverW
    PhaseWatts phaseNormalW{};
    PhaseWatts phaseFailoverW{};
    // max(normal, failover) / usable; 0 when the capacity is unknown.
    double utilisation = 0;
};

// A PDU device and what it carries.
struct PduLoad
{
    std::string deviceId;
    std::string name;
    std::string feed;
    bool feedAssigned = false; // the file names its feed; otherwise given in turn
    int phases = 1;            // catalog `phase`
    double ratedW = 0;         // catalog `capacity_w`; 0 = unknown
    double usableW = 0;        // ratedW × 80 %
    double normalW = 0;
    double failoverW = 0;
    std::string failoverOf;
    PhaseWatts phaseNormalW{};
    PhaseWatts phaseFailoverW{};
    int inlets = 0;
    double utilisation = 0;
};

// Where one device inlet is plugged: automatic (balanced) or as the file says.
struct InletLoad
{
    std::string deviceId;
    int inlet = 0;   // 0-based
    std::string pdu; // empty when the rack has no PDUs (the inlet hangs on the feed)
    std::string feed;
    int phase = 1; // 1..3, of the feed
    bool automatic = true;
    double normalW = 0;
};

// A device whose PSUs left on the surviving feeds (count × rating) cannot carry its maximum.
struct UnderPoweredDevice
{
    std::string deviceId;
    std::string name;  // the device's, as the rack shows it (no lookup per device: issue 24)
    std::string model; // catalog display name
    int psus = 0;
    double capacityW = 0;
    double maxW = 0;
};

// What-if: one feed fails; what every other feed then carries and which devices go dark.
struct FeedFailure
{
    std::string failedFeed;
    std::vector<std::pair<std::string, double>> feedLoadsW;
    double lostW = 0;
    std::vector<std::string> lostDevices;
    std::vector<UnderPoweredDevice> underPowered;
};

// The circuit each feed would need to carry the whole rack alone: three phase 400 V at
// PF 0.95, the smallest IEC 60309 rating (16/32/63/125 A) that holds it at 80 %.
struct SuggestedCircuit
{
    int phases = 3;
    double voltageV = 400;
    double powerFactor = 0.95;
    double perFeedW = 0;
    double requiredCurrentA = 0;
    std::optional<double> currentA; // none when it exceeds a 125 A circuit
};

struct RackDistribution
{
    std::string rackId;
    std::string rackName;
    double loadW = 0; // the rack's maximum draw, what the feeds share
    bool feedsSet = false;
    std::vector<FeedLoad> feeds;
    std::vector<PduLoad> pdus;
    std::vector<InletLoad> inlets;
    std::vector<FeedFailure> failures;
    SuggestedCircuit suggested;
    int assumedInletDevices = 0; // devices without a PSU count: two inlets assumed
};

struct DistributionReport
{
    std::vector<RackDistribution> racks; // in design order, like PowerReport::racks

    // `hint`: as CoolingReport::find's, the index of the rack's PowerReport rack.
    const RackDistribution* find(const std::string& rackId, std::size_t hint = SIZE_MAX) const;
};

SuggestedCircuit suggestCircuit(double perFeedW);

// Errors and warnings of one analysed rack (power_distribution_checks.cpp): feed, phase and
// PDU overloads in normal operation and on failover, each with its figures.
void reportDistributionIssues(const Design& design, const RackDistribution& rd, Issues& issues);

// Feeds, circuits, PDUs and inlets per rack (issue 5, item 2): assigns inlets, computes
// normal and failover loads, and reports overloads with their figures.
DistributionReport analyzeDistribution(const Design& design, const CatalogView& catalog,
                                       Issues& issues);

} // namespace cd::core
