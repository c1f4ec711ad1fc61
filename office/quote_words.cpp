#include "quote_words.h"

#include "text/translation.h"

namespace cd::office {

using core::text::translate;

// "Total", or what the total is when lines have no price.
std::string totalLabel(const core::Quote& q)
{
    return q.complete() ? translate("QuoteXlsx", "Total")
                        : core::text::arg(translate("QuoteXlsx", "Total of priced items (%1)"),
                                          {core::incompleteNote(q.unpricedLines)});
}

// The sheet of the lines, named in the document's language; the summary's formulas point at it.
std::string quoteSheetName()
{
    return translate("QuoteXlsx", "Quote");
}

// The tax's default label in the document's language ("TVA"); one the user typed as typed.
std::string taxLabel(const core::QuoteSettings& s)
{
    return s.taxLabel == core::QuoteSettings{}.taxLabel ? translate("QuoteXlsx", "VAT")
                                                        : s.taxLabel;
}

// A category's title (quote.cpp, English) in the document's language.
std::string categoryTitle(const core::QuoteCategory& c)
{
    return translate("QuoteCategory", c.title.c_str());
}

} // namespace cd::office
