#include "rack_scene.h"

#include "cable_overlay.h"
#include "device_item.h"
#include "rack_load.h"
#include "document/design_document.h"
#include "document/selection.h"
#include "model/design_catalog.h"
#include "model/placement.h"
#include "rack_geometry.h"
#include "rack_item.h"

#include <QGraphicsSceneMouseEvent>

#include <algorithm>
#include <cmath>
#include <map>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <utility>

namespace cd::ui {

namespace {

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

int unitsOf(const core::CatalogView& catalog, const core::Rack& rack)
{
    const core::CatalogItem* item = catalog.find(rack.model);
    const int u = item ? item->rackUnits() : 0;
    return u > 0 ? u : 42;
}

} // namespace

RackScene::RackScene(DesignDocument& document, Selection& selection, QObject* parent)
    : QGraphicsScene(parent), m_document(document), m_selection(selection)
{
    connect(&m_document, &DesignDocument::changed, this, &RackScene::rebuild);
    connect(this, &QGraphicsScene::selectionChanged, this, &RackScene::syncSelectionToModel);
    connect(&m_selection, &Selection::changed, this, &RackScene::syncSelectionFromModel);
    rebuild();
}

RackScene::~RackScene()
{
    // ~QGraphicsScene deselects its items and signals after this part is gone.
    disconnect(this, &QGraphicsScene::selectionChanged, this, nullptr);
}

void RackScene::setFace(core::Face face)
{
    if (face == m_face)
        return;
    m_face = face;
    rebuild();
}

void RackScene::rebuild()
{
    m_syncing = true;
    const core::Design& design = m_document.design();
    const core::DesignCatalog catalog(design, m_document.catalog());

    QHash<QString, RackFigures> figures;
    for (const core::RackPower& rp : m_document.report().power.racks) {
        RackFigures f;
        f.maxKw = rp.maxW / 1000.0;
        f.uUsed = rp.uUsed;
        f.cooling = q(rp.cooling);
        if (const auto load = rackLoad(m_document.report(), rp)) {
            f.loadFraction = load->fraction;
            f.loadHardLimit = load->hardLimit;
            f.loadText = tr("%1 % of %2").arg(qRound(load->fraction * 100)).arg(load->against);
        }
        figures.insert(q(rp.rackId), f);
    }

    // Items live across rebuilds and change only where the design changed: deleting and
    // recreating thousands of items after every edit dominated the edit-to-repaint time
    // (tests/bench/bench_scene).
    QHash<QString, RackItem*> oldRacks = std::exchange(m_racks, {});
    m_rackRow.clear();
    std::map<int, std::vector<const core::Rack*>> rows;
    for (const core::Rack& r : design.racks)
        rows[r.row].push_back(&r);
    double rowTop = RackGeometry::kGap;
    for (auto& [row, racks] : rows) {
        std::stable_sort(racks.begin(), racks.end(), [](const core::Rack* a, const core::Rack* b) {
            return a->position < b->position;
        });
        int tallest = 0;
        for (std::size_t col = 0; col < racks.size(); ++col) {
            const core::Rack& r = *racks[col];
            const int u = unitsOf(catalog, r);
            tallest = std::max(tallest, u);
            const core::CatalogItem* model = catalog.find(r.model);
            RackItem* item = oldRacks.take(q(r.id));
            if (!item) {
                item = new RackItem(q(r.id));
                addItem(item);
            }
            item->setContent(q(r.name), model ? q(model->model) : q(r.model), u,
                             figures.value(q(r.id)));
            const QPointF origin = RackGeometry::rackOrigin(static_cast<int>(col), rowTop);
            if (item->pos() != origin)
                item->setPos(origin);
            m_racks.insert(q(r.id), item);
            m_rackRow.insert(q(r.id), row);
        }
        rowTop += RackGeometry::kHeader + tallest * RackGeometry::kUnit + RackGeometry::kRowGap;
    }
    qDeleteAll(oldRacks);

    QHash<QString, DeviceItem*> oldDevices = std::exchange(m_allDevices, {});
    m_devices.clear();
    QHash<QString, int> zeroUIndex;
    m_zeroUCount.clear();
    for (const core::Device& d : design.devices)
        if (const core::CatalogItem* item = catalog.find(d.model); item && item->rackUnits() == 0)
            ++m_zeroUCount[q(d.rack)];
    for (const core::Device& d : design.devices) {
        const RackItem* rack = m_racks.value(q(d.rack));
        if (!rack)
            continue;
        const core::CatalogItem* item = catalog.find(d.model);
        const bool zeroU = item && item->rackUnits() == 0;
        const int h = zeroU ? 0 : item && item->rackUnits() > 0 ? item->rackUnits() : 1;
        const bool blocksBoth = !item || item->fullDepth;
        const bool ghost = d.face != m_face && !blocksBoth;
        // Zero-U PDUs hang vertically in the rack's side channel: strips beside the frame,
        // side by side in the order they were added.
        const QRectF r = zeroU ? RackGeometry::sideStripRect(rack->pos(), rack->units(),
                                                             zeroUIndex[rack->rackId()]++,
                                                             m_zeroUCount.value(rack->rackId()))
                               : RackGeometry::deviceRect(rack->pos(), rack->units(), d.u, h);
        DeviceItem* di = oldDevices.take(q(d.id));
        if (!di) {
            di = new DeviceItem(*this);
            addItem(di);
        }
        di->show(d, item, h, ghost, r);
        m_allDevices.insert(q(d.id), di);
        if (!ghost)
            m_devices.insert(q(d.id), di);
    }
    qDeleteAll(oldDevices);

    updateCables();
    setSceneRect(itemsBoundingRect().adjusted(-RackGeometry::kGap, -RackGeometry::kGap,
                                              RackGeometry::kGap, RackGeometry::kGap));
    m_syncing = false;
    syncSelectionFromModel();
    emit rebuilt();
}

void RackScene::setShowCables(bool on)
{
    if (on == showsCables())
        return;
    if (on) {
        m_cables = new CableOverlay;
        addItem(m_cables);
        updateCables();
        setSceneRect(itemsBoundingRect().adjusted(-RackGeometry::kGap, -RackGeometry::kGap,
                                                  RackGeometry::kGap, RackGeometry::kGap));
    } else {
        delete m_cables;
        m_cables = nullptr;
    }
}

int RackScene::cableBundles() const
{
    return m_cables ? m_cables->bundleCount() : 0;
}

void RackScene::updateCables()
{
    if (!m_cables)
        return;
    const core::Design& design = m_document.design();
    std::unordered_map<std::string_view, std::string_view> rackOf;
    for (const core::Device& d : design.devices)
        rackOf.emplace(d.id, d.rack);
    // Networks in design order get the fabric colours; links without one are grey.
    std::map<std::string, int> networkIndex;
    for (const core::Network& n : design.networks)
        networkIndex.emplace(n.id, int(networkIndex.size()));
    std::map<std::tuple<std::string_view, std::string_view, std::string>, int> pairs;
    for (const core::Link& l : design.links) {
        const auto a = rackOf.find(l.a.device);
        const auto b = rackOf.find(l.b.device);
        if (a == rackOf.end() || b == rackOf.end() || a->second == b->second)
            continue;
        auto [ra, rb] = std::minmax(a->second, b->second);
        ++pairs[{ra, rb, l.network.value_or("")}];
    }
    static const QColor colours[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28),
                                     QColor(0x2c, 0xa0, 0x2c), QColor(0xff, 0x7f, 0x0e)};
    QVector<CableOverlay::Bundle> bundles;
    std::map<std::pair<std::string_view, std::string_view>, int> lanes;
    for (const auto& [key, count] : pairs) {
        const auto& [ra, rb, network] = key;
        const RackItem* a = m_racks.value(QString::fromUtf8(ra.data(), int(ra.size())));
        const RackItem* b = m_racks.value(QString::fromUtf8(rb.data(), int(rb.size())));
        if (!a || !b)
            continue;
        const QRectF fa = RackGeometry::frameRect(a->pos(), a->units());
        const QRectF fb = RackGeometry::frameRect(b->pos(), b->units());
        const auto it = networkIndex.find(network);
        const QColor colour =
            it == networkIndex.end() ? QColor(120, 120, 120) : colours[it->second % 4];
        bundles.push_back(
            {QPointF(fa.center().x(), fa.top()), QPointF(fb.center().x(), fb.top()), count, colour,
             tr("%1 link(s)%2").arg(count).arg(network.empty() ? QString() : " · " + q(network)),
             lanes[{ra, rb}]++});
    }
    m_cables->setBundles(std::move(bundles));
}

