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
    // The CLI speaks English: a document asked for in English (--lang en) must not take the
    // system's locale for its numbers, which the application made the default (QLocale).
    ui::installLanguage(app, "en");
}

std::string documentLanguage(const std::optional<std::string>& flag, const std::string& saved)
{
    if (flag) {
        if (*flag != "en" && *flag != "fr")
            throw UsageError("--lang takes en or fr");
        return *flag;
    }
    if (!saved.empty())
        return saved;
    return ui::systemLanguage().toStdString();
}

} // namespace cd::cli
