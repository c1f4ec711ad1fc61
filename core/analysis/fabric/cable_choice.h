#pragma once

// Which catalog cable and transceivers a link of a given length and speed gets (issue 6,
// item 4): the medium from cable_run's reach rules, the parts from the NVIDIA LinkX family in
// the catalog. A part the catalog lacks is left empty with the reason, never invented.
#include "cable_run.h"
#include "model/device_ports.h"
#include "model/interned_id.h"

#include <string>

namespace cd::core::cabling {

struct CableChoice
{
    Medium medium = Medium::Transceivers;
    double lengthM = 0; // orderable length
    InternedId cable;   // catalog id; empty when the catalog has none that fits
    InternedId opticA;  // transceiver at end a (empty for copper and AOC)
    InternedId opticB;
    std::string problem; // why a part is missing or the run cannot be made; empty when fine
};

// `runM` is the routed length (runLengthM). Ends are the two ports as the devices offer them.
// A twin-port copper cable joins cage to cage, so it only fits when the other port of a's cage
// goes to the other port of b's cage (`cageMatesPaired`); otherwise the link takes optics.
CableChoice chooseCable(double runM, const DevicePort& a, const DevicePort& b,
                        bool cageMatesPaired = true);

// True when one physical cable of this id serves both ports of a twin-port cage (copper
// twin-port OSFP cables and the switch side of splitters): the BOM counts it per cage.
bool cableServesCage(const InternedId& cableId);

} // namespace cd::core::cabling
