// The parts tally of one network's links: its cables by length and its transceivers, each
// counted once, and the links the BOM cannot count right (internal to the fabric report: see
// fabric_report_internal.h).
#include "analysis/issues/fabric_issue_types.h"
#include "analysis/issues/format.h"
#include "cable_choice.h"
#include "cable_run.h"
#include "fabric_report.h"
#include "fabric_report_internal.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <tuple>

namespace cd::core::fabric_report_detail {

namespace {

using format::fixed;

// Parts counted once per cage (transceivers; cables that plug into a cage whole): a bit per
// cage of the design. A 16,384-node hall has 606,208 cages: a byte each made every
// transceiver type a 600 kB table to clear and miss in. Words of 64, not std::vector<bool>,
// whose element access cost 0.5 ms of the 20 ms fabric check there.
struct CageSet
{
    std::vector<std::uint64_t> seen;
    std::int64_t distinct = 0;
    bool insert(std::size_t cage, std::size_t cages)
    {
        if (seen.empty())
            seen.assign((cages + 63) / 64, 0);
        std::uint64_t& word = seen[cage / 64];
        const std::uint64_t bit = std::uint64_t(1) << (cage % 64);
        if (word & bit)
            return false;
        word |= bit;
        ++distinct;
        return true;
    }
};

struct CableTally
{
    bool fibre = false;
    bool sharesCage = false;
    std::map<long long, std::int64_t> byLengthMm;
    CageSet cages; // cage-sharing cables: the cages counted
};

// Runs of links share a cable length: the last one's count is tried first.
struct LengthRun
{
    const CableTally* tally = nullptr;
    double length = 0;
    std::int64_t* count = nullptr;

    std::int64_t& countOf(CableTally& t, double lengthM)
    {
        if (&t != tally || lengthM != length) {
            tally = &t;
            length = lengthM;
            count = &t.byLengthMm[std::llround(lengthM * 1000)];
        }
        return *count;
    }
};

// By part index (LinkEnds::part): the links' cables and transceivers, each met once, and the
// links the BOM cannot count right.
struct PartTally
{
    PartTally(std::size_t cageCount, std::size_t partCount)
        : cages(cageCount), cables(partCount), cableSeen(partCount, 0), optics(partCount),
          opticSeen(partCount, 0)
    {
    }

    std::size_t cages; // in the design
    std::vector<CableTally> cables;
    std::vector<char> cableSeen;
    std::vector<CageSet> optics;
    std::vector<char> opticSeen;
    std::int64_t noCable = 0;
    std::int64_t missingOptics = 0;
    std::int64_t tooShort = 0;
    const Link* firstShort = nullptr;
    double firstShortRunM = 0; // its route and cable lengths
    double firstShortCableM = 0;
    LengthRun lastLength;

    void add(const Context& c, const NetLink& e)
    {
        const LinkFacts& f = c.resolved.facts(e.index);
        const DevicePort* pa = c.portAt(e.a, e.portA);
        const DevicePort* pb = c.portAt(e.b, e.portB);
        if (f.opticA >= 0)
            optic(f.opticA).insert(c.cage(e.a, pa), cages);
        if (f.opticB >= 0)
            optic(f.opticB).insert(c.cage(e.b, pb), cages);
        if (f.cable < 0) {
            ++noCable;
            return;
        }
        CableTally& t = cableTally(c, f.cable);
        // A twin-port copper cable or splitter is one cable per cage it plugs into whole.
        const bool counted =
            !t.sharesCage ||
            t.cages.insert(pa && pa->portsInCage > 1 ? c.cage(e.a, pa) : c.cage(e.b, pb), cages);
        if (counted)
            ++lastLength.countOf(t, f.lengthM().value_or(0));
        if (t.fibre && (f.opticA < 0 || f.opticB < 0))
            ++missingOptics;
        if (const std::optional<double> length = f.lengthM())
            checkRoute(c, e, *length);
    }

    CageSet& optic(int part)
    {
        opticSeen[std::size_t(part)] = 1;
        return optics[std::size_t(part)];
    }

    CableTally& cableTally(const Context& c, int part)
    {
        CableTally& t = cables[std::size_t(part)];
        if (!cableSeen[std::size_t(part)]) {
            cableSeen[std::size_t(part)] = 1;
            const std::string_view id = c.resolved.part(part);
            const CatalogItem* cable = c.catalog.find(id);
            const SpecValue* medium = cable ? cable->spec("medium") : nullptr;
            t.fibre = medium && medium->text.find("fib") != std::string::npos;
            t.sharesCage = cabling::cableServesCage(InternedId(id));
        }
        return t;
    }

    void checkRoute(const Context& c, const NetLink& e, double lengthM)
    {
        const double run = cabling::runLengthM(c.end(e.a), c.end(e.b));
        if (run > lengthM + 1e-9 && ++tooShort == 1) {
            firstShort = &c.design.links[e.index];
            firstShortRunM = run;
            firstShortCableM = lengthM;
        }
    }
};

void appendPartCounts(const Context& c, const PartTally& tally, NetworkReport& r)
{
    for (std::size_t part = 0; part < c.resolved.partCount(); ++part) {
        if (tally.cableSeen[part])
            for (const auto& [mm, count] : tally.cables[part].byLengthMm)
                r.cables.push_back({std::string(c.resolved.part(int(part))), mm / 1000.0, count});
        if (tally.opticSeen[part])
            r.transceivers.push_back(
                {std::string(c.resolved.part(int(part))), 0, tally.optics[part].distinct});
    }
    std::sort(r.cables.begin(), r.cables.end(), [](const PartCount& a, const PartCount& b) {
        return std::tie(a.part, a.lengthM) < std::tie(b.part, b.lengthM);
    });
    std::sort(r.transceivers.begin(), r.transceivers.end(),
              [](const PartCount& a, const PartCount& b) { return a.part < b.part; });
}

void reportPartIssues(const PartTally& tally, const NetworkReport& r, Issues& issues)
{
    if (tally.noCable > 0)
        issues.push_back(makeIssue(issues::LinkNoCable,
                                   {{"count", std::to_string(tally.noCable)}, {"network", r.name}},
                                   r.id));
    if (tally.missingOptics > 0)
        issues.push_back(
            makeIssue(issues::FabricMissingOptics,
                      {{"count", std::to_string(tally.missingOptics)}, {"network", r.name}}, r.id));
    if (tally.tooShort > 0)
        issues.push_back(makeIssue(issues::CableTooShort,
                                   {{"count", std::to_string(tally.tooShort)},
                                    {"network", r.name},
                                    {"link", tally.firstShort->id},
                                    {"route", fixed(tally.firstShortRunM, 1)},
                                    {"cable", fixed(tally.firstShortCableM, 1)}},
                                   tally.firstShort->id));
}

} // namespace

void countParts(Context& c, const std::vector<NetLink>& links, NetworkReport& r, Issues& issues)
{
    PartTally tally(c.cageBase.back(), c.resolved.partCount());
    for (const NetLink& e : links)
        tally.add(c, e);
    appendPartCounts(c, tally, r);
    reportPartIssues(tally, r, issues);
}

} // namespace cd::core::fabric_report_detail
