// The Help menu: the user guide, the keyboard shortcuts, "What's This?" for every dock, About.
#include "help/shortcuts_dialog.h"
#include "help/user_guide_dialog.h"
#include "main_window.h"

#include <QApplication>
#include <QDockWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QWhatsThis>

#include <map>

namespace cd::ui {

void MainWindow::createHelpMenu()
{
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&User Guide"), QKeySequence::HelpContents, this, [this] {
        UserGuideDialog guide(this);
        guide.exec();
    });
    help->addAction(tr("&Keyboard Shortcuts"), this, [this] {
        ShortcutsDialog list(*menuBar(), this);
        list.exec();
    });
    QAction* whatsThis = QWhatsThis::createAction(this);
    help->addAction(whatsThis);
    help->addSeparator();
    help->addAction(tr("&About Cluster Designer"), this, [this] {
        QMessageBox::about(this, tr("About Cluster Designer"),
                           tr("<b>Cluster Designer %1</b><p>Design, price and check GPU clusters."
                              "</p><p>Catalog figures carry their public sources; prices are "
                              "public estimates, not quotes.</p>")
                               .arg(QApplication::applicationVersion()));
    });
    describeDocks();
}

namespace {

// What each dock is for, by its object name (Help ▸ What's This?): the design's own docks.
std::map<QString, QString> designDockDescriptions()
{
    return {{"catalogDock",
             MainWindow::tr("<b>Catalog</b><p>Servers, GPUs, NICs, switches, cables, racks, PDUs, "
                            "cooling and storage as their makers publish them. Select an item to "
                            "see each figure with its source and how far it can be trusted; drag "
                            "it onto a rack, or double-click to add it to the selected rack.</p>")},
            {"inspectorDock",
             MainWindow::tr("<b>Inspector</b><p>The design's name, customer and notes, or the "
                            "selected rack or device: its name, position, GPU option, feeds "
                            "and power supplies. Every change can be undone.</p>")},
            {"historyDock",
             MainWindow::tr("<b>History</b><p>Every edit of the project in order. Click an "
                            "entry to go back to that state; Undo and Redo step through it.</p>")},
            {"issuesDock",
             MainWindow::tr("<b>Issues</b><p>What the checks found: errors (the design cannot "
                            "be built as drawn), warnings and notes. Click one to select what it "
                            "names. The documentation (docs/issues.md) lists every check.</p>")},
            {"quoteDock",
             MainWindow::tr("<b>Quote</b><p>The bill of materials priced from the price list or "
                            "the catalog's public estimates, with discounts, margin and tax. Lines "
                            "without a price are left out of the total, which then says it is "
                            "incomplete. Export it as a spreadsheet or PDF.</p>")},
            {"powerDock",
             MainWindow::tr("<b>Power and Cooling</b><p>Per rack: maximum and typical draw, heat, "
                            "airflow, the cooling it needs, feeds and PDUs on normal operation and "
                            "when a feed fails, weight and floor load.</p>")}};
}

// The analysis docks: what each computes.
std::map<QString, QString> analysisDockDescriptions()
{
    return {
        {"fabricDock",
         MainWindow::tr("<b>Fabric</b><p>The design's networks: topology, switches, links "
                        "and cables, oversubscription, and the cabling plan.</p>")},
        {"performanceDock",
         MainWindow::tr(
             "<b>Performance</b><p>Predicted training throughput of the chosen model on this "
             "design with the chosen software stack: step time, tokens/s, MFU, memory per GPU, "
             "scaling over nodes, energy. An analytic model checked against published runs; "
             "its error per stack is in docs/predict.md.</p>")},
        {"servingDock",
         MainWindow::tr("<b>Serving</b><p>Inference as an engine runs it: time to first "
                        "token, time per token, throughput against concurrency, and how many "
                        "nodes a number of users needs.</p>")},
        {"tcoDock",
         MainWindow::tr("<b>TCO</b><p>What owning this variant costs: capex from its quote, "
                        "financed over its life, energy, colocation, support and software; the "
                        "cost of a GPU-hour, a million tokens and a training run; renting the "
                        "same GPUs against it. Every assumption is shown with its source and can "
                        "be changed; the formulas are in docs/tco.md.</p>")},
        {"compareDock",
         MainWindow::tr("<b>Compare Variants</b><p>The project's variants side by side, "
                        "each from its own analyses; the best value of a row is marked. "
                        "Export the customer proposal from here.</p>")}};
}

} // namespace

void MainWindow::describeDocks()
{
    std::map<QString, QString> text = designDockDescriptions();
    text.merge(analysisDockDescriptions());
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        if (const auto t = text.find(dock->objectName()); t != text.end())
            dock->setWhatsThis(t->second);
}

} // namespace cd::ui
