#include "xlsx_error.h"

#include "text/translation.h"

#include <xlsxwriter.h>

namespace cd::office {

using core::text::translate;

std::string xlsxErrorReason(int error)
{
    switch (lxw_error(error)) {
    case LXW_ERROR_MEMORY_MALLOC_FAILED:
        return translate("XlsxError", "out of memory");
    case LXW_ERROR_MAX_STRING_LENGTH_EXCEEDED:
        return translate("XlsxError",
                         "a text is longer than a spreadsheet cell holds (32,767 characters)");
    case LXW_ERROR_32_STRING_LENGTH_EXCEEDED:
    case LXW_ERROR_128_STRING_LENGTH_EXCEEDED:
    case LXW_ERROR_255_STRING_LENGTH_EXCEEDED:
        return translate("XlsxError",
                         "a name or document property is longer than a spreadsheet allows");
    case LXW_ERROR_SHEETNAME_LENGTH_EXCEEDED:
    case LXW_ERROR_INVALID_SHEETNAME_CHARACTER:
    case LXW_ERROR_SHEETNAME_START_END_APOSTROPHE:
    case LXW_ERROR_SHEETNAME_ALREADY_USED:
        return translate("XlsxError", "a sheet name is not one a spreadsheet takes");
    case LXW_ERROR_WORKSHEET_INDEX_OUT_OF_RANGE:
        return translate("XlsxError", "the quote has more rows or columns than a sheet holds");
    case LXW_ERROR_CREATING_TMPFILE:
    case LXW_ERROR_READING_TMPFILE:
    case LXW_ERROR_CREATING_XLSX_FILE:
    case LXW_ERROR_ZIP_FILE_OPERATION:
    case LXW_ERROR_ZIP_PARAMETER_ERROR:
    case LXW_ERROR_ZIP_BAD_ZIP_FILE:
    case LXW_ERROR_ZIP_INTERNAL_ERROR:
    case LXW_ERROR_ZIP_FILE_ADD:
    case LXW_ERROR_ZIP_CLOSE:
        return translate("XlsxError", "the workbook could not be packed into its file");
    default: { // the library's own English text, where the code is one it knows
        const bool known = error >= 0 && error < int(LXW_MAX_ERRNO);
        return core::text::arg(translate("XlsxError", "the spreadsheet library failed: %1"),
                               {known ? lxw_strerror(lxw_error(error)) : std::to_string(error)});
    }
    }
}

std::string xlsxSaveMessage(const std::string& path, int error)
{
    return core::text::arg(translate("SaveError", "cannot save %1: %2"),
                           {path, xlsxErrorReason(error)});
}

} // namespace cd::office
