#pragma once

// Running cluster-designer-cli (and the tools that read its output: pdftotext, unzip) from the
// CLI test suites.
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace cd::test {

struct Run
{
    int code = -1; // -1 when the program crashed or did not finish
    QByteArray out;
    QByteArray err;
};

// In `lang` (LANG; LC_ALL, LC_MESSAGES and LANGUAGE removed): the CLI's messages follow it. The
// suites expect English whatever the system of the person running them, so run() gives C.UTF-8.
inline Run runIn(const QString& lang, const QString& program, const QStringList& args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* v : {"LC_ALL", "LC_MESSAGES", "LANGUAGE"})
        env.remove(v);
    env.insert("LANG", lang);
    p.setProcessEnvironment(env);
    p.start(program, args);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

inline Run run(const QString& program, const QStringList& args)
{
    return runIn("C.UTF-8", program, args);
}

inline Run cli(const QStringList& args)
{
    return run(CD_CLI_PATH, args);
}

// A bundled example design and a file of tests/data, by name.
inline QString example(const QString& name)
{
    return QString(CD_EXAMPLES) + "/" + name;
}

inline QString testData(const QString& name)
{
    return QString(CD_TEST_DATA) + "/" + name;
}

// The JSON object a file holds (a design to vary); empty when it cannot be read.
inline QJsonObject jsonFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object()
                                       : QJsonObject();
}

// `bytes` written to `name` in `dir`: its path, or empty when the file could not be written.
inline QString writtenFile(const QDir& dir, const QString& name, const QByteArray& bytes)
{
    QFile f(dir.filePath(name));
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        return {};
    f.close();
    return f.fileName();
}

// The object of `list` whose `key` is `value`; empty when none is.
inline QJsonObject byKey(const QJsonArray& list, const QString& key, const QString& value)
{
    for (const auto& v : list)
        if (v.toObject()[key].toString() == value)
            return v.toObject();
    return {};
}

} // namespace cd::test

// A run that must succeed; on failure the test's message is the exit code and what the program
// wrote to stderr (a sanitizer's report included), which a bare QCOMPARE of the code loses.
#define CD_VERIFY_SUCCEEDS(runExpression)                                                          \
    do {                                                                                           \
        const ::cd::test::Run cdRun = (runExpression);                                             \
        QVERIFY2(cdRun.code == 0, qPrintable(QStringLiteral("exit code %1: %2")                    \
                                                 .arg(cdRun.code)                                  \
                                                 .arg(QString::fromUtf8(cdRun.err))));             \
    } while (false)
