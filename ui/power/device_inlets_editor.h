#pragma once

#include <QString>
#include <QVector>
#include <QWidget>

#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;

namespace cd::core {
struct InletLoad;
struct PduLoad;
} // namespace cd::core

namespace cd::ui {

class DesignDocument;

// Where a device's power cords are plugged: automatic (the analysis balances them over feeds,
// PDUs and phases) or chosen per inlet from the PDUs of its rack. Shows the placement the
// analysis made; each change is one checked edit.
class DeviceInletsEditor : public QWidget
{
    Q_OBJECT
public:
    explicit DeviceInletsEditor(DesignDocument& document, QWidget* parent = nullptr);
    void showDevice(const QString& deviceId);

    // Exposed for tests.
    QCheckBox* manual() const { return m_manual; }
    QComboBox* inlet(int index) const { return m_inlets.value(index); }
    int inletCount() const { return m_shown; }

signals:
    void refused(const QString& reason);

private:
    void addInletRows();
    void showInlet(QComboBox* combo, const std::vector<core::PduLoad>& pdus,
                   const core::InletLoad& in);
    void setManual(bool on);
    void applyChoices();
    void apply(const std::vector<std::string>& pdus);

    DesignDocument& m_document;
    QString m_deviceId;
    bool m_updating = false;
    QCheckBox* m_manual;
    QLabel* m_note;
    QFormLayout* m_form;
    QVector<QComboBox*> m_inlets; // reused: a rebuild must not delete the combo being used
    int m_shown = 0;
};

} // namespace cd::ui
