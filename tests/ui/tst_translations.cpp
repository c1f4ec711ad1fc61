// Issue 22: French. lupdate reads the sources again into a copy of
// translations/cluster-designer_fr.ts: any string the code shows that the file does not
// translate (new, changed, or left unfinished) fails here, with its context and text. The
// program built with the file shows French when asked, and French numbers.
#include "document/design_document.h"
#include "document/edit_controller.h"
#include "document/selection.h"
#include "help/user_guide_dialog.h"
#include "language/language.h"
#include "main_window.h"
#include "power/power_dock.h"
#include "power/power_table_model.h"
#include "quote/quote_dock.h"
#include "quote/quote_table_model.h"
#include "text/translation.h"

#include "analysis/tco/cloud_prices.h"
#include "analysis/throughput/goodput.h"
#include "analysis/throughput/serving.h"
#include "catalog.h"

#include <clocale>
#include <cstdio>
#include <cstdlib>

#include <QChart>
#include <QChartView>
#include <QDockWidget>
#include <QFile>
#include <QLocale>
#include <QMenuBar>
#include <QPointer>
#include <QProcess>
#include <QRegularExpression>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QXmlStreamReader>

using namespace cd;

namespace {

const QString kTs = CD_SOURCE_DIR "/translations/cluster-designer_fr.ts";

struct Unfinished
{
    QStringList where; // "context: source"
    int messages = 0;
};

// Messages whose translation is unfinished or empty; vanished and obsolete ones (no longer in
// the code) do not count.
Unfinished unfinishedIn(const QString& path)
{
    Unfinished u;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {{"cannot read " + path}, 0};
    QXmlStreamReader xml(&f);
    QString context, source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        else if (xml.name() == QLatin1String("message"))
            ++u.messages;
        else if (xml.name() == QLatin1String("translation")) {
            const QString type = xml.attributes().value("type").toString();
            if (type == "vanished" || type == "obsolete")
                continue;
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (type == "unfinished" || text.trimmed().isEmpty())
                u.where << context + ": " + source;
        }
    }
    if (xml.hasError())
        u.where << path + ": " + xml.errorString();
    return u;
}

} // namespace

