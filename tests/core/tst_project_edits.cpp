// Variant edits (issue 9): duplicate, rename, remove, reorder. Each applied and undone gives
// back the same saved project byte for byte (active variant included), redo gives the edited
// one again, and the factories refuse what would break the project.
#include "edit/project_edit_factory.h"
#include "io/file/design_file.h"
#include "io/file/project_file.h"
#include "test_catalog.h"

#include <QTest>

using namespace cd;

namespace {

// Three variants of the sample design, "B" active.
core::Project threeVariants()
{
    core::Project p = core::Project::single(test::sampleDesign(), "A");
    core::Design b = test::sampleDesign();
    b.devices.pop_back();
    p.variants.push_back({"B", b});
    core::Design c = test::sampleDesign();
    c.name = "sample, 3 racks";
    c.racks.push_back({"r3", "A03", "t-rack-42", 0, 2, core::Json::object()});
    p.variants.push_back({"C", c});
    p.active = 1;
    return p;
}

// Applies, undoes and redoes `edit`, comparing the saved text at each step; returns the
// project as edited.
core::Project roundTrip(const core::ProjectEdit& edit)
{
    core::Project p = threeVariants();
    const std::string before = core::serializeProject(p);
    const core::ProjectEditPtr undo = edit.apply(p);
    const std::string after = core::serializeProject(p);
    [&] {
        QVERIFY(after != before);
    }();
    const core::ProjectEditPtr redo = undo->apply(p);
    [&] {
        QCOMPARE(core::serializeProject(p), before);
    }();
    redo->apply(p);
    [&] {
        QCOMPARE(core::serializeProject(p), after);
    }();
    return p;
}

} // namespace

class ProjectEditTests : public QObject
{
    Q_OBJECT
private slots:
    void duplicateIsADeepCopyMadeActive()
    {
        const core::Project p = threeVariants();
        const auto r = core::project_edits::duplicateVariant(p, 2, "C, 16 nodes");
        QVERIFY(r);
        const core::Project edited = roundTrip(*r.edit);
        QCOMPARE(edited.variants.size(), std::size_t(4));
        QCOMPARE(edited.active, std::size_t(3));
        QCOMPARE(edited.variants[3].name, std::string("C, 16 nodes"));
        // Same design as C, and a copy: changing it leaves C alone.
        QCOMPARE(core::serializeDesign(edited.variants[3].design),
                 core::serializeDesign(p.variants[2].design));
        core::Project changed = edited;
        changed.variants[3].design.racks.clear();
        QCOMPARE(changed.variants[2].design.racks.size(), std::size_t(3));
    }

    void renameKeepsEverythingElse()
    {
        const auto r = core::project_edits::renameVariant(threeVariants(), 0, "A, RoCE");
        QVERIFY(r);
        const core::Project edited = roundTrip(*r.edit);
        QCOMPARE(edited.variants[0].name, std::string("A, RoCE"));
        QCOMPARE(edited.active, std::size_t(1));
    }

    void removeMovesTheActiveVariant_data()
    {
        QTest::addColumn<int>("remove");
        QTest::addColumn<int>("activeAfter");
        // B (index 1) is active. Removing A shifts B to 0; removing B makes A (before it)
        // active; removing C leaves B.
        QTest::newRow("before the active") << 0 << 0;
        QTest::newRow("the active") << 1 << 0;
        QTest::newRow("after the active") << 2 << 1;
    }

    void removeMovesTheActiveVariant()
    {
        QFETCH(int, remove);
        QFETCH(int, activeAfter);
        const auto r = core::project_edits::removeVariant(threeVariants(), std::size_t(remove));
        QVERIFY(r);
        const core::Project edited = roundTrip(*r.edit);
        QCOMPARE(edited.variants.size(), std::size_t(2));
        QCOMPARE(edited.active, std::size_t(activeAfter));
    }

    void removingTheFirstActiveVariantActivatesTheNewFirst()
    {
        core::Project p = threeVariants();
        p.active = 0;
        const auto r = core::project_edits::removeVariant(p, 0);
        r.edit->apply(p);
        QCOMPARE(p.active, std::size_t(0));
        QCOMPARE(p.variants[0].name, std::string("B"));
    }

    void moveKeepsTheActiveVariant_data()
    {
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<QString>("order");
        QTest::newRow("first to last") << 0 << 2 << "BCA";
        QTest::newRow("last to first") << 2 << 0 << "CAB";
        QTest::newRow("the active one") << 1 << 2 << "ACB";
    }

    void moveKeepsTheActiveVariant()
    {
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(QString, order);
        const auto r =
            core::project_edits::moveVariant(threeVariants(), std::size_t(from), std::size_t(to));
        QVERIFY(r);
        const core::Project edited = roundTrip(*r.edit);
        QString names;
        for (const core::DesignVariant& v : edited.variants)
            names += QString::fromStdString(v.name);
        QCOMPARE(names, order);
        QCOMPARE(edited.variants[edited.active].name, std::string("B"));
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<QString>("code");
        QTest::newRow("duplicate with a taken name") << "duplicate A"
                                                     << "name-taken";
        QTest::newRow("duplicate without a name") << "duplicate  "
                                                  << "name-empty";
        QTest::newRow("rename to a taken name") << "rename C"
                                                << "name-taken";
        QTest::newRow("no such variant") << "remove 7"
                                         << "no-variant";
        QTest::newRow("the last variant") << "remove last"
                                          << "last-variant";
    }

    void refusals()
    {
        QFETCH(QString, what);
        QFETCH(QString, code);
        const core::Project p = threeVariants();
        const core::Project one = core::Project::single(test::sampleDesign(), "only");
        namespace pe = core::project_edits;
        const std::string arg = what.section(' ', 1).toStdString();
        pe::Result r;
        if (what.startsWith("duplicate"))
            r = pe::duplicateVariant(p, 0, arg);
        else if (what.startsWith("rename"))
            r = pe::renameVariant(p, 0, arg);
        else if (arg == "last")
            r = pe::removeVariant(one, 0);
        else
            r = pe::removeVariant(p, std::stoul(arg));
        QVERIFY(!r);
        QCOMPARE(QString::fromStdString(r.code), code);
        QVERIFY(!r.error.empty());
        // Renaming a variant to its own name is no conflict.
        QVERIFY(pe::renameVariant(p, 2, "C"));
    }
};

QObject* makeProjectEditTests()
{
    return new ProjectEditTests;
}

#include "tst_project_edits.moc"
