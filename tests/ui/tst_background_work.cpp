// Issue 24: long work (opening a hall, generating its fabric) runs on a worker thread while the
// window repaints, and the user can cancel it. The result or the error comes back as if the
// work had run in place; a cancel returns at once and drops what the work makes later.
#include "common/background_work.h"
#include "io/file/project_file.h"
#include "io/load_error.h"

#include <QApplication>
#include <QProgressDialog>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QWidget>

#include <atomic>
#include <fstream>
#include <thread>

using namespace cd;

class BackgroundWorkTests : public QObject
{
    Q_OBJECT
private slots:
    // A design read on the worker is the one read in place; a broken file throws the same
    // message (file, line, field) here.
    void resultAndErrorAsInPlace()
    {
        const std::string path = CD_EXAMPLES "/dgx-h100-superpod-su.cluster.json";
        QWidget window;
        const std::optional<core::Project> read = ui::resultInBackground<core::Project>(
            &window, "Opening", [path] { return core::loadProject(path); });
        QVERIFY(read);
        const core::Project inPlace = core::loadProject(path);
        QCOMPARE(read->activeDesign().links.size(), inPlace.activeDesign().links.size());
        QCOMPARE(read->activeDesign().devices.size(), inPlace.activeDesign().devices.size());

        QTemporaryDir dir;
        const std::string broken = dir.filePath("broken.cluster.json").toStdString();
        std::ofstream(broken) << "{\"format\": \"cluster-designer\", \"schema_version\": 1,\n";
        std::string expected;
        try {
            core::loadProject(broken);
        } catch (const core::LoadError& e) {
            expected = e.what();
        }
        QVERIFY(!expected.empty());
        try {
            ui::resultInBackground<core::Project>(&window, "Opening",
                                                  [broken] { return core::loadProject(broken); });
            QFAIL("a broken file read");
        } catch (const core::LoadError& e) {
            QCOMPARE(std::string(e.what()), expected);
        }
    }

    // Cancel in the dialog: the call returns with nothing while the work still runs; the work
    // ends later on its own.
    void cancelReturnsAtOnce()
    {
        QWidget window;
        auto release = std::make_shared<std::atomic<bool>>(false);
        auto ended = std::make_shared<std::atomic<bool>>(false);
        // Clicked through the dialog's own window, as the window system delivers a click: the
        // input blocker must let it through.
        QTimer::singleShot(100, [&window] {
            auto* dialog = window.findChild<QProgressDialog*>();
            auto* cancel = dialog ? dialog->findChild<QPushButton*>() : nullptr;
            if (!cancel)
                return;
            dialog->show();
            QTest::mouseClick(dialog->windowHandle(), Qt::LeftButton, {},
                              cancel->mapTo(dialog, cancel->rect().center()));
        });
        // Should the click be lost, the work ends anyway and the call returns its value.
        QTimer::singleShot(3000, [release] { *release = true; });
        const std::optional<int> r = ui::resultInBackground<int>(
            &window, "Waiting",
            [release, ended] {
                while (!*release)
                    std::this_thread::sleep_for(std::chrono::milliseconds(5));
                *ended = true;
                return 42;
            },
            ui::Cancel::Allowed, 0);
        QVERIFY(!r);
        QVERIFY(!*ended);
        *release = true;
        ui::waitForBackgroundWork();
        QVERIFY(*ended);
    }

    // While the work runs, a click on the window does nothing (a language switch or a close
    // there would delete what waits); afterwards it works. Work that offers no Cancel shows no
    // Cancel button.
    void inputWaitsForTheWork()
    {
        QWidget window;
        auto* button = new QPushButton("x", &window);
        int clicks = 0;
        connect(button, &QPushButton::clicked, [&clicks] { ++clicks; });
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto release = std::make_shared<std::atomic<bool>>(false);
        bool cancelShown = true;
        QTimer::singleShot(50, [&] {
            QTest::mouseClick(button, Qt::LeftButton);
            const auto* dialog = window.findChild<QProgressDialog*>();
            cancelShown = dialog && dialog->findChild<QPushButton*>();
            *release = true;
        });
        const std::optional<int> r = ui::resultInBackground<int>(
            &window, "Waiting",
            [release] {
                while (!*release)
                    std::this_thread::sleep_for(std::chrono::milliseconds(5));
                return 7;
            },
            ui::Cancel::NotOffered, 0);
        QCOMPARE(r, std::optional<int>(7));
        QCOMPARE(clicks, 0);
        QVERIFY(!cancelShown);
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(clicks, 1);
    }
};

QTEST_MAIN(BackgroundWorkTests)
#include "tst_background_work.moc"
