#include "fat_tree_json.h"

#include <cmath>

namespace cd::core {

Json fatTreeToJson(const FatTreeInput& in, const FatTree& t)
{
    Json j = Json::object();
    j["tiers"] = t.tiers;
    j["switches"] = {
        {"leaf", t.leaves}, {"spine", t.spines}, {"core", t.cores}, {"super_core", t.superCores}};
    j["cables"] = {{"node_leaf", t.nodeLeafCables},
                   {"leaf_spine", t.leafSpineCables},
                   {"spine_core", t.spineCoreCables},
                   {"core_super_core", t.coreSuperCoreCables}};
    j["transceivers"] = t.transceivers();
    j["oversubscription"] = std::round(t.oversubscription() * 1000) / 1000;
    // Beyond the contract: what the figures were computed from, so a script can check them.
    j["transceivers_detail"] = {{"switch", t.switchTransceivers},
                                {"node", t.nodeTransceivers},
                                {"management", t.managementTransceivers}};
    j["oversubscription_target"] =
        std::to_string(in.oversubscription.down) + ":" + std::to_string(in.oversubscription.up);
    j["leaf_ports"] = {{"down", t.leafDown}, {"up", t.leafUp}};
    j["nodes"] = in.nodes;
    j["rails"] = in.rails;
    j["radix"] = in.radix;
    j["management_links"] = in.managementLinks;
    j["scalable_units"] = t.units;
    j["nodes_per_unit"] = t.nodesPerUnit;
    j["pods"] = t.pods;
    return j;
}

} // namespace cd::core
