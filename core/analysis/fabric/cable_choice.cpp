#include "cable_choice.h"
#include "text/translation.h"

#include <algorithm>
#include <cmath>

namespace cd::core::cabling {

namespace {

// Interned once, so that a choice made for each of half a million links copies pointers.
// LinkX parts in resources/catalog/network.json (S09-S11):
const InternedId kDacTwin{"nvidia-mcp4y10-dac-800g"};            // 2x400G <-> 2x400G
const InternedId kDacSplitter{"nvidia-mcp7y00-dac-800g-2x400g"}; // 2x400G -> 2 x 400G
const InternedId kAccTwin{"nvidia-mca4j80-acc-800g"};
const InternedId kAoc200{"nvidia-mfs1s00-aoc-200g"};
const InternedId kAocSplitter200{"nvidia-mfa7u10-aoc-400g-2x200g"};
const InternedId kDac100{"nvidia-mcp1600-dac-100g"};
const InternedId kCat6a{"generic-cat6a-patch"}; // RJ45 management ports, 100 m
const InternedId kFibreMm{"nvidia-mfp7e10-mpo12apc-mm"};
const InternedId kFibreSm{"nvidia-mfp7e30-mpo12apc-sm"};
// Runs beyond the 100 m NVIDIA states for its fibres: structured cabling made to length, with
// the 500 m DR4 (MMS4X00-NM, NET-08) and the 2 km FR4 (MMS4X50-NM, NET-09) switch optics.
const InternedId kTrunkSm{"generic-os2-mpo12apc-trunk"};
const InternedId kLcSm{"generic-os2-lc-duplex"};
constexpr double kFibreReachM = 100;
// Transceivers: twin-port 2x400G OSFP and single 400G, multimode SR4 (50 m) and
// single-mode DR4 (500 m).
const InternedId kSr4Twin{"nvidia-mma4z00-ns"};
// A system's twin-port cage (DGX H100/H200) takes the flat-top twin, a switch's the finned one
// (SuperPOD RA Table 8, S04).
const InternedId kSr4TwinFlat{"nvidia-mma4z00-ns-flt"};
const InternedId kSr4Osfp{"nvidia-mma4z00-ns400"};
const InternedId kSr4Qsfp112{"nvidia-mma1z00-ns400"};
const InternedId kDr4Twin{"nvidia-mms4x00-ns"};
const InternedId kDr4Osfp{"nvidia-mms4x00-ns400"};
const InternedId kDr4TwinLong{"nvidia-mms4x00-nm"}; // 500 m switch to switch
const InternedId kFr4Twin{"nvidia-mms4x50-nm"};     // 2 km, duplex LC
// XDR 800G (S09, NET catalog entries): a Quantum-X800 twin-port cage takes the 1.6T (2 x 800G)
// finned DR optic, a ConnectX-8 cage the single-port 800G flat-top one; single-mode MPO-12/APC
// fibre between them, up to 500 m (XDR has no multimode optics).
const InternedId kXdrTwin{"nvidia-mms4a00"};
const InternedId kXdrSingle{"nvidia-mms4a20"};

bool twin(const DevicePort& p)
{
    return p.portsInCage == 2;
}
bool osfp(const DevicePort& p)
{
    return p.connector.find("OSFP") != std::string::npos;
}
bool qsfp112(const DevicePort& p)
{
    return p.connector.find("QSFP112") != std::string::npos;
}

// The 400G transceiver for one end, multimode up to 50 m, single-mode beyond.
InternedId optic400(const DevicePort& p, bool singleMode)
{
    if (twin(p) && osfp(p))
        return singleMode ? kDr4Twin : p.role == "fabric" ? kSr4Twin : kSr4TwinFlat;
    if (osfp(p))
        return singleMode ? kDr4Osfp : kSr4Osfp;
    if (qsfp112(p) && !singleMode)
        return kSr4Qsfp112;
    return {};
}

InternedId optic800(const DevicePort& p)
{
    if (!osfp(p))
        return {};
    return twin(p) ? kXdrTwin : kXdrSingle;
}

// Past 100 m only switch-to-switch runs reach: twin-port OSFP cages at both ends, DR4 to 500 m
// (NVIDIA: "only 100 m when linked to single-port 400G transceivers", NET-08), FR4 to 2 km.
void chooseLongOptics(CableChoice& c, const DevicePort& a, const DevicePort& b)
{
    if (!(twin(a) && osfp(a) && twin(b) && osfp(b))) {
        c.problem = "runs over 100 m at 400G need twin-port OSFP switch cages at both ends";
        return;
    }
    if (c.lengthM > 2000) {
        c.problem = "beyond 2 km needs long-reach optics; choose them";
        return;
    }
    const bool fr4 = c.lengthM > 500;
    c.cable = fr4 ? kLcSm : kTrunkSm;
    c.opticA = fr4 ? kFr4Twin : kDr4TwinLong;
    c.opticB = c.opticA;
}

void chooseOptics(CableChoice& c, const DevicePort& a, const DevicePort& b, int gbps)
{
    c.medium = Medium::Transceivers;
    const bool singleMode = c.lengthM > 50 || gbps == 800;
    if (gbps == 800) {
        if (c.lengthM > 500) {
            c.problem = "XDR optics in the catalog reach 500 m";
            return;
        }
        // Past the 100 m NVIDIA states for its MFP7E30, the single-mode run is structured
        // cabling made to length, as for NDR's DR4 (XDR optics take the same fibres, NET-49).
        c.cable = c.lengthM > kFibreReachM ? kTrunkSm : kFibreSm;
        c.opticA = optic800(a);
        c.opticB = optic800(b);
        if (c.opticA.empty() || c.opticB.empty())
            c.problem = text::arg(
                text::translate("Cabling", "no catalog transceiver for a %1 port at 800G"),
                {(c.opticA.empty() ? a.connector : b.connector)});
        return;
    }
    if (gbps != 400) {
        c.problem =
            text::arg(text::translate("Cabling", "the catalog has no %1G transceiver; choose one"),
                      {std::to_string(gbps)});
        return;
    }
    if (c.lengthM > kFibreReachM) {
        chooseLongOptics(c, a, b);
        return;
    }
    c.cable = singleMode ? kFibreSm : kFibreMm;
    c.opticA = optic400(a, singleMode);
    c.opticB = optic400(b, singleMode);
    if (c.opticA.empty() || c.opticB.empty())
        c.problem = text::arg(
            singleMode ? text::translate("Cabling", "no catalog transceiver for a %1 port at 400G "
                                                    "single-mode")
                       : text::translate("Cabling", "no catalog transceiver for a %1 port at 400G"),
            {c.opticA.empty() ? a.connector : b.connector});
}

// The orderable length of the run: a cable size up to 100 m, beyond it fibre made to length in
// 10 m steps (the longer runs are structured cabling; only optics reach them).
CableChoice orderableRun(double runM)
{
    CableChoice c;
    const std::optional<double> length = orderableLengthM(runM);
    c.lengthM = length ? *length : std::ceil(runM / 10 - 1e-9) * 10;
    return c;
}

bool rj45(const DevicePort& p)
{
    return p.connector.find("RJ45") != std::string::npos;
}

// Twisted pair for RJ45 ports (BMCs, 1GbE management): 100 m channel (TIA/EIA-568).
void chooseTwistedPair(CableChoice& c)
{
    c.medium = Medium::PassiveCopper;
    if (c.lengthM <= 100)
        c.cable = kCat6a;
    else
        c.problem = "twisted pair reaches 100 m; use fibre media converters";
}

void chooseCopper(CableChoice& c, Medium medium, const DevicePort& a, const DevicePort& b, int gbps,
                  bool splitter, bool cageMatesPaired)
{
    if (gbps == 400 && osfp(a) && osfp(b) && twin(a) && twin(b) && cageMatesPaired)
        c.cable = medium == Medium::PassiveCopper ? kDacTwin : kAccTwin;
    else if (gbps == 400 && osfp(a) && osfp(b) && splitter && medium == Medium::PassiveCopper)
        c.cable = kDacSplitter;
    else if (gbps == 100)
        c.cable = kDac100;
    if (c.cable.empty())
        chooseOptics(c, a, b, gbps); // no copper part for these ends: optics instead
}

} // namespace

CableChoice chooseCable(double runM, const DevicePort& a, const DevicePort& b, bool cageMatesPaired)
{
    const int gbps = int(std::min(a.speedGbps, b.speedGbps));
    CableChoice c = orderableRun(runM);
    if (rj45(a) && rj45(b)) {
        chooseTwistedPair(c);
        return c;
    }
    const bool splitter = twin(a) != twin(b);
    const std::optional<MediumChoice> m = mediumFor(c.lengthM, gbps, splitter);
    if (!m) {
        c.problem = text::arg(text::translate("Cabling", "no medium reaches %1 m at %2G"),
                              {std::to_string(int(c.lengthM)), std::to_string(gbps)});
        return c;
    }
    c.medium = m->medium;
    switch (m->medium) {
    case Medium::PassiveCopper:
    case Medium::ActiveCopper:
        chooseCopper(c, m->medium, a, b, gbps, splitter, cageMatesPaired);
        break;
    case Medium::ActiveOptical:
        if (gbps == 200)
            c.cable = splitter ? kAocSplitter200 : kAoc200;
        else
            chooseOptics(c, a, b, gbps);
        break;
    case Medium::Transceivers:
        chooseOptics(c, a, b, gbps);
        break;
    }
    return c;
}

bool cableServesCage(const InternedId& cableId)
{
    return cableId == kDacTwin || cableId == kAccTwin || cableId == kDacSplitter ||
           cableId == kAocSplitter200;
}

} // namespace cd::core::cabling
