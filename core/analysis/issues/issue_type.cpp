#include "issue_type.h"

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <vector>

namespace cd::core {

namespace {

[[noreturn]] void misuse(const IssueType& type, const std::string& what)
{
    throw std::logic_error("issue " + std::string(type.code) + ": " + what);
}

} // namespace

namespace {

// The {names} of a text, sorted.
std::vector<std::string_view> placeholders(std::string_view t)
{
    std::vector<std::string_view> names;
    for (std::size_t open = t.find('{'); open != std::string_view::npos;
         open = t.find('{', open + 1)) {
        const std::size_t close = t.find('}', open);
        if (close == std::string_view::npos)
            break;
        names.push_back(t.substr(open + 1, close - open - 1));
    }
    std::sort(names.begin(), names.end());
    return names;
}

// Whether a translation has the English text's placeholders. An analysis of a 16,384-node hall
// makes 13,000 issues of a few types: each thread remembers its last answer per type.
bool samePlaceholders(std::string_view english, const std::string& translated)
{
    struct Known
    {
        const char* english = nullptr;
        std::string translated;
        bool same = false;
    };
    thread_local Known last[8];
    Known& k = last[(reinterpret_cast<std::uintptr_t>(english.data()) / 8) % 8];
    if (k.english != english.data() || k.translated != translated)
        k = {english.data(), translated, placeholders(translated) == placeholders(english)};
    return k.same;
}

bool hasPlaceholder(std::string_view text, std::string_view name)
{
    for (std::size_t at = text.find(name); at != std::string_view::npos;
         at = text.find(name, at + 1))
        if (at > 0 && text[at - 1] == '{' && at + name.size() < text.size() &&
            text[at + name.size()] == '}')
            return true;
    return false;
}

} // namespace

std::string issueText(const IssueType& type, IssueArgs args)
{
    std::string out;
    std::size_t i = 0;
    // type.text is a literal: null-terminated. A translation with other placeholders than the
    // English would throw below: the English is used instead.
    const std::string translated = text::translate("Issue", type.text.data());
    const std::string_view t =
        samePlaceholders(type.text, translated) ? std::string_view(translated) : type.text;
    while (i < t.size()) {
        const std::size_t open = t.find('{', i);
        if (open == std::string_view::npos) {
            out.append(t.substr(i));
            break;
        }
        const std::size_t close = t.find('}', open);
        if (close == std::string_view::npos)
            misuse(type, "unclosed placeholder");
        out.append(t.substr(i, open - i));
        const std::string_view name = t.substr(open + 1, close - open - 1);
        const std::pair<std::string_view, std::string>* arg = nullptr;
        for (const auto& a : args)
            if (a.first == name)
                arg = &a;
        if (!arg)
            misuse(type, "no argument for {" + std::string(name) + "}");
        out.append(arg->second);
        i = close + 1;
    }
    // Each argument names a placeholder (one may fill several).
    for (const auto& a : args)
        if (!hasPlaceholder(t, a.first))
            misuse(type, "argument " + std::string(a.first) + " has no placeholder");
    return out;
}

Issue makeIssue(const IssueType& type, IssueArgs args, std::string object)
{
    return makeIssue(type, type.severity, args, std::move(object));
}

Issue makeIssue(const IssueType& type, Severity severity, IssueArgs args, std::string object)
{
    return Issue{severity, std::string(type.code), issueText(type, args), std::move(object)};
}

} // namespace cd::core
