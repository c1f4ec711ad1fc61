#pragma once

// Running cluster-designer-cli (and the tools that read its output: pdftotext, unzip) from the
// CLI test suites.
#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace cd::test {

struct Run
{
    int code = -1; // -1 when the program crashed or did not finish
    QByteArray out;
    QByteArray err;
};

inline Run run(const QString& program, const QStringList& args)
{
    QProcess p;
    p.start(program, args);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

inline Run cli(const QStringList& args)
{
    return run(CD_CLI_PATH, args);
}

} // namespace cd::test
