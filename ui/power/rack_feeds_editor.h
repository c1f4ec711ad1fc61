#pragma once

#include "model/power_settings.h"

#include <QString>
#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace cd::ui {

class DesignDocument;

// A rack's power feeds: none set, feed A only, or A and B (each must carry the whole rack
// when the other fails), and the circuit each feed gets: phases, voltage, current, power
// factor. Each change is one checked edit; the label shows what the circuit delivers, as
// the analysis computes it.
class RackFeedsEditor : public QWidget
{
    Q_OBJECT
public:
    enum FeedCount
    {
        NoFeeds,
        FeedAOnly,
        FeedsAB
    };

    explicit RackFeedsEditor(DesignDocument& document, QWidget* parent = nullptr);
    void showRack(const QString& rackId);

    // Exposed for tests.
    QComboBox* feedCount() const { return m_count; }
    QComboBox* phases() const { return m_phases; }
    QDoubleSpinBox* voltage() const { return m_voltage; }
    QDoubleSpinBox* current() const { return m_current; }
    QDoubleSpinBox* powerFactor() const { return m_pf; }
    QLabel* capacity() const { return m_capacity; }

signals:
    void refused(const QString& reason);

private:
    void apply();
    void updateCapacity();
    core::Feed circuitFromFields(const std::string& id) const;

    DesignDocument& m_document;
    QString m_rackId;
    bool m_updating = false;
    QComboBox* m_count;
    QComboBox* m_phases;
    QDoubleSpinBox* m_voltage;
    QDoubleSpinBox* m_current;
    QDoubleSpinBox* m_pf;
    QLabel* m_capacity;
};

} // namespace cd::ui
