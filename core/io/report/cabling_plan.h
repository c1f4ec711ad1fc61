#pragma once

// The cabling plan the installers work from (issue 6, item 7): one row per link with both
// ends where they are in the hall. The CSV of the hand-off and the hand-off PDF read the same
// rows.
#include "model/catalog_view.h"
#include "model/design.h"

#include <functional>
#include <string>

namespace cd::core {

// One end of a link: the device's name, its rack's name and U, the port.
struct CablingEnd
{
    std::string device;
    std::string rack;
    int u = 0;
    std::string port;
};

struct CablingRow
{
    const Link* link = nullptr;
    CablingEnd a;
    CablingEnd b;
};

// Each link of the design in order, its ends placed; a device not in the design keeps its id
// and the rack its id where the rack is unknown.
void forEachCablingRow(const Design& design, const std::function<void(const CablingRow&)>& row);

// One row per link: network, both ends (device, rack, U, port), cable part and length,
// transceivers. CSV with a header row.
std::string cablingCsv(const Design& design, const CatalogView& catalog);

} // namespace cd::core
