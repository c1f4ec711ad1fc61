// Issue 22, command-line conventions: help for every command of cluster-designer-cli, the GUI's
// --help and --version without a display, the man pages built from the programs' own help, and
// the bash completion offering every option the help names.
#include "cli_run.h"

#include <QFile>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace cd::test;

namespace {

// The commands the full --help lists: its lines indented by exactly two spaces under
// "commands:" start with one.
QStringList listedCommands(const QString& help)
{
    QStringList commands;
    const QString list = help.section("commands:\n", 1).section("\n\n", 0, 0);
    for (const QString& line : list.split('\n'))
        if (line.startsWith("  ") && !line.startsWith("   ")) {
            const QString name = line.trimmed().section(' ', 0, 0);
            if (!commands.contains(name))
                commands << name;
        }
    return commands;
}

QSet<QString> optionsIn(const QString& text)
{
    QSet<QString> options;
    static const QRegularExpression option("(--[a-z0-9-]+)");
    for (auto it = option.globalMatch(text); it.hasNext();)
        options.insert(it.next().captured(1));
    return options;
}

// What the completion script offers after `words` (the last one being completed).
QStringList completions(const QStringList& words)
{
    QProcess bash;
    QStringList quoted;
    for (const QString& w : words)
        quoted << "'" + w + "'";
    const QString script = QString("source '%1/packaging/completion/cluster-designer-cli'; "
                                   "COMP_WORDS=(%2); COMP_CWORD=%3; _cluster_designer_cli; "
                                   "printf '%s\\n' \"${COMPREPLY[@]}\"")
                               .arg(CD_SOURCE_DIR, quoted.join(' '))
                               .arg(words.size() - 1);
    bash.start("bash", {"--norc", "-c", script});
    bash.waitForFinished(30000);
    return QString(bash.readAllStandardOutput()).split('\n', Qt::SkipEmptyParts);
}

QString readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

} // namespace

class CliHelpTests : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        const Run r = cli({"--help"});
        QCOMPARE(r.code, 0);
        m_help = QString(r.out);
        m_commands = listedCommands(m_help);
        // The nine commands of DESIGN.md §5 and `export` (NetBox, issue 22).
        QCOMPARE(m_commands,
                 QStringList({"catalog", "analyze", "bom", "pricelist", "fabric", "export",
                              "predict", "compare", "report", "tco", "issues"}));
    }

    // `COMMAND --help`, `COMMAND -h` and `help COMMAND` print that command's usage alone, on
    // stdout, exit 0; the lines are those of the full help.
    void everyCommandHasItsOwnHelp()
    {
        for (const QString& c : m_commands) {
            const Run dashed = cli({c, "--help"});
            QCOMPARE(dashed.code, 0);
            const QString text(dashed.out);
            QVERIFY2(text.startsWith("usage: cluster-designer-cli " + c + " [ARGS]\n"),
                     qPrintable(text));
            QCOMPARE(cli({c, "-h"}).out, dashed.out);
            QCOMPARE(cli({"help", c}).out, dashed.out);
            for (const QString& other : m_commands)
                if (other != c)
                    QVERIFY2(!text.contains("\n  " + other + " "), qPrintable(c + ": " + other));
            const QString body = text.section("\n\n", 1, 1);
            QVERIFY2(!body.isEmpty() && m_help.contains(body), qPrintable(c));
        }
    }

    // A usage error inside a command repeats that command's usage, not the whole list.
    void usageErrorShowsTheCommandsUsage()
    {
        const Run r = cli({"bom", "--format"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("usage: cluster-designer-cli bom [ARGS]"), r.err.constData());
        QVERIFY(!r.err.contains("predict --gpu"));
        const Run unknown = cli({"help", "nosuch"});
        QCOMPARE(unknown.code, 2);
        QVERIFY(unknown.err.contains("no command 'nosuch'"));
        QVERIFY(unknown.out.isEmpty());
    }

    // The GUI answers --help, --version and a bad option before it needs a window system.
    void guiHelpWithoutADisplay()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char* var : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
            env.remove(var);
        const auto gui = [&](const QStringList& args) {
            QProcess p;
            p.setProcessEnvironment(env);
            p.start(CD_GUI_PATH, args);
            p.waitForFinished(60000);
            return Run{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                       p.readAllStandardOutput(), p.readAllStandardError()};
        };
        const Run help = gui({"--help"});
        QCOMPARE(help.code, 0);
        QVERIFY2(help.out.contains("--screenshot <FILE>"), help.out.constData());
        const Run version = gui({"--version"});
        QCOMPARE(version.code, 0);
        QVERIFY2(version.out.startsWith("cluster-designer ") && version.out.contains('.'),
                 version.out.constData());
        const Run bad = gui({"--no-such-option"});
        QCOMPARE(bad.code, 2);
        QVERIFY(bad.err.contains("no-such-option"));
    }

    // The man pages are the programs' help in roff: every command and option is in the CLI's,
    // the exit codes have a section, and no text line would be read as a roff request.
    void manPagesCarryTheHelp()
    {
        const QString cliPage = readFile(CD_MAN_DIR "/cluster-designer-cli.1");
        QVERIFY2(cliPage.startsWith(".TH cluster-designer-cli 1 "), qPrintable(cliPage.left(80)));
        QVERIFY(cliPage.contains(".SH EXIT STATUS"));
        const QString unescaped = QString(cliPage).replace("\\-", "-").replace("\\e", "\\");
        for (const QString& c : m_commands)
            QVERIFY2(unescaped.contains("\n  " + c + " "), qPrintable(c));
        for (const QString& o : optionsIn(m_help))
            QVERIFY2(unescaped.contains(o), qPrintable(o));
        const QString body = cliPage.section("\n.nf\n", 1).section("\n.fi\n", 0, 0);
        for (const QString& line : body.split('\n'))
            QVERIFY2(!line.startsWith('.') && !line.startsWith('\''), qPrintable(line));
        const QString guiPage = readFile(CD_MAN_DIR "/cluster-designer.1");
        QVERIFY(guiPage.startsWith(".TH cluster-designer 1 "));
        QVERIFY(guiPage.contains("\\-\\-screenshot"));
        QVERIFY(!guiPage.contains(CD_GUI_PATH)); // the program's name, not the build path
    }

    // The completion offers the commands, and after `COMMAND --` every option its help names.
    void completionOffersWhatTheHelpNames()
    {
        QCOMPARE(completions({"cluster-designer-cli", "pre"}), QStringList{"predict"});
        for (const QString& c : m_commands) {
            const QStringList list = completions({"cluster-designer-cli", c, "--"});
            const QSet<QString> offered(list.begin(), list.end());
            const QString usage(cli({c, "--help"}).out);
            for (const QString& o : optionsIn(usage))
                QVERIFY2(offered.contains(o), qPrintable(c + " " + o));
        }
        QCOMPARE(completions({"cluster-designer-cli", "predict", "--engine", "t"}),
                 QStringList({"trt-llm", "tgi"}));
        // Catalog ids come from the program: the H100 SXM is offered for --gpu.
        QVERIFY(completions({CD_CLI_PATH, "predict", "--gpu", "h100"}).contains("h100-sxm"));
    }

private:
    QString m_help;
    QStringList m_commands;
};

QTEST_GUILESS_MAIN(CliHelpTests)
#include "tst_cli_help.moc"
