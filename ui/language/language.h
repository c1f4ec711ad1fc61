#pragma once

// The language of the user interface (issue 22): English, the source strings, or French from
// translations/cluster-designer_fr.ts (built into the program). Chosen by --lang, else the
// saved preference (View > Language), else the system locale (LANG / LC_ALL). Numbers and
// dates shown in the interface follow the language's locale (1 234,56 in French), and so do
// core's words and numbers (core/text/translation.h). Customer documents may be made in another
// language than the interface's (DocumentLanguage).
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace cd::ui {

// "en" and "fr".
const QStringList& uiLanguages();

// A language of uiLanguages() named in itself, as language menus do: "English", "Français".
QString languageName(const QString& language);

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

// For a program without an application object (the command line, until a PDF needs one):
// core's words, and so the command line's (context "Cli"), in `language` through a translator of
// its own, with the language's number marks. False, with nothing changed, for a language we do
// not have. installLanguage, once an application exists, takes over.
bool installCoreLanguage(const QString& language);

// The language installLanguage or installCoreLanguage last installed ("en" before any).
QString installedLanguage();

// To call right after the application object is made. It set the C library's locale from the
// environment, so that on a French system printf, strtod and std::to_string write and read "1,5":
// numbers go back to the C locale's. Text for people is formatted by QLocale, which this leaves
// alone.
void useCNumbers();

// For as long as it lives, `language` in place of the installed one (for a customer document
// in the customer's language, or English for a file a tool reads); the previous one comes back
// when it dies. Empty, the same, or not ours: nothing changes. Without an application object,
// core's words only (installCoreLanguage). Made and destroyed on the main thread, with no event
// loop between.
class DocumentLanguage
{
public:
    explicit DocumentLanguage(const QString& language);
    ~DocumentLanguage();
    DocumentLanguage(const DocumentLanguage&) = delete;
    DocumentLanguage& operator=(const DocumentLanguage&) = delete;

private:
    QString m_previous; // empty: nothing was changed
};

} // namespace cd::ui
