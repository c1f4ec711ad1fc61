#include "buildout_dialog.h"

#include "analysis/design/buildout_checks.h"
#include "analysis/power/device_power.h"
#include "common/qstring.h"
#include "model/buildout_figures.h"
#include "model/placement.h"
#include "model/server_buildout.h"
#include "network_ports_text.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace cd::ui {

namespace {

// "+350 W, +USD 1,234 per server"; "in the reference configuration" for the reference.
QString figuresText(const core::SlotFigures& s)
{
    const QLocale l;
    const auto signedNumber = [&](double v) {
        return (v > 0 ? QStringLiteral("+") : QString()) + l.toString(v, 'f', 0);
    };
    const QString power = s.powerDeltaW
                              ? BuildoutDialog::tr("%1 W").arg(signedNumber(*s.powerDeltaW))
                              : BuildoutDialog::tr("power not published");
    const QString price =
        s.priceDelta ? BuildoutDialog::tr("%1 %2").arg(q(s.currency.empty() ? "USD" : s.currency),
                                                       signedNumber(*s.priceDelta))
                     : BuildoutDialog::tr("no price");
    return BuildoutDialog::tr("%1, %2 per server").arg(power, price);
}

} // namespace

BuildoutDialog::BuildoutDialog(const core::Device& server, const core::CatalogItem& chassis,
                               const core::CatalogView& catalog, int servers, QWidget* parent)
    : QDialog(parent), m_server(server), m_chassis(chassis), m_catalog(catalog),
      m_summary(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Server Build-out"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("<b>%1</b>: %n server(s)", nullptr, servers)
                                     .arg(q(chassis.displayName()).toHtmlEscaped()),
                                 this));
    auto* grid = new QGridLayout;
    for (const core::BuildoutSlot& slot : chassis.buildout->partSlots)
        addRow(grid, slot, int(m_rows.size()));
    layout->addLayout(grid);
    // Adapters follow the fabric, not a choice here: Generate Fabric fits them per role.
    if (QStringList ports = networkPortLines(server, &chassis, catalog); !ports.isEmpty()) {
        for (QString& line : ports)
            line = line.toHtmlEscaped();
        auto* network =
            new QLabel(tr("<b>Network</b> (Rack ▸ Generate Fabric… fits the adapters):") +
                           QStringLiteral("<br>") + ports.join(QStringLiteral("<br>")),
                       this);
        network->setTextFormat(Qt::RichText);
        layout->addWidget(network);
    }
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setMinimumWidth(620);
    layout->addWidget(m_summary);
    QPushButton* reset =
        m_buttons->addButton(tr("&Reference Configuration"), QDialogButtonBox::ResetRole);
    connect(reset, &QPushButton::clicked, this, &BuildoutDialog::resetToReference);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);
    updateFigures();
}

void BuildoutDialog::addRow(QGridLayout* grid, const core::BuildoutSlot& slot, int line)
{
    const std::vector<core::FittedPart> fitted = core::fittedParts(m_server, m_chassis);
    const core::FittedPart* now = core::fittedSlot(fitted, slot.slot);
    Row row{&slot, new QComboBox(this), new QSpinBox(this), new QLabel(this)};
    for (const std::string& id : slot.options) {
        const QString name = q(m_catalog.displayNameOf(id));
        row.part->addItem(id == slot.defaultPart ? tr("%1 (reference)").arg(name) : name, q(id));
    }
    row.part->setCurrentIndex(row.part->findData(q(now->part)));
    row.count->setRange(slot.minCount, slot.maxCount);
    row.count->setValue(now->count);
    row.count->setPrefix(QStringLiteral("× "));
    auto* label = new QLabel(q(core::buildoutSlotTitle(slot.slot)) + QLatin1Char(':'), this);
    label->setBuddy(row.part);
    grid->addWidget(label, line, 0);
    grid->addWidget(row.part, line, 1);
    grid->addWidget(row.count, line, 2);
    grid->addWidget(row.figures, line, 3);
    connect(row.part, &QComboBox::currentIndexChanged, this, &BuildoutDialog::updateFigures);
    connect(row.count, &QSpinBox::valueChanged, this, &BuildoutDialog::updateFigures);
    m_rows.push_back(row);
}

std::map<std::string, core::PartChoice> BuildoutDialog::fields() const
{
    std::map<std::string, core::PartChoice> out;
    for (const Row& r : m_rows)
        out[r.slot->slot] = {r.part->currentData().toString().toStdString(), r.count->value()};
    return out;
}

std::map<std::string, core::PartChoice> BuildoutDialog::choices() const
{
    std::map<std::string, core::PartChoice> out;
    const std::vector<core::FittedPart> now = core::fittedParts(m_server, m_chassis);
    for (const auto& [slot, c] : fields()) {
        const core::FittedPart* f = core::fittedSlot(now, slot);
        if (!f || f->part != c.part || f->count != c.count)
            out.emplace(slot, c);
    }
    return out;
}

core::Device BuildoutDialog::candidate() const
{
    core::Device d = m_server;
    d.buildout = fields();
    return d;
}

