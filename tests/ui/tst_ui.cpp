// The main window on the offscreen platform: opens an example, shows its figures, and every
// edit through the document is undoable (the full rack designer is issue 4).
#include "catalog.h"
#include "document/design_document.h"
#include "edit/edit_factory.h"
#include "io/design_file.h"
#include "main_window.h"
#include "widgets/summary_bar.h"

#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;

class UiTests : public QObject
{
    Q_OBJECT

    std::unique_ptr<catalog::Catalog> m_catalog = catalog::Catalog::builtin();

private slots:
    void opensExampleAndShowsFigures()
    {
        ui::MainWindow w(*m_catalog);
        QVERIFY(w.openFile(QString(CD_EXAMPLES) + "/xe9680-8x-h100.cluster.json", true));
        const QString summary = ui::SummaryBar::summaryText(w.document());
        QVERIFY2(summary.contains("8 GPUs"), qPrintable(summary));
        QVERIFY2(summary.contains("640 GB GPU memory"), qPrintable(summary));
        QVERIFY(w.windowTitle().startsWith("xe9680-8x-h100.cluster.json"));
    }

    void editsAreUndoableAndMarkModified()
    {
        ui::MainWindow w(*m_catalog);
        QVERIFY(w.openFile(QString(CD_EXAMPLES) + "/xe9680-8x-h100.cluster.json", true));
        ui::DesignDocument& doc = w.document();
        const std::string before = core::serializeDesign(doc.design());
        const std::string rack = doc.design().racks.at(0).id;
        auto r = core::edits::placeDevice(doc.design(), doc.catalog(), "dell-xe9680",
                                          {rack, 20, core::Face::Front}, "gpu02");
        QVERIFY2(r, r.error.c_str());
        doc.apply(std::move(r.edit));
        QCOMPARE(doc.report().gpus, 16);
        QVERIFY(doc.isModified());
        QVERIFY(w.windowTitle().contains("*"));
        doc.undoStack()->undo();
        QCOMPARE(doc.report().gpus, 8);
        QCOMPARE(core::serializeDesign(doc.design()), before);
        QVERIFY(!doc.isModified());
        doc.undoStack()->redo();
        QCOMPARE(doc.report().gpus, 16);
    }

    void saveEmbedsCatalogAndReopensIdentically()
    {
        QTemporaryDir dir;
        const QString path = dir.path() + "/saved.cluster.json";
        ui::MainWindow w(*m_catalog);
        QVERIFY(w.openFile(QString(CD_EXAMPLES) + "/dgx-h100-rack.cluster.json", true));
        w.document().save(path);
        const core::Design saved = core::loadDesign(path.toStdString());
        QVERIFY(std::any_of(saved.embeddedCatalog.begin(), saved.embeddedCatalog.end(),
                            [](const core::CatalogItem& i) { return i.id == "nvidia-dgx-h100"; }));
        QVERIFY(!saved.embeddedSources.empty());
        ui::MainWindow again(*m_catalog);
        QVERIFY(again.openFile(path, true));
        QCOMPARE(again.document().report().power.maxW, w.document().report().power.maxW);
        QCOMPARE(core::serializeDesign(again.document().design()),
                 core::serializeDesign(core::loadDesign(path.toStdString())));
    }

    void screenshotOptionWritesPng()
    {
        QTemporaryDir dir;
        const QString png = dir.path() + "/shot.png";
        QProcess p;
        p.start(CD_GUI_PATH, {"--screenshot", png, QString(CD_EXAMPLES) + "/dgx-h100-rack.cluster.json"});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        QImage img(png);
        QCOMPARE(img.size(), QSize(1600, 1000));
    }
};

QTEST_MAIN(UiTests)
#include "tst_ui.moc"
