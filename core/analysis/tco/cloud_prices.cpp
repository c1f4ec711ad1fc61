#include "cloud_prices.h"

#include "text/translation.h"

namespace cd::core::tco {

namespace {

// Shown to customers: the provider, its list and the date; which file of SkyPilot's catalog
// recorded it (v8 oci/vms.csv, skypilot-catalog PR 194) is in docs/tco.md.
constexpr const char* kOci = CD_TRANSLATE_NOOP(
    "CloudPrices",
    "Oracle Cloud (OCI) list price of 2026-09-18, as the SkyPilot project records it");

} // namespace

std::string toString(CloudTerm t)
{
    switch (t) {
    case CloudTerm::OnDemand:
        return "on-demand";
    case CloudTerm::OneYear:
        return "1-year";
    case CloudTerm::ThreeYear:
        return "3-year";
    }
    return "on-demand";
}

std::optional<CloudTerm> cloudTermFromString(const std::string& s)
{
    for (CloudTerm t : {CloudTerm::OnDemand, CloudTerm::OneYear, CloudTerm::ThreeYear})
        if (toString(t) == s)
            return t;
    return std::nullopt;
}

const std::vector<CloudPrice>& cloudPriceTable()
{
    // Per GPU-hour: the instance's hourly price over its GPUs, as published on the date given. The
    // first row of a GPU and term is the default: Oracle's list prices on demand (one provider for
    // every GPU, read from its price list), AWS's for the commitments; the rest are listed for the
    // user to choose from (`cloud.table_usd`).
    static const std::vector<CloudPrice> table{
        {"a100-80-sxm", CloudTerm::OnDemand, 32.0 / 8, "Oracle OCI",
         CD_TRANSLATE_NOOP("CloudPrices",
                           "BM.GPU.A100-v2.8 (8 x A100 80GB), USD 32 an instance-hour"),
         "2026-09-18", kOci},
        {"h100-sxm", CloudTerm::OnDemand, 80.0 / 8, "Oracle OCI",
         CD_TRANSLATE_NOOP("CloudPrices", "BM.GPU.H100.8 (8 x H100), USD 80 an instance-hour"),
         "2026-09-18", kOci},
        {"h200-sxm", CloudTerm::OnDemand, 80.0 / 8, "Oracle OCI",
         CD_TRANSLATE_NOOP("CloudPrices", "BM.GPU.H200.8 (8 x H200), USD 80 an instance-hour"),
         "2026-09-18", kOci},
        {"b200", CloudTerm::OnDemand, 112.0 / 8, "Oracle OCI",
         CD_TRANSLATE_NOOP("CloudPrices", "BM.GPU.B200.8 (8 x B200), USD 112 an instance-hour"),
         "2026-09-18", kOci},
        {"b300", CloudTerm::OnDemand, 120.0 / 8, "Oracle OCI",
         CD_TRANSLATE_NOOP("CloudPrices", "BM.GPU.B300.8 (8 x B300), USD 120 an instance-hour"),
         "2026-09-18", kOci},
        {"gb200", CloudTerm::OnDemand, 64.0 / 4, "Oracle OCI",
         CD_TRANSLATE_NOOP("CloudPrices", "BM.GPU.GB200.4 (4 x GB200), USD 64 an instance-hour"),
         "2026-09-18", kOci},
        {"gb300", CloudTerm::OnDemand, 72.0 / 4, "Oracle OCI",
         CD_TRANSLATE_NOOP("CloudPrices", "BM.GPU.GB300.4 (4 x GB300), USD 72 an instance-hour"),
         "2026-09-18", kOci},
        {"mi300x", CloudTerm::OnDemand, 48.0 / 8, "Oracle OCI",
         CD_TRANSLATE_NOOP("CloudPrices", "BM.GPU.MI300X.8 (8 x MI300X), USD 48 an instance-hour"),
         "2026-09-18", kOci},
        {"mi355x", CloudTerm::OnDemand, 68.8 / 8, "Oracle OCI",
         CD_TRANSLATE_NOOP("CloudPrices",
                           "BM.GPU.MI355X.8 (8 x MI355X), USD 68.80 an instance-hour"),
         "2026-09-18", kOci},
        {"l40s", CloudTerm::OnDemand, 14.0 / 4, "Oracle OCI",
         CD_TRANSLATE_NOOP("CloudPrices", "BM.GPU.L40S.4 (4 x L40S), USD 14 an instance-hour"),
         "2026-09-18", kOci},
        {"h100-sxm", CloudTerm::OnDemand, 55.04 / 8, "AWS",
         CD_TRANSLATE_NOOP(
             "CloudPrices",
             "p5.48xlarge (8 x H100), USD 55.04 an instance-hour after the June 2025 cut"),
         "2026",
         CD_TRANSLATE_NOOP("CloudPrices", "public code price tables (one checked against an AWS "
                                          "bill), as dstack and SkyPilot use")},
        {"h100-sxm", CloudTerm::OnDemand, 98.32 / 8, "AWS",
         CD_TRANSLATE_NOOP("CloudPrices", "p5.48xlarge (8 x H100), USD 98.32 an instance-hour"),
         "2025-05",
         CD_TRANSLATE_NOOP(
             "CloudPrices",
             "Lenovo Press LP2225, 23 May 2025 (before AWS's June 2025 P5 price cut)")},
        {"h200-sxm", CloudTerm::OnDemand, 63.296 / 8, "AWS",
         CD_TRANSLATE_NOOP("CloudPrices", "p5en.48xlarge (8 x H200), USD 63.296 an instance-hour"),
         "2026-08-06",
         CD_TRANSLATE_NOOP("CloudPrices",
                           "dstack offer listing, github.com/dstackai/dstack pull 4110")},
        {"b200", CloudTerm::OnDemand, 113.9328 / 8, "AWS",
         CD_TRANSLATE_NOOP("CloudPrices",
                           "p6-b200.48xlarge (8 x B200), USD 113.93 an instance-hour"),
         "2026",
         CD_TRANSLATE_NOOP("CloudPrices",
                           "public code price table checked against AWS Cost Explorer")},
        {"h100-sxm", CloudTerm::OneYear, 77.43 / 8, "AWS",
         CD_TRANSLATE_NOOP("CloudPrices",
                           "p5.48xlarge (8 x H100), 1-year reserved, USD 77.43 an instance-hour"),
         "2025-05", CD_TRANSLATE_NOOP("CloudPrices", "Lenovo Press LP2225, 23 May 2025")},
        {"h100-sxm", CloudTerm::OneYear, 2.35, "SemiAnalysis",
         CD_TRANSLATE_NOOP("CloudPrices", "H100 1-year contract rental index (neoclouds)"),
         "2026-03",
         CD_TRANSLATE_NOOP("CloudPrices",
                           "SemiAnalysis index as reported by secondary press, April 2026")},
        {"h100-sxm", CloudTerm::ThreeYear, 53.95 / 8, "AWS",
         CD_TRANSLATE_NOOP("CloudPrices",
                           "p5.48xlarge (8 x H100), 3-year reserved, USD 53.95 an instance-hour"),
         "2025-05", CD_TRANSLATE_NOOP("CloudPrices", "Lenovo Press LP2225, 23 May 2025")},
    };
    return table;
}

std::optional<CloudPrice> cloudPrice(const std::string& gpu, CloudTerm term,
                                     const std::vector<CloudPrice>& own)
{
    for (const auto* list : {&own, &cloudPriceTable()})
        for (const CloudPrice& p : *list)
            if (p.gpu == gpu && p.term == term)
                return p;
    return std::nullopt;
}

std::vector<CloudPrice> cloudPrices(const std::string& gpu, const std::vector<CloudPrice>& own)
{
    std::vector<CloudPrice> prices;
    for (const auto* list : {&own, &cloudPriceTable()})
        for (const CloudPrice& p : *list)
            if (p.gpu == gpu)
                prices.push_back(p);
    return prices;
}

namespace {

// YYYY, YYYY-MM or YYYY-MM-DD with a month 01-12 and a day 01-31.
bool isIsoDate(const std::string& d)
{
    const auto digits = [&](std::size_t from, std::size_t n) {
        for (std::size_t i = from; i < from + n; ++i)
            if (i >= d.size() || d[i] < '0' || d[i] > '9')
                return false;
        return true;
    };
    const auto twoDigit = [&](std::size_t at) {
        return (d[at] - '0') * 10 + (d[at + 1] - '0');
    };
    if (!digits(0, 4))
        return false;
    if (d.size() == 4)
        return true;
    if ((d.size() != 7 && d.size() != 10) || d[4] != '-' || !digits(5, 2) || twoDigit(5) < 1 ||
        twoDigit(5) > 12)
        return false;
    return d.size() == 7 || (d[7] == '-' && digits(8, 2) && twoDigit(8) >= 1 && twoDigit(8) <= 31);
}

} // namespace

std::optional<CloudPriceProblem> checkCloudPrice(const DesignCloudPrice& p)
{
    if (p.gpu.empty() || p.gpu.size() > 64)
        return CloudPriceProblem{"gpu", "a catalog GPU id such as h100-sxm"};
    if (!cloudTermFromString(p.term))
        return CloudPriceProblem{"term", "on-demand, 1-year or 3-year"};
    if (!(p.usdPerGpuHour > 0) || !(p.usdPerGpuHour <= kMaxCloudUsdPerGpuHour))
        return CloudPriceProblem{"usd_per_gpu_hour", "a price in USD above 0 and at most 10,000"};
    if (p.provider.empty() || p.provider.size() > 200)
        return CloudPriceProblem{"provider", "who rents it, at most 200 characters"};
    if (!isIsoDate(p.date))
        return CloudPriceProblem{"date", "when the price applied: YYYY, YYYY-MM or YYYY-MM-DD"};
    if (p.offer.size() > 1000 || p.source.size() > 1000)
        return CloudPriceProblem{p.offer.size() > 1000 ? "offer" : "source",
                                 "at most 1,000 characters"};
    return std::nullopt;
}

CloudPrice cloudPriceOf(const DesignCloudPrice& p)
{
    return {p.gpu,           cloudTermFromString(p.term).value_or(CloudTerm::OnDemand),
            p.usdPerGpuHour, p.provider,
            p.offer,         p.date,
            p.source};
}

std::vector<CloudPrice> cloudPricesOf(const std::vector<DesignCloudPrice>& prices)
{
    std::vector<CloudPrice> out;
    for (const DesignCloudPrice& p : prices)
        out.push_back(cloudPriceOf(p));
    return out;
}

} // namespace cd::core::tco
