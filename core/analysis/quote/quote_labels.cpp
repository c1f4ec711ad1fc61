#include "quote_labels.h"

#include "text/translation.h"

namespace cd::core {

std::string shownTaxLabel(const QuoteSettings& s)
{
    return s.taxLabel == QuoteSettings{}.taxLabel ? text::translate("Quote", "VAT") : s.taxLabel;
}

std::string shownCategoryTitle(const QuoteCategory& c)
{
    return text::translate("QuoteCategory", c.title.c_str());
}

} // namespace cd::core
