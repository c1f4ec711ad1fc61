#pragma once

#include "text/translation.h"

#include <stdexcept>
#include <string>

namespace cd::core {

// A file could not be read as what it claims to be. Names the file, where in it (a JSON path
// such as `devices[3].u`, or line:column for syntax errors) and what was expected there. `where`
// and `expected` are English, in the reader's language where the words were marked
// CD_TRANSLATE_NOOP("LoadError", ...) or made with translate("LoadError", ...) (issue 22).
class LoadError : public std::runtime_error
{
public:
    LoadError(std::string file, const std::string& where, const std::string& expected)
        : LoadError(std::move(file), text::translate("LoadError", where.c_str()),
                    text::translate("LoadError", expected.c_str()), 0)
    {
    }
    const std::string& file() const { return m_file; }
    const std::string& where() const { return m_where; }
    const std::string& expected() const { return m_expected; }

private:
    LoadError(std::string file, std::string where, std::string expected, int)
        : std::runtime_error(file + ": " + where + ": " + expected), m_file(std::move(file)),
          m_where(std::move(where)), m_expected(std::move(expected))
    {
    }

    std::string m_file;
    std::string m_where;
    std::string m_expected;
};

// Writing failed; the original file is untouched.
class SaveError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

} // namespace cd::core
