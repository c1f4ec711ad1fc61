#pragma once

#include "json.h"
#include "setting_problem.h"

#include <optional>
#include <string>
#include <vector>

namespace cd::core {

// One circuit feeding a rack (the A or the B side). Voltage is line-to-line for three phase
// (400 V in Europe, 208 V or 415 V in North America) and line-to-neutral for single phase.
struct Feed
{
    std::string id; // "A", "B"
    int phases = 3; // 1 or 3
    double voltageV = 400;
    double currentA = 32;
    // Absent: the analysis assumes kDefaultPowerFactor; kept optional so files round-trip.
    std::optional<double> powerFactor = std::nullopt;
    Json extra = Json::object();

    bool operator==(const Feed&) const = default;
};

// Server PSUs with active power-factor correction run at 0.95 or better under load (80 PLUS
// Platinum requires >= 0.95 at 50 % load), so 0.95 is the figure circuits are sized with.
inline constexpr double kDefaultPowerFactor = 0.95;

// A rack's power distribution settings: the `power` object of a rack in the file.
struct RackPowerSettings
{
    std::vector<Feed> feeds;
    Json extra = Json::object();

    bool operator==(const RackPowerSettings&) const = default;
    const Feed* findFeed(const std::string& id) const;
};

// One power inlet (PSU cord) of a device plugged into a PDU; `phase` (1..3) pins it to a
// phase of a three-phase PDU, otherwise the analysis picks the least loaded one.
struct InletAssignment
{
    std::string pdu; // device id of a PDU in the same rack
    std::optional<int> phase = std::nullopt;
    Json extra = Json::object();

    bool operator==(const InletAssignment&) const = default;
};

// Facility figures the site gives; every one optional so a file keeps exactly what the user
// set and the analysis states which defaults it used.
struct SiteSettings
{
    std::optional<double> pue = std::nullopt;
    std::optional<double> energyPricePerKwh = std::nullopt;
    std::optional<std::string> currency = std::nullopt;
    std::optional<double> airLimitKw = std::nullopt;
    std::optional<double> deltaTC = std::nullopt;
    std::optional<double> inletTempC = std::nullopt;
    std::optional<double> floorLoadKgPerM2 = std::nullopt;
    Json extra = Json::object();

    bool operator==(const SiteSettings&) const = default;
};

std::optional<SettingProblem> checkFeed(const Feed& feed);
// Feeds one by one, then ids unique within the rack; `index` names the bad feed.
std::optional<SettingProblem> checkRackPower(const RackPowerSettings& power,
                                             std::size_t* index = nullptr);
std::optional<SettingProblem> checkSite(const SiteSettings& site);

// The site's energy price where it is in USD or names no currency, the unit the energy figures
// and the TCO's defaults take; none for a price in another currency (no exchange rate belongs to
// the site) or no price.
std::optional<double> siteUsdPricePerKwh(const SiteSettings& site);
std::optional<SettingProblem> checkInlet(const InletAssignment& inlet);

} // namespace cd::core
