#pragma once

#include <QDialog>

class QMenuBar;
class QTableWidget;

namespace cd::ui {

// Help ▸ Keyboard Shortcuts: every menu action that has a shortcut, read from the menu bar
// itself, so the list cannot drift from what the keys do.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    ShortcutsDialog(const QMenuBar& menus, QWidget* parent = nullptr);

    QTableWidget* table() const { return m_table; }

    struct Entry
    {
        QString menu;     // "Edit", "View ▸ Theme"
        QString action;   // without the '&' mnemonic
        QString shortcut; // in the platform's native text, several joined by ", "
    };
    static QList<Entry> entries(const QMenuBar& menus);

private:
    QTableWidget* m_table = nullptr;
};

} // namespace cd::ui
