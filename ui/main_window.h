#pragma once

#include "document/autosave.h"

#include <QMainWindow>
#include <QRectF>
#include <QSizeF>

#include <functional>
#include <string>

class QAction;
class QComboBox;
class QDockWidget;
class QMenu;
class QPainter;

namespace cd::core {
class CatalogView;
}
namespace cd::catalog {
class Catalog;
struct NetboxImportReport;
} // namespace cd::catalog

namespace cd::ui {

class Autosave;
class QuoteDock;
class ComparisonDock;
class TcoDock;
class PresentationView;
class VariantController;
class QuotePricing;
class PowerDock;
class FabricDock;
class PerformanceDock;
class ServingDock;
class CatalogDock;
class DesignDocument;
class EditController;
class FileController;
class InspectorDock;
class IssuesDock;
class RackScene;
class RackView;
class Selection;

// The files File ▸ Export Hand-off writes (handoff_actions.cpp).
enum class HandoffFile
{
    SlurmTopology,
    SlurmNodes,
    KubernetesLabels,
    NcclEnvironment,
    CablingPlan,
};

// Assembles the window: canvas in the centre, catalog, inspector, quote, issues and history
// docks, summary in the status bar, menus with shortcuts. Behaviour lives in the document,
// the controllers and the views.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(const core::CatalogView& catalog, const QString& recoveryFolder = {},
                        QWidget* parent = nullptr);
    ~MainWindow() override;

    // Installs `language` (language.h) and shows a new window in it that takes over this one's
    // design, undo history, price list, autosave, geometry and dock layout; this window closes
    // itself (deleteLater) without asking to save. Returns the new window (delete on close), or
    // this one when the language is not ours.
    MainWindow* switchLanguage(const QString& language);

    DesignDocument& document() { return *m_document; }
    Selection& selection() { return *m_selection; }
    EditController& edits() { return *m_edits; }
    FileController& files() { return *m_files; }
    Autosave* autosave() { return m_autosave; }
    RackScene& scene() { return *m_scene; }
    RackView& view() { return *m_view; }
    CatalogDock& catalogDock() { return *m_catalogDock; }
    InspectorDock& inspector() { return *m_inspector; }
    IssuesDock& issues() { return *m_issues; }
    QuoteDock& quote() { return *m_quote; }
    QuotePricing& pricing() { return *m_pricing; }
    PowerDock& power() { return *m_power; }
    FabricDock& fabric() { return *m_fabric; }
    PerformanceDock& performance() { return *m_performance; }
    ServingDock& serving() { return *m_serving; }
    ComparisonDock& comparison() { return *m_compare; }
    TcoDock& tco() { return *m_tco; }
    VariantController& variants() { return *m_variants; }
    // Full screen, keyboard driven: the design's figures, racks and the comparison of its
    // variants. Returns the view (it closes itself on Esc).
    PresentationView* startPresentation();
    // Shows and raises a dock by its name ("performance", "power", "quote" or "bom", "issues").
    bool showDock(const QString& name);

    bool openFile(const QString& path, bool quiet = false);
    // Asks whether to restore unsaved work found in the recovery folder.
    void offerRecovery();
    // Restores the whole project of a recovery file as unsaved work on its original path.
    bool restoreRecovery(const Autosave::Pending& pending);
    // The rack elevations, or the topology the Fabric dock shows, as PNG or SVG by the suffix.
    bool exportElevations(const QString& path);
    bool exportTopology(const QString& path);
    // A hand-off file of the design (File ▸ Export Hand-off), written atomically; false after
    // saying why.
    bool exportHandoff(HandoffFile kind, const QString& path);
    // The hand-off PDF in the customer's language (Quote Settings), with its reseller.
    bool exportHandoffPdf(const QString& path);
    // The catalog File ▸ Import NetBox Device Types adds to (the one the window shows) and the
    // user database it stores in; without them an import reports that no catalog is open.
    void setUserCatalog(catalog::Catalog* catalog, const std::string& userDatabasePath);
    // Imports a device type file or folder; the items appear in the Catalog dock at once.
    catalog::NetboxImportReport importNetboxDeviceTypes(const QString& path);
    // The design as NetBox CSVs in `dir` (netbox_export.h); false after saying why.
    bool exportNetbox(const QString& dir);

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    // What a window rebuilt in another language takes over from the one before.
    struct Inherited
    {
        DesignDocument* document;
        QuotePricing* pricing;
        Autosave* autosave;
    };
    MainWindow(Inherited parts, QWidget* parent);
    bool m_handedOver = false;           // switchLanguage gave the design to a new window
    bool m_defaultLayoutPending = false; // no saved layout: size the docks once shown
    void createDocks();
    static void scrollWhenShort(QDockWidget* dock);
    void createActions();
    void createFileMenu();
    void createEditMenu();
    void createRackMenu();
    void createViewMenu();
    void createVariantMenu();
    void connectStatusMessages();
    void connectCanvas();
    void connectDocument();
    void addRecentFilesMenu(QMenu* file);
    void addQuoteActions(QMenu* file);
    void addUndoActions(QMenu* edit);
    void addCanvasActions(QMenu* edit);
    void addRackModels(QMenu* rack);
    void addFabricActions(QMenu* rack);
    void addRemoveFabricMenu(QMenu* rack);
    void addFaceAndCableToggles();
    void addThemeMenu();
    void addLanguageMenu();
    void addDockActions();
    void createHelpMenu();
    void describeDocks();
    void addImageExports(QMenu* file);
    void addHandoffExports(QMenu* file);
    void addNetboxImport(QMenu* file);
    void addNetboxExport(QMenu* handoff);
    void showNetboxImport(const catalog::NetboxImportReport& report);
    std::string handoffText(HandoffFile kind) const;
    // Runs `write`; a failure is said in a message box titled `title`, success in the status
    // bar as `done` with the path. False on failure.
    bool writeOrSay(const QString& title, const QString& done, const QString& path,
                    const std::function<void()>& write);
    bool writeImageOrSay(const QString& path, const QSizeF& size,
                         const std::function<void(QPainter&, const QRectF&)>& paint);
    // Returns the actions the variant toolbar shares: Duplicate, Compare and Present.
    QList<QAction*> addVariantActions(QMenu* menu);
    void addShowVariantMenu(QMenu* menu);
    void createVariantToolBar(const QList<QAction*>& shared);
    void connectVariantCombo(QComboBox* combo);
    void duplicateVariant();
    void renameVariant();
    void removeVariant();
    void updateTitle();
    void addFromCatalog(const QString& id);
    void generateFabric();
    void addStorage();
    void editBuildout();

    DesignDocument* m_document;
    Selection* m_selection;
    EditController* m_edits;
    FileController* m_files;
    Autosave* m_autosave = nullptr;
    RackScene* m_scene;
    RackView* m_view;
    CatalogDock* m_catalogDock = nullptr;
    InspectorDock* m_inspector = nullptr;
    QuotePricing* m_pricing = nullptr;
    QuoteDock* m_quote = nullptr;
    PowerDock* m_power = nullptr;
    FabricDock* m_fabric = nullptr;
    PerformanceDock* m_performance = nullptr;
    ServingDock* m_serving = nullptr;
    IssuesDock* m_issues = nullptr;
    ComparisonDock* m_compare = nullptr;
    TcoDock* m_tco = nullptr;
    VariantController* m_variants;
    QMenu* m_viewMenu = nullptr;
    catalog::Catalog* m_userCatalog = nullptr;
    std::string m_userDatabasePath;
};

} // namespace cd::ui
