#include "pdf_support.h"

#include "cli_args.h"
#include "language/language.h"

#include <QGuiApplication>

#include <cstdlib>

namespace cd::cli {

void ensureGuiApplication()
{
    if (QGuiApplication::instance())
        return;
    if (!std::getenv("QT_QPA_PLATFORM"))
        setenv("QT_QPA_PLATFORM", "offscreen", 0);
    static int argc = 1;
    static char name[] = "cluster-designer-cli";
    static char* argv[] = {name, nullptr};
    static QGuiApplication app(argc, argv);
    ui::useCNumbers();
    // The application made the system's locale the default (QLocale): the language the CLI's
    // messages were set to (main.cpp) takes over again, through the application's translators,
    // and a document asked for in another one (--lang) switches for its making only.
    ui::installLanguage(app, ui::installedLanguage());
}

std::string documentLanguage(const std::optional<std::string>& flag, const std::string& saved)
{
    if (flag) {
        if (*flag != "en" && *flag != "fr")
            throw UsageError(translate("Cli", "--lang takes en or fr"));
        return *flag;
    }
    if (!saved.empty())
        return saved;
    return ui::systemLanguage().toStdString();
}

} // namespace cd::cli
