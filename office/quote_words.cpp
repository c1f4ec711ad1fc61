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

} // namespace cd::office
