#pragma once

// Every link's two ends resolved once to device and port indices, shared by the link checks
// and the fabric report: looking 100,000 names up twice was most of analysing a 50,000-link
// fabric.
#include "model/catalog_view.h"
#include "model/design.h"
#include "model/device_ports.h"
#include "model/id_table.h"

#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <string_view>
#include <vector>

namespace cd::core {

struct LinkEnd
{
    int device = -1; // index in Design::devices; -1 when the id is unknown
    int port = -1;   // index in that device's port table; -1 when it has no such port
};

// What the checks and the fabric report read of each link besides its ends, gathered in the
// same pass: a link is 232 bytes (its ids and ends, model/design.h), and reading 50,000 of them
// again in every check cost more than the checks.
struct LinkFacts
{
    int cable = -1;  // index into LinkEnds::part(); -1 when the link names no cable
    int opticA = -1; // transceiver at each end, likewise
    int opticB = -1;
    int network = 0; // index into LinkEnds::network(); a link without one has the id ""
    // The link's length in metres; NaN when it gives none (a loaded length is finite): 24
    // bytes a link, where an optional made 32, in lists of half a million.
    double length = std::numeric_limits<double>::quiet_NaN();

    std::optional<double> lengthM() const
    {
        return std::isnan(length) ? std::nullopt : std::optional<double>(length);
    }
};

// From this many links the second half is resolved on a second thread: half a million links
// took 32 ms on one (a 16,384-node hall, issue 24); a thread costs tens of microseconds.
inline constexpr std::size_t kParallelLinkEnds = 16384;

class LinkEnds
{
public:
    // `parallelFrom`: links from which two threads share the work (tests give 1 and SIZE_MAX).
    // Either way the ends, facts and the order of the part and network ids are one thread's.
    LinkEnds(const Design& design, const CatalogView& catalog,
             std::size_t parallelFrom = kParallelLinkEnds);
    // Its id table views its own copy of the ids: a copy would view the original's.
    LinkEnds(const LinkEnds&) = delete;
    LinkEnds& operator=(const LinkEnds&) = delete;
    LinkEnds(LinkEnds&&) = default;
    LinkEnds& operator=(LinkEnds&&) = default;

    const std::array<LinkEnd, 2>& of(std::size_t link) const { return m_ends[link]; }
    const PortDirectory::Table& ports(std::size_t device) const { return *m_tables[device]; }
    const CatalogItem* item(std::size_t device) const { return m_items[device]; }
    int deviceIndex(std::string_view id) const;
    // The id of device `i` as it was when these were resolved (or rebound).
    std::string_view deviceId(std::size_t i) const
    {
        return {m_idText.data() + m_idStart[i], m_idStart[i + 1] - m_idStart[i]};
    }
    // Kept for `design` after an edit that changed no link and no device's id, model, adapters
    // or breakout (EditScope::Placement): its copy of the device ids is made again from the
    // design's. False, with nothing changed, where the design has another number of devices or
    // links: it is not the design these were resolved for.
    bool rebind(const Design& design);
    const LinkFacts& facts(std::size_t link) const { return m_facts[link]; }
    // Cable and transceiver ids the links name, each once.
    std::string_view part(int i) const { return m_parts[std::size_t(i)]; }
    std::size_t partCount() const { return m_parts.size(); }
    // Network ids the links name, each once ("" for links without one).
    std::string_view network(int i) const { return m_networks[std::size_t(i)]; }
    std::size_t networkCount() const { return m_networks.size(); }
    // How many links name network `i`.
    std::size_t networkLinks(int i) const { return m_networkLinks[std::size_t(i)]; }
    const DevicePort* port(const LinkEnd& end) const
    {
        return end.device < 0 || end.port < 0
                   ? nullptr
                   : &m_tables[std::size_t(end.device)]->ports[std::size_t(end.port)];
    }

private:
    void resolve(const Design& design, const std::vector<char>& canonical, std::size_t from,
                 std::size_t to, std::vector<std::string_view>& parts,
                 std::vector<std::string_view>& networks, std::vector<std::size_t>& perNetwork);
    bool resolveInTwo(const Design& design, const std::vector<char>& canonical);
    void adoptNames(std::size_t from, const std::vector<std::string_view>& parts,
                    const std::vector<std::string_view>& networks,
                    const std::vector<std::size_t>& perNetwork);
    void startIds(std::size_t devices);
    void copyId(const Device& device);
    std::vector<char> indexIds();

    PortDirectory m_directory;
    // The device ids, copied end to end: a half-million-link hall's ends are looked up in a
    // few hundred kilobytes that stay in cache, not in 30,000 devices of 400 bytes each.
    std::vector<char> m_idText; // not a string: a move keeps its text where the views point
    std::vector<std::uint32_t> m_idStart; // per device, where its id starts; then the end
    IdTable<int> m_index; // device id (a view of m_idText) -> its first index in Design::devices
    std::vector<const CatalogItem*> m_items;
    std::vector<const PortDirectory::Table*> m_tables;
    std::vector<std::array<LinkEnd, 2>> m_ends;
    std::vector<LinkFacts> m_facts;
    std::vector<std::string_view> m_parts;
    std::vector<std::string_view> m_networks;
    std::vector<std::size_t> m_networkLinks; // per network id, the links naming it
};

} // namespace cd::core
