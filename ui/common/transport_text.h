#pragma once

// A transport as a customer reads it: "InfiniBand NDR 400G" for "ib-ndr" (core/model/network.h
// transports()); a name the registry does not know as given.
#include <QString>

#include <string>

namespace cd::ui {

QString transportText(const std::string& name);

} // namespace cd::ui
