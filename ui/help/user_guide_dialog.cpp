#include "user_guide_dialog.h"

#include "language/language.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace cd::ui {

QString UserGuideDialog::text()
{
    // The guide in the interface's language (docs/user-guide.fr.md in French).
    QFile f(installedLanguage() == QStringLiteral("fr") ? QStringLiteral(":/help/user-guide.fr.md")
                                                        : QStringLiteral(":/help/user-guide.md"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

UserGuideDialog::UserGuideDialog(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Cluster Designer User Guide"));
    m_browser = new QTextBrowser(this);
    m_browser->setOpenExternalLinks(true);
    const QString guide = text();
    if (guide.isEmpty())
        m_browser->setPlainText(tr("The user guide is missing from this build."));
    else
        m_browser->setMarkdown(guide);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(760, 640);
}

} // namespace cd::ui
