#pragma once

// The words and figures of the TCO dock: each assumption's and cost line's name, and the results
// as rich text, every figure with its unit, in the user's locale.
#include "analysis/tco/design_tco.h"
#include "report/tco_labels.h"

#include <QCoreApplication>
#include <QString>

namespace cd::ui {

// The translation context of the TCO panel's results and charts.
class TcoTexts
{
    Q_DECLARE_TR_FUNCTIONS(TcoTexts)
};

using report::assumptionLabel;
using report::costLineLabel;
// Decimals its field shows: enough for 0.0806 USD/kWh, a 0.085 cost of capital, 184.06 USD.
int assumptionDecimals(const std::string& key);
QString tcoResultsHtml(const core::tco::DesignTco& t);

} // namespace cd::ui
