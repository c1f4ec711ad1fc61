// Issue 24: a design's links are read straight from the parser's events (link_list_reader.h).
// Each case is checked against the tree reader that came before it (readDesignBody on a parsed
// JSON tree, links read by readLink): the same links, or the same complaint at the same path.
#include "io/file/design_body.h"
#include "io/file/design_file.h"
#include "io/file/plain_link_lists.h"
#include "io/file/project_file.h"
#include "io/file/seen_ids.h"
#include "io/json_reader.h"
#include "io/load_error.h"
#include "model/id_table.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace cd::core;

namespace {

const std::string kFile = "t.cluster.json";

std::string document(const std::string& links, const std::string& variants = "")
{
    return R"({"format":"cluster-designer","schema_version":1,"name":"t",)"
           R"("racks":[{"id":"r1","name":"A","model":"m"}],)"
           R"("devices":[{"id":"d1","model":"m","rack":"r1"},{"id":"d2","model":"m","rack":"r1"}],)"
           R"("links":[)" +
           links + "]" + variants + "}";
}

// What a reader made of the text: its links, or "where: expected" of its LoadError.
struct Outcome
{
    std::vector<Link> links;
    std::string error;
};

// The event reader at any size (parseProject's last argument: from 0 bytes).
Project viaEvents(const std::string& text)
{
    return parseProject(text, kFile, designMigrations(), 0);
}

Outcome bySax(const std::string& text)
{
    try {
        return {viaEvents(text).activeDesign().links, {}};
    } catch (const LoadError& e) {
        return {{}, e.where() + ": " + e.expected()};
    }
}

Outcome byTree(const std::string& text)
{
    try {
        const Json doc = parseJsonText(text, kFile);
        return {readDesignBody(JsonReader(doc, kFile, "")).links, {}};
    } catch (const LoadError& e) {
        return {{}, e.where() + ": " + e.expected()};
    }
}

const char* kEnds = R"("a":{"device":"d1","port":"p1"},"b":{"device":"d2","port":"p2"})";

std::string link(const std::string& fields)
{
    return "{" + fields + "}";
}

using Cases = std::vector<std::pair<const char*, std::string>>;

// Links the format accepts, unknown keys and nulls included.
Cases validLinks()
{
    const std::string ends = kEnds;
    return {
        {"full", link(R"("id":"l1",)" + ends +
                      R"(,"cable":"c","length_m":3.5,"network":"n","optics":{"a":"o1","b":"o2",)"
                      R"("x":[1,{"y":2}]},"note":"kept","tags":["a",{"b":[1,2]}],"n":null)")},
        {"unknown in an end",
         link(R"("id":"l1","a":{"device":"d1","port":"p1","z":{"q":[1]}},"b":{"device":"d2",)"
              R"("port":"p2"})")},
        {"nulls", link(R"("id":"l1",)" + ends +
                       R"(,"cable":null,"network":null,"length_m":null,"optics":{"a":null})")},
        {"two", link(R"("id":"l1",)" + ends) + "," + link(R"("id":"l2",)" + ends)},
        {"none", ""},
        {"numbers of every kind",
         link(R"("id":"l1",)" + ends +
              R"(,"length_m":2.5e1,"w":-3,"big":18446744073709551615,"neg":-9223372036854775808,)"
              R"("small":-0.0,"e":1E-2,"z":0)")},
        {"spaces and lines", "\n  " + link(" \"id\" :\t\"l1\" ,\r\n" + ends + " ") + " \n"},
        {"an escape in an id", link("\"id\":\"l\\\"1\"," + ends)},
        {"a port past ASCII", link("\"id\":\"l1\",\"a\":{\"device\":\"d1\",\"port\":\"\xc3\xa9\"},"
                                   "\"b\":{\"device\":\"d2\",\"port\":\"p2\"}")},
        {"a key twice keeps the last",
         link(R"("id":5,"id":"l1",)" + ends +
              R"(,"length_m":-1,"length_m":2,"optics":{"a":"o1"},"optics":{"b":"o2"})")},
    };
}

// A complaint each, at the link's path.
Cases wrongLinks()
{
    const std::string ends = kEnds;
    return {
        {"id a number", link(R"("id":3,)" + ends)},
        {"id missing", link(ends)},
        {"id empty", link(R"("id":"",)" + ends)},
        {"id of a device", link(R"("id":"d1",)" + ends)},
        {"id twice", link(R"("id":"l1",)" + ends) + "," + link(R"("id":"l1",)" + ends)},
        {"a missing", link(R"("id":"l1","b":{"device":"d2","port":"p2"})")},
        {"a a string", link(R"("id":"l1","a":"d1:p1","b":{"device":"d2","port":"p2"})")},
        {"a an array", link(R"("id":"l1","a":[],"b":{"device":"d2","port":"p2"})")},
        {"device missing", link(R"("id":"l1","a":{"port":"p1"},"b":{"device":"d2","port":"p2"})")},
        {"port a number",
         link(R"("id":"l1","a":{"device":"d1","port":1},"b":{"device":"d2","port":"p2"})")},
        {"device null",
         link(R"("id":"l1","a":{"device":null,"port":"p"},"b":{"device":"d2","port":"p2"})")},
        {"device an object",
         link(R"("id":"l1","a":{"device":{},"port":"p"},"b":{"device":"d2","port":"p2"})")},
        {"cable a number", link(R"("id":"l1",)" + ends + R"(,"cable":5)")},
        {"network an array", link(R"("id":"l1",)" + ends + R"(,"network":["n"])")},
        {"length a string", link(R"("id":"l1",)" + ends + R"(,"length_m":"3")")},
        {"length negative", link(R"("id":"l1",)" + ends + R"(,"length_m":-1)")},
        {"length true", link(R"("id":"l1",)" + ends + R"(,"length_m":true)")},
        {"optics null", link(R"("id":"l1",)" + ends + R"(,"optics":null)")},
        {"optics an array", link(R"("id":"l1",)" + ends + R"(,"optics":[])")},
        {"optic a number", link(R"("id":"l1",)" + ends + R"(,"optics":{"b":7})")},
        {"a number in the list", "5"},
        {"an array in the list", "[]"},
        {"a string in the list", R"("l1")"},
        {"two faults", link(R"("length_m":-1,"id":3,)" + ends)},
        {"port before a missing device",
         link(R"("id":"l1","a":{"port":5},"b":{"device":"d2","port":"p2"})")},
        {"an id twice, then a broken link", link(R"("id":"l1",)" + ends) + "," +
                                                link(R"("id":"l1",)" + ends) + "," +
                                                link(R"("id":"l3","a":5)")},
    };
}

// Numbers and syntax the plain reader leaves to the library, which refuses them by name.
Cases wrongText()
{
    const std::string ends = kEnds;
    return {
        {"a length past a double", link(R"("id":"l1",)" + ends + R"(,"length_m":1e400)")},
        {"an unsigned past 64 bits",
         link(R"("id":"l1",)" + ends + R"(,"length_m":18446744073709551616)")},
        {"a leading zero", link(R"("id":"l1",)" + ends + R"(,"length_m":01)")},
        {"a trailing comma", link(R"("id":"l1",)" + ends + ",")},
    };
}

} // namespace

