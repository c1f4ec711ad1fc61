#pragma once

#include "model/power_settings.h"

#include <QDialog>

class QDoubleSpinBox;
class QFormLayout;
class QLineEdit;

namespace cd::ui {

// The facility figures a site gives: PUE, energy price, air-cooling limit per rack, air
// temperature rise, inlet temperature, floor rating. A field left at its lowest value means
// "not set": the analysis then uses, and names, its default.
class SiteSettingsDialog : public QDialog
{
    Q_OBJECT
public:
    SiteSettingsDialog(const std::optional<core::SiteSettings>& site, QWidget* parent = nullptr);
    // nullopt when every field is unset.
    std::optional<core::SiteSettings> settings() const;

    // Exposed for tests.
    QDoubleSpinBox* pue() const { return m_pue; }
    QDoubleSpinBox* price() const { return m_price; }
    QLineEdit* currency() const { return m_currency; }
    QDoubleSpinBox* airLimit() const { return m_airLimit; }

private:
    void createEnergyFields(const core::SiteSettings& s);
    void createCoolingFields(const core::SiteSettings& s);
    void addFormRows(QFormLayout* form);

    core::SiteSettings m_original;
    QDoubleSpinBox* m_pue;
    QDoubleSpinBox* m_price;
    QLineEdit* m_currency;
    QDoubleSpinBox* m_airLimit;
    QDoubleSpinBox* m_deltaT;
    QDoubleSpinBox* m_inlet;
    QDoubleSpinBox* m_floor;
};

} // namespace cd::ui
