#pragma once

// Designs and requests for the fabric tests (issue 6) on tests/data/test-catalog.json.
#include "analysis/analyze.h"
#include "analysis/fabric/fabric_generator.h"
#include "edit/edit_factory.h"
#include "model/design.h"
#include "test_catalog.h"

#include <QtGlobal>

#include <string>

namespace cd::test {

// `nodes` servers of `model`, four to a 42U rack (U1, 9, 17, 25 for 8U), racks side by side.
inline core::Design servers(int nodes, const std::string& model = "t-srv-8u", int units = 8)
{
    core::Design d;
    d.name = "fabric test";
    const int perRack = 4;
    for (int i = 0; i < nodes; ++i) {
        if (i % perRack == 0) {
            const int r = i / perRack;
            d.racks.push_back({"r" + std::to_string(r + 1), "C" + std::to_string(r + 1),
                               "t-rack-42", 0, r, core::Json::object()});
        }
        core::Device dev;
        dev.id = "d" + std::to_string(i + 1);
        dev.model = model;
        dev.rack = d.racks.back().id;
        dev.u = 1 + (i % perRack) * units;
        dev.name = "gpu" + std::to_string(i + 1);
        d.devices.push_back(dev);
    }
    return d;
}

inline core::FabricRequest request(const std::string& sw = "t-sw-1u", const char* ratio = "1:1")
{
    core::FabricRequest r;
    r.switchModel = sw;
    r.rackModel = "t-rack-42";
    r.oversubscription = *core::parseOversubscription(ratio);
    return r;
}

inline core::Design generated(core::Design d, const core::FabricRequest& req,
                              core::GeneratedFabric* summary = nullptr)
{
    core::edits::Result r = core::edits::generateFabric(d, test::testCatalog(), req, summary);
    if (!r)
        qWarning("%s", r.error.c_str());
    if (r)
        r.edit->apply(d);
    return d;
}

inline int errors(const core::Report& r)
{
    return r.count(core::Severity::Error);
}

} // namespace cd::test