class LinkListReaderTests : public QObject
{
    Q_OBJECT
private slots:
    void sameAsTheTreeReader_data()
    {
        QTest::addColumn<QString>("links");
        for (const Cases& cases : {validLinks(), wrongLinks(), wrongText()})
            for (const auto& [name, text] : cases)
                QTest::newRow(name) << QString::fromStdString(text);
    }

    void sameAsTheTreeReader()
    {
        QFETCH(QString, links);
        const std::string text = document(links.toStdString());
        const Outcome sax = bySax(text);
        const Outcome tree = byTree(text);
        QCOMPARE(QString::fromStdString(sax.error), QString::fromStdString(tree.error));
        QVERIFY(sax.links == tree.links);
    }

    // Issue 24: plain lists are read without the JSON library (the rest of the text then holds
    // []), a list with an escape or a byte past ASCII is left to it; either way the links are
    // the tree reader's (sameAsTheTreeReader).
    void plainListsAreReadWithoutTheLibrary()
    {
        const std::string one = link(R"("id":"l1",)" + std::string(kEnds));
        const std::string plain = document(one);
        const std::string emptied = R"("links":[])";
        const auto read = readPlainLinkLists(plain, kFile);
        QVERIFY(read);
        QCOMPARE(read->links.size(), std::size_t(1));
        QCOMPARE(read->links[0]->size(), std::size_t(1));
        QVERIFY(read->rest.find(emptied) != std::string::npos);
        QCOMPARE(read->rest.size(), plain.size() - one.size());
        const std::string escaped = document(link("\"id\":\"l\\\"1\"," + std::string(kEnds)));
        QVERIFY(!readPlainLinkLists(escaped, kFile));
        const std::string notAnArray = R"({"format":"cluster-designer","links":5})";
        QVERIFY(!readPlainLinkLists(notAnArray, kFile));
        // A variant's list is its body's: index 1 + i.
        const std::string second = R"(,"variants":[{"variant_name":"v"},{"links":[{"id":"l9",)" +
                                   std::string(kEnds) + "}]}]";
        const auto variants = readPlainLinkLists(document("", second), kFile);
        QVERIFY(variants);
        QCOMPARE(variants->links.size(), std::size_t(3));
        QVERIFY(!variants->links[1]);
        QCOMPARE(variants->links[2]->front().id, std::string("l9"));
    }

