// cluster-designer: the desktop application.
#include "catalog.h"
#include "document/file_controller.h"
#include "io/load_error.h"
#include "main_window.h"
#include "canvas/rack_view.h"
#include "sqlite_db.h"
#include "theme.h"
#include "user_paths.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QMessageBox>

#include <iostream>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName("cluster-designer");
    QApplication::setApplicationDisplayName("Cluster Designer");
    QApplication::setOrganizationName("cluster-designer");
    QApplication::setApplicationVersion(CD_VERSION);

    QCommandLineParser parser;
    parser.setApplicationDescription("Design, price and check GPU clusters.");
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption screenshot("screenshot",
                                  "Render the main window at 1600x1000 to FILE and exit.", "FILE");
    parser.addOption(screenshot);
    QCommandLineOption showDock(
        "show-dock", "Show and raise a dock (fabric, performance, power, bom, issues) at start.", "NAME");
    parser.addOption(showDock);
    QCommandLineOption theme("theme", "Colour theme for this run: system, light or dark.", "THEME");
    parser.addOption(theme);
    parser.addPositionalArgument("design", "A *.cluster.json file to open.");
    parser.process(app);

    std::unique_ptr<cd::catalog::Catalog> catalog;
    try {
        catalog = cd::catalog::Catalog::builtin(cd::catalog::defaultUserDatabasePath());
    } catch (const std::exception& e) {
        // A broken user database must not lock the user out: fall back to the built-in one.
        std::cerr << "cluster-designer: " << e.what() << "\n";
        catalog = cd::catalog::Catalog::builtin();
    }

    QApplication::setWindowIcon(QIcon(":/icons/cluster-designer.svg"));
    cd::ui::Theme chosen = cd::ui::savedTheme();
    if (parser.isSet(theme)) {
        const auto t = cd::ui::themeFromString(parser.value(theme));
        if (!t) {
            std::cerr << "cluster-designer: --theme must be system, light or dark\n";
            return 2;
        }
        chosen = *t;
    }
    if (chosen != cd::ui::Theme::System)
        cd::ui::applyTheme(chosen);
    const bool shot = parser.isSet(screenshot);
    // Screenshots must not touch (or offer) the user's recovery file.
    cd::ui::MainWindow window(*catalog, shot ? QString()
                                             : QString::fromStdString(cd::catalog::userDataDir()) +
                                                   "/recovery");
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty() && !window.openFile(files.first(), shot)) {
        if (shot) {
            std::cerr << "cluster-designer: cannot open " << files.first().toStdString() << "\n";
            return 1;
        }
    }
    if (files.isEmpty())
        window.files().newEmpty();
    if (shot) {
        window.resize(1600, 1000);
        window.show();
        QApplication::processEvents();
        if (parser.isSet(showDock) && !window.showDock(parser.value(showDock))) {
            std::cerr << "cluster-designer: no dock '" << parser.value(showDock).toStdString()
                      << "'\n";
            return 2;
        }
        QApplication::processEvents();
        window.view().fitAll();
        QApplication::processEvents();
        if (!window.grab().save(parser.value(screenshot))) {
            std::cerr << "cluster-designer: cannot write " << parser.value(screenshot).toStdString()
                      << "\n";
            return 1;
        }
        return 0;
    }
    if (window.size().width() < 400)
        window.resize(1400, 900);
    window.show();
    if (parser.isSet(showDock))
        window.showDock(parser.value(showDock));
    window.offerRecovery();
    return app.exec();
}
