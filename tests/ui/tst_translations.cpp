// Issue 22: French. lupdate reads the sources again into a copy of
// translations/cluster-designer_fr.ts: any string the code shows that the file does not
// translate (new, changed, or left unfinished) fails here, with its context and text. The
// program built with the file shows French when asked, and French numbers.
#include "language.h"
#include "main_window.h"

#include "catalog.h"

#include <QFile>
#include <QLocale>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
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
        lupdate.start(CD_LUPDATE, {"-silent", "-locations", "none", "ui", "app", "-ts", copy});
        QVERIFY(lupdate.waitForFinished(120'000));
        QCOMPARE(lupdate.exitCode(), 0);
        const Unfinished u = unfinishedIn(copy);
        QVERIFY2(u.messages > 800, qPrintable(QString::number(u.messages))); // the whole UI
        QVERIFY2(u.where.isEmpty(), qPrintable(QString("%1 untranslated:\n").arg(u.where.size()) +
                                               u.where.mid(0, 40).join("\n")));
    }

    // Placeholders survive translation: each French string has the English one's %1, %2, %n.
    void placeholdersKept()
    {
        QFile f(kTs);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        const QRegularExpression arg("%(?:L?\\d+|n)");
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
};

QTEST_MAIN(TranslationTests)
#include "tst_translations.moc"
