// The Variant menu and toolbar (issue 9): make, rename, remove and step through the variants
// of the project, compare them, and present them to a customer.
#include "compare/comparison_dock.h"
#include "document/design_document.h"
#include "document/variant_controller.h"
#include "main_window.h"
#include "present/presentation_deck.h"
#include "present/presentation_view.h"
#include "quote/quote_pricing.h"

#include <QComboBox>
#include <QDate>
#include <QGuiApplication>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QToolBar>

namespace cd::ui {

void MainWindow::createVariantMenu()
{
    QMenu* menu = menuBar()->addMenu(tr("V&ariant"));
    const QList<QAction*> shared = addVariantActions(menu);
    createVariantToolBar(shared);
}

QList<QAction*> MainWindow::addVariantActions(QMenu* menu)
{
    // Duplicate, Compare and Present sit in the menu and on the toolbar: one action each.
    QAction* duplicate =
        menu->addAction(tr("&Duplicate Variant…"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_D),
                        this, &MainWindow::duplicateVariant);
    duplicate->setToolTip(tr("Copy the variant on screen into a new one (Ctrl+Alt+D)"));
    menu->addAction(tr("&Rename Variant…"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_R), this,
                    &MainWindow::renameVariant);
    menu->addAction(tr("Re&move Variant"), this, &MainWindow::removeVariant);
    menu->addSeparator();
    menu->addAction(tr("&Next Variant"), QKeySequence(Qt::CTRL | Qt::Key_PageDown), m_variants,
                    &VariantController::next);
    menu->addAction(tr("&Previous Variant"), QKeySequence(Qt::CTRL | Qt::Key_PageUp), m_variants,
                    &VariantController::previous);
    addShowVariantMenu(menu);
    menu->addSeparator();
    // A dock that becomes visible recomputes when an edit has made it stale.
    QAction* compare =
        menu->addAction(tr("&Compare Variants"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M),
                        this, [this] { showDock("compare"); });
    QAction* present = menu->addAction(tr("&Present"), QKeySequence(Qt::Key_F5), this,
                                       [this] { startPresentation(); });
    present->setToolTip(
        tr("Full-screen presentation for a customer (F5); arrows move, Esc leaves"));
    // The customer document is what "print" means here: the platform's Print key.
    QAction* proposal =
        menu->addAction(tr("Export &Proposal PDF…"), m_compare, &ComparisonDock::exportProposal);
    proposal->setShortcuts({QKeySequence::Print, QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_P)});
    return {duplicate, compare, present};
}

void MainWindow::addShowVariantMenu(QMenu* menu)
{
    QMenu* go = menu->addMenu(tr("&Show Variant"));
    connect(go, &QMenu::aboutToShow, this, [this, go] {
        go->clear();
        const core::Project& p = m_document->project();
        for (std::size_t i = 0; i < p.variants.size(); ++i) {
            QAction* a = go->addAction(QString::fromStdString(p.displayName(i)), this,
                                       [this, i] { m_document->setActiveVariant(i); });
            a->setCheckable(true);
            a->setChecked(i == p.active);
            if (i < 9)
                a->setShortcut(QKeySequence(Qt::ALT | Qt::SHIFT | (Qt::Key_1 + int(i))));
        }
    });
}

// The variant on screen, always visible: a customer meeting switches often.
void MainWindow::createVariantToolBar(const QList<QAction*>& shared)
{
    auto* bar = addToolBar(tr("Variant"));
    bar->setObjectName("variantToolBar");
    bar->addWidget(new QLabel(tr(" Variant: "), bar));
    auto* combo = new QComboBox(bar);
    combo->setObjectName("variantCombo");
    combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    combo->setToolTip(tr("The variant on screen; edits and undo apply to it "
                         "(Ctrl+Page Down / Ctrl+Page Up step through)"));
    bar->addWidget(combo);
    bar->addActions(shared);
    connectVariantCombo(combo);
}

void MainWindow::connectVariantCombo(QComboBox* combo)
{
    const auto refresh = [this, combo] {
        const QSignalBlocker block(combo);
        combo->clear();
        const core::Project& p = m_document->project();
        for (std::size_t i = 0; i < p.variants.size(); ++i)
            combo->addItem(QString::fromStdString(p.displayName(i)));
        combo->setCurrentIndex(static_cast<int>(p.active));
    };
    connect(m_document, &DesignDocument::variantsChanged, combo, refresh);
    connect(combo, &QComboBox::activated, this,
            [this](int i) { m_document->setActiveVariant(static_cast<std::size_t>(i)); });
    refresh();
}

void MainWindow::duplicateVariant()
{
    bool ok = false;
    const QString name = QInputDialog::getText(
        this, tr("Duplicate Variant"), tr("Name of the new variant (a copy of the one on screen):"),
        QLineEdit::Normal, m_variants->suggestedCopyName(), &ok);
    if (ok)
        m_variants->duplicateActive(name);
}

void MainWindow::renameVariant()
{
    const core::Project& p = m_document->project();
    bool ok = false;
    const QString name =
        QInputDialog::getText(this, tr("Rename Variant"), tr("Variant name:"), QLineEdit::Normal,
                              QString::fromStdString(p.displayName(p.active)), &ok);
    if (ok)
        m_variants->renameActive(name);
}

void MainWindow::removeVariant()
{
    const core::Project& p = m_document->project();
    if (QMessageBox::question(this, tr("Remove Variant"),
                              tr("Remove the variant %1? Undo brings it back.")
                                  .arg(QString::fromStdString(p.displayName(p.active)))) ==
        QMessageBox::Yes)
        m_variants->removeActive();
}

PresentationView* MainWindow::startPresentation()
{
    auto deck =
        buildPresentation(m_document->project(), m_document->catalog(), m_compare->options(),
                          QLocale().toString(QDate::currentDate(), QLocale::LongFormat));
    auto* view = new PresentationView(std::move(deck));
    view->setGeometry(screen() ? screen()->geometry() : QRect(0, 0, 1600, 1000));
    view->showFullScreen();
    view->activateWindow();
    view->setFocus();
    return view;
}

} // namespace cd::ui
