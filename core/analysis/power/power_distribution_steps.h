#pragma once

// Internal to power_distribution.cpp and feed_failover.cpp: how a rack's devices are plugged
// in, shared by the inlet placement and the feed-failure analysis. Not part of the public API
// (power_distribution.h).

#include <string>
#include <vector>

namespace cd::core {

struct Device;
struct RackDistribution;

namespace detail {

// One inlet as placed: indices into the rack's feeds and PDUs (-1: straight on the feed).
struct Plug
{
    int feed = 0;
    int pdu = -1;
    int pduPhase = 0;  // 0..2 on a three-phase PDU
    int feedPhase = 0; // 0..2 on a three-phase feed
};

struct Consumer
{
    const Device* device = nullptr;
    double w = 0;
    int inlets = 0;
    double psuW = 0; // rating of one PSU; 0 = unknown
    const std::string* model = nullptr;
    std::vector<Plug> plugs;
};

// What-if per feed (feed_failover.cpp): its inlets go dead, each device's load moves to its
// surviving inlets.
void failFeeds(RackDistribution& rd, const std::vector<Consumer>& consumers);

} // namespace detail

} // namespace cd::core
