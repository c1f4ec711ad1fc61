// Variants in the project file (issue 9, docs/file-format.md "Variants"): the golden
// multi-variant file round-trips byte for byte, old files load as one variant, the top level
// stays the first variant for older readers, the catalog covers every variant, unknown keys
// survive once, and errors name the JSON path inside `variants`.
#include "io/file/design_file.h"
#include "io/file/design_text.h"
#include "io/file/project_file.h"
#include "io/json_reader.h"
#include "io/load_error.h"
#include "test_catalog.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;

namespace {

core::CatalogItem item(const std::string& id)
{
    core::CatalogItem i;
    i.id = id;
    i.kind = core::ItemKind::Server;
    i.vendor = "Test";
    i.model = id;
    return i;
}

// Occurrences of `needle` in `text`.
int occurrences(const std::string& text, const std::string& needle)
{
    int n = 0;
    for (std::size_t at = text.find(needle); at != std::string::npos;
         at = text.find(needle, at + 1))
        ++n;
    return n;
}

} // namespace

class ProjectFileTests : public QObject
{
    Q_OBJECT
private slots:
    void goldenVariantsRoundTrip()
    {
        const std::string path = test::testDataPath("golden-variants-v1.cluster.json");
        const std::string original = core::readWholeFile(path);
        const core::Project p = core::loadProject(path);
        QCOMPARE(core::serializeProject(p), original);
    }

    void goldenVariantsContents()
    {
        const core::Project p =
            core::loadProject(test::testDataPath("golden-variants-v1.cluster.json"));
        QCOMPARE(p.variants.size(), std::size_t(3));
        QCOMPARE(p.active, std::size_t(1));
        QCOMPARE(p.variants[0].name, std::string("Two racks"));
        QCOMPARE(p.variants[1].name, std::string("One rack, no PDU"));
        QCOMPARE(p.variants[2].name, std::string("Empty hall"));
        QCOMPARE(p.variants[0].design.racks.size(), std::size_t(2));
        QCOMPARE(p.variants[1].design.racks.size(), std::size_t(1));
        QCOMPARE(p.variants[1].design.devices.size(), std::size_t(2));
        QCOMPARE(p.variants[2].design.name, std::string("Golden variants (empty)"));
        // The one embedded catalog serves every variant.
        for (const core::DesignVariant& v : p.variants) {
            QCOMPARE(v.design.embeddedCatalog.size(), std::size_t(1));
            QCOMPARE(v.design.embeddedCatalog[0].id, std::string("t-srv-8u"));
        }
        // Unknown keys: the top level's belong to the first variant, a variant entry's to it;
        // the variant keys themselves are not kept as unknown keys too.
        QVERIFY(p.variants[0].design.extra.contains("x_vendor_notes"));
        QVERIFY(!p.variants[0].design.extra.contains("variants"));
        QVERIFY(!p.variants[0].design.extra.contains("active_variant"));
        QVERIFY(!p.variants[0].design.extra.contains("variant_name"));
        QCOMPARE(p.variants[1].design.extra.at("x_variant_note").get<std::string>(),
                 std::string("kept inside the variant"));
        QVERIFY(!p.variants[1].design.extra.contains("variant_name"));
        const std::string saved = core::serializeProject(p);
        QCOMPARE(occurrences(saved, "\"variants\""), 1);
        QCOMPARE(occurrences(saved, "\"x_variant_note\""), 1);
        QCOMPARE(occurrences(saved, "\"x_vendor_notes\""), 1);
    }

    // Files written before variants: one unnamed variant, saved back unchanged.
    void oldFileIsOneVariant()
    {
        const std::string path = test::testDataPath("golden-v1.cluster.json");
        const core::Project p = core::loadProject(path);
        QCOMPARE(p.variants.size(), std::size_t(1));
        QCOMPARE(p.active, std::size_t(0));
        QCOMPARE(p.variants[0].name, std::string());
        QCOMPARE(p.displayName(0), std::string("Variant 1"));
        QCOMPARE(core::serializeProject(p), core::readWholeFile(path));
    }

    // What an older reader sees: the top level is the first variant as a single-design file.
    void topLevelIsTheFirstVariant()
    {
        const core::Project p =
            core::loadProject(test::testDataPath("golden-variants-v1.cluster.json"));
        core::Json top = core::projectToJson(p);
        for (const char* key : {"variant_name", "active_variant", "variants"})
            top.erase(key);
        QCOMPARE(core::designText(top), core::serializeDesign(p.variants[0].design));
        // A single-design file is a one-variant project.
        const core::Design d = test::sampleDesign();
        QCOMPARE(core::serializeProject(core::Project::single(d)), core::serializeDesign(d));
    }

