#pragma once

#include <QObject>
#include <QStringList>

namespace cd::ui {

// Ids of the selected racks and devices, shared by the canvas, the inspector, the issues dock
// and the edit actions. Ids, never pointers: the design is rebuilt by every edit.
class Selection : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    const QStringList& ids() const { return m_ids; }
    bool isEmpty() const { return m_ids.isEmpty(); }
    bool contains(const QString& id) const { return m_ids.contains(id); }
    void set(const QStringList& ids);
    void clear() { set({}); }

signals:
    void changed();

private:
    QStringList m_ids;
};

} // namespace cd::ui
