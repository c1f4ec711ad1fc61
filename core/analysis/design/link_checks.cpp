#include "link_checks.h"

#include "analysis/issues/design_issue_types.h"
#include "model/device_ports.h"
#include "text/c_numbers.h"

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cd::core {

namespace {

std::string metres(double m)
{
    return text::cGeneral(m) + " m";
}

struct CableFacts
{
    const CatalogItem* item = nullptr;
    std::optional<double> reach;
};

// What the link checks carry from one link to the next.
struct LinkState
{
    std::vector<char> known;
    // Device d's ports are numbered from portBase[d], in one numbering for the design.
    std::vector<std::size_t> portBase;
    // A bit per port, set once a link uses it: 138 kB for the 1,130,496 ports of a 16,384-node
    // hall, which stays in cache where a link index per port (4.5 MB) did not.
    std::vector<bool> claimed;
    // The first link using each port, as its index + 1 (0: free); made only when a port is
    // found used twice (firstUsers).
    std::vector<std::uint32_t> usedBy;
    // Ports the device lacks, by name.
    std::map<std::pair<std::size_t, std::string_view>, std::size_t> usedUnknown;
    // By part index (LinkEnds::part), looked up when first met.
    std::vector<CableFacts> cables;
    std::vector<char> cableLooked;
};

LinkState startLinkState(const Design& design, const LinkEnds& resolved)
{
    const std::size_t n = design.devices.size();
    LinkState state;
    state.known.assign(n, 0);
    state.portBase.assign(n + 1, 0);
    for (std::size_t i = 0; i < n; ++i) {
        state.known[i] = resolved.item(i) != nullptr;
        state.portBase[i + 1] = state.portBase[i] + resolved.ports(i).ports.size();
    }
    state.claimed.assign(state.portBase[n], false);
    state.cables.resize(resolved.partCount());
    state.cableLooked.assign(resolved.partCount(), 0);
    return state;
}

// The first user of every port the ends before end `end` of link `li` claimed: what the bits
// stand for, made once.
void firstUsers(LinkState& state, const LinkEnds& resolved, std::size_t li, int end)
{
    state.usedBy.assign(state.portBase.back(), 0);
    for (std::size_t k = 0; k <= li; ++k)
        for (int e = 0; e < 2 && (k < li || e < end); ++e) {
            const LinkEnd& at = resolved.of(k)[std::size_t(e)];
            if (at.device < 0 || at.port < 0)
                continue;
            std::uint32_t& used =
                state.usedBy[state.portBase[std::size_t(at.device)] + std::size_t(at.port)];
            if (used == 0)
                used = std::uint32_t(k + 1);
        }
}

// Marks the port at end `end` of link `li` as used; returns the link already using it, else
// `li`.
std::size_t claimPort(LinkState& state, const LinkEnds& resolved, std::size_t d, int port,
                      const std::string& portName, std::size_t li, int end)
{
    if (port < 0)
        return state.usedUnknown.emplace(std::pair{d, std::string_view(portName)}, li)
            .first->second;
    const std::size_t slot = state.portBase[d] + std::size_t(port);
    if (state.usedBy.empty()) {
        if (!state.claimed[slot]) {
            state.claimed[slot] = true;
            return li;
        }
        firstUsers(state, resolved, li, end);
    }
    std::uint32_t& used = state.usedBy[slot];
    if (used > 0)
        return used - 1;
    used = std::uint32_t(li + 1);
    return li;
}

// Checks end `endIndex` (0: a, 1: b) of link `li`; returns its port's speed when the port is
// known.
std::optional<double> checkLinkEnd(const Design& design, const LinkEnds& resolved, std::size_t li,
                                   int endIndex, const PortRef& end, const LinkEnd& at,
                                   LinkState& state, Issues& issues)
{
    const Link& l = design.links[li];
    if (at.device < 0) {
        issues.push_back(
            makeIssue(issues::LinkUnknownDevice, {{"link", l.id}, {"device", end.device}}, l.id));
        return std::nullopt;
    }
    const std::size_t d = std::size_t(at.device);
    const Device& device = design.devices[d];
    const int port = at.port;
    const PortDirectory::Table& table = resolved.ports(d);
    const std::size_t previous = claimPort(state, resolved, d, port, end.port, li, endIndex);
    if (previous != li)
        issues.push_back(makeIssue(issues::PortInUse,
                                   {{"device", device.label()},
                                    {"port", end.port},
                                    {"first", design.links[previous].id},
                                    {"second", l.id}},
                                   l.id));
    if (!state.known[d])
        return std::nullopt;
    if (port < 0) {
        issues.push_back(makeIssue(issues::UnknownPort,
                                   {{"link", l.id}, {"device", device.label()}, {"port", end.port}},
                                   l.id));
        return std::nullopt;
    }
    return table.ports[std::size_t(port)].speedGbps;
}

const CableFacts& cableFacts(LinkState& state, const CatalogView& catalog, const LinkEnds& resolved,
                             int cable)
{
    CableFacts& facts = state.cables[std::size_t(cable)];
    if (!state.cableLooked[std::size_t(cable)]) {
        state.cableLooked[std::size_t(cable)] = 1;
        facts.item = catalog.find(resolved.part(cable));
        if (facts.item)
            facts.reach = facts.item->number("reach_m");
    }
    return facts;
}

void checkLinkCable(const Link& l, const LinkFacts& lf, const CableFacts& facts, Issues& issues)
{
    const CatalogItem* cable = facts.item;
    if (!cable) {
        issues.push_back(
            makeIssue(issues::UnknownId,
                      {{"subject", text::arg(text::translate("Validate", "Link %1"), {l.id})},
                       {"kind", text::translate("Validate", "cable")},
                       {"id", l.cable.str()},
                       {"effect", ""}},
                      l.id));
        return;
    }
    const std::optional<double>& reach = facts.reach;
    const std::optional<double> length = lf.lengthM();
    if (reach && length && *length > *reach)
        issues.push_back(makeIssue(issues::CableReach,
                                   {{"link", l.id},
                                    {"length", metres(*length)},
                                    {"cable", cable->displayName()},
                                    {"reach", metres(*reach)}},
                                   l.id));
}

} // namespace

void checkLinks(const Design& design, const CatalogView& catalog, const LinkEnds& resolved,
                Issues& issues)
{
    if (design.links.empty())
        return;
    LinkState state = startLinkState(design, resolved);
    for (std::size_t li = 0; li < design.links.size(); ++li) {
        const Link& l = design.links[li];
        double speeds[2] = {0, 0};
        int found = 0;
        const std::array<LinkEnd, 2>& ends = resolved.of(li);
        for (int k = 0; k < 2; ++k)
            if (auto speed = checkLinkEnd(design, resolved, li, k, k == 0 ? l.a : l.b,
                                          ends[std::size_t(k)], state, issues))
                speeds[found++] = *speed;
        // A cable from a port back to itself: port-in-use cannot see it (the port's one link).
        if (ends[0].device >= 0 && ends[0].device == ends[1].device && l.a.port == l.b.port)
            issues.push_back(
                makeIssue(issues::LinkToItself,
                          {{"link", l.id},
                           {"device", design.devices[std::size_t(ends[0].device)].label()},
                           {"port", l.a.port}},
                          l.id));
        if (found == 2 && speeds[0] != speeds[1])
            issues.push_back(makeIssue(issues::MixedSpeed,
                                       {{"link", l.id},
                                        {"speedA", std::to_string(int(speeds[0]))},
                                        {"speedB", std::to_string(int(speeds[1]))}},
                                       l.id));
        const LinkFacts& lf = resolved.facts(li);
        if (lf.cable >= 0)
            checkLinkCable(l, lf, cableFacts(state, catalog, resolved, lf.cable), issues);
    }
}

} // namespace cd::core
