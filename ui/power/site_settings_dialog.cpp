#include "site_settings_dialog.h"

#include "analysis/power/cooling.h"
#include "analysis/power/power.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>

namespace cd::ui {

namespace {

// The lowest value of the range stands for "not set" and reads as the default.
QDoubleSpinBox* optionalSpin(QWidget* parent, double unset, double hi, int decimals,
                             const QString& suffix, const QString& unsetText,
                             const std::optional<double>& value)
{
    auto* s = new QDoubleSpinBox(parent);
    s->setRange(unset, hi);
    s->setDecimals(decimals);
    s->setSuffix(suffix);
    s->setSpecialValueText(unsetText);
    s->setValue(value.value_or(unset));
    return s;
}

std::optional<double> valueOf(const QDoubleSpinBox* s)
{
    return s->value() > s->minimum() ? std::optional<double>(s->value()) : std::nullopt;
}

} // namespace

SiteSettingsDialog::SiteSettingsDialog(const std::optional<core::SiteSettings>& site,
                                       QWidget* parent)
    : QDialog(parent), m_original(site.value_or(core::SiteSettings{}))
{
    setWindowTitle(tr("Site settings"));
    auto* form = new QFormLayout(this);
    createEnergyFields(m_original);
    createCoolingFields(m_original);
    addFormRows(form);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

void SiteSettingsDialog::createEnergyFields(const core::SiteSettings& s)
{
    m_pue = optionalSpin(this, 1.0, 3.0, 2, {},
                         tr("not set (%1)").arg(core::cooling::kDefaultPue, 0, 'f', 1), s.pue);
    m_pue->setSingleStep(0.05);
    m_pue->setToolTip(tr("Power usage effectiveness: facility power = IT power × PUE"));
    m_price = optionalSpin(this, 0, 5, 3, tr(" per kWh"), tr("not set"), s.energyPricePerKwh);
    m_price->setSingleStep(0.01);
    m_currency = new QLineEdit(QString::fromStdString(s.currency.value_or("")), this);
    m_currency->setPlaceholderText(tr("the BOM's currency"));
    m_currency->setMaxLength(3);
}

void SiteSettingsDialog::createCoolingFields(const core::SiteSettings& s)
{
    m_airLimit =
        optionalSpin(this, 0, 100, 1, tr(" kW"),
                     tr("not set (%1 kW)").arg(core::cooling::kDefaultAirLimitW / 1000, 0, 'f', 0),
                     s.airLimitKw);
    m_airLimit->setToolTip(tr("Heat per rack that air cooling removes here (20 kW open room, "
                              "about 30 kW with aisle containment)"));
    m_deltaT = optionalSpin(
        this, 0, 30, 1, tr(" °C"),
        tr("not set (%1 °C)").arg(core::cooling::kDefaultDeltaTF / 1.8, 0, 'f', 1), s.deltaTC);
    m_deltaT->setToolTip(
        tr("Air temperature rise through the servers; airflow = 3.16 × W / ΔT(°F)"));
    m_inlet = optionalSpin(this, 0, 45, 1, tr(" °C"), tr("not set"), s.inletTempC);
    m_inlet->setToolTip(tr("ASHRAE recommends 18–27 °C at the server inlet"));
    m_floor = optionalSpin(this, 0, 5000, 0, tr(" kg/m²"),
                           tr("not set (%1 kg/m²)").arg(core::kDefaultFloorLoadKgPerM2, 0, 'f', 0),
                           s.floorLoadKgPerM2);
}

void SiteSettingsDialog::addFormRows(QFormLayout* form)
{
    form->addRow(tr("PUE"), m_pue);
    form->addRow(tr("Energy price"), m_price);
    form->addRow(tr("Currency"), m_currency);
    form->addRow(tr("Air cooling limit per rack"), m_airLimit);
    form->addRow(tr("Air temperature rise ΔT"), m_deltaT);
    form->addRow(tr("Inlet temperature"), m_inlet);
    form->addRow(tr("Floor rating"), m_floor);
}

std::optional<core::SiteSettings> SiteSettingsDialog::settings() const
{
    core::SiteSettings s = m_original; // keeps keys this version does not know
    s.pue = valueOf(m_pue);
    s.energyPricePerKwh = valueOf(m_price);
    const QString currency = m_currency->text().trimmed().toUpper();
    s.currency =
        currency.isEmpty() ? std::nullopt : std::optional<std::string>(currency.toStdString());
    s.airLimitKw = valueOf(m_airLimit);
    s.deltaTC = valueOf(m_deltaT);
    s.inletTempC = valueOf(m_inlet);
    s.floorLoadKgPerM2 = valueOf(m_floor);
    if (s == core::SiteSettings{})
        return std::nullopt;
    return s;
}

} // namespace cd::ui
