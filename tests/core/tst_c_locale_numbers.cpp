// Issue 22: Qt's application object sets the C library's locale from the environment, and on a
// French system printf then writes "1,50" and strtod stops at the point. Core writes its numbers
// as the C locale does whatever the process's locale is (text/c_numbers.h): in CSV, JSON, the
// catalog's specs and the issue texts that are styled after.
#include "analysis/issues/format.h"
#include "io/csv.h"
#include "text/c_numbers.h"

#include <QTest>

#include <clocale>
#include <cstdio>

using namespace cd::core;

namespace {

std::string printed(const char* pattern, double v, int decimals = -1)
{
    char buf[512];
    if (decimals >= 0)
        std::snprintf(buf, sizeof buf, pattern, decimals, v);
    else
        std::snprintf(buf, sizeof buf, pattern, v);
    return buf;
}

const double kValues[] = {0,    -0.5,  1e-7,   0.125, 2.5,   123.456, 1234567.891,
                          1e21, -3e-5, 99.995, 1.005, 1e300, 0.1,     6.02214076e23};

} // namespace

class CLocaleNumberTests : public QObject
{
    Q_OBJECT
private slots:
    // In the C locale the two write what printf writes, digit for digit: "%.*f" and "%g".
    void sameAsPrintfInTheCLocale()
    {
        QVERIFY(std::setlocale(LC_ALL, "C"));
        for (const double v : kValues) {
            for (const int decimals : {0, 1, 2, 3})
                QCOMPARE(text::cFixed(v, decimals), printed("%.*f", v, decimals));
            QCOMPARE(text::cGeneral(v), printed("%g", v));
        }
    }

    // With a French C locale on, as Qt leaves it on a French system: printf writes the comma
    // (the test would prove nothing otherwise), core's numbers keep the point.
    void aFrenchCLocaleLeavesCoreNumbersAlone()
    {
        if (!std::setlocale(LC_ALL, "fr_FR.UTF-8"))
            QSKIP("fr_FR.UTF-8 is not installed here (localedef -i fr_FR -f UTF-8 fr_FR.UTF-8; "
                  "packaging/build.sh test makes it)");
        QCOMPARE(QString::fromStdString(printed("%.2f", 1.5)), QString("1,50"));
        QCOMPARE(QString::fromStdString(csvNumber(1234.5, 2)), QString("1234.50"));
        QCOMPARE(QString::fromStdString(text::cGeneral(0.25)), QString("0.25"));
        // No style installed: English, "1,234,567.89".
        QCOMPARE(QString::fromStdString(format::fixed(1.5, 2)), QString("1.50"));
        QCOMPARE(QString::fromStdString(format::grouped(1234567.891, 2)), QString("1,234,567.89"));
        QCOMPARE(QString::fromStdString(format::plain(0.25)), QString("0.25"));
        QVERIFY(std::setlocale(LC_ALL, "C"));
    }

    void cleanupTestCase() { std::setlocale(LC_ALL, "C"); }
};

QObject* makeCLocaleNumberTests()
{
    return new CLocaleNumberTests;
}

#include "tst_c_locale_numbers.moc"
