#pragma once

#include <QString>

namespace cd::ui {

// A move the canvas proposes when a drag of devices ends; the edit controller decides.
struct DeviceMoveRequest
{
    QString deviceId;
    QString rackId;
    int u = 1;
};

} // namespace cd::ui
