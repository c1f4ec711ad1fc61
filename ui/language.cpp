#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace cd::ui {

const QStringList& uiLanguages()
{
    static const QStringList languages{"en", "fr"};
    return languages;
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

bool installLanguage(QCoreApplication& app, const QString& language)
{
    if (!uiLanguages().contains(language))
        return false;
    if (language == "en") {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        return true;
    }
    auto* ours = new QTranslator(&app);
    if (!ours->load(":/i18n/cluster-designer_" + language + ".qm")) {
        delete ours;
        return false;
    }
    QCoreApplication::installTranslator(ours);
    // Qt's own strings (standard dialogs' buttons), from Debian's qt6-translations-l10n.
    auto* qt = new QTranslator(&app);
    if (qt->load("qtbase_" + language, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    QLocale::setDefault(QLocale(language));
    return true;
}

} // namespace cd::ui