const BuildoutDialog::Row* BuildoutDialog::rowOf(const std::string& slot) const
{
    for (const Row& r : m_rows)
        if (r.slot->slot == slot)
            return &r;
    return nullptr;
}

QComboBox* BuildoutDialog::partBox(const std::string& slot) const
{
    const Row* r = rowOf(slot);
    return r ? r->part : nullptr;
}

QSpinBox* BuildoutDialog::countBox(const std::string& slot) const
{
    const Row* r = rowOf(slot);
    return r ? r->count : nullptr;
}

void BuildoutDialog::resetToReference()
{
    for (const Row& r : m_rows) {
        r.part->setCurrentIndex(r.part->findData(q(r.slot->defaultPart)));
        r.count->setValue(r.slot->defaultCount);
    }
}

QString BuildoutDialog::memoryLine(const core::Device& d) const
{
    const QLocale l;
    const auto host = core::hostMemoryGb(d, m_chassis, m_catalog);
    const double gpu = core::gpuMemoryGb(d, m_chassis, m_catalog);
    if (host && *host < gpu)
        return QStringLiteral("<span style='color:#e65100'>%1</span>")
            .arg(tr("System memory: %1 GB, less than the %2 GB of GPU memory: loading "
                    "and checkpoints stage through it.")
                     .arg(l.toString(*host, 'f', 0), l.toString(gpu, 'f', 0)));
    return host ? tr("System memory: %1 GB.").arg(l.toString(*host, 'f', 0)) : QString();
}

// How the parts move the server's power figure, per server.
QString BuildoutDialog::powerLine(const core::BuildoutFigures& figures,
                                  const core::DevicePower& chassisPower) const
{
    const bool psuLimit = chassisPower.maxBasis == core::PowerBasis::PsuLimit;
    return (psuLimit ? tr("Power: the other parts change by %1 W per server, but the chassis "
                          "figure is its PSUs' limit, which only the PSUs move.")
            : figures.powerIncludesReference
                ? tr("Power: %1 W per server over the chassis figure, which is for the reference "
                     "configuration.")
                : tr("Power: %1 W per server on top of the chassis figure, which leaves these "
                     "parts out."))
        .arg(QLocale().toString(figures.powerDeltaW, 'f', 0));
}

// What the fitted PSUs carry: the N of their N+M set, or all of them without a promise.
QString BuildoutDialog::psuLine(const core::Device& d, const core::DevicePower& chassisPower) const
{
    const auto psus = core::devicePsus(d, m_catalog, core::chassisPsus(m_chassis, m_catalog));
    if (!psus)
        return {};
    const QLocale l;
    const double carriedW = psus->capacityW();
    QString line = psus->required
                       ? tr("PSUs: %1 × %2 W, %3: %4 W carry the load.")
                             .arg(psus->count)
                             .arg(l.toString(psus->ratingW, 'f', 0),
                                  QStringLiteral("%1+%2")
                                      .arg(*psus->required)
                                      .arg(psus->count - *psus->required),
                                  l.toString(carriedW, 'f', 0))
                       : tr("PSUs: %1 × %2 W, %3 W in all.")
                             .arg(psus->count)
                             .arg(l.toString(psus->ratingW, 'f', 0), l.toString(carriedW, 'f', 0));
    const double maxW = core::devicePowerOf(d, m_chassis, m_catalog, chassisPower).maxW;
    if (maxW > carriedW)
        line = QStringLiteral("<span style='color:#c62828'>%1</span>")
                   .arg(line + QLatin1Char(' ') +
                        tr("The server draws up to %1 W.").arg(l.toString(maxW, 'f', 0)));
    return line;
}

void BuildoutDialog::updateFigures()
{
    const core::Device d = candidate();
    const core::BuildoutFigures figures = core::buildoutFigures(d, m_chassis, m_catalog);
    double price = 0;
    bool priced = true;
    QString currency = QStringLiteral("USD");
    for (std::size_t i = 0; i < m_rows.size() && i < figures.slotFigures.size(); ++i) {
        const core::SlotFigures& s = figures.slotFigures[i];
        m_rows[i].figures->setText(figuresText(s));
        price += s.priceDelta.value_or(0);
        if (!s.currency.empty())
            currency = q(s.currency);
        priced = priced && s.priceDelta.has_value();
    }
    const QLocale l;
    QStringList lines;
    const core::DevicePower chassisPower = core::devicePower(m_chassis);
    lines << powerLine(figures, chassisPower);
    lines << (priced ? tr("Price: %1 per server over the server's estimate (catalog estimates).")
                     : tr("Price: %1 per server over the server's estimate, and parts without "
                          "a price."))
                 .arg(currency + QLatin1Char(' ') + l.toString(price, 'f', 0));
    if (const QString psus = psuLine(d, chassisPower); !psus.isEmpty())
        lines << psus;
    if (const QString memory = memoryLine(d); !memory.isEmpty())
        lines << memory;
    const auto problem = core::checkBuildout(d, m_chassis, m_catalog);
    if (problem)
        lines << QStringLiteral("<span style='color:#c62828'>%1</span>")
                     .arg(q(problem->message).toHtmlEscaped());
    m_summary->setText(lines.join(QStringLiteral("<br>")));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!problem);
}

} // namespace cd::ui