RackItem* RackScene::rackAt(const QPointF& p) const
{
    for (RackItem* r : m_racks) {
        const QRectF outer = RackGeometry::outerRect(r->pos(), r->units())
                                 .adjusted(-RackGeometry::kGap / 2, -RackGeometry::kUnit * 2,
                                           RackGeometry::kGap / 2, RackGeometry::kUnit * 2);
        if (outer.contains(p))
            return r;
    }
    return nullptr;
}

QString RackScene::placementProblem(const core::Device& candidate, const QStringList& ignore) const
{
    const core::DesignCatalog catalog(m_document.design(), m_document.catalog());
    std::vector<std::string> others;
    for (const QString& id : ignore)
        others.push_back(id.toStdString());
    if (auto p = core::checkPlacement(m_document.design(), catalog, candidate, others))
        return q(p->message);
    return {};
}

DropTarget RackScene::dropTarget(const QString& modelId, const QPointF& scenePos) const
{
    DropTarget t;
    t.face = m_face;
    RackItem* rack = rackAt(scenePos);
    const core::DesignCatalog catalog(m_document.design(), m_document.catalog());
    const core::CatalogItem* item = catalog.find(modelId.toStdString());
    if (!item) {
        t.problem = tr("'%1' is not in the catalog").arg(modelId);
        return t;
    }
    if (!core::isRackMounted(item->kind)) {
        t.problem = tr("%1 is a %2: add it to a server instead")
                        .arg(q(item->displayName()), q(std::string(core::toString(item->kind))));
        return t;
    }
    if (!rack) {
        t.problem = tr("Drop onto a rack");
        return t;
    }
    const int h = std::max(item->rackUnits(), 1);
    t.rackId = rack->rackId();
    if (item->rackUnits() == 0) {
        // A zero-U PDU takes the next strip of the side channel, whatever U is under the
        // cursor; the rear is where vertical PDUs are fitted.
        const int strips = m_zeroUCount.value(t.rackId);
        t.u = 1;
        t.face = core::Face::Rear;
        t.rect = RackGeometry::sideStripRect(rack->pos(), rack->units(), strips, strips + 1);
        return t;
    }
    t.u = RackGeometry::unitAt(rack->pos(), rack->units(), scenePos.y());
    t.rect = RackGeometry::deviceRect(rack->pos(), rack->units(), t.u, h);
    core::Device candidate; // no id: it is not in the design yet
    candidate.name = item->model;
    candidate.model = item->id;
    candidate.rack = t.rackId.toStdString();
    candidate.u = t.u;
    candidate.face = m_face;
    t.problem = placementProblem(candidate, {});
    return t;
}

