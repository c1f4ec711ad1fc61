#include "common/model_preset_box.h"

#include "analysis/throughput/transformer.h"
#include "common/qstring.h"

#include <QComboBox>

namespace cd::ui {

void fillModelPresets(QComboBox* box)
{
    for (const std::string& id : core::throughput::presetNames())
        box->addItem(q(core::throughput::modelLabel(id)), q(id));
}

std::string presetIdOf(const QComboBox* box)
{
    return box->currentData().toString().toStdString();
}

bool selectPreset(QComboBox* box, const std::string& id)
{
    const int index = box->findData(q(id));
    if (index < 0)
        return false;
    box->setCurrentIndex(index);
    return true;
}

} // namespace cd::ui
