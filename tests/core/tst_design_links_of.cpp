// Issue 24: `predict DESIGN` reads a design's links only where they end on the devices it asks
// for (design_links_of.h). Whatever the file, the design is loadDesign's with the other links
// left out; in a saved file (one link a line) the other links' lines are passed over unread,
// and any other file is read whole, with loadDesign's messages.
#include "design_corpus.h"
#include "io/file/design_body.h"
#include "io/file/design_file.h"
#include "io/file/design_links_of.h"
#include "io/file/project_file.h"
#include "io/json_reader.h"
#include "io/load_error.h"
#include "load_error_of.h"
#include "test_catalog.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <functional>
#include <set>

using namespace cd;

namespace {

constexpr const char* kStorageModel = "t-storage";

// sampleDesign with a storage system "st1" in r2 and 200 more links, every tenth to st1.
core::Design withStorage()
{
    core::Design d = test::sampleDesign();
    core::Device st;
    st.id = "st1";
    st.model = kStorageModel;
    st.rack = "r2";
    st.u = 20;
    st.name = "weka01";
    d.devices.push_back(st);
    for (int i = 1; i <= 200; ++i) {
        core::Link l;
        l.id = "s" + std::to_string(i);
        l.a = {i % 10 == 0 ? "st1" : "d1", "p" + std::to_string(i)};
        l.b = {"d2", "q" + std::to_string(i)};
        l.cable = "t-dac-3m";
        l.lengthM = 1.5;
        l.network = "storage";
        d.links.push_back(l);
    }
    return d;
}

// What predict asks for: the storage devices (by model here; the CLI asks the catalog).
std::set<std::string> storageOf(const core::Design& d)
{
    std::set<std::string> ids;
    for (const core::Device& dev : d.devices)
        if (dev.model == kStorageModel)
            ids.insert(dev.id);
    return ids;
}

core::Design expected(core::Design d)
{
    const std::set<std::string> ids = storageOf(d);
    std::erase_if(d.links, [&](const core::Link& l) {
        return !ids.count(l.a.device) && !ids.count(l.b.device);
    });
    return d;
}

std::string write(const QTemporaryDir& dir, const std::string& text)
{
    const std::string path = dir.filePath("d.cluster.json").toStdString();
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

// `text` with the line of link `id` changed by `change`.
std::string withLinkLine(std::string text, const std::string& id,
                         const std::function<void(std::string&)>& change)
{
    const std::size_t at = text.find("{\"id\":\"" + id + "\"");
    const std::size_t end = text.find('\n', at);
    std::string line = text.substr(at, end - at);
    change(line);
    return text.replace(at, end - at, line);
}

std::string replaced(std::string s, const std::string& from, const std::string& to)
{
    return s.replace(s.find(from), from.size(), to);
}

} // namespace

class DesignLinksOfTests : public QObject
{
    Q_OBJECT
private slots:
    // A saved file: the storage system's 20 links, the racks and devices all there.
    void savedDesignKeepsTheWantedLinks()
    {
        QTemporaryDir dir;
        const std::string path = write(dir, core::serializeDesign(withStorage()));
        const core::Design d = core::loadDesignWithLinksOf(path, storageOf);
        QCOMPARE(d.links.size(), std::size_t(20));
        QVERIFY(d.links == expected(core::loadDesign(path)).links);
        QVERIFY(d.devices == core::loadDesign(path).devices);
        QVERIFY(d.racks == core::loadDesign(path).racks);
        QCOMPARE(d.name, std::string("sample"));
        // Nothing asked for: no link.
        QVERIFY(core::loadDesignWithLinksOf(path, [](const core::Design&) {
                    return std::set<std::string>{};
                }).links.empty());
    }

