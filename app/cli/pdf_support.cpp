#include "pdf_support.h"

#include <QGuiApplication>

#include <cstdlib>
#include <filesystem>

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
}

core::QuoteSettings quoteSettingsOf(const core::Design& design, const std::string& designPath)
{
    core::QuoteSettings settings = design.quote.value_or(core::QuoteSettings{});
    if (!settings.reseller.logo.empty() &&
        std::filesystem::path(settings.reseller.logo).is_relative())
        settings.reseller.logo =
            (std::filesystem::path(designPath).parent_path() / settings.reseller.logo).string();
    return settings;
}

} // namespace cd::cli
