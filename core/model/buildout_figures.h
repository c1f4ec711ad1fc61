#pragma once

#include "catalog_view.h"
#include "server_buildout.h"

#include <optional>
#include <string>
#include <vector>

// What a server's build-out changes in its power and price, part by part, against the figures
// its catalog entry publishes (docs/buildout.md).
namespace cd::core {

// The power one component draws at most, W: a CPU's TDP (`tdp_w`), else its `max_power_w`
// (DIMMs, drives); 0 for a PSU, which converts power and draws none of its rating.
std::optional<double> componentPowerW(const CatalogItem& part);

struct SlotFigures
{
    FittedPart fitted;
    std::optional<double> powerDeltaW; // what adds to the chassis figure, W; nullopt: unpublished
    // What adds to the server's price, per server: the difference from the reference
    // configuration where the chassis price includes it, else the parts' whole price.
    std::optional<double> priceDelta;
    std::string currency;
};

struct BuildoutFigures
{
    std::vector<SlotFigures> slotFigures;
    double powerDeltaW = 0;    // sum of the slots' known deltas, W
    bool powerComplete = true; // every slot's delta is known
    bool powerIncludesReference = true;
};

// The figures of every fitted slot of `device` (empty without a build-out).
BuildoutFigures buildoutFigures(const Device& device, const CatalogItem& chassis,
                                const CatalogView& catalog);

} // namespace cd::core
