// Issue 22, item 1: the command line speaks the system's language (LANG). Its messages and
// reports are French on a French system, with French number marks, while the files it writes for
// tools (CSV quotes, Slurm topology, NetBox imports) stay the same in every language.
#include "cli_run.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace cd::test;

namespace {

const QString kFrench = "fr_FR.UTF-8";

Run french(const QStringList& args)
{
    return runIn(kFrench, CD_CLI_PATH, args);
}

// The number a line of `text` gives after `label` (then spaces), its decimal mark made '.'.
double numberAfter(const QByteArray& text, const QString& label)
{
    const QRegularExpression re(QRegularExpression::escape(label) + R"(\s+([0-9.,]+))");
    const QRegularExpressionMatch m = re.match(QString::fromUtf8(text));
    return m.hasMatch() ? m.captured(1).replace(',', '.').toDouble() : -1;
}

} // namespace

class CliLanguageTests : public QObject
{
    Q_OBJECT
private slots:
    // A usage error names the flag, in French, and still exits 2.
    void usageErrorInFrench()
    {
        const Run r =
            french({"predict", "--gpu", "h100-sxm", "--nodes", "0", "--model", "llama3-8b"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--nodes demande un nombre entier de 1 à"), r.err.constData());
        QVERIFY(r.err.contains("pas '0'"));
        const Run unknown = french({"frobnicate"});
        QCOMPARE(unknown.code, 2);
        QVERIFY2(unknown.err.contains("commande 'frobnicate' inconnue"), unknown.err.constData());
    }

    // The report of a design is the English one in French words and number marks: the same
    // weight, power and issue counts, "246,5" where English writes "246.5".
    void analyzeReportInFrench()
    {
        const QStringList args{"analyze", example("mixed-dl380a-xe9680.cluster.json")};
        const Run en = cli(args);
        const Run fr = french(args);
        QCOMPARE(en.code, 0);
        QCOMPARE(fr.code, 0);
        const double weight = numberAfter(en.out, "weight:");
        QVERIFY(weight > 0);
        QCOMPARE(numberAfter(fr.out, "poids :"), weight);
        QVERIFY2(fr.out.contains(QString::number(weight, 'f', 1).replace('.', ',').toUtf8()),
                 fr.out.constData());
        QCOMPARE(numberAfter(fr.out, "serveurs :"), numberAfter(en.out, "servers:"));
        QVERIFY(fr.out.contains("Problèmes :"));
        QVERIFY(!fr.out.contains("Issues:"));
    }

    // The words an issue's text takes from the analysis (which rating, which feeds, what an
    // unknown id is, the kind of an NVLink domain) are French too, not English fragments inside
    // a French sentence (seen on the variants example: "quand la voie A or B tombe ... (feeds
    // not set: A/B assumed)").
    void issueWordsInFrench()
    {
        const Run gb300 = french({"analyze", example("gb300-nvl72-cdu.cluster.json")});
        QCOMPARE(gb300.code, 0);
        const QString text = QString::fromUtf8(gb300.out);
        QVERIFY2(text.contains("quand la voie A ou B tombe"), qPrintable(text));
        QVERIFY(text.contains("(voies d'alimentation non définies : A/B supposées)"));
        QVERIFY(text.contains("au-delà de la charge admissible typique d'un faux plancher"));
        QVERIFY(text.contains("NVLink à l'échelle de la baie"));
        const Run golden = french({"analyze", testData("golden-v1.cluster.json")});
        const QString unknown = QString::fromUtf8(golden.out);
        QVERIFY2(unknown.contains("utilise l'identifiant de catalogue inconnu 't-rack-42' ; sa "
                                  "taille est inconnue"),
                 qPrintable(unknown));
        QVERIFY(unknown.contains("utilise le câble inconnu 't-dac-3m'"));
        for (const char* english : {" or B ", "feeds not set", "raised-floor", "catalog id",
                                    "its size is unknown", "placeholder"})
            QVERIFY2(!text.contains(english) && !unknown.contains(english), english);
    }

    // A prediction's report: French labels, the same step time.
    void predictionInFrench()
    {
        const QStringList args{"predict", "--gpu",   "h100-sxm",  "--nodes",
                               "1",       "--model", "llama3-8b", "--auto"};
        const Run en = cli(args);
        const Run fr = french(args);
        QCOMPARE(fr.code, 0);
        const double step = numberAfter(en.out, "step time:");
        QVERIFY(step > 0);
        QCOMPARE(numberAfter(fr.out, "durée d'une étape :"), step);
        QVERIFY(fr.out.contains("Pile logicielle : Megatron-Core"));
        // Large counts grouped the French way (a narrow or plain space every three digits).
        const QRegularExpression grouped(
            QString::fromUtf8("jetons/s : +\\d{1,3}([ \u202f\u00a0]\\d{3})+ \\("));
        QVERIFY2(grouped.match(QString::fromUtf8(fr.out)).hasMatch(), fr.out.constData());
        // The energy basis names its PUE and price sources in French too, not only its frame.
        const Run json = french(args + QStringList{"--json"});
        QCOMPARE(json.code, 0);
        const QString basis =
            QJsonDocument::fromJson(json.out).object()["energy"].toObject()["basis"].toString();
        QVERIFY2(basis.contains(
                     QString::fromUtf8("la valeur par défaut de l'analyse de refroidissement")) &&
                     basis.contains("selon l'EIA") && !basis.contains("the cooling analysis") &&
                     !basis.contains("retail price"),
                 qPrintable(basis));
    }

    // A file that cannot be read is named with where and what, in French; the English names
    // the same file and place.
    void loadErrorsInFrench()
    {
        const QStringList missing{"analyze", "/nonexistent/design.cluster.json"};
        const Run fr = french(missing);
        QCOMPARE(fr.code, 1);
        QVERIFY2(fr.err.contains("/nonexistent/design.cluster.json: fichier: un fichier lisible"),
                 fr.err.constData());
        QTemporaryDir dir;
        const QString bad = dir.filePath("bad.cluster.json");
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"schema_version\": 1,\n \"name\": 5");
        f.close();
        const Run en = cli({"analyze", bad});
        const Run syntax = french({"analyze", bad});
        QCOMPARE(syntax.code, 1);
        QVERIFY2(en.err.contains(": line 2, column") && en.err.contains("valid JSON"),
                 en.err.constData());
        QVERIFY2(syntax.err.contains(": ligne 2, colonne") && syntax.err.contains("du JSON valide"),
                 syntax.err.constData());
        // A quote setting out of range names its key and what it takes in French, not an
        // English expectation inside a French frame.
        QFile quote(testData("quote-dgx.cluster.json"));
        QVERIFY(quote.open(QIODevice::ReadOnly));
        QJsonObject doc = QJsonDocument::fromJson(quote.readAll()).object();
        QJsonObject settings = doc["quote"].toObject();
        settings["tax"] = QJsonObject{{"percent", 150}, {"label", "VAT"}};
        doc["quote"] = settings;
        const QString taxed = dir.filePath("tax.cluster.json");
        QFile out(taxed);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(doc).toJson());
        out.close();
        const Run tax = french({"analyze", taxed});
        QCOMPARE(tax.code, 1);
        QVERIFY2(tax.err.contains("quote.tax.percent") &&
                     tax.err.contains(QString::fromUtf8("un taux de taxe de 0 à 100 %").toUtf8()),
                 tax.err.constData());
        QVERIFY2(!tax.err.contains("a tax rate"), tax.err.constData());
    }