    // The readers agree on the kept keys too: the full case keeps "note", "tags" and "n".
    void unknownKeysAreKept()
    {
        const std::string text = document(link(R"("id":"l1",)" + std::string(kEnds) +
                                               R"(,"note":"kept","tags":["a",{"b":[1,2]}])"));
        const Design d = viaEvents(text).activeDesign();
        QCOMPARE(d.links.size(), std::size_t(1));
        QCOMPARE(d.links[0].extra.dump(),
                 std::string(R"({"note":"kept","tags":["a",{"b":[1,2]}]})"));
    }

    // A variant's links are its own, and a complaint names the variant.
    void variantsLinks()
    {
        const std::string variant = R"(,"variants":[{"variant_name":"v","links":[{"id":"l9",)" +
                                    std::string(kEnds) + R"(,"length_m":-2}]}])";
        try {
            (void)viaEvents(document(link(R"("id":"l1",)" + std::string(kEnds)), variant));
            QFAIL("a negative length loaded");
        } catch (const LoadError& e) {
            QCOMPARE(QString::fromStdString(e.where()), QString("variants[0].links[0].length_m"));
        }
        const std::string good = R"(,"variants":[{"variant_name":"v","links":[{"id":"l9",)" +
                                 std::string(kEnds) + R"(}]}],"active_variant":1)";
        const Design d =
            viaEvents(document(link(R"("id":"l1",)" + std::string(kEnds)), good)).activeDesign();
        QCOMPARE(d.links.size(), std::size_t(1));
        QCOMPARE(d.links[0].id, std::string("l9"));
    }

    // A body's `links` or the top level's `variants` given twice: the tree keeps the last.
    void repeatedListsAreReadAsTheTree()
    {
        const std::string one = link(R"("id":"l1",)" + std::string(kEnds));
        const std::string text = document(one, R"(,"links":5)");
        QCOMPARE(QString::fromStdString(bySax(text).error),
                 QString::fromStdString(byTree(text).error));
        QVERIFY(!bySax(text).error.empty());
        const Project p =
            viaEvents(document(one, R"(,"variants":[{"variant_name":"v","links":[)" + one +
                                        R"(]}],"variants":[{"variant_name":"w"}])"));
        QCOMPARE(p.variants.size(), std::size_t(2));
        QCOMPARE(p.variants[1].name, std::string("w"));
        QVERIFY(p.variants[1].design.links.empty());
    }