class TranslationTests : public QObject
{
    Q_OBJECT
private slots:
    void everyStringIsTranslated()
    {
        QTemporaryDir dir;
        const QString copy = dir.filePath("fr.ts");
        QVERIFY(QFile::copy(kTs, copy));
        QProcess lupdate;
        lupdate.setWorkingDirectory(CD_SOURCE_DIR);
        // core's words too (core/text/translation.h), marked by translate() and CD_TRANSLATE_NOOP.
        lupdate.start(CD_LUPDATE, {"-silent", "-locations", "none", "-tr-function-alias",
                                   "QT_TRANSLATE_NOOP+=CD_TRANSLATE_NOOP", "core", "office",
                                   "catalog", "ui", "app", "-ts", copy});
        QVERIFY(lupdate.waitForFinished(120'000));
        QCOMPARE(lupdate.exitCode(), 0);
        const Unfinished u = unfinishedIn(copy);
        QVERIFY2(u.messages > 800, qPrintable(QString::number(u.messages))); // the whole UI
        QVERIFY2(u.where.isEmpty(), qPrintable(QString("%1 untranslated:\n").arg(u.where.size()) +
                                               u.where.mid(0, 40).join("\n")));
    }

    // Placeholders survive translation: each French string has the English one's %1, %2, %n
    // and {name}.
    void placeholdersKept()
    {
        QFile f(kTs);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        // %1, %n for Qt; {name} for core's issue texts (issue_type.h), which must keep the
        // same names or the English is shown.
        const QRegularExpression arg("%(?:L?\\d+|n)|\\{[a-zA-Z]+\\}");
        const auto args = [&](const QString& s) {
            QStringList found;
            for (auto it = arg.globalMatch(s); it.hasNext();)
                found << it.next().captured();
            found.removeDuplicates();
            found.sort();
            return found;
        };
        QString source;
        QStringList wrong;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement() && xml.name() == QLatin1String("source"))
                source = xml.readElementText();
            else if (xml.isStartElement() && xml.name() == QLatin1String("translation")) {
                const QString t = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                if (!t.isEmpty() && args(t) != args(source))
                    wrong << source + " -> " + t;
            }
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join("\n")));
    }

    // On a French system the application object leaves the C library writing "1,50" (it sets
    // the C locale from the environment, as setlocale(LC_ALL, "") does): useCNumbers, which the
    // programs call right after making it, brings the C library's numbers back to "1.50"
    // while QLocale keeps writing the French way.
    void cNumbersAfterTheApplication()
    {
        if (!std::setlocale(LC_ALL, "fr_FR.UTF-8"))
            QSKIP("fr_FR.UTF-8 is not installed here (packaging/build.sh test makes it)");
        char buf[16];
        std::snprintf(buf, sizeof buf, "%.2f", 1.5);
        QCOMPARE(QString(buf), QString("1,50"));
        ui::useCNumbers();
        std::snprintf(buf, sizeof buf, "%.2f", 1.5);
        QCOMPARE(QString(buf), QString("1.50"));
        QCOMPARE(std::strtod("2.5", nullptr), 2.5);
        QCOMPARE(QLocale(QLocale::French).toString(1.5, 'f', 2), QString("1,50"));
        std::setlocale(LC_ALL, "C");
    }

    // Built in and installed: the menus are French, numbers are written the French way.
    void frenchUi()
    {
        QVERIFY(!ui::installLanguage(*QCoreApplication::instance(), "de")); // not ours
        QVERIFY(ui::installLanguage(*QCoreApplication::instance(), "fr"));
        QCOMPARE(QLocale().toString(1234.5, 'f', 2), QString::fromUtf8("1\u202f234,50"));
        auto catalog = catalog::Catalog::builtin();
        ui::MainWindow w(*catalog);
        QStringList menus;
        for (QAction* a : w.menuBar()->actions())
            menus << a->text();
        QVERIFY2(menus.contains("&Fichier"), qPrintable(menus.join(", ")));
        QVERIFY(!menus.contains("&File"));
    }

    // Core's explanations that the Performance and Serving docks show come in the installed
    // language, numbers the French way; without a language, English as before. The French
    // wording is the one of translations/cluster-designer_fr.ts; 52,77 is kHostStagingGBpsPerGpu
    // (52.77, goodput.h) with a French decimal comma.
    void coreExplanationsInFrench()
    {
        core::throughput::GoodputInput in;
        in.parameters = 70e9;
        in.gpus = 256;
        QVERIFY(ui::installLanguage(*QCoreApplication::instance(), "fr"));
        QCOMPARE(QString::fromStdString(core::throughput::goodput(in, 1000).error),
                 QString::fromUtf8("aucun débit pour les points de contrôle : aucun stockage dont "
                                   "les débits d'écriture et de lecture sont publiés"));
        in.writeGBps = in.readGBps = 100;
        in.stagingGBpsPerGpu = core::throughput::kHostStagingGBpsPerGpu;
        const QString basis = QString::fromStdString(core::throughput::goodput(in, 1000).basis);
        QVERIFY2(basis.contains(QString::fromUtf8("chaque GPU copie son fragment en mémoire hôte "
                                                  "à 52,77 Go/s")),
                 qPrintable(basis));
        core::throughput::ServingInput serve;
        serve.inputLen = 0;
        const core::throughput::ServingInputError bad = core::throughput::checkServingInput(
            *core::throughput::findPreset("llama3-70b"), {}, serve);
        QCOMPARE(QString::fromStdString(bad.message),
                 QString::fromUtf8("l'invite doit compter au moins 1 jeton"));

        // The cloud price table's offers, as the TCO annex cites them (Oracle's H100 row).
        const core::tco::CloudPrice& oci = core::tco::cloudPriceTable()[1];
        QCOMPARE(QString::fromStdString(core::text::translate("CloudPrices", oci.offer.c_str())),
                 QString::fromUtf8("BM.GPU.H100.8 (8 x H100), 80 USD l'heure d'instance"));

        QVERIFY(ui::installLanguage(*QCoreApplication::instance(), "en"));
        QCOMPARE(core::text::translate("CloudPrices", oci.offer.c_str()), oci.offer);
        in.writeGBps = 0;
        QCOMPARE(core::throughput::goodput(in, 1000).error,
                 std::string("no checkpoint bandwidth: no storage with a published write and "
                             "read throughput"));
    }

    // Words core makes in English for the views to translate are French in a French window:
    // the quote's category headings (French showed "Servers", "Racks") and the power table's
    // cooling ("rear-door heat exchanger").
    void frenchWordsFromCore()
    {
        QVERIFY(ui::installLanguage(*QCoreApplication::instance(), "fr"));
        auto catalog = catalog::Catalog::builtin();
        ui::MainWindow w(*catalog);
        QVERIFY(w.openFile(CD_SOURCE_DIR "/resources/examples/gb300-nvl72-cdu.cluster.json", true));
        const ui::QuoteTableModel& m = *w.quote().model();
        QStringList headings;
        for (int r = 0; r < m.rowCount(); ++r)
            if (m.isHeading(r))
                headings << m.data(m.index(r, ui::QuoteTableModel::PartNumber), Qt::DisplayRole)
                                .toString();
        QCOMPARE(headings,
                 (QStringList{"Baies", "Serveurs", "Unités de distribution de refroidissement"}));
        QAbstractItemModel* power = w.power().table()->model();
        QCOMPARE(power->data(power->index(0, ui::PowerTableModel::Cooling)).toString(),
                 QString::fromUtf8("refroidissement liquide direct"));
        // Every chart the docks drew writes its numbers the French way (Qt Charts would write
        // 35890 and 100000).
        w.resize(1600, 1000);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        int drawn = 0;
        for (const char* dock : {"power", "performance", "serving", "compare"}) {
            QVERIFY(w.showDock(dock));
            QTest::qWait(400); // the comparison waits 250 ms for edits to settle
            for (const QChartView* view : w.findChildren<QChartView*>())
                if (view->isVisible() && !view->chart()->series().isEmpty()) {
                    ++drawn;
                    QVERIFY2(view->chart()->localizeNumbers() &&
                                 view->chart()->locale().language() == QLocale::French,
                             qPrintable(view->chart()->title()));
                }
        }
        QVERIFY(drawn >= 4);
        QVERIFY(ui::installLanguage(*QCoreApplication::instance(), "en"));
    }

    // Switching the language rebuilds the window around the same design: the unsaved edit, its
    // undo and the file stay; menus and docks change language; the old window goes.
    void switchWithoutRestart()
    {
        QVERIFY(ui::installLanguage(*QCoreApplication::instance(), "en"));
        auto catalog = catalog::Catalog::builtin();
        QPointer<ui::MainWindow> en = new ui::MainWindow(*catalog);
        QVERIFY(en->openFile(CD_SOURCE_DIR "/resources/examples/dgx-h100-rack.cluster.json", true));
        const std::size_t racks = en->document().design().racks.size();
        en->selection().set({QString::fromStdString(en->document().design().racks.front().id)});
        QVERIFY(en->edits().duplicateSelection());
        QCOMPARE(en->document().design().racks.size(), racks + 1);
        const QString path = en->document().filePath();
        ui::DesignDocument* document = &en->document();
        QCOMPARE(menuTitles(*en).first(), QString("&File"));

        ui::MainWindow* fr = en->switchLanguage("fr");
        QVERIFY(fr != en.data());
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY(en.isNull()); // the English window closed itself
        QCOMPARE(menuTitles(*fr).first(), QString("&Fichier"));
        QCOMPARE(ui::installedLanguage(), QString("fr"));
        QVERIFY(&fr->document() == document);
        QCOMPARE(fr->document().filePath(), path);
        QVERIFY(fr->document().isModified());
        QCOMPARE(fr->document().design().racks.size(), racks + 1);
        QCOMPARE(fr->document().undoStack()->count(), 1);
        const QString frenchDockTitle = fr->findChild<QDockWidget*>("issuesDock")->windowTitle();
        QVERIFY2(frenchDockTitle != "Issues", qPrintable(frenchDockTitle));

        // Undo reaches the edit made in English; the window back in English still has it.
        fr->document().undoStack()->undo();
        QCOMPARE(fr->document().design().racks.size(), racks);
        ui::MainWindow* back = fr->switchLanguage("en");
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QCOMPARE(menuTitles(*back).first(), QString("&File"));
        back->document().undoStack()->redo();
        QCOMPARE(back->document().design().racks.size(), racks + 1);
        QCOMPARE(back->switchLanguage("de"), back); // not ours: nothing changes
        delete back;
    }

    // Help > User Guide in the interface's language: the French guide has the English one's
    // sections, one for one, and its own words.
    void userGuideInFrench()
    {
        QVERIFY(ui::installLanguage(*QCoreApplication::instance(), "en"));
        const QString english = ui::UserGuideDialog::text();
        QVERIFY(ui::installLanguage(*QCoreApplication::instance(), "fr"));
        const QString french = ui::UserGuideDialog::text();
        QVERIFY(ui::installLanguage(*QCoreApplication::instance(), "en"));
        QVERIFY(!french.isEmpty() && french != english);
        const QRegularExpression section("^## ", QRegularExpression::MultilineOption);
        QCOMPARE(french.count(section), english.count(section));
        QVERIFY(english.count(section) >= 9);
        QVERIFY(french.contains(QString::fromUtf8("baie")));
    }

private:
    static QStringList menuTitles(const ui::MainWindow& w)
    {
        QStringList menus;
        for (QAction* a : w.menuBar()->actions())
            menus << a->text();
        return menus;
    }
};

QTEST_MAIN(TranslationTests)
#include "tst_translations.moc"
