#include "shortcuts_dialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cd::ui {

namespace {

QString plain(QString text)
{
    return text.remove(QRegularExpression("&(?!&)")).replace("&&", "&").remove(QChar(0x2026));
}

void collect(const QMenu& menu, const QString& path, QList<ShortcutsDialog::Entry>& out)
{
    for (QAction* a : menu.actions()) {
        if (a->menu()) {
            collect(*a->menu(), path + QStringLiteral(" ▸ ") + plain(a->menu()->title()), out);
            continue;
        }
        QStringList keys;
        for (const QKeySequence& k : a->shortcuts())
            keys << k.toString(QKeySequence::NativeText);
        if (!keys.isEmpty())
            out.push_back({path, plain(a->text()), keys.join(QStringLiteral(", "))});
    }
}

} // namespace

QList<ShortcutsDialog::Entry> ShortcutsDialog::entries(const QMenuBar& menus)
{
    QList<Entry> out;
    for (QAction* a : menus.actions())
        if (a->menu())
            collect(*a->menu(), plain(a->menu()->title()), out);
    return out;
}

ShortcutsDialog::ShortcutsDialog(const QMenuBar& menus, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    const QList<Entry> list = entries(menus);
    m_table = new QTableWidget(int(list.size()), 3, this);
    m_table->setHorizontalHeaderLabels({tr("Menu"), tr("Action"), tr("Shortcut")});
    for (int r = 0; r < list.size(); ++r) {
        const Entry& e = list[r];
        m_table->setItem(r, 0, new QTableWidgetItem(e.menu));
        m_table->setItem(r, 1, new QTableWidgetItem(e.action));
        m_table->setItem(r, 2, new QTableWidgetItem(e.shortcut));
    }
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->resizeColumnsToContents();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    resize(560, 520);
}

} // namespace cd::ui
