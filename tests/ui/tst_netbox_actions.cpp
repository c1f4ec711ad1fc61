// Issue 22, part 4 in the GUI: File ▸ Import NetBox Device Types puts a folder's device types
// into the user catalog and the Catalog dock at once, a broken file beside them is reported and
// does not stop the others; File ▸ Export Hand-off ▸ NetBox writes what `export --netbox` writes.
#include "catalog.h"
#include "catalog/catalog_dock.h"
#include "document/design_document.h"
#include "io/netbox/netbox_export.h"
#include "main_window.h"
#include "netbox_import.h"

#include <QDir>
#include <QFile>
#include <QMenu>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;

namespace {

void write(const QString& path, const QByteArray& text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(text), qint64(text.size()));
}

QByteArray switchYaml()
{
    QByteArray y = "manufacturer: Mellanox\nmodel: SN4600C\nslug: mellanox-sn4600c\n"
                   "u_height: 2\nweight: 25\nweight_unit: lb\ninterfaces:\n";
    for (int i = 1; i <= 64; ++i)
        y += "  - name: swp" + QByteArray::number(i) + "\n    type: 100gbase-x-qsfp28\n";
    return y;
}

} // namespace

class NetboxActionTests : public QObject
{
    Q_OBJECT
private slots:
    void importShowsTheItemsAtOnce()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath("lib/Mellanox"));
        write(dir.filePath("lib/Mellanox/SN4600C.yaml"), switchYaml());
        write(dir.filePath("lib/Mellanox/broken.yaml"), "manufacturer: [\n");
        const std::string db = dir.filePath("user.db").toStdString();
        auto cat = catalog::Catalog::builtin(db);
        ui::MainWindow w(*cat);
        w.setUserCatalog(cat.get(), db);
        QVERIFY(w.findChild<QMenu*>("netboxImportMenu"));

        const catalog::NetboxImportReport r = w.importNetboxDeviceTypes(dir.filePath("lib"));
        QCOMPARE(r.files.size(), std::size_t(2));
        QCOMPARE(r.imported(), 1);
        QCOMPARE(r.failed(), 1);
        const core::CatalogItem* item = cat->find("netbox-mellanox-sn4600c");
        QVERIFY(item);
        QVERIFY(item->kind == core::ItemKind::Switch);
        QCOMPARE(item->ports.at(0).count, 64);
        QVERIFY(cat->isUserItem(item->id));
        // The dock lists it and selects it.
        QCOMPARE(w.catalogDock().currentId(), QString("netbox-mellanox-sn4600c"));
        // Stored: a catalog loaded afresh from the user database has it too.
        QVERIFY(catalog::Catalog::builtin(db)->find("netbox-mellanox-sn4600c"));

        // Importing the same file again replaces the item; the earlier pointer stays valid.
        write(dir.filePath("lib/Mellanox/SN4600C.yaml"),
              switchYaml().replace("u_height: 2", "u_height: 1"));
        QCOMPARE(w.importNetboxDeviceTypes(dir.filePath("lib/Mellanox/SN4600C.yaml")).imported(),
                 1);
        QCOMPARE(cat->find("netbox-mellanox-sn4600c")->rackUnits(), 1);
        QCOMPARE(item->rackUnits(), 2);
        const auto all = cat->items();
        QCOMPARE(std::count_if(
                     all.begin(), all.end(),
                     [](const core::CatalogItem* i) { return i->id == "netbox-mellanox-sn4600c"; }),
                 long(1));
    }

    void exportWritesTheCsvFiles()
    {
        auto cat = catalog::Catalog::builtin();
        ui::MainWindow w(*cat);
        QVERIFY(w.openFile(QString(CD_EXAMPLES "/dgx-h100-superpod-su.cluster.json"), true));
        QTemporaryDir dir;
        const QString out = dir.filePath("netbox");
        QVERIFY(w.exportNetbox(out));
        const auto files =
            core::netboxCsvFiles(w.document().design(), w.document().designCatalog());
        for (const core::NetboxCsvFile& f : files) {
            QFile written(out + "/" + QString::fromStdString(f.name));
            QVERIFY2(written.open(QIODevice::ReadOnly), qPrintable(written.fileName()));
            QCOMPARE(written.readAll().toStdString(), f.text);
        }
    }
};

QTEST_MAIN(NetboxActionTests)
#include "tst_netbox_actions.moc"
