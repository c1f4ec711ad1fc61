#pragma once

#include "io/file/price_list_reader.h"

#include <string>

namespace cd::office {

// The cells of the first worksheet of an XLSX file as text, row i being spreadsheet row i + 1
// (empty rows kept, so row numbers match what the user sees). Numbers are written as stored
// ("1234.5"), shared and inline strings resolved. Throws core::LoadError naming the file for
// a file that is not an XLSX workbook.
core::TableRows readXlsxRows(const std::string& path);

} // namespace cd::office
