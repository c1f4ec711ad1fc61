#pragma once

// What renting a GPU costs (issue 25; docs/tco.md "Cloud prices"): a dated table of published
// rental prices per GPU-hour by GPU and commitment, each with its provider, offer and source.
// Prices move monthly: the table is the default the user replaces with --cloud-usd-per-gpu-hour
// (or, in the views, an edited figure).
#include "model/design_tco_settings.h"

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

// The user's prices first (imported, `tco.cloud_prices`), then the built-in table: the first
// price for the GPU at that commitment; nullopt when neither has one.
std::optional<CloudPrice> cloudPrice(const std::string& gpu, CloudTerm term,
                                     const std::vector<CloudPrice>& own = {});

// Every price for the GPU, the user's first, then the table's in its order.
std::vector<CloudPrice> cloudPrices(const std::string& gpu,
                                    const std::vector<CloudPrice>& own = {});

// 10,000 USD a GPU-hour: a thousand times the dearest rental of 2026, a typo's order of magnitude.
inline constexpr double kMaxCloudUsdPerGpuHour = 10'000;

// A user's table: ten thousand rows is every GPU of every provider at every term many times over.
inline constexpr std::size_t kMaxCloudPriceRows = 10'000;

// What is wrong with a user's price: the field (gpu, term, usd_per_gpu_hour, provider, date) and
// what it must be; empty when it is good. Offer and source are free text.
struct CloudPriceProblem
{
    std::string field;
    std::string message;
};
std::optional<CloudPriceProblem> checkCloudPrice(const DesignCloudPrice& p);

// A checked user's price as the table's rows are.
CloudPrice cloudPriceOf(const DesignCloudPrice& p);
std::vector<CloudPrice> cloudPricesOf(const std::vector<DesignCloudPrice>& prices);

// The whole table.
const std::vector<CloudPrice>& cloudPriceTable();

} // namespace cd::core::tco
