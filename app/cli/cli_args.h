#pragma once

#include "text/translation.h"

#include <initializer_list>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace cd::cli {

// The command line's words in the user's language (issue 22): translate("Cli", "English") where
// a message is made, so that lupdate finds it; msg() fills its %1, %2, ...
using core::text::translate;
inline std::string msg(std::string_view pattern, std::initializer_list<std::string_view> args)
{
    return core::text::arg(pattern, args);
}
// A number as `out << v` writes it ("70.6"), with the language's decimal mark ("70,6"), for
// msg(); `localized` puts that mark in a number already written ("20.0" of a JSON value).
std::string streamed(double v);
std::string localized(std::string number);

// Wrong use of the command line: exit code 2 with the message and a usage hint.
class UsageError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

// A value no run can take (an unknown --stack, as an unknown --engine): exit code 1 with the
// message naming the flag, as for invalid input in a file (DESIGN.md §5).
class InputError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

// Positional arguments plus --flag / --option VALUE pairs. Options that take a value are
// declared up front so "--kind server" and "--json FILE" are never confused.
class CliArgs
{
public:
    CliArgs(const std::vector<std::string>& args, const std::vector<std::string>& valueOptions,
            const std::vector<std::string>& flags);

    const std::vector<std::string>& positional() const { return m_positional; }
    // `what` in English, marked CD_TRANSLATE_NOOP("Cli", ...) where it is written.
    std::string positional(std::size_t i, const char* what) const;
    // A UsageError naming the first positional argument beyond `count`: a second design file or
    // a stray word is a mistake to say, not to ignore.
    void allowPositionals(std::size_t count) const;
    bool flag(const std::string& name) const { return m_flags.count(name) > 0; }
    std::optional<std::string> option(const std::string& name) const;

private:
    std::vector<std::string> m_positional;
    std::map<std::string, std::string> m_options;
    std::map<std::string, bool> m_flags;
};

// The whole-number value of option `name` (at least `minimum`), or `fallback` when absent;
// anything else is a UsageError naming the option.
int positiveInt(const CliArgs& a, const std::string& name, int fallback, int minimum);
// The finite number > 0 of option `name` ("1e12" too), or `fallback` when absent; anything
// else is a UsageError naming the option.
double positiveNumber(const CliArgs& a, const std::string& name, double fallback);
// "a, b, c"
std::string joined(const std::vector<std::string>& names);
// The model preset of --model, or `fallback` when absent; an unknown name is a UsageError
// listing the presets.
std::string modelPresetOption(const CliArgs& a, const std::string& fallback);

} // namespace cd::cli
