#pragma once

#include "analysis/quote/quote.h"

#include <QString>

namespace cd::ui {

// "1,234.50 EUR": two decimals, the locale's separators, the ISO code after the figure.
QString formatMoney(double value, const std::string& currency);
// "1 line" / "3 lines": the count and the noun phrase that agrees with it.
QString countText(long long n, const QString& one, const QString& many);
// "price list (acme.csv line 12)", "catalog estimate (2024-06)", "no price".
QString priceSourceText(const core::QuoteLine& line);

} // namespace cd::ui
