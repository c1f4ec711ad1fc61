// cluster-designer: the desktop application.
#include "canvas/rack_view.h"
#include "catalog.h"
#include "common/background_work.h"
#include "document/file_controller.h"
#include "io/load_error.h"
#include "language/language.h"
#include "main_window.h"
#include "present/presentation_view.h"
#include "sqlite_db.h"
#include "theme.h"
#include "user_paths.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QMessageBox>
#include <QPointer>

#include <algorithm>
#include <iostream>
#include <optional>

namespace {

void setApplicationIdentity()
{
    QApplication::setApplicationName("cluster-designer");
    QApplication::setApplicationDisplayName("Cluster Designer");
    QApplication::setOrganizationName("cluster-designer");
    QApplication::setApplicationVersion(CD_VERSION);
}

// The parser with the options it reads back after parsing.
struct CommandLine
{
    QCommandLineParser parser;
    QCommandLineOption screenshot = QCommandLineOption(
        "screenshot",
        QCoreApplication::translate("CommandLine",
                                    "Render the main window at 1600x1000 to FILE and exit."),
        "FILE");
    QCommandLineOption showDock = QCommandLineOption(
        "show-dock",
        QCoreApplication::translate("CommandLine",
                                    "Show and raise a dock at start: catalog, inspector, issues, "
                                    "power, fabric, quote, performance, serving, tco, compare "
                                    "or history."),
        "NAME");
    QCommandLineOption windowSize = QCommandLineOption(
        "window-size",
        QCoreApplication::translate(
            "CommandLine",
            "With --screenshot: the window's size, WIDTHxHEIGHT (default 1600x1000)."),
        "SIZE");
    QCommandLineOption slide = QCommandLineOption(
        "slide",
        QCoreApplication::translate(
            "CommandLine",
            "With --screenshot: render slide N (from 1) of Present instead of the window."),
        "N");
    QCommandLineOption theme =
        QCommandLineOption("theme",
                           QCoreApplication::translate(
                               "CommandLine", "Colour theme for this run: system, light or dark."),
                           "THEME");
    QCommandLineOption lang = QCommandLineOption(
        "lang",
        QCoreApplication::translate(
            "CommandLine",
            "Language for this run: en or fr (default: the saved choice, else the system's)."),
        "LANG");
};

void defineOptions(CommandLine& cl)
{
    cl.parser.setApplicationDescription(
        QCoreApplication::translate("CommandLine", "Design, price and check GPU clusters."));
    cl.parser.addHelpOption();
    cl.parser.addVersionOption();
    cl.parser.addOption(cl.screenshot);
    cl.parser.addOption(cl.showDock);
    cl.parser.addOption(cl.theme);
    cl.parser.addOption(cl.lang);
    cl.parser.addOption(cl.windowSize);
    cl.parser.addOption(cl.slide);
    cl.parser.addPositionalArgument(
        "design", QCoreApplication::translate("CommandLine", "A *.cluster.json file to open."));
}

// QApplication takes its own options out of the arguments (QGuiApplication and QApplication
// documentation: -platform, -style, -qwindowgeometry, ...); before it exists they are unknown to
// the parser but not errors.
bool onlyQtOptionsUnknown(const QCommandLineParser& parser)
{
    static const QStringList qtOptions{"platform",
                                       "platformpluginpath",
                                       "platformtheme",
                                       "plugin",
                                       "qwindowgeometry",
                                       "qwindowicon",
                                       "qwindowtitle",
                                       "reverse",
                                       "session",
                                       "style",
                                       "stylesheet",
                                       "widgetcount",
                                       "display",
                                       "geometry",
                                       "title",
                                       "name",
                                       "dialogs",
                                       "fontengine",
                                       "nograb",
                                       "dograb",
                                       "sync",
                                       "visual",
                                       "ncols",
                                       "cmap",
                                       "im",
                                       "inputstyle"};
    const QStringList unknown = parser.unknownOptionNames();
    return !unknown.isEmpty() && std::all_of(unknown.begin(), unknown.end(), [](const QString& o) {
        return qtOptions.contains(o);
    });
}

// --help, --version and a bad option are answered before any window system is needed, so they
// work without a display (over ssh, in a package's build, for the man page). Returns the exit
// code when the program is done.
std::optional<int> answerWithoutDisplay(int argc, char** argv)
{
    QCoreApplication early(argc, argv);
    QCoreApplication::setApplicationName("cluster-designer");
    QCoreApplication::setApplicationVersion(CD_VERSION);
    cd::ui::installLanguage(early, cd::ui::systemLanguage()); // the help in LANG's language
    CommandLine cl;
    defineOptions(cl);
    cl.parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions); // -platform
    if (!cl.parser.parse(QCoreApplication::arguments()) && !onlyQtOptionsUnknown(cl.parser)) {
        std::cerr << "cluster-designer: " << cl.parser.errorText().toStdString() << "\n"
                  << cl.parser.helpText().toStdString();
        return 2;
    }
    if (cl.parser.isSet("help") || cl.parser.isSet("help-all")) {
        std::cout << cl.parser.helpText().toStdString();
        return 0;
    }
    if (cl.parser.isSet("version")) {
        std::cout << "cluster-designer " << CD_VERSION << "\n";
        return 0;
    }
    return std::nullopt;
}

