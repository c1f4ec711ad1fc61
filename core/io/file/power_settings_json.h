#pragma once

#include "io/json_reader.h"
#include "model/power_settings.h"

#include <optional>
#include <string>
#include <vector>

// The power keys of a project file (docs/file-format.md "Power and cooling"): a rack's
// `power` object, a PDU's `feed`, a device's `inlets` and the top-level `site` object.
// Readers throw LoadError naming the JSON path; writers emit keys in a fixed order.
namespace cd::core {

std::optional<RackPowerSettings> readRackPower(const JsonReader& rack);
Json writeRackPower(const RackPowerSettings& power);

std::vector<InletAssignment> readInlets(const JsonReader& device);
Json writeInlets(const std::vector<InletAssignment>& inlets);

std::optional<SiteSettings> readSite(const JsonReader& top);
Json writeSite(const SiteSettings& site);

} // namespace cd::core
