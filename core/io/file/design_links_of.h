#pragma once

// A design read for what uses its racks, devices and networks but only a few of its links
// (issue 24): `predict DESIGN` needs the links of the storage systems alone, and reading the
// half a million links of a 16,384-node hall took most of its time. Saved files, which write
// one link a line, are read with their other links' lines passed over (link_line_skim.h), and
// their devices, a device a line, read without the JSON library (plain_device_lines.h);
// any other file, and any the skim gives up on, is read whole by loadDesign, whose checks and
// messages it then has. A link that is passed over is not checked: analyze reads them all. The
// links kept are checked as every link reader checks a link, but not for an id another object
// of the file also has (loadDesign's check of the whole file).
#include "model/catalog_view.h"
#include "model/design.h"

#include <functional>
#include <set>
#include <string>

namespace cd::core {

// The devices whose links the caller wants, given the design read without its links.
using WantedLinkEnds = std::function<std::set<std::string>(const Design&)>;

// The design of `path` as loadDesign gives it, with only the links that end on a device that
// `wanted` names. Throws LoadError as loadDesign does.
Design loadDesignWithLinksOf(const std::string& path, const WantedLinkEnds& wanted);

// The design of `path` as a prediction reads it (`predict DESIGN`): with the links of its
// storage systems only, the one use a prediction has for links (storage_systems.h). `base` is
// the catalog under the design's own entries.
Design loadDesignForPrediction(const std::string& path, const CatalogView& base);

} // namespace cd::core
