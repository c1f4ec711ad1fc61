#pragma once

// Core's user-visible words in the reader's language (issue 22), without Qt. Core writes its
// text in English and marks it: translate("Context", "English") where the text is made,
// CD_TRANSLATE_NOOP("Context", "English") in tables translated where they are shown. lupdate
// reads core too (tst_translations, -tr-function-alias QT_TRANSLATE_NOOP+=CD_TRANSLATE_NOOP),
// so the words live in translations/cluster-designer_fr.ts with the interface's.
//
// The layer that knows the language installs a lookup and a number style (ui/language.h: Qt's
// translators and the locale's separators); without one, core speaks English with "1,234.5".
// Both are set from the main thread between analyses, never while one runs.
#include <functional>
#include <initializer_list>
#include <string>
#include <string_view>

#define CD_TRANSLATE_NOOP(context, english) english

namespace cd::core::text {

using Lookup = std::function<std::string(const char* context, const char* english)>;

// Replaces the lookup; an empty one means English.
void setLookup(Lookup lookup);

// `english` in the installed language, else itself.
std::string translate(const char* context, const char* english);

// "%1 of %2" with %1, %2, ... replaced by the arguments in order; a %n without an argument stays.
std::string arg(std::string_view pattern, std::initializer_list<std::string_view> args);

// How numbers are written: the decimal mark and the thousands separator.
struct NumberStyle
{
    std::string decimal = ".";
    std::string group = ",";

    bool operator==(const NumberStyle&) const = default;
};

const NumberStyle& numberStyle();
void setNumberStyle(NumberStyle style);

} // namespace cd::core::text
