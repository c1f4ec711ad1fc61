#include "rack_feeds_editor.h"

#include "analysis/power/circuit.h"
#include "analysis/issues/format.h"
#include "document/design_document.h"
#include "edit/edit_factory.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>

namespace cd::ui {

namespace {

QDoubleSpinBox* spin(QWidget* parent, double lo, double hi, int decimals, const QString& suffix)
{
    auto* s = new QDoubleSpinBox(parent);
    s->setRange(lo, hi);
    s->setDecimals(decimals);
    s->setSuffix(suffix);
    s->setKeyboardTracking(false);
    return s;
}

} // namespace

RackFeedsEditor::RackFeedsEditor(DesignDocument& document, QWidget* parent)
    : QWidget(parent), m_document(document)
{
    auto* form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    m_count = new QComboBox(this);
    m_count->addItem(tr("Not set"), NoFeeds);
    m_count->addItem(tr("Feed A only"), FeedAOnly);
    m_count->addItem(tr("Feeds A + B"), FeedsAB);
    m_count->setToolTip(
        tr("With A and B feeds each feed must carry the whole rack when the other fails."));
    m_phases = new QComboBox(this);
    m_phases->addItem(tr("3-phase"), 3);
    m_phases->addItem(tr("Single phase"), 1);
    m_voltage = spin(this, 100, 690, 0, tr(" V"));
    m_voltage->setToolTip(
        tr("Line-to-line for three phase (400 V Europe, 208/415 V North America)"));
    m_current = spin(this, 1, 800, 0, tr(" A"));
    m_pf = spin(this, 0.5, 1.0, 2, QString());
    m_pf->setSingleStep(0.01);
    m_pf->setToolTip(tr("Power factor; PSUs with active PFC run at 0.95 or better"));
    m_capacity = new QLabel(this);
    // One short line: a wrapped label inside the inspector's stacked pages gets no height.
    form->addRow(tr("Feeds"), m_count);
    form->addRow(tr("Circuit"), m_phases);
    form->addRow(tr("Voltage"), m_voltage);
    form->addRow(tr("Current"), m_current);
    form->addRow(tr("Power factor"), m_pf);
    form->addRow(m_capacity);
    connect(m_count, &QComboBox::activated, this, &RackFeedsEditor::apply);
    connect(m_phases, &QComboBox::activated, this, &RackFeedsEditor::apply);
    for (QDoubleSpinBox* s : {m_voltage, m_current, m_pf})
        connect(s, &QDoubleSpinBox::valueChanged, this, &RackFeedsEditor::apply);
}

void RackFeedsEditor::showRack(const QString& rackId)
{
    m_updating = true;
    m_rackId = rackId;
    const core::Rack* rack = m_document.design().findRack(rackId.toStdString());
    const bool set = rack && rack->power && !rack->power->feeds.empty();
    // The fields show feed A (or the first feed); a new setting starts from a common
    // GPU-rack circuit: 400 V three phase, 32 A, PF 0.95.
    core::Feed shown;
    if (set)
        shown = rack->power->feeds.front();
    const std::size_t feeds = set ? rack->power->feeds.size() : 0;
    m_count->setCurrentIndex(feeds == 0 ? NoFeeds : feeds == 1 ? FeedAOnly : FeedsAB);
    m_phases->setCurrentIndex(m_phases->findData(shown.phases));
    m_voltage->setValue(shown.voltageV);
    m_current->setValue(shown.currentA);
    m_pf->setValue(core::circuit::powerFactorOf(shown));
    for (QWidget* w : std::initializer_list<QWidget*>{m_phases, m_voltage, m_current, m_pf})
        w->setEnabled(set);
    updateCapacity();
    m_updating = false;
}

core::Feed RackFeedsEditor::circuitFromFields(const std::string& id) const
{
    core::Feed f;
    f.id = id;
    f.phases = m_phases->currentData().toInt();
    f.voltageV = m_voltage->value();
    f.currentA = m_current->value();
    f.powerFactor = m_pf->value();
    return f;
}

void RackFeedsEditor::updateCapacity()
{
    if (m_count->currentData().toInt() == NoFeeds) {
        m_capacity->setText(tr("Not set: Power and Cooling suggests a circuit"));
        return;
    }
    const core::Feed f = circuitFromFields("A");
    const QString formula = f.phases == 3 ? tr("√3 × %1 V × %2 A × %3") : tr("%1 V × %2 A × %3");
    const QString rated = QString::fromStdString(core::format::kw(core::circuit::ratedWatts(f)));
    m_capacity->setText(
        tr("%1 usable per feed")
            .arg(QString::fromStdString(core::format::kw(core::circuit::usableWatts(f)))));
    m_capacity->setToolTip(
        tr("Rated %1 = %2; continuous load may use 80 % of it")
            .arg(rated,
                 formula.arg(f.voltageV).arg(f.currentA).arg(core::circuit::powerFactorOf(f))));
}

void RackFeedsEditor::apply()
{
    if (m_updating)
        return;
    const core::Design& d = m_document.design();
    const core::Rack* rack = d.findRack(m_rackId.toStdString());
    if (!rack)
        return;
    std::optional<core::RackPowerSettings> power = rack->power;
    const int count = m_count->currentData().toInt();
    if (count == NoFeeds) {
        power.reset();
    } else {
        if (!power)
            power = core::RackPowerSettings{};
        std::vector<core::Feed> feeds;
        for (const char* id : {"A", "B"}) {
            if (feeds.size() == (count == FeedsAB ? 2u : 1u))
                break;
            core::Feed f = circuitFromFields(id);
            if (const core::Feed* old = power->findFeed(id))
                f.extra = old->extra; // keys this version does not know stay
            feeds.push_back(std::move(f));
        }
        power->feeds = std::move(feeds);
    }
    if (power == rack->power) {
        showRack(m_rackId);
        return;
    }
    auto r = core::edits::setRackPower(d, rack->id, power);
    if (!r) {
        emit refused(QString::fromStdString(r.error));
        showRack(m_rackId);
        return;
    }
    m_document.apply(std::move(r.edit));
}

} // namespace cd::ui
