// Issue 17, messages: every issue kind is declared once (code, severity, English text with
// {placeholders}) in core/analysis/issues/*_issue_types.h, and docs/issues.md lists them all.
#include "analysis/issues/issue_registry.h"

#include <QTest>

#include <fstream>
#include <set>
#include <stdexcept>

using namespace cd::core;

namespace {

bool isKebabCase(std::string_view s)
{
    if (s.empty() || s.front() == '-' || s.back() == '-')
        return false;
    for (char c : s)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'))
            return false;
    return s.find("--") == std::string_view::npos;
}

class IssueRegistryTests : public QObject
{
    Q_OBJECT

private slots:
    void everyCodeOnceWithTextAndDomain()
    {
        std::set<std::string_view> codes;
        for (const IssueType& t : issueTypes()) {
            QVERIFY2(codes.insert(t.code).second, std::string(t.code).c_str());
            QVERIFY2(isKebabCase(t.code), std::string(t.code).c_str());
            QVERIFY2(!t.text.empty() && !t.domain.empty(), std::string(t.code).c_str());
            QCOMPARE(findIssueType(t.code), &t);
        }
        // The analyses report at least the 44 codes counted when the registry was made.
        QVERIFY2(codes.size() >= 44, std::to_string(codes.size()).c_str());
        QVERIFY(findIssueType("no-such-code") == nullptr);
    }

    // checkGpuChoice (model/placement.h) answers with these codes (tst_placement's rows);
    // validate turns each into an issue of the registry's type, so each must be registered.
    void gpuChoiceCodesAreRegistered()
    {
        for (const char* code : {"gpu-not-supported", "unknown-gpu", "gpu-count-invalid"})
            QVERIFY2(findIssueType(code), code);
    }

    // Placeholders: each filled with its argument (one may appear twice); a missing or
    // surplus argument is a programming error the tests catch, never a half-filled message.
    void placeholdersAreFilledExactly()
    {
        const IssueType t{"test-code", Severity::Warning, "Rack {rack} draws {kw}; {rack} again",
                          "test"};
        QCOMPARE(issueText(t, {{"rack", "A01"}, {"kw", "40.8 kW"}}),
                 std::string("Rack A01 draws 40.8 kW; A01 again"));
        QVERIFY_THROWS_EXCEPTION(std::logic_error, issueText(t, {{"rack", "A01"}}));
        QVERIFY_THROWS_EXCEPTION(std::logic_error,
                                 issueText(t, {{"rack", "A01"}, {"kw", "1"}, {"extra", "x"}}));
        const IssueType plain{"plain", Severity::Info, "No placeholders.", "test"};
        QCOMPARE(issueText(plain, {}), std::string("No placeholders."));
    }

    // A translation is used only where its placeholders are the English text's; each thread
    // remembers that verdict per type, so a language that changes is judged again.
    void translationWithOtherPlaceholdersFallsBackToEnglish()
    {
        const IssueType t{"test-code", Severity::Warning, "Rack {rack} draws {kw}", "test"};
        std::string french = "La baie {rack} consomme {kw}";
        text::setLookup([&](const char*, const char* english) {
            return std::string_view(english) == t.text ? french : std::string(english);
        });
        QCOMPARE(issueText(t, {{"rack", "A01"}, {"kw", "4 kW"}}),
                 std::string("La baie A01 consomme 4 kW"));
        french = "La baie {baie} consomme {kw}"; // a placeholder the English lacks
        QCOMPARE(issueText(t, {{"rack", "A01"}, {"kw", "4 kW"}}),
                 std::string("Rack A01 draws 4 kW"));
        french = "{kw} pour la baie {rack}";
        QCOMPARE(issueText(t, {{"rack", "A01"}, {"kw", "4 kW"}}),
                 std::string("4 kW pour la baie A01"));
        text::setLookup({});
        QCOMPARE(issueText(t, {{"rack", "A01"}, {"kw", "4 kW"}}),
                 std::string("Rack A01 draws 4 kW"));
    }

    // An argument's name inside other text, or inside another placeholder, is not its
    // placeholder.
    void argumentNeedsItsOwnPlaceholder()
    {
        const IssueType t{"test-code", Severity::Warning, "rack {racks}", "test"};
        QVERIFY_THROWS_EXCEPTION(std::logic_error, issueText(t, {{"racks", "2"}, {"rack", "A01"}}));
        QCOMPARE(issueText(t, {{"racks", "2"}}), std::string("rack 2"));
    }

    void makeIssueKeepsCodeObjectAndSeverity()
    {
        const IssueType t{"test-code", Severity::Warning, "{n} device(s)", "test"};
        const Issue usual = makeIssue(t, {{"n", "3"}}, "r1");
        QVERIFY(usual.severity == Severity::Warning);
        QCOMPARE(usual.code, std::string("test-code"));
        QCOMPARE(usual.message, std::string("3 device(s)"));
        QCOMPARE(usual.object, std::string("r1"));
        QVERIFY(makeIssue(t, Severity::Error, {{"n", "1"}}, "r2").severity == Severity::Error);
    }

    // docs/issues.md is the list users and translators read: every code is in it.
    void documentationListsEveryCode()
    {
        std::ifstream in(std::string(CD_SOURCE_DIR) + "/docs/issues.md");
        QVERIFY2(in, "docs/issues.md is missing");
        const std::string doc{std::istreambuf_iterator<char>(in), {}};
        for (const IssueType& t : issueTypes())
            QVERIFY2(doc.find("`" + std::string(t.code) + "`") != std::string::npos,
                     std::string(t.code).c_str());
    }
};

} // namespace

QObject* makeIssueRegistryTests()
{
    return new IssueRegistryTests;
}

#include "tst_issue_registry.moc"