std::unique_ptr<cd::catalog::Catalog> loadCatalog()
{
    std::unique_ptr<cd::catalog::Catalog> catalog;
    try {
        catalog = cd::catalog::Catalog::builtin(cd::catalog::defaultUserDatabasePath());
    } catch (const std::exception& e) {
        // A broken user database must not lock the user out: fall back to the built-in one.
        std::cerr << "cluster-designer: " << e.what() << "\n";
        catalog = cd::catalog::Catalog::builtin();
    }
    return catalog;
}

// False when --theme names no theme (message on stderr).
bool applyChosenTheme(const CommandLine& cl)
{
    cd::ui::Theme chosen = cd::ui::savedTheme();
    if (cl.parser.isSet(cl.theme)) {
        const auto t = cd::ui::themeFromString(cl.parser.value(cl.theme));
        if (!t) {
            std::cerr << "cluster-designer: --theme must be system, light or dark\n";
            return false;
        }
        chosen = *t;
    }
    if (chosen != cd::ui::Theme::System)
        cd::ui::applyTheme(chosen);
    return true;
}

// --lang, else View > Language's saved choice, else the system locale's language. False when
// --lang names none of ours (message on stderr).
bool applyChosenLanguage(QApplication& app, const CommandLine& cl)
{
    QString language = cd::ui::savedLanguage();
    if (cl.parser.isSet(cl.lang)) {
        language = cl.parser.value(cl.lang);
        if (!cd::ui::uiLanguages().contains(language)) {
            std::cerr << "cluster-designer: --lang must be en or fr\n";
            return false;
        }
    }
    if (language.isEmpty())
        language = cd::ui::systemLanguage();
    if (!cd::ui::installLanguage(app, language))
        std::cerr << "cluster-designer: no " << language.toStdString() << " translation built in\n";
    return true;
}

// False only when a screenshot's design cannot be opened (message on stderr).
bool openStartFile(cd::ui::MainWindow& window, const QStringList& files, bool shot)
{
    if (!files.isEmpty() && !window.openFile(files.first(), shot)) {
        if (shot) {
            std::cerr << "cluster-designer: cannot open " << files.first().toStdString() << "\n";
            return false;
        }
    }
    if (files.isEmpty())
        window.files().newEmpty();
    return true;
}

