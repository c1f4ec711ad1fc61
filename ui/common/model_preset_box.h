#pragma once

// The model choice of the Performance, Serving and Compare docks: each published preset by the
// name a customer knows it by ("Llama 3 70B"), its preset id ("llama3-70b") kept as item data,
// which the design file and the throughput model use.
#include <string>

class QComboBox;

namespace cd::ui {

void fillModelPresets(QComboBox* box);
// The preset id of the current item ("" when none).
std::string presetIdOf(const QComboBox* box);
// Selects preset `id`; returns false (and changes nothing) for an unknown id.
bool selectPreset(QComboBox* box, const std::string& id);

} // namespace cd::ui
