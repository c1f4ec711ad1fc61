#pragma once

// A device type in the format of NetBox's community devicetype-library (one YAML file per model:
// manufacturer, model, slug, u_height, is_full_depth, airflow, weight with its unit, power ports,
// interfaces, module and device bays; its schema/devicetype.json) read into a catalog item
// (issue 22, part 4). Library files are written by many hands: what a file has that cannot be
// read is reported and left out, and only a file that is no device type at all is refused.
#include "model/catalog_item.h"

#include <optional>
#include <string>
#include <vector>

namespace cd::office {

struct NetboxDeviceType
{
    core::CatalogItem item;
    core::Source source; // the file, cited by every spec read from it
    // What was left out and why, each naming the key: "weight: 'heavy' is not a number".
    std::vector<std::string> skipped;
    // How the kind was chosen when the caller gave none ("switch: 48 data ports").
    std::string kindReason;
};

// Reads the YAML text of one device type. `fileName` names the file in messages and in the
// source's title; `kind` overrides the kind the file suggests (power outlets: a PDU; 16 or more
// data interfaces: a switch; otherwise a server). The item's id is "netbox-" + the slug. Throws
// core::LoadError(file, where, expected) for YAML that does not parse (line:column), a document
// that is no mapping, or one without a manufacturer and model.
NetboxDeviceType readNetboxDeviceType(const std::string& fileName, const std::string& text,
                                      std::optional<core::ItemKind> kind = std::nullopt);

} // namespace cd::office
