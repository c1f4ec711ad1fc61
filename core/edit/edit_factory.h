#pragma once

#include "edit.h"
#include "edit_result.h"
#include "model/catalog_view.h"

namespace cd::core {
struct FabricRequest;
struct GeneratedFabric;
} // namespace cd::core

#include <map>
#include <optional>
#include <string>
#include <vector>

// The one way callers (GUI, CLI scripts, tests) make edits. Each function checks the
// design's rules first and returns either an edit ready to apply or the reason it is refused;
// it never changes the design itself.
namespace cd::core::edits {

struct Placement
{
    std::string rack;
    int u = 1;
    Face face = Face::Front;
};

Result addRack(const Design& design, const CatalogView& catalog, const std::string& model,
               const std::string& name, int row, int position);
Result removeRack(const Design& design, const std::string& rackId);
Result updateRack(const Design& design, const CatalogView& catalog, const Rack& changed);

Result placeDevice(const Design& design, const CatalogView& catalog, const std::string& model,
                   const Placement& where, const std::string& name = {},
                   std::optional<std::string> gpu = std::nullopt,
                   std::optional<int> gpuCount = std::nullopt);
Result moveDevice(const Design& design, const CatalogView& catalog, const std::string& deviceId,
                  const Placement& where);
// Changes name, GPU choice or any other field of a device, re-checking placement and GPU rules.
Result updateDevice(const Design& design, const CatalogView& catalog, const Device& changed);
struct DeviceMove
{
    std::string deviceId;
    Placement where;
};
// Moves several devices as one step; each target is checked with the others already moved.
Result moveDevices(const Design& design, const CatalogView& catalog,
                   const std::vector<DeviceMove>& moves);

// Adds copies of `originals` (fresh ids, names with a suffix) at the given places: duplicate
// and paste. Links are not copied.
Result addDeviceCopies(const Design& design, const CatalogView& catalog,
                       const std::vector<std::pair<Device, Placement>>& copies);

// Every device whose GPU is `from` gets `to` (its count kept), as one undo step; a chassis
// that cannot take `to` (a fixed-GPU system such as a DGX, or a count `to` does not come in)
// keeps its GPU and is named in `cannotTake`. Refused when nothing would change.
// Sets the slots `choices` names in the build-out of `deviceIds` (servers whose chassis has
// one); slots not named keep what each device has, and choices equal to the reference
// configuration are not stored. A choice the chassis cannot take, or memory its CPUs cannot run
// balanced, refuses the edit. No choices on a chassis without a build-out clears what a file
// left there.
Result setBuildout(const Design& design, const CatalogView& catalog,
                   const std::vector<std::string>& deviceIds,
                   const std::map<std::string, PartChoice>& choices);

struct GpuSwap
{
    Result result;
    int changed = 0;
    std::vector<std::string> cannotTake; // device names
};
GpuSwap replaceGpu(const Design& design, const CatalogView& catalog, const std::string& from,
                   const std::string& to);

// Moves a rack to `position` within `row`, renumbering the others of that row 0..n-1.
Result moveRack(const Design& design, const std::string& rackId, int row, int position);
// A new rack of the same model at the end of its row with copies of its devices.
Result duplicateRack(const Design& design, const CatalogView& catalog, const std::string& rackId);

// Adds `count` storage systems of `model`, each configured with `capacityTb` where given (else
// its smallest), in new racks STOR-01, … at the end of the hall's middle row, as many to a rack
// as its units and the air-cooling limit allow: one undo step (storage_edit_factory.cpp).
Result addStorage(const Design& design, const CatalogView& catalog, const std::string& model,
                  int count, std::optional<double> capacityTb = std::nullopt);

// Removes devices and every link that ends on one of them.
Result removeDevices(const Design& design, const std::vector<std::string>& deviceIds);

Result connect(const Design& design, const CatalogView& catalog, const PortRef& a, const PortRef& b,
               const std::string& cable, std::optional<double> lengthM);
Result disconnect(const Design& design, const std::string& linkId);

Result setInfo(const Design& design, const std::string& name, const std::string& customer,
               const std::string& notes);

// Power distribution and site settings (power_edit_factory.cpp). nullopt clears a setting.
// A rack's feeds and circuits; each feed is checked (1 or 3 phases, V, A, PF) and ids unique.
Result setRackPower(const Design& design, const std::string& rackId,
                    const std::optional<RackPowerSettings>& power);
Result setSiteSettings(const Design& design, const std::optional<SiteSettings>& site);
// The quote settings (checkQuoteSettings); `description` names the change in the undo history
// ("Set discount on nvidia-dgx-h100").
Result setQuoteSettings(const Design& design, const std::optional<QuoteSettings>& quote,
                        const std::string& description = "Edit quote settings");
// The workload the variant is predicted with (its software stack by registry name: the GUI
// offers only registered names, the file reader refuses others).
Result setWorkload(const Design& design, const std::optional<DesignWorkload>& workload);
// The TCO assumptions the variant keeps (checkSettings: a key no assumption has, a value out of
// its bounds are refused); nullopt or no values remove them.
Result setTcoSettings(const Design& design, const std::optional<DesignTcoSettings>& tco);
// The feed of a PDU device; when the rack lists feeds, it must be one of them.
Result setPduFeed(const Design& design, const CatalogView& catalog, const std::string& pduId,
                  const std::optional<std::string>& feed);
// Which PDU each inlet of a device plugs into; empty returns the device to automatic,
// balanced assignment. Every PDU must be a PDU device in the device's rack.
Result setDeviceInlets(const Design& design, const CatalogView& catalog,
                       const std::string& deviceId, const std::vector<InletAssignment>& inlets);

// Generates (or regenerates) a network's fat tree: switches in network racks, every link with
// its cable. One undo step however many objects it makes (topology_edit.cpp). `summary`, when
// given, receives the sizing, counts and cabling problems (its object lists left empty).
Result generateFabric(const Design& design, const CatalogView& catalog,
                      const FabricRequest& request, GeneratedFabric* summary = nullptr);
// Removes a network with its links, its switches and the racks that held only those.
Result removeFabric(const Design& design, const std::string& networkId);

} // namespace cd::core::edits