// Presentation mode, for the README: slide --slide N of the deck Present shows. Returns the
// exit code.
int takeSlideShot(cd::ui::MainWindow& window, const CommandLine& cl)
{
    const QPointer<cd::ui::PresentationView> view = window.startPresentation();
    bool ok = false;
    const int n = cl.parser.value(cl.slide).toInt(&ok);
    if (!ok || n < 1 || n > view->count()) {
        std::cerr << "cluster-designer: --slide takes 1 to " << view->count() << "\n";
        return 2;
    }
    view->go(n - 1);
    QApplication::processEvents();
    const bool saved = view->grab().save(cl.parser.value(cl.screenshot));
    view->close();
    if (!saved) {
        std::cerr << "cluster-designer: cannot write "
                  << cl.parser.value(cl.screenshot).toStdString() << "\n";
        return 1;
    }
    return 0;
}

// Returns the exit code.
int takeScreenshot(cd::ui::MainWindow& window, const CommandLine& cl)
{
    QSize size(1600, 1000);
    if (cl.parser.isSet(cl.windowSize)) {
        const QStringList wh = cl.parser.value(cl.windowSize).split('x');
        const int w = wh.size() == 2 ? wh[0].toInt() : 0, h = wh.size() == 2 ? wh[1].toInt() : 0;
        if (w < 320 || h < 240 || w > 7680 || h > 4320) {
            std::cerr << "cluster-designer: --window-size takes WIDTHxHEIGHT, 320x240 to "
                         "7680x4320\n";
            return 2;
        }
        size = QSize(w, h);
    }
    window.resize(size);
    window.show();
    QApplication::processEvents();
    if (cl.parser.isSet(cl.showDock) && !window.showDock(cl.parser.value(cl.showDock))) {
        std::cerr << "cluster-designer: no dock '" << cl.parser.value(cl.showDock).toStdString()
                  << "'\n";
        return 2;
    }
    QApplication::processEvents();
    window.view().fitLegible();
    QApplication::processEvents();
    if (cl.parser.isSet(cl.slide))
        return takeSlideShot(window, cl);
    if (!window.grab().save(cl.parser.value(cl.screenshot))) {
        std::cerr << "cluster-designer: cannot write "
                  << cl.parser.value(cl.screenshot).toStdString() << "\n";
        return 1;
    }
    return 0;
}

int runInteractive(QApplication& app, cd::ui::MainWindow& window, const CommandLine& cl)
{
    if (window.size().width() < 400)
        window.resize(1400, 900);
    window.show();
    if (cl.parser.isSet(cl.showDock))
        window.showDock(cl.parser.value(cl.showDock));
    window.offerRecovery();
    return app.exec();
}

} // namespace

int main(int argc, char** argv)
{
    if (const std::optional<int> done = answerWithoutDisplay(argc, argv))
        return *done;
    QApplication app(argc, argv);
    cd::ui::useCNumbers();
    setApplicationIdentity();

    CommandLine cl;
    defineOptions(cl);
    cl.parser.process(app);

    const std::unique_ptr<cd::catalog::Catalog> catalog = loadCatalog();

    QApplication::setWindowIcon(QIcon(":/icons/cluster-designer.svg"));
    if (!applyChosenTheme(cl) || !applyChosenLanguage(app, cl))
        return 2;
    const bool shot = cl.parser.isSet(cl.screenshot);
    // Screenshots must not touch (or offer) the user's recovery file. On the heap and deleted
    // on close: a language switch hands the design to a new window and deletes this one.
    auto* window = new cd::ui::MainWindow(
        *catalog,
        shot ? QString() : QString::fromStdString(cd::catalog::userDataDir()) + "/recovery");
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->setUserCatalog(catalog.get(), cd::catalog::defaultUserDatabasePath());
    const QStringList files = cl.parser.positionalArguments();
    if (shot) {
        const int code = openStartFile(*window, files, true) ? takeScreenshot(*window, cl) : 1;
        delete window;
        return code;
    }
    openStartFile(*window, files, false);
    const int code = runInteractive(app, *window, cl);
    // A file whose opening was cancelled may still be read: it ends before what it uses does.
    cd::ui::waitForBackgroundWork();
    return code;
}
