// Issue 24: a large saved design is read a megabyte at a time (streamed_design_text.h), its links
// on two threads past 8 MB of them. Whatever the file, loadProject gives what reading the
// whole text gives (parseProject): the same project, or the same complaint at the same place.
#include "design_corpus.h"
#include "io/file/design_file.h"
#include "io/file/file_lines.h"
#include "io/file/plain_device_lines.h"
#include "io/file/project_file.h"
#include "io/file/streamed_design_text.h"
#include "io/json_reader.h"
#include "io/load_error.h"
#include "load_error_of.h"
#include "test_catalog.h"

#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <fstream>
#include <functional>

using namespace cd;

namespace {

// sampleDesign with `count` more links, every seventh with an unknown key and every fifth
// with optics, so that pieces and halves differ in shape.
core::Design withLinks(int count)
{
    core::Design d = test::sampleDesign();
    for (int i = 1; i <= count; ++i) {
        core::Link l;
        l.id = "s" + std::to_string(i);
        l.a = {"d1", "p" + std::to_string(i)};
        l.b = {"d2", "q" + std::to_string(i)};
        l.cable = "t-dac-3m";
        l.lengthM = i % 50 + 0.5;
        l.network = "compute";
        if (i % 7 == 0)
            l.extra = core::Json{{"note", {{"k", {1, 2}}}}};
        if (i % 5 == 0)
            l.opticA = l.opticB = "t-optic";
        d.links.push_back(l);
    }
    return d;
}

std::string write(const QTemporaryDir& dir, const std::string& text)
{
    const std::string path = dir.filePath("big.cluster.json").toStdString();
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

// The project of the file read a piece at a time; nullopt where it cannot be read so.
std::optional<core::Project> streamed(const std::string& path,
                                      std::ptrdiff_t splitFrom = core::kSplitLinkBytes)
{
    std::optional<core::StreamedDesignText> text = core::readStreamedDesignText(path, splitFrom);
    if (!text)
        return std::nullopt;
    std::optional<core::Project> project =
        core::parseProjectWithLinks(text->rest, std::move(text->links), path);
    if (!project || !core::readProjectDeviceLines(*project, text->devices, path))
        return std::nullopt;
    return project;
}

// What reading the file whole gives, for comparison.
core::Project whole(const std::string& path)
{
    return core::parseProject(core::readWholeFile(path), path);
}

// `text` with link `id`'s cable a number.
std::string brokenAt(std::string text, const std::string& id)
{
    const std::size_t at = text.find("{\"id\":\"" + id + "\"");
    return text.replace(text.find("\"cable\":\"t-dac-3m\"", at), 18, "\"cable\":42");
}

void compare(const core::Project& a, const core::Project& b)
{
    QCOMPARE(a.variants.size(), b.variants.size());
    QCOMPARE(a.active, b.active);
    for (std::size_t i = 0; i < a.variants.size(); ++i) {
        QCOMPARE(a.variants[i].name, b.variants[i].name);
        QVERIFY(a.variants[i].design.links == b.variants[i].design.links);
        QVERIFY(a.variants[i].design.devices == b.variants[i].design.devices);
        QVERIFY(a.variants[i].design.racks == b.variants[i].design.racks);
        QVERIFY(a.variants[i].design.networks == b.variants[i].design.networks);
    }
}

} // namespace

class StreamedProjectTests : public QObject
{
    Q_OBJECT
private slots:
    // 3,000 links on one thread and on two (split from the first byte on).
    void savedFilesReadAsAWholeTextReadsThem()
    {
        QTemporaryDir dir;
        const std::string path = write(dir, core::serializeDesign(withLinks(3000)));
        for (const std::ptrdiff_t splitFrom : {core::kSplitLinkBytes, std::ptrdiff_t(1)}) {
            const std::optional<core::Project> read = streamed(path, splitFrom);
            QVERIFY(read);
            QCOMPARE(read->activeDesign().links.size(), std::size_t(3001));
            compare(*read, whole(path));
        }
    }

    // Both variants' lists, the active one shown.
    void everyVariantsLinks()
    {
        QTemporaryDir dir;
        core::Project p;
        p.variants = {{"A", withLinks(2500)}, {"B", withLinks(1200)}};
        p.active = 1;
        const std::string path = write(dir, core::serializeProject(p));
        const std::optional<core::Project> read = streamed(path, 1);
        QVERIFY(read);
        QCOMPARE(read->active, std::size_t(1));
        compare(*read, whole(path));
    }

