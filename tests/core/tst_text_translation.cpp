// Core's words in the reader's language without Qt (issue 22, core/text/translation.h): the
// placeholders, the installed lookup and number style, and English when none is installed.
#include "analysis/issues/format.h"
#include "text/translation.h"

#include <QTest>

using namespace cd;
using namespace cd::core;

class TextTranslationTests : public QObject
{
    Q_OBJECT
private slots:
    void cleanup()
    {
        text::setLookup({});
        text::setNumberStyle({});
    }

    void placeholders()
    {
        QCOMPARE(text::arg("%2 of %1", {"a", "b"}), std::string("b of a"));
        QCOMPARE(text::arg("100 % %1", {"x"}), std::string("100 % x"));   // a bare % stays
        QCOMPARE(text::arg("%1 and %3", {"a"}), std::string("a and %3")); // no third argument
        QCOMPARE(text::arg("%1", {"%2"}), std::string("%2")); // an argument is not read again
    }

    void englishWithoutLookup()
    {
        QCOMPARE(text::translate("Comparison", "servers"), std::string("servers"));
        QCOMPARE(format::grouped(1234567.891, 2), std::string("1,234,567.89"));
        QCOMPARE(format::fixed(42.5, 1), std::string("42.5"));
    }

    // A lookup and a French style: translated where the lookup knows the text, the English
    // where it does not; numbers grouped by a narrow no-break space with a decimal comma (the
    // CLDR French style Qt's QLocale("fr") gives).
    void installedLookupAndStyle()
    {
        text::setLookup([](const char* context, const char* english) -> std::string {
            if (std::string(context) == "Comparison" && std::string(english) == "servers")
                return "serveurs";
            return {};
        });
        text::setNumberStyle({",", "\u202f"});
        QCOMPARE(text::translate("Comparison", "servers"), std::string("serveurs"));
        QCOMPARE(text::translate("Comparison", "racks"), std::string("racks"));
        QCOMPARE(format::grouped(1234567.891, 2), std::string("1\u202f234\u202f567,89"));
        QCOMPARE(format::grouped(-1234.5, 1), std::string("-1\u202f234,5"));
        QCOMPARE(format::fixed(42.5, 1), std::string("42,5"));
        QCOMPARE(format::plain(0.95), std::string("0,95"));
        // In billions with the French grouping (the lookup above has no French words for it).
        QCOMPARE(format::tokenCount(1e12), std::string("1\u202f000 billion"));
        QCOMPARE(format::tokenCount(1.5e9), std::string("1,5 billion"));
    }
};

QObject* makeTextTranslationTests()
{
    return new TextTranslationTests;
}

#include "tst_text_translation.moc"