    // The fuzz corpus's 131 designs (tests/fuzz/corpus/design: broken, hostile and large
    // ones) read the same through the plain and event readers as through the tree: the same
    // links of every variant, or the same complaint.
    void fuzzCorpusReadsAsTheTree()
    {
        const QDir dir(CD_SOURCE_DIR "/tests/fuzz/corpus/design");
        const QStringList files = dir.entryList(QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 100);
        for (const QString& name : files) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const std::string text = f.readAll().toStdString();
            const auto read = [&](std::size_t from) -> std::pair<std::vector<Link>, std::string> {
                try {
                    const Project p = parseProject(text, kFile, designMigrations(), from);
                    std::vector<Link> all;
                    for (const DesignVariant& v : p.variants)
                        all.insert(all.end(), v.design.links.begin(), v.design.links.end());
                    return {all, {}};
                } catch (const LoadError& e) {
                    return {{}, e.what()};
                }
            };
            const auto events = read(0);
            const auto tree = read(std::size_t(-1));
            QVERIFY2(events.second == tree.second,
                     qPrintable(name + ": " + QString::fromStdString(events.second) + " / " +
                                QString::fromStdString(tree.second)));
            QVERIFY2(events.first == tree.first, qPrintable(name));
        }
    }

    // Issue 24: the unique-id check of a loaded link list hashes ids ahead of inserting them;
    // what it finds is what one id at a time finds: the first link whose id a rack, a device or
    // an earlier link has, wherever it falls in a batch.
    void repeatedIdsAreFoundInOrder()
    {
        std::vector<std::string> ids;
        for (int i = 0; i < 1000; ++i)
            ids.push_back("l" + std::to_string(i));
        const auto view = [](const std::string& s) {
            return std::string_view(s);
        };
        const auto firstRepeated = [&](const std::vector<std::string>& list,
                                       const std::vector<std::string>& taken) {
            SeenIds seen(list.size() + taken.size());
            for (const std::string& t : taken)
                seen.insert(t);
            return seen.firstRepeated(list, view);
        };
        QCOMPARE(firstRepeated(ids, {"r1", "d1"}), ids.size());
        QCOMPARE(firstRepeated(ids, {"d1", "l17"}), std::size_t(17)); // a device's id
        for (const std::size_t at : {std::size_t(1), std::size_t(15), std::size_t(16),
                                     std::size_t(17), std::size_t(999)}) {
            std::vector<std::string> list = ids;
            list[at] = list[at - 1]; // the earlier one is the original
            QCOMPARE(firstRepeated(list, {}), at);
        }
        std::vector<std::string> two = ids;
        two[600] = "l3";
        two[700] = "l5"; // a later repeat is not the one named
        QCOMPARE(firstRepeated(two, {}), std::size_t(600));
    }

    // The device index of the link ends (issue 24): an id finds the first value it was given,
    // an id never given finds nothing, through a table grown well past its first slots.
    void idTableKeepsTheFirstValue()
    {
        std::vector<std::string> ids;
        for (int i = 0; i < 5000; ++i)
            ids.push_back("dgx" + std::to_string(i));
        IdTable<int> table(ids.size());
        for (std::size_t i = 0; i < ids.size(); ++i)
            QVERIFY(table.insert(ids[i], int(i)));
        QVERIFY(!table.insert(ids[42], 7)); // a repeated id: the first device answers for it
        for (const std::size_t i : {std::size_t(0), std::size_t(42), std::size_t(4999)}) {
            const int* at = table.find(ids[i]);
            QVERIFY(at);
            QCOMPARE(*at, int(i));
        }
        QVERIFY(!table.find("dgx5000"));
        QVERIFY(!table.find("dgx"));
        table.reset(1);
        QVERIFY(!table.find(ids[0]));
    }

    // Syntax errors still name line and column.
    void syntaxErrorsNameTheLine()
    {
        try {
            (void)viaEvents(document("{\"id\":\"l1\",\n\"a\":}"));
            QFAIL("broken JSON loaded");
        } catch (const LoadError& e) {
            QVERIFY2(e.where().rfind("line 2, column", 0) == 0, e.where().c_str());
        }
    }
};

QObject* makeLinkListReaderTests()
{
    return new LinkListReaderTests;
}

#include "tst_link_list_reader.moc"
