#include "xlsx_reader.h"

#include "io/input_file.h"
#include "io/load_error.h"

#include <expat.h>
#include <minizip/unzip.h>

#include <charconv>
#include <cstdint>
#include <memory>
#include <optional>

namespace cd::office {

namespace {

struct ZipCloser
{
    void operator()(void* z) const { unzClose(z); }
};
using Zip = std::unique_ptr<void, ZipCloser>;

// An XLSX price list is a few thousand rows; these bounds keep a hostile workbook (a zip bomb,
// a sheet of cells at XFD1048576) from taking the machine's memory (issue 20, docs/limits.md).
constexpr std::uintmax_t kMaxXlsxFileBytes = 64ull << 20;
// 64 MB of sheet XML is some 300,000 price lines (about 200 bytes of XML each).
constexpr std::size_t kMaxXlsxMemberBytes = 64u << 20; // decompressed
constexpr std::size_t kMaxXlsxCells = 4u << 20;        // cells stored, empty ones included

// The member `name` of the archive, or nullopt when it has none; LoadError when it inflates
// beyond kMaxXlsxMemberBytes.
std::optional<std::string> readMember(unzFile zip, const std::string& name, const std::string& path)
{
    if (unzLocateFile(zip, name.c_str(), 0) != UNZ_OK)
        return std::nullopt;
    unz_file_info64 info{};
    if (unzGetCurrentFileInfo64(zip, &info, nullptr, 0, nullptr, 0, nullptr, 0) != UNZ_OK)
        return std::nullopt;
    const std::string tooBig =
        "at most " + std::to_string(kMaxXlsxMemberBytes >> 20) + " MB once decompressed";
    // The declared size refuses an honest bomb before inflating a byte; the loop below stops
    // one that lies about it.
    if (info.uncompressed_size > kMaxXlsxMemberBytes)
        throw core::LoadError(path, name,
                              tooBig + " (it declares " +
                                  std::to_string(info.uncompressed_size >> 20) +
                                  " MB: a zip bomb?)");
    if (unzOpenCurrentFile(zip) != UNZ_OK)
        return std::nullopt;
    std::string out;
    out.reserve(std::size_t(info.uncompressed_size));
    char buf[65536];
    int n = 0;
    while ((n = unzReadCurrentFile(zip, buf, sizeof buf)) > 0) {
        out.append(buf, std::size_t(n));
        if (out.size() > kMaxXlsxMemberBytes) {
            unzCloseCurrentFile(zip);
            throw core::LoadError(path, name, tooBig + " (a zip bomb?)");
        }
    }
    unzCloseCurrentFile(zip);
    if (n < 0)
        return std::nullopt;
    return out;
}

// Expat callbacks collect text of <t> in <si> (shared strings) or cells of a sheet.
struct SharedStrings
{
    std::vector<std::string> strings;
    bool inT = false;
};

struct Sheet
{
    const std::vector<std::string>* shared = nullptr;
    core::TableRows rows;
    std::string type; // t attribute of the current <c>
    int row = -1, col = -1;
    std::string text;
    bool collect = false;
    std::size_t cells = 0;    // slots stored so far, empty ones included
    std::string tooManyCells; // the cell that went past kMaxXlsxCells, if one did
};

const char* attr(const XML_Char** atts, const char* name)
{
    for (int i = 0; atts[i]; i += 2)
        if (std::string(atts[i]) == name)
            return atts[i + 1];
    return nullptr;
}

// "BC12" -> column 54 (0-based), row 11 (0-based). A reference beyond the sheet's bounds
// (column XFD, row 1,048,576) or not a reference at all gives -1: the cell is ignored. The
// digits are never summed past those bounds, so "ZZZZZZZZZZ1" cannot overflow (UBSan, issue 20).
void parseRef(const std::string& ref, int& row, int& col)
{
    constexpr int kColumns = 16384, kRows = 1048576; // Excel's sheet limits
    row = col = -1;
    int c = 0;
    std::size_t i = 0;
    for (; i < ref.size() && ref[i] >= 'A' && ref[i] <= 'Z'; ++i) {
        c = c * 26 + (ref[i] - 'A' + 1);
        if (c > kColumns)
            return;
    }
    int r = 0;
    const auto [end, ec] = std::from_chars(ref.data() + i, ref.data() + ref.size(), r);
    if (c == 0 || ec != std::errc() || end != ref.data() + ref.size() || r < 1 || r > kRows)
        return;
    col = c - 1;
    row = r - 1;
}

void parseXml(const std::string& xml, void* data, XML_StartElementHandler start,
              XML_EndElementHandler end, XML_CharacterDataHandler chars, const std::string& file,
              const std::string& member)
{
    XML_Parser p = XML_ParserCreate(nullptr);
    XML_SetUserData(p, data);
    XML_SetElementHandler(p, start, end);
    XML_SetCharacterDataHandler(p, chars);
    const bool ok = XML_Parse(p, xml.data(), int(xml.size()), 1) != XML_STATUS_ERROR;
    const std::string err = ok ? "" : XML_ErrorString(XML_GetErrorCode(p));
    XML_ParserFree(p);
    if (!ok)
        throw core::LoadError(file, member, "well-formed XML (" + err + ")");
}

void sharedStart(void* d, const XML_Char* name, const XML_Char**)
{
    auto* s = static_cast<SharedStrings*>(d);
    const std::string n = name;
    if (n == "si")
        s->strings.emplace_back();
    s->inT = n == "t";
}

void sharedEnd(void* d, const XML_Char*)
{
    static_cast<SharedStrings*>(d)->inT = false;
}

void sharedText(void* d, const XML_Char* text, int len)
{
    auto* s = static_cast<SharedStrings*>(d);
    if (s->inT && !s->strings.empty())
        s->strings.back().append(text, std::size_t(len));
}

// The workbook's shared strings; none when it has no xl/sharedStrings.xml.
std::vector<std::string> readSharedStrings(unzFile zip, const std::string& path)
{
    SharedStrings ss;
    if (auto xml = readMember(zip, "xl/sharedStrings.xml", path))
        parseXml(*xml, &ss, sharedStart, sharedEnd, sharedText, path, "xl/sharedStrings.xml");
    return std::move(ss.strings);
}

void sheetStart(void* d, const XML_Char* name, const XML_Char** atts)
{
    auto* s = static_cast<Sheet*>(d);
    const std::string n = name;
    if (n == "c") {
        const char* ref = attr(atts, "r");
        const char* t = attr(atts, "t");
        s->type = t ? t : "n";
        parseRef(ref ? ref : "", s->row, s->col);
        s->text.clear();
    } else if (n == "v" || n == "t") {
        s->collect = true;
    }
}

// Stores the text of the cell just closed at its row and column.
void storeCell(Sheet& s)
{
    std::string value = s.text;
    if (s.type == "s") {
        const std::size_t i = std::size_t(std::atol(value.c_str()));
        value = i < s.shared->size() ? (*s.shared)[i] : std::string();
    }
    if (!s.tooManyCells.empty())
        return;
    if (s.rows.size() <= std::size_t(s.row))
        s.rows.resize(std::size_t(s.row) + 1);
    auto& row = s.rows[std::size_t(s.row)];
    if (row.size() <= std::size_t(s.col)) {
        s.cells += std::size_t(s.col) + 1 - row.size();
        if (s.cells + s.rows.size() > kMaxXlsxCells) {
            s.tooManyCells =
                "row " + std::to_string(s.row + 1) + ", column " + std::to_string(s.col + 1);
            return;
        }
        row.resize(std::size_t(s.col) + 1);
    }
    row[std::size_t(s.col)] = std::move(value);
}

void sheetEnd(void* d, const XML_Char* name)
{
    auto* s = static_cast<Sheet*>(d);
    const std::string n = name;
    if (n == "v" || n == "t") {
        s->collect = false;
    } else if (n == "c" && s->row >= 0 && s->col >= 0) { // within the sheet (parseRef)
        storeCell(*s);
    }
}

void sheetText(void* d, const XML_Char* text, int len)
{
    auto* s = static_cast<Sheet*>(d);
    if (s->collect)
        s->text.append(text, std::size_t(len));
}

} // namespace

core::TableRows readXlsxRows(const std::string& path)
{
    core::checkInputFile(path, kMaxXlsxFileBytes);
    Zip zip(unzOpen64(path.c_str()));
    if (!zip)
        throw core::LoadError(path, CD_TRANSLATE_NOOP("LoadError", "file"),
                              CD_TRANSLATE_NOOP("LoadError", "an XLSX workbook (a zip archive)"));
    const std::vector<std::string> shared = readSharedStrings(zip.get(), path);
    // The first worksheet; writers (Excel, LibreOffice, libxlsxwriter) name it sheet1.xml.
    const auto xml = readMember(zip.get(), "xl/worksheets/sheet1.xml", path);
    if (!xml)
        throw core::LoadError(path, CD_TRANSLATE_NOOP("LoadError", "xl/worksheets/sheet1.xml"),
                              CD_TRANSLATE_NOOP("LoadError", "a first worksheet"));
    Sheet sheet;
    sheet.shared = &shared;
    parseXml(*xml, &sheet, sheetStart, sheetEnd, sheetText, path, "xl/worksheets/sheet1.xml");
    if (!sheet.tooManyCells.empty())
        throw core::LoadError(path, "xl/worksheets/sheet1.xml " + sheet.tooManyCells,
                              "a sheet of at most " + std::to_string(kMaxXlsxCells) +
                                  " cells from A1 to its last used cell");
    return std::move(sheet.rows);
}

} // namespace cd::office
