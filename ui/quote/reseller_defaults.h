#pragma once

#include "model/quote_settings.h"

namespace cd::ui {

// The reseller's own details (name, address, contacts, logo), kept in the user's settings so
// every new quote carries them without typing them again.
core::QuoteParty savedResellerDetails();
void saveResellerDetails(const core::QuoteParty& reseller);

} // namespace cd::ui
