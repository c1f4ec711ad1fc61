#include "edit_controller.h"

#include "common/background_work.h"
#include "common/qstring.h"

#include "design_document.h"
#include "edit/edit_factory.h"
#include "model/design_catalog.h"
#include "model/placement.h"
#include "selection.h"

#include <QWidget>

namespace cd::ui {

namespace edits = core::edits;

namespace {

int heightOf(const core::CatalogView& catalog, const core::Device& d)
{
    const core::CatalogItem* item = catalog.find(d.model);
    return item ? std::max(item->rackUnits(), 1) : 1;
}

} // namespace

EditController::EditController(DesignDocument& document, Selection& selection, QObject* parent)
    : QObject(parent), m_document(document), m_selection(selection)
{
}

bool EditController::apply(core::edits::Result result, const QString& done)
{
    if (!result) {
        if (result.code != "no-change")
            emit message(tr("Refused: %1").arg(q(result.error)));
        return false;
    }
    m_document.apply(std::move(result.edit));
    if (!done.isEmpty())
        emit message(done);
    return true;
}

bool EditController::generateFabric(const core::FabricRequest& request)
{
    // On a worker thread while the window repaints; it reads the design and the catalog, so it
    // offers no Cancel (half a second at 16,384 nodes) and nothing changes them meanwhile.
    const core::Design& design = m_document.design();
    const core::CatalogView& catalog = m_document.catalog();
    std::optional<core::edits::Result> r = resultInBackground<core::edits::Result>(
        qobject_cast<QWidget*>(parent()), tr("Generating the fabric…"),
        [&design, &catalog, request] {
            core::GeneratedFabric summary;
            return core::edits::generateFabric(design, catalog, request, &summary);
        },
        Cancel::NotOffered);
    if (!r)
        return false;
    const QString done = *r ? q(r->edit->description()) : QString();
    return apply(std::move(*r), done);
}

bool EditController::removeFabric(const QString& networkId)
{
    core::edits::Result r = core::edits::removeFabric(m_document.design(), networkId.toStdString());
    const QString done = r ? q(r.edit->description()) : QString();
    return apply(std::move(r), done);
}

bool EditController::addStorage(const QString& model, int count, std::optional<double> capacityTb)
{
    core::edits::Result r = core::edits::addStorage(m_document.design(), m_document.designCatalog(),
                                                    model.toStdString(), count, capacityTb);
    const QString done = r ? q(r.edit->description()) : QString();
    return apply(std::move(r), done);
}

bool EditController::setBuildout(const QStringList& ids,
                                 const std::map<std::string, core::PartChoice>& choices)
{
    std::vector<std::string> devices;
    for (const QString& id : ids)
        devices.push_back(id.toStdString());
    core::edits::Result r =
        core::edits::setBuildout(m_document.design(), m_document.designCatalog(), devices, choices);
    const QString done = r ? q(r.edit->description()) : QString();
    return apply(std::move(r), done);
}

bool EditController::replaceGpu(const QString& from, const QString& to)
{
    core::edits::GpuSwap swap = core::edits::replaceGpu(
        m_document.design(), m_document.designCatalog(), from.toStdString(), to.toStdString());
    QString done = swap.result ? q(swap.result.edit->description()) : QString();
    if (!swap.cannotTake.empty()) {
        QStringList names;
        for (const std::string& n : swap.cannotTake)
            names << q(n);
        const QString kept =
            tr("%n server(s) cannot take it and keep theirs: %1", nullptr, int(names.size()))
                .arg(names.join(QStringLiteral(", ")));
        if (!swap.result) {
            emit message(q(swap.result.error) + " · " + kept);
            return false;
        }
        done += " · " + kept;
    }
    return apply(std::move(swap.result), done);
}

std::vector<const core::Device*> EditController::selectedDevices() const
{
    std::vector<const core::Device*> out;
    for (const QString& id : m_selection.ids())
        if (const core::Device* d = m_document.design().findDevice(id.toStdString()))
            out.push_back(d);
    return out;
}

std::vector<const core::Rack*> EditController::selectedRacks() const
{
    std::vector<const core::Rack*> out;
    for (const QString& id : m_selection.ids())
        if (const core::Rack* r = m_document.design().findRack(id.toStdString()))
            out.push_back(r);
    return out;
}

bool EditController::placeCatalogItem(const QString& modelId, const QString& rackId, int u,
                                      core::Face face)
{
    const core::Design& d = m_document.design();
    const core::CatalogView& catalog = m_document.designCatalog();
    auto r = edits::placeDevice(d, catalog, modelId.toStdString(), {rackId.toStdString(), u, face});
    const std::string newId = r ? d.newId("d") : std::string();
    if (!apply(std::move(r), {}))
        return false;
    if (const core::Device* added = m_document.design().findDevice(newId))
        emit message(tr("Added %1 at U%2").arg(q(added->name)).arg(u));
    m_selection.set({q(newId)});
    return true;
}

bool EditController::moveDevices(const QVector<DeviceMoveRequest>& moves)
{
    const core::Design& d = m_document.design();
    const core::CatalogView& catalog = m_document.designCatalog();
    std::vector<edits::DeviceMove> list;
    for (const DeviceMoveRequest& m : moves) {
        const core::Device* dev = d.findDevice(m.deviceId.toStdString());
        if (!dev)
            continue;
        list.push_back({dev->id, {m.rackId.toStdString(), m.u, dev->face}});
    }
    const bool ok = apply(edits::moveDevices(d, catalog, list),
                          tr("Moved %n device(s)", nullptr, static_cast<int>(list.size())));
    if (!ok)
        emit moveRefused();
    return ok;
}

bool EditController::moveRack(const QString& rackId, int row, int position)
{
    const bool ok = apply(edits::moveRack(m_document.design(), rackId.toStdString(), row, position),
                          tr("Moved rack"));
    if (!ok)
        emit moveRefused();
    return ok;
}

bool EditController::deleteSelection()
{
    const core::Design& d = m_document.design();
    std::vector<std::string> devices;
    for (const core::Device* dev : selectedDevices())
        devices.push_back(dev->id);
    const auto racks = selectedRacks();
    if (devices.empty() && racks.empty())
        return false;
    std::vector<core::EditPtr> parts;
    if (!devices.empty()) {
        auto r = edits::removeDevices(d, devices);
        if (!r)
            return apply(std::move(r), {});
        parts.push_back(std::move(r.edit));
    }
    core::Design trial = d;
    if (!parts.empty())
        parts.back()->apply(trial);
    for (const core::Rack* rack : racks) {
        auto r = edits::removeRack(trial, rack->id);
        if (!r)
            return apply(std::move(r), {});
        r.edit->apply(trial);
        parts.push_back(std::move(r.edit));
    }
    m_selection.clear();
    const QString what =
        tr("Delete %n object(s)", nullptr, static_cast<int>(devices.size() + racks.size()));
    edits::Result all;
    all.edit = std::make_unique<core::CompoundEdit>(what.toStdString(), std::move(parts));
    return apply(std::move(all), what);
}

bool EditController::duplicateSelection()
{
    const core::Design& d = m_document.design();
    const core::CatalogView& catalog = m_document.designCatalog();
    if (const auto racks = selectedRacks(); !racks.empty() && selectedDevices().empty())
        return apply(edits::duplicateRack(d, catalog, racks.front()->id), tr("Duplicated rack"));
    std::vector<std::pair<core::Device, edits::Placement>> copies;
    core::Design trial = d;
    for (const core::Device* dev : selectedDevices()) {
        core::Device candidate = *dev;
        candidate.id = "\x01copy";
        const auto u =
            core::firstFreeUnit(trial, catalog, candidate, dev->u + heightOf(catalog, *dev));
        if (!u) {
            emit message(tr("No free space in the rack for a copy of %1").arg(q(dev->name)));
            return false;
        }
        candidate.u = *u;
        candidate.id = trial.newId("d");
        trial.devices.push_back(candidate);
        copies.push_back({*dev, {dev->rack, *u, dev->face}});
    }
    if (copies.empty())
        return false;
    return apply(edits::addDeviceCopies(d, catalog, copies),
                 tr("Duplicated %n device(s)", nullptr, static_cast<int>(copies.size())));
}

void EditController::copySelection()
{
    m_clipboard.clear();
    for (const core::Device* dev : selectedDevices())
        m_clipboard.push_back(*dev);
    emit message(tr("Copied %n device(s)", nullptr, static_cast<int>(m_clipboard.size())));
}

bool EditController::cutSelection()
{
    // Only devices go to the clipboard, so only devices are cut: a selected rack stays.
    const auto devices = selectedDevices();
    if (devices.empty())
        return false;
    copySelection();
    QStringList ids;
    for (const core::Device* dev : devices)
        ids << QString::fromStdString(dev->id);
    m_selection.set(ids);
    return deleteSelection();
}

bool EditController::paste()
{
    if (m_clipboard.empty())
        return false;
    const core::Design& d = m_document.design();
    const core::CatalogView& catalog = m_document.designCatalog();
    // Into the selected rack if one is selected, else back into each device's own rack.
    std::string targetRack;
    if (const auto racks = selectedRacks(); !racks.empty())
        targetRack = racks.front()->id;
    std::vector<std::pair<core::Device, edits::Placement>> copies;
    core::Design trial = d;
    for (const core::Device& original : m_clipboard) {
        core::Device candidate = original;
        candidate.id = "\x01paste";
        candidate.rack = targetRack.empty() ? original.rack : targetRack;
        const auto u = core::firstFreeUnit(trial, catalog, candidate, original.u);
        if (!u) {
            emit message(tr("No free space to paste %1").arg(q(original.name)));
            return false;
        }
        candidate.u = *u;
        candidate.id = trial.newId("d");
        trial.devices.push_back(candidate);
        copies.push_back({original, {candidate.rack, *u, original.face}});
    }
    return apply(edits::addDeviceCopies(d, catalog, copies),
                 tr("Pasted %n device(s)", nullptr, static_cast<int>(copies.size())));
}

bool EditController::nudge(int deltaU)
{
    const core::Design& d = m_document.design();
    const core::CatalogView& catalog = m_document.designCatalog();
    std::vector<edits::DeviceMove> moves;
    for (const core::Device* dev : selectedDevices())
        moves.push_back({dev->id, {dev->rack, dev->u + deltaU, dev->face}});
    if (moves.empty())
        return false;
    return apply(edits::moveDevices(d, catalog, moves), {});
}

bool EditController::addRack(const QString& model)
{
    const core::Design& d = m_document.design();
    const core::CatalogView& catalog = m_document.designCatalog();
    int row = 0;
    if (const auto racks = selectedRacks(); !racks.empty())
        row = racks.front()->row;
    int position = 0;
    for (const core::Rack& r : d.racks)
        if (r.row == row)
            position = std::max(position, r.position + 1);
    const QString name = QStringLiteral("%1%2")
                             .arg(QChar('A' + std::clamp(row, 0, 25)))
                             .arg(position + 1, 2, 10, QChar('0'));
    auto r = edits::addRack(d, catalog, model.toStdString(), name.toStdString(), row, position);
    const std::string newId = r ? d.newId("r") : std::string();
    if (!apply(std::move(r), tr("Added rack %1").arg(name)))
        return false;
    m_selection.set({q(newId)});
    return true;
}

} // namespace cd::ui
