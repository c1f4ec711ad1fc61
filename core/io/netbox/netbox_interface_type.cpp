#include "netbox_interface_type.h"

#include <array>
#include <cctype>
#include <charconv>
#include <utility>

namespace cd::core {

namespace {

// Form factors as NetBox's slugs end and as they are written out (InterfaceTypeChoices).
constexpr std::array<std::pair<std::string_view, std::string_view>, 15> kFormFactors{{
    {"osfp1600-rhs", "OSFP-RHS"},
    {"osfp1600", "OSFP"},
    {"qsfpdd1600", "QSFP-DD"},
    {"qsfpdd", "QSFP-DD"},
    {"qsfp112", "QSFP112"},
    {"qsfp56", "QSFP56"},
    {"qsfp28", "QSFP28"},
    {"qsfpp", "QSFP+"},
    {"osfp-rhs", "OSFP-RHS"},
    {"osfp", "OSFP"},
    {"sfp56", "SFP56"},
    {"sfp28", "SFP28"},
    {"sfpp", "SFP+"},
    {"sfp", "SFP"},
    {"dsfp", "DSFP"},
}};

// InfiniBand generations at 4x link width, the width every HCA and switch port here runs.
constexpr std::array<std::pair<std::string_view, double>, 9> kInfiniband{{
    {"sdr", 10},
    {"ddr", 20},
    {"qdr", 40},
    {"fdr10", 40},
    {"fdr", 56},
    {"edr", 100},
    {"hdr", 200},
    {"ndr", 400},
    {"xdr", 800},
}};

// The Ethernet slugs an export may write, so that NetBox's bulk import accepts each one.
constexpr std::array<std::string_view, 24> kEthernetSlugs{
    "100base-tx",        "1000base-t",          "2.5gbase-t",          "5gbase-t",
    "10gbase-t",         "1000base-x-sfp",      "10gbase-x-sfpp",      "25gbase-x-sfp28",
    "50gbase-x-sfp56",   "40gbase-x-qsfpp",     "100gbase-x-qsfp28",   "100gbase-x-dsfp",
    "200gbase-x-qsfp56", "200gbase-x-qsfpdd",   "400gbase-x-qsfp112",  "400gbase-x-qsfpdd",
    "400gbase-x-osfp",   "400gbase-x-osfp-rhs", "800gbase-x-qsfpdd",   "800gbase-x-osfp",
    "50gbase-x-sfp28",   "100gbase-x-qsfpdd",   "1.6tbase-x-osfp1600", "1.6tbase-x-qsfpdd1600",
};

std::string upper(std::string_view s)
{
    std::string out(s);
    for (char& c : out)
        c = char(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

bool known(std::string_view slug)
{
    for (std::string_view s : kEthernetSlugs)
        if (s == slug)
            return true;
    return false;
}

// "400gbase-x-osfp" -> 400, "1000base-t" -> 1 (no g: megabits).
std::optional<double> ethernetSpeed(std::string_view slug, std::string_view* rest)
{
    const std::size_t base = slug.find("base-");
    if (base == std::string_view::npos || base == 0)
        return std::nullopt;
    std::string_view number = slug.substr(0, base);
    double scale = 0.001;
    if (number.back() == 'g') {
        number.remove_suffix(1);
        scale = 1;
    } else if (number.back() == 't') {
        number.remove_suffix(1);
        scale = 1000;
    }
    double value = 0;
    const auto [end, ec] = std::from_chars(number.data(), number.data() + number.size(), value);
    if (ec != std::errc() || end != number.data() + number.size() || !(value > 0))
        return std::nullopt;
    *rest = slug.substr(base + 5);
    return value * scale;
}

std::string connectorOf(std::string_view rest)
{
    if (rest == "t" || rest == "tx")
        return "RJ45";
    for (const auto& [suffix, name] : kFormFactors)
        if (rest.size() > suffix.size() && rest.ends_with(suffix) &&
            rest[rest.size() - suffix.size() - 1] == '-')
            return std::string(name);
    return {};
}

std::string_view formFactorOf(std::string_view connector)
{
    const std::string text = upper(connector);
    if (text.find("RJ45") != std::string::npos || text.find("BASE-T") != std::string::npos)
        return "t";
    if (text.find("QSFPDD") != std::string::npos)
        return "qsfpdd";
    // The 1.6T cages read as OSFP and QSFP-DD; netboxInterfaceType adds their "1600".
    for (const auto& [suffix, name] : kFormFactors)
        if (!suffix.ends_with("1600") && text.find(name) != std::string::npos)
            return suffix;
    return {};
}

std::string speedText(double gbps)
{
    if (gbps < 1)
        return std::to_string(int(gbps * 1000 + 0.5)) + "base-";
    if (gbps == 1)
        return "1000base-";
    if (gbps == 2.5)
        return "2.5gbase-";
    if (gbps == 1600)
        return "1.6tbase-";
    return std::to_string(int(gbps + 0.5)) + "gbase-";
}

} // namespace

std::optional<NetboxInterfaceType> readNetboxInterfaceType(std::string_view slug)
{
    if (slug.starts_with("infiniband-")) {
        for (const auto& [generation, gbps] : kInfiniband)
            if (slug.substr(11) == generation)
                return NetboxInterfaceType{gbps, {}};
        return std::nullopt;
    }
    std::string_view rest;
    const std::optional<double> gbps = ethernetSpeed(slug, &rest);
    if (!gbps)
        return std::nullopt;
    return NetboxInterfaceType{*gbps, connectorOf(rest)};
}

std::string netboxInterfaceType(double speedGbps, std::string_view connector, bool infiniband)
{
    if (infiniband) {
        for (const auto& [generation, gbps] : kInfiniband)
            if (gbps == speedGbps && generation != "fdr10")
                return "infiniband-" + std::string(generation);
        return "other";
    }
    const std::string speed = speedText(speedGbps);
    const std::string_view formFactor = formFactorOf(connector);
    std::string slug = speed + (formFactor == "t" ? "t" : "x-" + std::string(formFactor));
    if (speedGbps == 1600)
        slug += "1600"; // NetBox names the 1.6T cages osfp1600, qsfpdd1600
    if (!formFactor.empty() && known(slug))
        return slug;
    if (speedGbps == 0.1)
        return "100base-tx";
    // A form factor NetBox lists under another speed (an OSFP cage run at 200G): the first slug
    // of the speed, which keeps the speed right.
    for (std::string_view s : kEthernetSlugs)
        if (s.starts_with(speed))
            return std::string(s);
    return "other";
}

} // namespace cd::core