    // An edit is named in the history (the undo menu) in the user's language: generating a
    // fabric prints the edit's name.
    void editNamesInFrench()
    {
        QTemporaryDir dir;
        const Run fr = french({"fabric", example("dgx-h100-rack.cluster.json"), "--generate", "-o",
                               dir.filePath("out.cluster.json"), "--kind", "inband"});
        QCOMPARE(fr.code, 0);
        QVERIFY2(fr.out.startsWith("Générer "), fr.out.constData());
        QVERIFY(fr.out.contains(" commutateur"));
    }

    // The help in French: the same synopses (commands and flags are not translated), French
    // descriptions and footer.
    void helpInFrench()
    {
        const Run en = cli({"--help"});
        const Run fr = french({"--help"});
        QCOMPARE(fr.code, 0);
        QVERIFY(fr.out.contains("commandes :"));
        QVERIFY(fr.out.contains("codes de sortie : 0 succès"));
        const auto synopses = [](const QByteArray& help) {
            QList<QByteArray> lines;
            for (const QByteArray& l : help.split('\n'))
                if (l.startsWith("  ") && !l.startsWith("   "))
                    lines << l.left(l.indexOf("  ", 2));
            return lines;
        };
        QVERIFY(synopses(en.out).size() >= 15); // 19 synopses in 11 commands
        QCOMPARE(synopses(fr.out), synopses(en.out));
    }

    // Files for tools are the same in French as in English: the quote CSV and JSON, the Slurm
    // topology and the NetBox import files.
    void toolFilesDoNotChangeWithTheLanguage()
    {
        const QString design = example("dgx-h100-superpod-su.cluster.json");
        for (const QStringList& args : {QStringList{"bom", design, "--format", "csv"},
                                        QStringList{"bom", design, "--format", "json"},
                                        QStringList{"fabric", design, "--topology-conf", "-"},
                                        QStringList{"fabric", design, "--nccl-env", "-"}}) {
            const Run en = cli(args);
            const Run fr = french(args);
            QCOMPARE(en.code, 0);
            QCOMPARE(fr.code, 0);
            QVERIFY2(en.out == fr.out, qPrintable(args.join(' ')));
        }
        QTemporaryDir dir;
        const QString enDir = dir.filePath("en"), frDir = dir.filePath("fr");
        CD_VERIFY_SUCCEEDS(cli({"export", design, "--netbox", enDir}));
        const Run fr = french({"export", design, "--netbox", frDir});
        QCOMPARE(fr.code, 0);
        QVERIFY2(fr.out.contains("fichiers pour NetBox écrits dans"), fr.out.constData());
        const QStringList files = QDir(enDir).entryList(QDir::Files);
        QVERIFY(!files.isEmpty());
        QCOMPARE(QDir(frDir).entryList(QDir::Files), files);
        for (const QString& f : files) {
            QFile a(enDir + "/" + f), b(frDir + "/" + f);
            QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
            QVERIFY2(a.readAll() == b.readAll(), qPrintable(f));
        }
    }
};

QTEST_GUILESS_MAIN(CliLanguageTests)
#include "tst_cli_language.moc"
