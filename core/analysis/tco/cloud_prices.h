#pragma once

// What renting a GPU costs (issue 25; docs/tco.md "Cloud prices"): a dated table of published
// rental prices per GPU-hour by GPU and commitment, each with its provider, offer and source.
// Prices move monthly: the table is the default the user replaces with --cloud-usd-per-gpu-hour
// (or, in the views, an edited figure).
#include <optional>
#include <string>
#include <vector>

namespace cd::core::tco {

enum class CloudTerm
{
    OnDemand,
    OneYear,
    ThreeYear
};

std::string toString(CloudTerm t); // "on-demand", "1-year", "3-year"
std::optional<CloudTerm> cloudTermFromString(const std::string& s);

struct CloudPrice
{
    std::string gpu; // catalog id of the GPU
    CloudTerm term = CloudTerm::OnDemand;
    double usdPerGpuHour = 0;
    std::string provider; // "AWS"
    std::string offer;    // "p5.48xlarge (8 x H100), USD 55.04 an instance-hour"
    std::string date;     // when the price applied, ISO
    std::string source;   // where it was read
};

// The table's price for the GPU at that commitment; nullopt when it has none.
std::optional<CloudPrice> cloudPrice(const std::string& gpu, CloudTerm term);

// Every price the table has for the GPU, in the table's order.
std::vector<CloudPrice> cloudPrices(const std::string& gpu);

// The whole table.
const std::vector<CloudPrice>& cloudPriceTable();

} // namespace cd::core::tco