    // The proof that the other lines are passed over: a link no storage system ends on, made
    // invalid (its cable a number), fails loadDesign but not this reading, which keeps the
    // same wanted links. A wanted link made invalid fails both, with loadDesign's message.
    void otherLinksAreNotRead()
    {
        QTemporaryDir dir;
        const std::string saved = core::serializeDesign(withStorage());
        const std::string broken = withLinkLine(saved, "s7", [](std::string& line) {
            line = replaced(line, "\"cable\":\"t-dac-3m\"", "\"cable\":42");
        });
        const std::string path = write(dir, broken);
        QVERIFY_THROWS_EXCEPTION(core::LoadError, core::loadDesign(path));
        QVERIFY(core::loadDesignWithLinksOf(path, storageOf).links ==
                expected(core::parseDesign(saved, path)).links);

        const std::string wantedBroken = withLinkLine(saved, "s10", [](std::string& line) {
            line = replaced(line, "\"cable\":\"t-dac-3m\"", "\"cable\":42");
        });
        write(dir, wantedBroken);
        const std::string full = test::loadErrorOf([&] { core::loadDesign(path); });
        QVERIFY(!full.empty());
        QCOMPARE(test::loadErrorOf([&] { core::loadDesignWithLinksOf(path, storageOf); }), full);
        QVERIFY2(full.find("links[10]") != std::string::npos, full.c_str()); // s10: after l1
    }

    // The same design indented as a whole tree (each link over several lines): read whole.
    void otherLayoutsAreReadWhole()
    {
        QTemporaryDir dir;
        const std::string path = write(dir, core::designToJson(withStorage()).dump(2));
        const core::Design d = core::loadDesignWithLinksOf(path, storageOf);
        QCOMPARE(d.links.size(), std::size_t(20));
        QVERIFY(d.links == expected(core::loadDesign(path)).links);
    }

    // Valid JSON the line shape misreads: a link whose unknown key holds an array that closes
    // on a line of its own, which the skim takes for the end of the links. The rest it leaves
    // is unbalanced, its parser refuses it, and the file is read whole: the link is kept.
    void aMisreadStructureFallsBackToTheWholeFile()
    {
        QTemporaryDir dir;
        const std::string saved = core::serializeDesign(withStorage());
        const std::string tricky = withLinkLine(saved, "s20", [](std::string& line) {
            line = replaced(line, "{\"id\":\"s20\",",
                            "{\"id\":\"s20\",\"note\":[{\"k\":1},\n{\"k\":2}\n],");
        });
        const std::string path = write(dir, tricky);
        const core::Design full = core::loadDesign(path);
        const core::Design d = core::loadDesignWithLinksOf(path, storageOf);
        QVERIFY(d.links == expected(full).links);
        QCOMPARE(d.links.size(), std::size_t(20));
        QVERIFY(d.links[1].extra.contains("note"));
    }

    // A project: the active variant's design and links.
    void theActiveVariantsLinks()
    {
        QTemporaryDir dir;
        core::Project p;
        core::Design other = withStorage();
        other.links.resize(15); // l1 and s1..s14: st1's s10 only
        p.variants = {{"A", withStorage()}, {"B", other}};
        p.active = 1;
        const std::string path = write(dir, core::serializeProject(p));
        const core::Design d = core::loadDesignWithLinksOf(path, storageOf);
        QCOMPARE(d.links.size(), std::size_t(1));
        QCOMPARE(d.links[0].id, std::string("s10"));
        QVERIFY(d.links == expected(core::loadDesign(path)).links);
    }

    // Every malformed design of the fuzz corpus and every example: asked for every device's
    // links, the design is loadDesign's whenever loadDesign reads the file; asked for none,
    // the same without links; and no file makes it fail otherwise than by a LoadError.
    void everyCorpusFileAsLoadDesign()
    {
        const QStringList files = test::designCorpusFiles();
        QVERIFY(files.size() > 100);
        const auto all = [](const core::Design& d) {
            std::set<std::string> ids;
            for (const core::Device& dev : d.devices)
                ids.insert(dev.id);
            return ids;
        };
        const auto none = [](const core::Design&) {
            return std::set<std::string>{};
        };
        for (const QString& f : files) {
            const std::string path = f.toStdString();
            std::optional<core::Design> full;
            test::loadErrorOf([&] { full = core::loadDesign(path); });
            std::optional<core::Design> every, bare;
            test::loadErrorOf([&] { every = core::loadDesignWithLinksOf(path, all); });
            test::loadErrorOf([&] { bare = core::loadDesignWithLinksOf(path, none); });
            if (!full)
                continue;
            QVERIFY2(every && bare, qPrintable(f));
            const std::set<std::string> ids = all(*full);
            std::erase_if(full->links, [&](const core::Link& l) {
                return !ids.count(l.a.device) && !ids.count(l.b.device);
            });
            QVERIFY2(every->links == full->links, qPrintable(f));
            QVERIFY2(every->devices == full->devices && bare->devices == full->devices,
                     qPrintable(f));
            QVERIFY2(bare->links.empty(), qPrintable(f));
        }
    }

