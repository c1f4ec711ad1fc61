#include "language.h"

#include "text/translation.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QSettings>
#include <QTranslator>

#include <clocale>
#include <memory>
#include <vector>

namespace cd::ui {

const QStringList& uiLanguages()
{
    static const QStringList languages{"en", "fr"};
    return languages;
}

QString languageName(const QString& language)
{
    return language == "fr" ? QStringLiteral("Fran\u00e7ais") : QStringLiteral("English");
}

QString savedLanguage()
{
    const QString saved = QSettings().value("appearance/language").toString();
    return uiLanguages().contains(saved) ? saved : QString();
}

void saveLanguage(const QString& language)
{
    if (language.isEmpty())
        QSettings().remove("appearance/language");
    else
        QSettings().setValue("appearance/language", language);
}

QString systemLanguage()
{
    const QString name = QLocale::system().name().left(2); // "fr_CA" -> "fr"
    return uiLanguages().contains(name) ? name : QString("en");
}

namespace {

// The language installLanguage last installed.
QString& current()
{
    static QString language = QStringLiteral("en");
    return language;
}

// The translators installLanguage put in, taken out again when the language changes.
std::vector<QPointer<QTranslator>>& installed()
{
    static std::vector<QPointer<QTranslator>> translators;
    return translators;
}

// Our translator for `language` from the program's resources; nullptr where it does not load.
// English needs none: an empty one.
std::unique_ptr<QTranslator> ourTranslator(const QString& language, QObject* parent)
{
    auto ours = std::make_unique<QTranslator>(parent);
    if (language != "en" && !ours->load(":/i18n/cluster-designer_" + language + ".qm"))
        return nullptr;
    return ours;
}

// Core's words through `lookup` (English: none), its numbers with the locale's marks.
void installInCore(const QString& language, core::text::Lookup lookup)
{
    if (language == "en") {
        core::text::setLookup({});
        core::text::setNumberStyle({});
        return;
    }
    core::text::setLookup(std::move(lookup));
    const QLocale locale(language);
    core::text::setNumberStyle(
        {locale.decimalPoint().toStdString(), locale.groupSeparator().toStdString()});
}

void removeInstalled()
{
    for (const QPointer<QTranslator>& t : installed())
        if (t) {
            QCoreApplication::removeTranslator(t);
            t->deleteLater();
        }
    installed().clear();
}

} // namespace

bool installLanguage(QCoreApplication& app, const QString& language)
{
    if (!uiLanguages().contains(language))
        return false;
    auto ours = ourTranslator(language, &app);
    if (!ours)
        return false;
    removeInstalled();
    current() = language;
    installInCore(language, [](const char* context, const char* english) {
        return QCoreApplication::translate(context, english).toStdString();
    });
    if (language == "en") {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        return true;
    }
    QCoreApplication::installTranslator(ours.get());
    installed().emplace_back(ours.release());
    // Qt's own strings (standard dialogs' buttons), from Debian's qt6-translations-l10n.
    auto qt = std::make_unique<QTranslator>(&app);
    if (qt->load("qtbase_" + language, QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        installed().emplace_back(qt.release());
    }
    QLocale::setDefault(QLocale(language));
    return true;
}

bool installCoreLanguage(const QString& language)
{
    if (!uiLanguages().contains(language))
        return false;
    static std::unique_ptr<QTranslator> translator;
    auto ours = ourTranslator(language, nullptr);
    if (!ours)
        return false;
    translator = std::move(ours);
    current() = language;
    installInCore(language, [](const char* context, const char* english) {
        const QString t = translator->translate(context, english);
        return t.isEmpty() ? std::string(english) : t.toStdString();
    });
    return true;
}

void useCNumbers()
{
    std::setlocale(LC_NUMERIC, "C");
}

QString installedLanguage()
{
    return current();
}

namespace {

// installLanguage where there is an application, else installCoreLanguage (the command line).
bool switchLanguage(const QString& language)
{
    QCoreApplication* app = QCoreApplication::instance();
    return app ? installLanguage(*app, language) : installCoreLanguage(language);
}

} // namespace

DocumentLanguage::DocumentLanguage(const QString& language)
{
    const QString before = installedLanguage();
    if (language.isEmpty() || language == before)
        return;
    if (switchLanguage(language))
        m_previous = before;
}

DocumentLanguage::~DocumentLanguage()
{
    if (!m_previous.isEmpty())
        switchLanguage(m_previous);
}

} // namespace cd::ui
