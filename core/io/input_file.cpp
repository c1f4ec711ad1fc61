#include "input_file.h"

#include "load_error.h"
#include "text/translation.h"

#include <filesystem>
#include <system_error>

namespace cd::core {

namespace {

std::string megabytes(std::uintmax_t bytes)
{
    return std::to_string((bytes + (1u << 20) - 1) >> 20) + " MB";
}

} // namespace

void checkInputFile(const std::string& path, std::uintmax_t maxBytes)
{
    std::error_code ec;
    const std::filesystem::file_status status = std::filesystem::status(path, ec);
    if (ec || !std::filesystem::exists(status))
        throw LoadError(path, CD_TRANSLATE_NOOP("LoadError", "file"),
                        CD_TRANSLATE_NOOP("LoadError",
                                          "a readable file (it does not exist or cannot be read)"));
    if (!std::filesystem::is_regular_file(status))
        throw LoadError(
            path, CD_TRANSLATE_NOOP("LoadError", "file"),
            CD_TRANSLATE_NOOP("LoadError",
                              "a regular file (it is a folder, a device, a pipe or a socket)"));
    const std::uintmax_t size = std::filesystem::file_size(path, ec);
    if (ec)
        throw LoadError(
            path, CD_TRANSLATE_NOOP("LoadError", "file"),
            CD_TRANSLATE_NOOP("LoadError", "a readable file (its size cannot be read)"));
    if (size > maxBytes)
        throw LoadError(path, CD_TRANSLATE_NOOP("LoadError", "file"),
                        text::arg(text::translate("LoadError", "a file of at most %1 (it has %2)"),
                                  {megabytes(maxBytes), megabytes(size)}));
}

} // namespace cd::core