QPointF RackScene::snapDevice(DeviceItem& item, const QPointF& topLeft)
{
    const QPointF center = topLeft + item.rect().center();
    RackItem* rack = rackAt(center);
    if (!rack) {
        item.setProposal({}, 0, tr("Not over a rack"));
        return topLeft;
    }
    const double bottom = topLeft.y() + item.rect().height();
    const int u =
        RackGeometry::unitAt(rack->pos(), rack->units(), bottom - RackGeometry::kUnit / 2);
    const QRectF snapped = RackGeometry::deviceRect(rack->pos(), rack->units(), u, item.heightU());
    const core::Device* original = m_document.design().findDevice(item.deviceId().toStdString());
    if (original) {
        core::Device candidate = *original;
        candidate.rack = rack->rackId().toStdString();
        candidate.u = u;
        item.setProposal(rack->rackId(), u, placementProblem(candidate, m_selection.ids()));
    }
    return snapped.topLeft();
}

void RackScene::mousePressEvent(QGraphicsSceneMouseEvent* event)
{
    QGraphicsScene::mousePressEvent(event);
    if (event->button() != Qt::LeftButton)
        return;
    QGraphicsItem* under = itemAt(event->scenePos(), QTransform());
    if (auto* d = qgraphicsitem_cast<DeviceItem*>(under); d && !d->isGhost()) {
        m_draggingDevices = true;
        m_dragStart.clear();
        for (QGraphicsItem* it : selectedItems())
            if (auto* sel = qgraphicsitem_cast<DeviceItem*>(it))
                m_dragStart.insert(sel->deviceId(), sel->pos());
    } else if (auto* r = qgraphicsitem_cast<RackItem*>(under);
               r && event->scenePos().y() < r->pos().y() + RackGeometry::kHeader) {
        m_draggedRack = r;
        m_rackDragStart = event->scenePos();
        m_rackItemStart = r->pos();
    }
}

