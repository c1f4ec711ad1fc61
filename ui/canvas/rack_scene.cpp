#include "rack_scene.h"

#include "common/qstring.h"

#include "cable_overlay.h"
#include "common/rack_load_text.h"
#include "device_item.h"
#include "document/design_document.h"
#include "document/selection.h"
#include "model/design_catalog.h"
#include "model/placement.h"
#include "rack_geometry.h"
#include "rack_item.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>
#include <map>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <utility>

namespace cd::ui {

namespace {

// Cable bundles (updateCables): the first lane's distance from a rack's top-right corner, its
// row's header top and the leftmost rack, and the spacing of further lanes, in scene units.
constexpr double kCableExit = 14;
constexpr double kCableLane = 6;

// Each bundle gets its own lane: an exit point on the rack top, a tray height above the row
// and a riser left of the racks, so that bundles run side by side, not on top of each other.
class CableLanes
{
public:
    explicit CableLanes(const QHash<QString, RackItem*>& racks)
    {
        for (const RackItem* r : racks)
            m_left = std::min(m_left, RackGeometry::outerRect(r->pos(), r->units()).left());
    }

    // The geometry of the next bundle from rack `a` to rack `b`.
    CableOverlay::Bundle route(const RackItem& a, const RackItem& b)
    {
        CableOverlay::Bundle bundle;
        bundle.from = exit(a);
        bundle.to = exit(b);
        bundle.trayFrom = tray(a.pos().y());
        bundle.trayTo = a.pos().y() == b.pos().y() ? bundle.trayFrom : tray(b.pos().y());
        bundle.riserX = m_left - lane(m_risers);
        return bundle;
    }

private:
    static double lane(int& used) { return kCableExit + (used++ % 8) * kCableLane; }
    QPointF exit(const RackItem& r)
    {
        const QRectF frame = RackGeometry::frameRect(r.pos(), r.units());
        return {frame.right() - lane(m_exits[&r]), frame.top()};
    }
    double tray(double rowTop) { return rowTop - lane(m_trays[rowTop]); }