    // A saved file writes a device a line; the same devices indented over several lines, as
    // files saved before 2026-12-08 have them, are read with the rest of the text, and the
    // other links are still passed over (a broken one fails loadDesign only).
    void devicesALineOrIndented()
    {
        QTemporaryDir dir;
        core::Design design = withStorage();
        design.devices[0].nics = {{"t-nic", 2}};
        design.devices[1].extra["note"] = core::Json{{"k", core::Json::array({1, 2})}};
        const std::string saved = core::serializeDesign(design);
        for (const core::Device& dev : design.devices)
            QVERIFY(
                saved.find("\n    " + core::deviceJson(dev).dump() + ",\n") != std::string::npos ||
                saved.find("\n    " + core::deviceJson(dev).dump() + "\n  ]") != std::string::npos);
        std::string indented = withLinkLine(saved, "s7", [](std::string& line) {
            line = replaced(line, "\"cable\":\"t-dac-3m\"", "\"cable\":42");
        });
        for (const core::Device& dev : design.devices) {
            const std::string line = core::deviceJson(dev).dump();
            indented = replaced(indented, line, core::deviceJson(dev).dump(2));
        }
        for (const std::string& text : {saved, indented}) {
            const std::string path = write(dir, text);
            const core::Design d = core::loadDesignWithLinksOf(path, storageOf);
            QVERIFY(d.devices == design.devices);
            QCOMPARE(d.links.size(), std::size_t(20));
        }
        QVERIFY_THROWS_EXCEPTION(core::LoadError, core::loadDesign(write(dir, indented)));
    }

    // A body's devices given twice: the tree keeps the last (here none), so the skim that
    // kept the first apart gives up and the file is read whole. An escaped key may spell
    // "devices": the same.
    void devicesGivenTwiceAreLoadDesigns()
    {
        QTemporaryDir dir;
        const std::string saved = core::serializeDesign(withStorage());
        for (const std::string& key : {std::string("devices"), std::string("dev\\u0069ces")}) {
            const std::string path =
                write(dir, replaced(saved, "\"links\": [", "\"" + key + "\": [],\n\"links\": ["));
            const core::Design full = core::loadDesign(path);
            QVERIFY(full.devices.empty());
            QVERIFY(core::loadDesignWithLinksOf(path, storageOf).devices.empty());
        }
    }

    // A device line that breaks the format says what loadDesign says of it.
    void aBrokenDeviceLineSaysWhatLoadDesignSays()
    {
        QTemporaryDir dir;
        const std::string saved = core::serializeDesign(withStorage());
        const std::string path = write(dir, replaced(saved, "\"u\":20", "\"u\":0"));
        const std::string full = test::loadErrorOf([&] { core::loadDesign(path); });
        QVERIFY2(full.rfind("devices[3].u ", 0) == 0, full.c_str());
        QCOMPARE(test::loadErrorOf([&] { core::loadDesignWithLinksOf(path, storageOf); }), full);
    }

    // A file that is no design says what loadDesign says.
    void aBrokenFileSaysWhatLoadDesignSays()
    {
        QTemporaryDir dir;
        const std::string saved = core::serializeDesign(withStorage());
        const std::string path =
            write(dir, replaced(saved, "\"racks\": [", "\"racks\": 7, \"x\": ["));
        const std::string full = test::loadErrorOf([&] { core::loadDesign(path); });
        QVERIFY(!full.empty());
        QCOMPARE(test::loadErrorOf([&] { core::loadDesignWithLinksOf(path, storageOf); }), full);
    }
};

QObject* makeDesignLinksOfTests()
{
    return new DesignLinksOfTests;
}

#include "tst_design_links_of.moc"
