#pragma once

#include "edit.h"

namespace cd::core {

// Replaces the design's racks, devices, links and networks at once: what generating or
// removing a fabric does to tens of thousands of objects in one undo step. Swapping whole
// lists keeps apply and undo linear in the design's size and restores the order exactly.
class ReplaceTopology final : public Edit
{
public:
    ReplaceTopology(std::vector<Rack> racks, std::vector<Device> devices, std::vector<Link> links,
                    std::vector<Network> networks, std::string description);
    EditPtr apply(Design& design) const override;
    EditPtr applyOnce(Design& design) && override;
    std::string description() const override { return m_description; }

private:
    std::vector<Rack> m_racks;
    std::vector<Device> m_devices;
    std::vector<Link> m_links;
    std::vector<Network> m_networks;
    std::string m_description;
};

} // namespace cd::core