    double m_left = std::numeric_limits<double>::max();
    std::map<const RackItem*, int> m_exits;
    std::map<double, int> m_trays;
    int m_risers = 0;
};

QHash<QString, RackFigures> rackFigures(const core::Report& report)
{
    QHash<QString, RackFigures> figures;
    for (const core::RackPower& rp : report.power.racks) {
        RackFigures f;
        f.maxKw = rp.maxW / 1000.0;
        f.uUsed = rp.uUsed;
        f.heightPublished = rp.uTotal > 0;
        f.cooling = QCoreApplication::translate("Cooling", rp.cooling.c_str());
        if (const auto load = core::rackLoad(report.power, report.distribution, rp)) {
            f.loadFraction = load->fraction;
            f.loadHardLimit = load->hardLimit;
            f.loadText = RackScene::tr("%1 % of %2")
                             .arg(qRound(load->fraction * 100))
                             .arg(loadLimitText(*load));
        }
        figures.insert(q(rp.rackId), f);
    }
    return figures;
}

std::map<int, std::vector<const core::Rack*>> racksByRow(const core::Design& design)
{
    std::map<int, std::vector<const core::Rack*>> rows;
    for (const core::Rack& r : design.racks)
        rows[r.row].push_back(&r);
    return rows;
}

void sortByPosition(std::vector<const core::Rack*>& racks)
{
    std::stable_sort(racks.begin(), racks.end(), [](const core::Rack* a, const core::Rack* b) {
        return a->position < b->position;
    });
}

// Networks in design order get the fabric colours; links without one are grey.
std::map<std::string, int> networkIndices(const core::Design& design)
{
    std::map<std::string, int> networkIndex;
    for (const core::Network& n : design.networks)
        networkIndex.emplace(n.id, int(networkIndex.size()));
    return networkIndex;
}

using RackPairLinks = std::map<std::tuple<std::string_view, std::string_view, std::string>, int>;

// Links between two different racks, counted per rack pair (in name order) and network.
RackPairLinks linksBetweenRacks(const core::Design& design)
{
    std::unordered_map<std::string_view, std::string_view> rackOf;
    for (const core::Device& d : design.devices)
        rackOf.emplace(d.id, d.rack);
    RackPairLinks pairs;
    for (const core::Link& l : design.links) {
        const auto a = rackOf.find(l.a.device);
        const auto b = rackOf.find(l.b.device);
        if (a == rackOf.end() || b == rackOf.end() || a->second == b->second)
            continue;
        auto [ra, rb] = std::minmax(a->second, b->second);
        ++pairs[{ra, rb, l.network.value_or("")}];
    }
    return pairs;
}

} // namespace

RackScene::RackScene(DesignDocument& document, Selection& selection, QObject* parent)
    : QGraphicsScene(parent), m_document(document), m_selection(selection)
{
    connect(&m_document, &DesignDocument::changed, this, [this] {
        const bool placed = m_placedEarly != 0 && m_placedEarly == m_document.changeSerial();
        m_placedEarly = 0;
        rebuild(!placed);
    });
    connect(&m_document, &DesignDocument::figuresChanged, this, &RackScene::placeEarly);
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

void RackScene::rebuild(bool devices)
{
    m_syncing = true;
    const core::Design& design = m_document.design();
    const core::CatalogView& catalog = m_document.designCatalog();

    const QHash<QString, RackFigures> figures = rackFigures(m_document.report());

    // Items live across rebuilds and change only where the design changed: deleting and
    // recreating thousands of items after every edit dominated the edit-to-repaint time
    // (tests/bench/bench_scene).
    placeRacks(design, catalog, figures);
    if (devices)
        placeDevices(design, catalog);

    updateCables();
    setSceneRect(contentBounds().adjusted(-RackGeometry::kGap, -RackGeometry::kGap,
                                          RackGeometry::kGap, RackGeometry::kGap));
    m_syncing = false;
    syncSelectionFromModel();
    emit rebuilt();
}

// A placement edit's devices where they now are as soon as its figures are, before the rest of
// its analysis (issue 24: 27 ms of canvas, then 70-80 ms of analysis at 16,384 nodes); the
// racks' load figures, which need the power distribution, come with changed(). It changes no
// rack, so the rack items stay.
void RackScene::placeEarly()
{
    if (!m_document.changePending())
        return; // changed() follows at once
    m_syncing = true;
    placeDevices(m_document.design(), m_document.designCatalog());
    updateCables();
    m_syncing = false;
    syncSelectionFromModel();
    m_placedEarly = m_document.changeSerial();
}

void RackScene::setDeviceDetail(bool shown)
{
    if (shown == m_deviceDetail)
        return;
    m_deviceDetail = shown;
    if (!shown)
        placeBlocks();
    // Hiding a selected item deselects it: the selection stays the model's, and its devices
    // are selected again when they show.
    m_syncing = true;
    for (DeviceItem* d : std::as_const(m_allDevices))
        d->setVisible(shown);
    m_syncing = false;
    for (RackItem* r : std::as_const(m_racks))
        r->setBlocksShown(!shown);
    if (shown)
        syncSelectionFromModel();
}

void RackScene::placeRacks(const core::Design& design, const core::CatalogView& catalog,
                           const QHash<QString, RackFigures>& figures)
{
    QHash<QString, RackItem*> oldRacks = std::exchange(m_racks, {});
    m_rackRow.clear();
    std::map<int, std::vector<const core::Rack*>> rows = racksByRow(design);
    double rowTop = RackGeometry::kGap;
    for (auto& [row, racks] : rows) {
        sortByPosition(racks);
        int tallest = 0;
        for (std::size_t col = 0; col < racks.size(); ++col) {
            const core::Rack& r = *racks[col];
            const int u = core::rackHeightU(catalog, r);
            tallest = std::max(tallest, u);
            const core::CatalogItem* model = catalog.find(r.model);
            RackItem* item = reuseRackItem(oldRacks, q(r.id));
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
}

RackItem* RackScene::reuseRackItem(QHash<QString, RackItem*>& oldRacks, const QString& rackId)
{
    RackItem* item = oldRacks.take(rackId);
    if (!item) {
        item = new RackItem(rackId);
        item->setBlocksShown(!m_deviceDetail);
        addItem(item);
    }
    return item;
}

// What the scene shows: the racks, the devices drawn outside them (zero-U strips beside the
// frame, a device placed above the top U, which the analysis reports) and the cables. Every item
// lies within them; asking the scene for the bounds of all 36,000 items after each edit took
// 10 ms at 16,384 nodes (issue 24).
QRectF RackScene::contentBounds() const
{
    QRectF bounds = m_outsideRacks;
    for (const RackItem* rack : m_racks)
        bounds |= rack->sceneBoundingRect();
    if (m_cables)
        bounds |= m_cables->sceneBoundingRect();
    return bounds;
}

void RackScene::setShowCables(bool on)
{
    if (on == showsCables())
        return;
    if (on) {
        m_cables = new CableOverlay;
        addItem(m_cables);
        updateCables();
        setSceneRect(contentBounds().adjusted(-RackGeometry::kGap, -RackGeometry::kGap,
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

QVector<QPainterPath> RackScene::cableRoutes() const
{
    return m_cables ? m_cables->routes() : QVector<QPainterPath>{};
}

void RackScene::updateCables()
{
    if (!m_cables)
        return;
    const core::Design& design = m_document.design();
    const std::map<std::string, int> networkIndex = networkIndices(design);
    static const QColor colours[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28),
                                     QColor(0x2c, 0xa0, 0x2c), QColor(0xff, 0x7f, 0x0e)};
    QVector<CableOverlay::Bundle> bundles;
    CableLanes lanes(m_racks);
    for (const auto& [key, count] : linksBetweenRacks(design)) {
        const auto& [ra, rb, network] = key;
        const RackItem* a = m_racks.value(QString::fromUtf8(ra.data(), int(ra.size())));
        const RackItem* b = m_racks.value(QString::fromUtf8(rb.data(), int(rb.size())));
        if (!a || !b)
            continue;
        CableOverlay::Bundle bundle = lanes.route(*a, *b);
        // Neighbouring lanes write their counts at different places, not on top of each other.
        bundle.labelAt = 0.3 + 0.2 * (bundles.size() % 3);
        bundle.links = count;
        const auto it = networkIndex.find(network);
        bundle.colour = it == networkIndex.end() ? QColor(120, 120, 120) : colours[it->second % 4];
        bundle.tip =
            tr("%1 link(s)%2").arg(count).arg(network.empty() ? QString() : " · " + q(network));
        bundles.push_back(bundle);
    }
    m_cables->setBundles(std::move(bundles));
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
    // The items selected now and those the selection names, not every item: walking 36,000
    // after each edit took a tenth of the scene's update at 16,384 nodes (issue 24).
    for (QGraphicsItem* it : selectedItems()) {
        if (auto* d = qgraphicsitem_cast<DeviceItem*>(it))
            d->setSelected(!d->isGhost() && m_selection.contains(d->deviceId()));
        else if (auto* r = qgraphicsitem_cast<RackItem*>(it))
            r->setSelected(m_selection.contains(r->rackId()));
    }
    for (const QString& id : m_selection.ids()) {
        if (DeviceItem* d = m_devices.value(id)) // the shown face's devices only
            d->setSelected(true);
        if (RackItem* r = m_racks.value(id))
            r->setSelected(true);
    }
    m_syncing = false;
    if (!m_deviceDetail)
        placeBlocks();
}

} // namespace cd::ui