    // Issue 24: a project is saved without its links as a JSON tree (each written from the
    // design as it goes); the text is the one the whole tree gives, for every bundled example
    // (variants, links, empty link lists) and a variant with links after one without.
    void savedTextAsTheWholeTreeGives()
    {
        const QDir dir(CD_EXAMPLES);
        std::vector<core::Project> projects;
        for (const QString& f : dir.entryList({"*.cluster.json"}, QDir::Files))
            projects.push_back(core::loadProject(dir.filePath(f).toStdString()));
        core::Project mixed =
            core::loadProject(dir.filePath("dgx-h100-superpod-su.cluster.json").toStdString());
        mixed.variants.insert(mixed.variants.begin(), core::DesignVariant{"empty", {}});
        projects.push_back(mixed);
        int withLinks = 0;
        for (const core::Project& p : projects) {
            QCOMPARE(core::serializeProject(p), core::designText(core::projectToJson(p)));
            withLinks += p.activeDesign().links.empty() ? 0 : 1;
            if (p.variants.size() == 1)
                QCOMPARE(core::serializeDesign(p.variants[0].design),
                         core::designText(core::designToJson(p.variants[0].design)));
        }
        QVERIFY(withLinks >= 2);
    }

    // Commands taking one DESIGN work on the active variant.
    void loadDesignIsTheActiveVariant()
    {
        const core::Design d =
            core::loadDesign(test::testDataPath("golden-variants-v1.cluster.json"));
        QCOMPARE(d.racks.size(), std::size_t(1)); // "One rack, no PDU", active_variant 1
        QCOMPARE(d.devices.size(), std::size_t(2));
    }

    void catalogCoversEveryVariant()
    {
        core::Project p = core::Project::single(test::sampleDesign(), "A");
        p.variants.push_back({"B", test::sampleDesign()});
        p.variants[0].design.embeddedCatalog = {item("x-a")};
        p.variants[1].design.embeddedCatalog = {item("x-a"), item("x-b")};
        const std::string text = core::serializeProject(p);
        QCOMPARE(occurrences(text, "\"catalog\""), 1);
        QCOMPARE(occurrences(text, "\"id\": \"x-a\""), 1);
        QCOMPARE(occurrences(text, "\"id\": \"x-b\""), 1);
        const core::Project back = core::parseProject(text, "mem.cluster.json");
        for (const core::DesignVariant& v : back.variants) {
            QCOMPARE(v.design.embeddedCatalog.size(), std::size_t(2));
            QCOMPARE(v.design.embeddedCatalog[1].id, std::string("x-b"));
        }
        QCOMPARE(core::serializeProject(back), text);
    }

    void errorsNameThePathInVariants_data()
    {
        QTest::addColumn<QString>("variants");
        QTest::addColumn<QString>("active");
        QTest::addColumn<QString>("where");
        QTest::newRow("device u") << R"([{"devices": []}, {"devices": [
                   {"id": "d1", "model": "t-srv-8u", "rack": "r1", "u": 1},
                   {"id": "d2", "model": "t-srv-8u", "rack": "r1", "u": "high"}]}])"
                                  << "0"
                                  << "variants[1].devices[1].u";
        QTest::newRow("variants not a list") << R"({"name": "x"})"
                                             << "0"
                                             << "variants";
        QTest::newRow("entry not an object") << R"([3])"
                                             << "0"
                                             << "variants[0]";
        QTest::newRow("active out of range") << R"([{}])"
                                             << "2"
                                             << "active_variant";
        QTest::newRow("active negative") << R"([{}])"
                                         << "-1"
                                         << "active_variant";
    }

    void errorsNameThePathInVariants()
    {
        QFETCH(QString, variants);
        QFETCH(QString, active);
        QFETCH(QString, where);
        const QString text = QString(R"({"format": "cluster-designer", "schema_version": 1,
            "name": "x", "active_variant": %1, "variants": %2})")
                                 .arg(active, variants);
        try {
            core::parseProject(text.toStdString(), "bad.cluster.json");
            QFAIL("no LoadError");
        } catch (const core::LoadError& e) {
            QCOMPARE(QString::fromStdString(e.where()), where);
            QCOMPARE(e.file(), std::string("bad.cluster.json"));
        }
    }

    void saveProjectIsAtomic()
    {
        QTemporaryDir dir;
        const std::string path = (dir.path() + "/p.cluster.json").toStdString();
        core::Project p = core::Project::single(test::sampleDesign(), "A");
        p.variants.push_back({"B", test::sampleDesign()});
        p.active = 1;
        core::saveProject(p, path);
        QCOMPARE(core::readWholeFile(path), core::serializeProject(p));
        QCOMPARE(core::loadProject(path).active, std::size_t(1));
        QVERIFY_THROWS_EXCEPTION(core::SaveError,
                                 core::saveProject(p, dir.path().toStdString() + "/no/dir/p.json"));
    }
};

QObject* makeProjectFileTests()
{
    return new ProjectFileTests;
}

#include "tst_project_file.moc"
