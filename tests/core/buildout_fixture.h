#pragma once

// The designs the build-out tests start from: two t-bo-node servers (tests/data/
// test-catalog.json) in one rack, and an edit applied to a copy.
#include "edit/edit_factory.h"
#include "model/design.h"

#include <stdexcept>
#include <string>

namespace cd::test {

inline core::Design twoNodes()
{
    core::Design d;
    core::Rack rack;
    rack.id = "r1";
    rack.name = "R1";
    rack.model = "t-rack-42";
    d.racks.push_back(rack);
    for (int i = 0; i < 2; ++i) {
        core::Device n;
        n.id = "n" + std::to_string(i + 1);
        n.name = "node-0" + std::to_string(i + 1);
        n.model = "t-bo-node";
        n.rack = "r1";
        n.u = 1 + 6 * i;
        d.devices.push_back(n);
    }
    return d;
}

inline core::Design withEdit(const core::Design& design, core::edits::Result r)
{
    if (!r)
        throw std::runtime_error(r.error);
    core::Design out = design;
    r.edit->apply(out);
    return out;
}

} // namespace cd::test
