#pragma once

// A design as the files NetBox's bulk import takes (issue 22, part 4): the site, the
// manufacturers, device roles and types it uses (types as YAML, the one format NetBox imports
// them in; the rest CSV), its racks, its devices at their rack and position, every port as an
// interface, and every link as a cable with both ends. Importing them in the order given
// rebuilds the design's racks, devices and cabling in NetBox.
#include "model/catalog_view.h"
#include "model/design.h"

#include <string>
#include <vector>

namespace cd::core {

struct NetboxCsvFile
{
    std::string name; // "06_devices.csv": the number is the import order
    std::string text;
};

// The files in import order, then README.txt saying what to import where. `siteName` names the
// NetBox site (the design's name when empty). Devices keep their names, made unique where two
// share one ("gpu-01 (d7)"); GPUs and fitted NICs are listed in the device's comments, since a
// NetBox device type has no GPU.
std::vector<NetboxCsvFile> netboxCsvFiles(const Design& design, const CatalogView& catalog,
                                          const std::string& siteName = {});

// Writes `files` into the folder `dir`, made when missing, each file atomically (atomic_file.h).
// Throws SaveError when `dir` is something other than a folder or cannot be made, or a file
// cannot be written.
void writeNetboxFiles(const std::string& dir, const std::vector<NetboxCsvFile>& files);

// NetBox's cable type for a catalog cable: DAC passive or active, AOC, multimode or single-mode
// fibre, Cat6/Cat6a; empty when the catalog does not say.
std::string netboxCableType(const CatalogItem* cable);

// A NetBox slug (lower case letters, digits, dashes; at most 100 characters).
std::string netboxSlug(std::string_view text);

} // namespace cd::core
