#include "quote_xlsx.h"

#include "analysis/quote/quote_columns.h"
#include "analysis/quote/quote_labels.h"

#include "io/atomic_file.h"
#include "io/load_error.h"
#include "memory_file.h"
#include "quote_words.h"
#include "text/translation.h"
#include "xlsx_error.h"

#include <xlsxwriter.h>

#include <cmath>

namespace cd::office {

namespace {

using core::text::translate;

enum Col
{
    kCategory,
    kPartNumber,
    kDescription,
    kQty,
    kUnit,
    kDiscount,
    kNet,
    kExtended,
    kSource
};

struct Formats
{
    lxw_format* title;
    lxw_format* bold;
    lxw_format* header;
    lxw_format* category;
    lxw_format* money;
    lxw_format* moneyBold;
    lxw_format* percent;
    lxw_format* integer;
    lxw_format* wrap;
    lxw_format* note;
};

Formats makeFormats(lxw_workbook* wb, const std::string& currency)
{
    auto fmt = [&]() {
        return workbook_add_format(wb);
    };
    Formats f{};
    f.title = fmt();
    format_set_bold(f.title);
    format_set_font_size(f.title, 16);
    f.bold = fmt();
    format_set_bold(f.bold);
    f.header = fmt();
    format_set_bold(f.header);
    format_set_bg_color(f.header, 0x1F3A5F);
    format_set_font_color(f.header, LXW_COLOR_WHITE);
    format_set_bottom(f.header, LXW_BORDER_THIN);
    f.category = fmt();
    format_set_bold(f.category);
    format_set_bg_color(f.category, 0xDCE6F1);
    const std::string moneyFormat = "#,##0.00 \"" + currency + "\"";
    f.money = fmt();
    format_set_num_format(f.money, moneyFormat.c_str());
    f.moneyBold = fmt();
    format_set_num_format(f.moneyBold, moneyFormat.c_str());
    format_set_bold(f.moneyBold);
    format_set_top(f.moneyBold, LXW_BORDER_THIN);
    f.percent = fmt();
    format_set_num_format(f.percent, "0.0%");
    f.integer = fmt();
    format_set_num_format(f.integer, "#,##0");
    f.wrap = fmt();
    format_set_text_wrap(f.wrap);
    format_set_align(f.wrap, LXW_ALIGN_VERTICAL_TOP);
    f.note = fmt();
    format_set_italic(f.note);
    format_set_font_color(f.note, 0x666666);
    return f;
}

class SheetWriter
{
public:
    SheetWriter(lxw_worksheet* ws, const std::string& path) : m_ws(ws), m_path(path) {}
    void text(int r, int c, const std::string& s, lxw_format* f = nullptr)
    {
        check(worksheet_write_string(m_ws, lxw_row_t(r), lxw_col_t(c), s.c_str(), f));
    }
    void number(int r, int c, double v, lxw_format* f = nullptr)
    {
        check(worksheet_write_number(m_ws, lxw_row_t(r), lxw_col_t(c), v, f));
    }
    void formula(int r, int c, const std::string& formula, double value, lxw_format* f)
    {
        check(worksheet_write_formula_num(m_ws, lxw_row_t(r), lxw_col_t(c), formula.c_str(), f,
                                          value));
    }
    lxw_worksheet* ws() const { return m_ws; }

private:
    void check(lxw_error e)
    {
        if (e != LXW_NO_ERROR)
            throw core::SaveError(xlsxSaveMessage(m_path, e));
    }
    lxw_worksheet* m_ws;
    const std::string& m_path;
};

std::string roundFormula(const core::QuoteSettings& s, const std::string& expr)
{
    return std::string(s.rounding == core::RoundingMode::Up ? "ROUNDUP(" : "ROUND(") + expr + "," +
           std::to_string(s.roundDecimals) + ")";
}

// The row of each category's subtotal and the grand rows.
struct QuoteRows
{
    std::vector<int> categorySubtotal;
    int subtotal = 0, tax = 0, total = 0;
};

void setupQuotePage(lxw_worksheet* ws)
{
    worksheet_set_column(ws, kCategory, kCategory, 18, nullptr);
    worksheet_set_column(ws, kPartNumber, kPartNumber, 20, nullptr);
    worksheet_set_column(ws, kDescription, kDescription, 52, nullptr);
    worksheet_set_column(ws, kQty, kQty, 8, nullptr);
    worksheet_set_column(ws, kUnit, kUnit, 16, nullptr);
    worksheet_set_column(ws, kDiscount, kDiscount, 10, nullptr);
    worksheet_set_column(ws, kNet, kExtended, 18, nullptr);
    worksheet_set_column(ws, kSource, kSource, 34, nullptr);
    worksheet_set_landscape(ws);
    worksheet_fit_to_pages(ws, 1, 0);
}

// Writes the title and the facts under it; returns the row for the column headers.
int writeQuoteFacts(SheetWriter& w, const core::Quote& q, const core::QuoteSettings& s,
                    const core::QuoteHeader& h, const Formats& f)
{
    w.text(0, 0, core::text::arg(translate("QuoteXlsx", "Quote %1"), {s.number}), f.title);
    const std::vector<std::pair<std::string, std::string>> facts{
        {translate("QuoteXlsx", "From"), s.reseller.name},
        {translate("QuoteXlsx", "For"), s.customer.name},
        {translate("QuoteXlsx", "Design"), h.designName},
        {translate("QuoteXlsx", "Date"), h.date},
        {translate("QuoteXlsx", "Valid until"), h.validUntil},
        {translate("QuoteXlsx", "Currency"), q.currency}};
    int r = 1;
    for (const auto& [k, v] : facts) {
        w.text(r, 0, k, f.bold);
        w.text(r, 1, v);
        ++r;
    }
    ++r;
    return r;
}

void writeColumnHeaders(SheetWriter& w, int headerRow, const Formats& f)
{
    // The workbook's columns are the quote's, in order (quote_columns.h).
    static_assert(kSource + 1 == int(core::kQuoteColumns.size()));
    for (int c = 0; c <= kSource; ++c)
        w.text(headerRow, c,
               translate("QuoteColumn", core::kQuoteColumns[std::size_t(c)].label.data()),
               f.header);
    worksheet_freeze_panes(w.ws(), lxw_row_t(headerRow + 1), 0);
    worksheet_repeat_rows(w.ws(), lxw_row_t(headerRow), lxw_row_t(headerRow));
}

void writeQuoteLine(SheetWriter& w, int r, const std::string& categoryTitle,
                    const core::QuoteLine& l, const core::QuoteSettings& s, const Formats& f)
{
    w.text(r, kCategory, categoryTitle);
    // Customers see the vendor's part number or nothing, never the catalog's internal id.
    w.text(r, kPartNumber, l.partNumber);
    w.text(r, kDescription, l.description);
    w.number(r, kQty, l.quantity, f.integer);
    if (l.listUnit)
        w.number(r, kUnit, std::round(*l.listUnit * 100.0) / 100.0, f.money);
    w.number(r, kDiscount, l.discountPct / 100.0, f.percent);
    // An unpriced line keeps its price cells blank: a 0.00 would read as free.
    if (l.listUnit) {
        const std::string e = cellName(r, kUnit), d = cellName(r, kDiscount);
        w.formula(r, kNet, roundFormula(s, e + "*(1-" + d + ")"), l.netUnit.value_or(0), f.money);
        w.formula(r, kExtended, cellName(r, kQty) + "*" + cellName(r, kNet), l.extended.value_or(0),
                  f.money);
    }
    std::string source = translate("PriceOrigin", core::toString(l.origin).c_str());
    if (!l.originDetail.empty() && l.origin != core::PriceOrigin::QuoteSettings)
        source += " " + l.originDetail;
    if (!l.listUnit)
        source = translate("QuoteXlsx", "no price");
    w.text(r, kSource, source);
}

// Writes a category's title row from row `r`, its lines from q.lines[li] on (advancing li)
// and its subtotal row; returns the subtotal row.
int writeCategory(SheetWriter& w, int r, const core::QuoteCategory& cat, const core::Quote& q,
                  std::size_t& li, const core::QuoteSettings& s, const Formats& f)
{
    w.text(r, kCategory, core::shownCategoryTitle(cat), f.category);
    for (int c = 1; c <= kSource; ++c)
        w.text(r, c, "", f.category);
    ++r;
    const int first = r;
    for (int n = 0; n < cat.lines; ++n, ++li, ++r)
        writeQuoteLine(w, r, core::shownCategoryTitle(cat), q.lines[li], s, f);
    w.text(r, kDescription,
           core::text::arg(translate("QuoteXlsx", "Subtotal %1"), {core::shownCategoryTitle(cat)}),
           f.bold);
    w.formula(r, kExtended,
              "SUBTOTAL(9," + cellName(first, kExtended) + ":" + cellName(r - 1, kExtended) + ")",
              cat.subtotal, f.moneyBold);
    return r;
}

// Writes the subtotal row at `r`, then the tax and total rows, and records their rows.
void writeTotals(SheetWriter& w, int r, int firstLineRow, const core::Quote& q,
                 const core::QuoteSettings& s, const Formats& f, QuoteRows& out)
{
    out.subtotal = r;
    w.text(r, kDescription, translate("QuoteXlsx", "Subtotal"), f.bold);
    w.formula(r, kExtended,
              "SUBTOTAL(9," + cellName(firstLineRow, kExtended) + ":" + cellName(r - 1, kExtended) +
                  ")",
              q.subtotal, f.moneyBold);
    out.tax = ++r;
    w.text(r, kDescription, core::shownTaxLabel(s), f.bold);
    w.number(r, kDiscount, q.taxPct / 100.0, f.percent);
    w.formula(r, kExtended,
              "ROUND(" + cellName(out.subtotal, kExtended) + "*" + cellName(r, kDiscount) + ",2)",
              q.tax, f.moneyBold);
    out.total = ++r;
    w.text(r, kDescription, totalLabel(q), f.bold);
    w.formula(r, kExtended, cellName(out.subtotal, kExtended) + "+" + cellName(out.tax, kExtended),
              q.total, f.moneyBold);
}

void writeQuoteNotes(SheetWriter& w, int r, const core::Quote& q, const core::QuoteSettings& s,
                     const Formats& f)
{
    if (!q.complete())
        w.text(r++, kDescription,
               core::text::arg(translate("QuoteXlsx", "Incomplete quote: %1 item(s) have no "
                                                      "price; the total leaves them out."),
                               {std::to_string(q.unpricedLines)}),
               f.bold);
    if (q.estimateLines > 0)
        w.text(r++, kDescription,
               core::text::arg(translate("QuoteXlsx", "%1 line(s) are priced from public catalog "
                                                      "estimates, not a reseller price list."),
                               {std::to_string(q.estimateLines)}),
               f.note);
    if (!s.terms.empty())
        w.text(r++, kDescription, s.terms, f.wrap);
}

// Writes the lines; returns the row of each category's subtotal and the grand rows.
QuoteRows writeQuoteSheet(SheetWriter& w, const core::Quote& q, const core::QuoteSettings& s,
                          const core::QuoteHeader& h, const Formats& f)
{
    setupQuotePage(w.ws());
    const int headerRow = writeQuoteFacts(w, q, s, h, f);
    writeColumnHeaders(w, headerRow, f);

    QuoteRows out;
    int r = headerRow + 1;
    const int firstLineRow = r;
    std::size_t li = 0;
    for (const core::QuoteCategory& cat : q.categories) {
        r = writeCategory(w, r, cat, q, li, s, f);
        out.categorySubtotal.push_back(r);
        r += 2;
    }
    writeTotals(w, r, firstLineRow, q, s, f, out);
    writeQuoteNotes(w, out.total + 2, q, s, f);
    return out;
}

void writeSummarySheet(SheetWriter& w, const core::Quote& q, const core::QuoteSettings& s,
                       const core::QuoteHeader& h, const Formats& f, const QuoteRows& rows)
{
    worksheet_set_column(w.ws(), 0, 0, 32, nullptr);
    worksheet_set_column(w.ws(), 1, 1, 22, nullptr);
    w.text(0, 0, core::text::arg(translate("QuoteXlsx", "Quote %1 summary"), {s.number}), f.title);
    int r = 2;
    auto fact = [&](const std::string& k, const std::string& v) {
        w.text(r, 0, k, f.bold);
        w.text(r++, 1, v);
    };
    fact(translate("QuoteXlsx", "Customer"), s.customer.name);
    fact(translate("QuoteXlsx", "Reseller"), s.reseller.name);
    fact(translate("QuoteXlsx", "Design"), h.designName);
    fact(translate("QuoteXlsx", "Date"), h.date);
    fact(translate("QuoteXlsx", "Valid until"), h.validUntil);
    w.text(r, 0, translate("QuoteXlsx", "GPUs"), f.bold);
    w.number(r++, 1, h.gpus, f.integer);
    w.text(r, 0, translate("QuoteXlsx", "GPU memory (GB)"), f.bold);
    w.number(r++, 1, h.gpuMemoryGb, f.integer);
    w.text(r, 0,
           h.maxKwIsFloor ? translate("QuoteXlsx", "Maximum power (kW), at least")
                          : translate("QuoteXlsx", "Maximum power (kW)"),
           f.bold);
    w.number(r++, 1, std::round(h.maxKw * 10.0) / 10.0);
    if (!h.throughput.empty())
        fact(translate("QuoteXlsx", "Predicted throughput"), h.throughput);
    ++r;
    const std::string sheet = quoteSheetName() + "!"; // one word in each language: no quotes
    auto ref = [&sheet](int row) {
        return sheet + cellName(row, kExtended);
    };
    for (std::size_t i = 0; i < q.categories.size(); ++i) {
        w.text(r, 0, core::shownCategoryTitle(q.categories[i]));
        w.formula(r++, 1, ref(rows.categorySubtotal[i]), q.categories[i].subtotal, f.money);
    }
    w.text(r, 0, translate("QuoteXlsx", "Subtotal"), f.bold);
    w.formula(r++, 1, ref(rows.subtotal), q.subtotal, f.moneyBold);
    w.text(r, 0, core::shownTaxLabel(s), f.bold);
    w.formula(r++, 1, ref(rows.tax), q.tax, f.money);
    w.text(r, 0, totalLabel(q), f.bold);
    w.formula(r++, 1, ref(rows.total), q.total, f.moneyBold);
}

} // namespace

std::string cellName(int row, int col)
{
    std::string letters;
    for (int c = col + 1; c > 0; c = (c - 1) / 26)
        letters.insert(letters.begin(), char('A' + (c - 1) % 26));
    return letters + std::to_string(row + 1);
}

namespace {

void writeWorkbook(lxw_workbook* wb, const core::Quote& q, const core::QuoteSettings& s,
                   const core::QuoteHeader& h, const std::string& path)
{
    try {
        const Formats f = makeFormats(wb, q.currency);
        SheetWriter quote(workbook_add_worksheet(wb, quoteSheetName().c_str()), path);
        const QuoteRows rows = writeQuoteSheet(quote, q, s, h, f);
        SheetWriter summary(workbook_add_worksheet(wb, translate("QuoteXlsx", "Summary").c_str()),
                            path);
        writeSummarySheet(summary, q, s, h, f, rows);
    } catch (...) {
        workbook_close(wb);
        throw;
    }
    lxw_doc_properties props{};
    const std::string title = core::text::arg(translate("QuoteXlsx", "Quote %1"), {s.number});
    props.title = const_cast<char*>(title.c_str());
    props.company = const_cast<char*>(s.reseller.name.c_str());
    workbook_set_properties(wb, &props);
    const lxw_error e = workbook_close(wb);
    if (e != LXW_NO_ERROR)
        throw core::SaveError(xlsxSaveMessage(path, e));
}

} // namespace

void writeQuoteXlsx(const core::Quote& q, const core::QuoteSettings& s, const core::QuoteHeader& h,
                    const std::string& path)
{
    // libxlsxwriter 1.1.4 (Debian 12) writes only to a named file: an in-memory one, so nothing
    // is ever written beside the target and the bytes go through the one atomic writer.
    const MemoryFile memory(path);
    lxw_workbook* wb = workbook_new(memory.name().c_str());
    if (!wb)
        throw core::SaveError(xlsxSaveMessage(path, LXW_ERROR_MEMORY_MALLOC_FAILED));
    writeWorkbook(wb, q, s, h, path);
    core::writeFileAtomically(path, memory.contents());
}

} // namespace cd::office