void RackScene::mouseMoveEvent(QGraphicsSceneMouseEvent* event)
{
    if (m_draggedRack) {
        const double dx = event->scenePos().x() - m_rackDragStart.x();
        const QPointF newPos(m_rackItemStart.x() + dx, m_rackItemStart.y());
        const QPointF delta = newPos - m_draggedRack->pos();
        m_draggedRack->setPos(newPos);
        for (const core::Device& d : m_document.design().devices)
            if (q(d.rack) == m_draggedRack->rackId())
                if (DeviceItem* di = m_devices.value(q(d.id)))
                    di->moveBy(delta.x(), 0);
        return;
    }
    QGraphicsScene::mouseMoveEvent(event);
}

void RackScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* event)
{
    QGraphicsScene::mouseReleaseEvent(event);
    if (m_draggingDevices)
        finishDeviceDrag();
    if (m_draggedRack)
        finishRackDrag();
}

void RackScene::finishDeviceDrag()
{
    m_draggingDevices = false;
    QVector<DeviceMoveRequest> moves;
    QString problem;
    for (auto it = m_dragStart.constBegin(); it != m_dragStart.constEnd(); ++it) {
        DeviceItem* item = m_devices.value(it.key());
        if (!item || item->pos() == it.value())
            continue;
        if (!item->problem().isEmpty())
            problem = item->problem();
        moves.push_back({item->deviceId(), item->proposedRack(), item->proposedU()});
    }
    m_dragStart.clear();
    if (moves.isEmpty()) {
        update();
        return;
    }
    if (!problem.isEmpty()) {
        emit message(tr("Move refused: %1").arg(problem));
        rebuild(); // everything snaps back
        return;
    }
    emit moveRequested(moves);
}

void RackScene::finishRackDrag()
{
    RackItem* rack = m_draggedRack;
    m_draggedRack = nullptr;
    const double step = RackGeometry::kRackWidth + RackGeometry::kGap;
    const int column =
        std::max(0, static_cast<int>(std::lround((rack->pos().x() - RackGeometry::kGap) / step)));
    const int original =
        static_cast<int>(std::lround((m_rackItemStart.x() - RackGeometry::kGap) / step));
    if (column == original) {
        rebuild();
        return;
    }
    emit rackMoveRequested(rack->rackId(), m_rackRow.value(rack->rackId()), column);
}

void RackScene::syncSelectionToModel()
{
    if (m_syncing)
        return;
    QStringList ids;
    for (QGraphicsItem* it : selectedItems()) {
        if (auto* d = qgraphicsitem_cast<DeviceItem*>(it))
            ids << d->deviceId();
        else if (auto* r = qgraphicsitem_cast<RackItem*>(it))
            ids << r->rackId();
    }
    m_syncing = true;
    m_selection.set(ids);
    m_syncing = false;
}

void RackScene::syncSelectionFromModel()
{
    if (m_syncing)
        return;
    m_syncing = true;
    for (QGraphicsItem* it : items()) {
        if (auto* d = qgraphicsitem_cast<DeviceItem*>(it))
            d->setSelected(!d->isGhost() && m_selection.contains(d->deviceId()));
        else if (auto* r = qgraphicsitem_cast<RackItem*>(it))
            r->setSelected(m_selection.contains(r->rackId()));
    }
    m_syncing = false;
}

} // namespace cd::ui
