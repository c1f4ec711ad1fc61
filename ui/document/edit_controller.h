#pragma once

#include "analysis/fabric/fabric_generator.h"
#include "device_move_request.h"
#include "edit/edit_factory.h"
#include "model/design.h"

#include <QObject>

#include <map>
#include <optional>

namespace cd::ui {

class DesignDocument;
class Selection;

// Turns user intents (a drop, a drag, Delete, Ctrl+D, cut/copy/paste, arrows) into core edits on
// the document, one undo step per gesture. Refusals become status messages, never exceptions.
class EditController : public QObject
{
    Q_OBJECT
public:
    EditController(DesignDocument& document, Selection& selection, QObject* parent = nullptr);

    bool placeCatalogItem(const QString& modelId, const QString& rackId, int u, core::Face face);
    bool moveDevices(const QVector<DeviceMoveRequest>& moves);
    bool moveRack(const QString& rackId, int row, int position);
    bool deleteSelection();
    bool duplicateSelection();
    void copySelection();
    bool cutSelection();
    bool paste();
    bool nudge(int deltaU);
    bool addRack(const QString& model);
    // The fat tree of a network as one undo step; removing takes its switches and racks too.
    bool generateFabric(const core::FabricRequest& request);
    bool removeFabric(const QString& networkId);
    // Storage systems in new racks of their own, one undo step (core edits::addStorage).
    bool addStorage(const QString& model, int count, std::optional<double> capacityTb);
    // The build-out of servers `ids`, one undo step (core edits::setBuildout).
    bool setBuildout(const QStringList& ids,
                     const std::map<std::string, core::PartChoice>& choices);
    // Every server carrying GPU `from` gets `to` in one step; those that cannot take it are
    // named in the message.
    bool replaceGpu(const QString& from, const QString& to);
    bool canPaste() const { return !m_clipboard.empty(); }

signals:
    void message(const QString& text);
    // A move the canvas proposed was refused: the dragged items go back where they were. Nothing
    // changed, so nothing is analysed again (the scene only redraws).
    void moveRefused();

private:
    bool apply(core::edits::Result result, const QString& done);
    std::vector<const core::Device*> selectedDevices() const;
    std::vector<const core::Rack*> selectedRacks() const;

    DesignDocument& m_document;
    Selection& m_selection;
    std::vector<core::Device> m_clipboard;
};

} // namespace cd::ui
