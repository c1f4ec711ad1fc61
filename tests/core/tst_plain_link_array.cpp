// Issue 24: a large links array is read by two threads, each from its half
// (plain_link_array.h). Whatever the split, the result is the one thread's: the same links in
// the same order, the same end, and the same complaint naming the same link.
#include "io/file/plain_link_array.h"
#include "io/load_error.h"

#include <QTest>

#include <thread>

using namespace cd::core;

namespace {

const std::string kFile = "t.cluster.json";

// `count` links on lines of their own, as a saved design has them; every seventh with an
// unknown key and every fifth with optics, so that the halves differ in shape.
std::string linksText(int count, const std::string& cable = "c")
{
    std::string text = "[\n";
    for (int i = 1; i <= count; ++i) {
        const std::string n = std::to_string(i);
        text += R"(    {"id":"l)" + n + R"(","a":{"device":"d1","port":"p)" + n +
                R"("},"b":{"device":"d2","port":"q)" + n + R"("},"cable":")" + cable +
                R"(","length_m":)" + std::to_string(i % 50) + ".5";
        if (i % 7 == 0)
            text += R"(,"note":{"k":[1,2]})";
        if (i % 5 == 0)
            text += R"(,"optics":{"a":"o1","b":"o2"})";
        text += i < count ? "},\n" : "}\n";
    }
    return text + "  ]";
}

struct Read
{
    std::vector<Link> links;
    std::ptrdiff_t end = -1; // offset past the array
    bool split = false;
    std::string error;
};

Read read(const std::string& text, std::ptrdiff_t splitFrom)
{
    try {
        const auto r =
            readPlainLinkArray(text.data(), text.data() + text.size(), kFile, "links", splitFrom);
        if (!r)
            return {{}, -1, false, "not plain"};
        return {r->links, r->end - text.data(), r->split, {}};
    } catch (const LoadError& e) {
        return {{}, -1, false, e.where() + ": " + e.expected()};
    }
}

bool twoCores()
{
    return std::thread::hardware_concurrency() >= 2;
}

} // namespace

class PlainLinkArrayTests : public QObject
{
    Q_OBJECT
private slots:
    // Split from the first byte on (splitFrom 1) against never split: the same 2,000 links.
    void twoHalvesGiveOneThreadsLinks()
    {
        const std::string text = linksText(2000) + ", \"networks\": []";
        const Read one = read(text, std::ptrdiff_t(1) << 40);
        const Read two = read(text, 1);
        QVERIFY2(one.error.empty(), one.error.c_str());
        QCOMPARE(one.links.size(), std::size_t(2000));
        QVERIFY(!one.split);
        QCOMPARE(two.split, twoCores());
        QVERIFY(two.links == one.links);
        QCOMPARE(two.end, one.end);
        QCOMPARE(two.end, std::ptrdiff_t(linksText(2000).size()));
    }

    // A broken link in the second half is named with its index in the whole list, as one
    // thread names it (the 1,501st link, index 1500).
    void aBrokenLinkInTheSecondHalfIsNamedAsOneThreadNamesIt()
    {
        std::string text = linksText(2000);
        const std::string good = R"("id":"l1501","a":{"device":"d1","port":"p1501"})";
        const std::size_t at = text.find(good);
        QVERIFY(at != std::string::npos);
        text.replace(at, good.size(), R"("id":"l1501","a":{"port":"p1501"})");
        const Read one = read(text, std::ptrdiff_t(1) << 40);
        const Read two = read(text, 1);
        QCOMPARE(QString::fromStdString(one.error), QString("links[1500].a.device: expected a "
                                                            "string, but it is missing"));
        QCOMPARE(QString::fromStdString(two.error), QString::fromStdString(one.error));
    }

    // Cable names holding "},{" around the middle: a split found inside a string is not a
    // link's start, and the first thread never lands on it.
    void aSplitInsideAStringIsNotTaken()
    {
        const std::string text = linksText(400, "x} , {y");
        const Read one = read(text, std::ptrdiff_t(1) << 40);
        const Read two = read(text, 1);
        QVERIFY2(one.error.empty(), one.error.c_str());
        QVERIFY(two.links == one.links);
        QCOMPARE(two.end, one.end);
        QCOMPARE(two.links.size(), std::size_t(400));
    }

    // An array that ends before the middle of the text (a variant's list follows): the first
    // thread reads it all and the second's work is dropped.
    void anArrayShorterThanHalfTheText()
    {
        const std::string first = linksText(100);
        const std::string text = first + R"(, "variants":[{"links":)" + linksText(900) + "}]";
        const Read two = read(text, 1);
        QVERIFY2(two.error.empty(), two.error.c_str());
        QCOMPARE(two.links.size(), std::size_t(100));
        QVERIFY(!two.split);
        QCOMPARE(two.end, std::ptrdiff_t(first.size()));
        QCOMPARE(two.links.back().id, std::string("l100"));
    }

    // Text that is not plain in the second half (an escape) gives the array up either way.
    void anEscapeInTheSecondHalfGivesUp()
    {
        std::string text = linksText(1000);
        const std::size_t at = text.find(R"("id":"l900")");
        text.replace(at, 11, R"("id":"l\u0039")");
        QCOMPARE(QString::fromStdString(read(text, 1).error), QString("not plain"));
        QCOMPARE(QString::fromStdString(read(text, std::ptrdiff_t(1) << 40).error),
                 QString("not plain"));
    }
};

QObject* makePlainLinkArrayTests()
{
    return new PlainLinkArrayTests;
}

#include "tst_plain_link_array.moc"
