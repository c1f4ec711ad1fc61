#include "rack_scene.h"

#include "common/qstring.h"
#include "document/design_document.h"
#include "document/selection.h"

#include "device_item.h"
#include "rack_geometry.h"
#include "rack_item.h"

#include <QApplication>
#include <QPalette>
#include <QSet>

#include <algorithm>

namespace cd::ui {

// The devices of the scene: each placed in its rack, zero-U strips beside the frame, the items
// of devices that are gone deleted (RackScene::rebuild).

void RackScene::placeDevices(const core::Design& design, const core::CatalogView& catalog)
{
    // Items are found where they are, by id: moving 30,000 between hashes after every edit was
    // most of the canvas's update at 16,384 nodes (issue 24). The ones not placed are deleted.
    const unsigned rebuild = ++m_rebuilds;
    m_outsideRacks = QRectF();
    QHash<QString, int> zeroUIndex;
    countZeroUStrips(design, catalog);
    const std::string* lastRackId = nullptr; // devices come rack by rack
    const RackItem* rack = nullptr;
    const std::string* lastModel = nullptr; // and mostly of one model after another
    const core::CatalogItem* item = nullptr;
    std::vector<DeviceItem*> placed(design.devices.size(), nullptr);
    for (std::size_t i = 0; i < design.devices.size(); ++i) {
        const core::Device& d = design.devices[i];
        if (!lastRackId || *lastRackId != d.rack)
            rack = m_racks.value(q(*(lastRackId = &d.rack)));
        if (!rack)
            continue;
        if (!lastModel || *lastModel != d.model)
            item = catalog.find(*(lastModel = &d.model));
        // A rack-scale system (an NVL72) is the rack: drawn over its whole height, not as a
        // zero-U strip beside it.
        const bool whole = item && item->rackScale();
        const bool zeroU = item && item->rackUnits() == 0 && !whole;
        const int h = whole ? rack->units() : zeroU ? 0 : std::max(1, item ? item->rackUnits() : 1);
        const bool ghost = d.face != m_face && item && !item->fullDepth;
        const QRectF r = zeroU   ? stripRect(*rack, zeroUIndex[rack->rackId()]++)
                         : whole ? RackGeometry::deviceRect(rack->pos(), rack->units(), 1, h)
                                 : RackGeometry::deviceRect(rack->pos(), rack->units(), d.u, h);
        if (!rack->sceneBoundingRect().contains(r)) // a strip, or a device above the frame
            m_outsideRacks |= r;
        placed[i] = itemFor(i, d.id);
        showDevice(*placed[i], d, item, h, ghost, r, rebuild);
    }
    m_placed = std::move(placed);
    removeUnplaced(rebuild);
    // The racks' blocks, far out, come with the selection: syncSelectionFromModel follows
    // every placing.
}

// The racks' blocks from the device items as placed, the selected ones in the highlight colour,
// when the view goes too far out for the items (setDeviceDetail) and while it stays there after
// each placing or change of the selection (syncSelectionFromModel).
void RackScene::placeBlocks()
{
    const core::Design& design = m_document.design();
    if (m_placed.size() != design.devices.size())
        return; // a rebuild is on its way, and makes them
    const QStringList& ids = m_selection.ids();
    const QSet<QString> selected(ids.begin(), ids.end());
    const QColor highlight = QApplication::palette().color(QPalette::Highlight);
    forEachRack(&RackItem::beginBlocks);
    const std::string* lastRackId = nullptr;
    RackItem* rack = nullptr;
    for (std::size_t i = 0; i < m_placed.size(); ++i) {
        const DeviceItem* di = m_placed[i];
        if (!di || di->isGhost() || di->heightU() == 0)
            continue;
        const core::Device& d = design.devices[i];
        if (!lastRackId || *lastRackId != d.rack)
            rack = m_racks.value(q(*(lastRackId = &d.rack)));
        if (rack)
            rack->addBlock(QRectF(di->pos() - rack->pos(), di->rect().size()),
                           !selected.isEmpty() && selected.contains(di->deviceId()) ? highlight
                                                                                    : di->colour());
    }
    forEachRack(&RackItem::endBlocks);
}

void RackScene::forEachRack(void (RackItem::*step)())
{
    for (RackItem* r : std::as_const(m_racks))
        (r->*step)();
}

// The item device `index` had at the last rebuild where it is the same device (an edit leaves
// most where they were), else the item of its id, made where there is none.
DeviceItem* RackScene::itemFor(std::size_t index, const std::string& id)
{
    if (index < m_placed.size() && m_placed[index] && m_placed[index]->device().id == id)
        return m_placed[index];
    DeviceItem*& di = m_allDevices[q(id)];
    if (!di) {
        di = new DeviceItem(*this);
        di->setVisible(m_deviceDetail);
        addItem(di);
    }
    return di;
}

// Shows a device, selectable where it is on the face shown and a ghost where it is not.
void RackScene::showDevice(DeviceItem& di, const core::Device& d, const core::CatalogItem* item,
                           int heightU, bool ghost, const QRectF& r, unsigned rebuild)
{
    const bool wasShown = di.placedIn() != 0 && !di.isGhost();
    di.show(d, item, heightU, ghost, r);
    di.setPlacedIn(rebuild);
    if (ghost && wasShown)
        m_devices.remove(di.deviceId());
    else if (!ghost && !wasShown)
        m_devices.insert(di.deviceId(), &di);
}

// Zero-U PDUs hang vertically in the rack's side channel: strips beside the frame, side by side
// in the order they were added; `index` of them.
QRectF RackScene::stripRect(const RackItem& rack, int index) const
{
    return RackGeometry::sideStripRect(rack.pos(), rack.units(), index,
                                       m_zeroUCount.value(rack.rackId()));
}

void RackScene::removeUnplaced(unsigned rebuild)
{
    for (auto it = m_allDevices.begin(); it != m_allDevices.end();) {
        if (it.value()->placedIn() == rebuild) {
            ++it;
            continue;
        }
        m_devices.remove(it.key());
        delete it.value();
        it = m_allDevices.erase(it);
    }
}

void RackScene::countZeroUStrips(const core::Design& design, const core::CatalogView& catalog)
{
    m_zeroUCount.clear();
    for (const core::Device& d : design.devices)
        if (const core::CatalogItem* item = catalog.find(d.model);
            item && item->rackUnits() == 0 && !item->rackScale())
            ++m_zeroUCount[q(d.rack)];
}

} // namespace cd::ui
