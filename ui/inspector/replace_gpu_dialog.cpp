#include "replace_gpu_dialog.h"

#include "common/qstring.h"
#include "model/placement.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QPushButton>

#include <map>

namespace cd::ui {

ReplaceGpuDialog::ReplaceGpuDialog(const core::Design& design, const core::CatalogView& catalog,
                                   QWidget* parent)
    : QDialog(parent), m_from(new QComboBox(this)), m_to(new QComboBox(this))
{
    setWindowTitle(tr("Replace GPU"));
    // The GPUs the design carries, with how many and in how many servers.
    std::map<std::string, std::pair<int, int>> carried; // gpu -> (GPUs, servers)
    for (const core::Device& d : design.devices)
        if (const core::CatalogItem* chassis = catalog.find(d.model); chassis && chassis->gpu) {
            const core::GpuFit fit = core::effectiveGpu(d, *chassis);
            if (fit.gpu.empty())
                continue;
            carried[fit.gpu].first += fit.count;
            carried[fit.gpu].second += 1;
        }
    for (const auto& [gpu, n] : carried)
        m_from->addItem(tr("%1: %2 in %n server(s)", nullptr, n.second)
                            .arg(q(catalog.displayNameOf(gpu)))
                            .arg(n.first),
                        q(gpu));
    for (const core::CatalogItem* item : catalog.items())
        if (item->kind == core::ItemKind::Gpu)
            m_to->addItem(q(item->displayName()), q(item->id));
    auto* form = new QFormLayout(this);
    form->addRow(tr("Replace"), m_from);
    form->addRow(tr("with"), m_to);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Replace"));
    buttons->button(QDialogButtonBox::Ok)->setEnabled(m_from->count() > 0);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

QString ReplaceGpuDialog::fromGpu() const
{
    return m_from->currentData().toString();
}

QString ReplaceGpuDialog::toGpu() const
{
    return m_to->currentData().toString();
}

} // namespace cd::ui
