#pragma once

// The language of the user interface (issue 22): English, the source strings, or French from
// translations/cluster-designer_fr.ts (built into the program). Chosen by --lang, else the
// saved preference (View > Language), else the system locale (LANG / LC_ALL). Numbers and
// dates shown in the interface follow the language's locale (1 234,56 in French).
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace cd::ui {

// "en" and "fr".
const QStringList& uiLanguages();

// The preference saved in the settings: a language of uiLanguages(), or empty for the system's.
QString savedLanguage();
void saveLanguage(const QString& language);

// The system locale's language when it is one of ours, else English.
QString systemLanguage();

// Installs `language`'s translators (ours and, when the system has it, Qt's own for standard
// dialogs) in place of the previous language's and makes its locale the default. False, with
// nothing changed, for a language we do not have. Widgets made before keep their text: a
// window is rebuilt to show the new language (MainWindow::switchLanguage).
bool installLanguage(QCoreApplication& app, const QString& language);

// The language installLanguage last installed ("en" before any).
QString installedLanguage();

} // namespace cd::ui