    // A broken link is never read as a link. In the first half (read by this thread) the
    // reading throws the complaint naming its index; in the second half and the last line
    // (the other thread, whose indices start again) it gives up, and loadProject reads the
    // file whole.
    void aBrokenLinkIsNotRead()
    {
        const std::string saved = core::serializeDesign(withLinks(3000));
        const std::pair<std::string, std::string> cases[] = {
            {"s100", "links[100].cable"}, {"s2000", ""}, {"s3000", ""}};
        for (const auto& [id, named] : cases) {
            QTemporaryDir dir;
            const std::string path = write(dir, brokenAt(saved, id));
            QVERIFY(!test::loadErrorOf([&] { whole(path); }).empty());
            bool read = false;
            const std::string error = test::loadErrorOf([&] { read = bool(streamed(path, 1)); });
            QVERIFY2(!read, id.c_str());
            QVERIFY2(named.empty() ? error.empty() : error.find(named) != std::string::npos,
                     (id + ": " + error).c_str());
        }
    }

    // Through loadProject, whose file is large enough (4 MB) to be read so: the same project,
    // and for a broken link the whole text's complaint with the link's index in the list.
    void loadProjectReadsLargeFilesSo()
    {
        QTemporaryDir dir;
        const std::string saved = core::serializeDesign(withLinks(30000));
        QVERIFY(saved.size() >= core::kLinkEventsFromBytes);
        std::string path = write(dir, saved);
        QVERIFY(streamed(path));
        compare(core::loadProject(path), whole(path));
        path = write(dir, brokenAt(saved, "s29000"));
        const std::string expected = test::loadErrorOf([&] { whole(path); });
        QVERIFY2(expected.find("links[29000]") != std::string::npos, expected.c_str());
        QCOMPARE(test::loadErrorOf([&] { core::loadProject(path); }), expected);
    }

    // The devices, a device a line, are read apart from the rest of the text (the plain reader
    // of plain_device_lines.h), so a link's id that a device also has is checked after them:
    // such a file is not read so, and loadProject says what the whole text says, naming the link.
    void aLinkWithADevicesIdIsRefused()
    {
        QTemporaryDir dir;
        const std::string saved = core::serializeDesign(withLinks(30000));
        const std::string from = "{\"id\":\"s29000\",";
        std::string text = saved;
        text.replace(text.find(from), from.size(), "{\"id\":\"d2\",");
        const std::string path = write(dir, text);
        QVERIFY(!streamed(path));
        const std::string expected = test::loadErrorOf([&] { whole(path); });
        QVERIFY2(expected.rfind("links[29000].id ", 0) == 0, expected.c_str());
        QCOMPARE(test::loadErrorOf([&] { core::loadProject(path); }), expected);
    }

    // Every malformed design of the fuzz corpus (tests/fuzz/corpus/design) and every example:
    // what is read a piece at a time (two threads from the first byte on) is what the whole
    // text gives; a file the whole text refuses is never read so.
    void everyCorpusFileAsTheWholeText()
    {
        const QStringList files = test::designCorpusFiles();
        QVERIFY(files.size() > 100);
        int streamedFiles = 0;
        for (const QString& f : files) {
            const std::string path = f.toStdString();
            std::optional<core::Project> full;
            const std::string fullError = test::loadErrorOf([&] { full = whole(path); });
            std::optional<core::Project> read;
            test::loadErrorOf([&] { read = streamed(path, 1); });
            if (!read)
                continue;
            ++streamedFiles;
            QVERIFY2(full, qPrintable(f + ": " + QString::fromStdString(fullError)));
            compare(*read, *full);
        }
        QVERIFY(streamedFiles > 0);
    }

    // The readers open a file once per pass and give up where it was replaced or changed
    // between them: its identity (device, inode, size, modification time) says so.
    void aReplacedFileHasAnotherIdentity()
    {
        QTemporaryDir dir;
        const std::string path = write(dir, "one");
        const core::FileIdentity first = core::fileIdentity(path);
        QVERIFY(first != core::FileIdentity{});
        QCOMPARE(core::fileIdentity(path), first);
        const std::string other = dir.filePath("other").toStdString();
        std::ofstream(other, std::ios::binary) << "one";
        QVERIFY(std::rename(other.c_str(), path.c_str()) == 0); // as an atomic save replaces it
        QVERIFY(core::fileIdentity(path) != first);
        QCOMPARE(core::fileIdentity(dir.filePath("none").toStdString()), core::FileIdentity{});
    }

    // Laid out otherwise (each link over several lines), the file is not read so.
    void otherLayoutsAreReadWhole()
    {
        QTemporaryDir dir;
        const std::string path = write(dir, core::designToJson(withLinks(3000)).dump(2));
        QVERIFY(!streamed(path, 1));
        compare(core::loadProject(path), whole(path));
    }
};

QObject* makeStreamedProjectTests()
{
    return new StreamedProjectTests;
}

#include "tst_streamed_project.moc"
