#pragma once

// One kind of issue as the analyses declare it (issue_registry.h lists them all): its code, its
// usual severity and its English text with {named} placeholders, and the Issue it makes.
#include "issue.h"
#include "text/translation.h"

#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

namespace cd::core {

struct IssueType
{
    std::string_view code;
    Severity severity;       // the usual one; a few checks raise or lower it (makeIssue's overload)
    std::string_view text;   // English, "{name}" placeholders filled by makeIssue, translated
                             // there (context "Issue")
    std::string_view domain; // "design", "power", "fabric", "quote", ...
};

using IssueArgs = std::initializer_list<std::pair<std::string_view, std::string>>;

// `type.text` in the installed language (text/translation.h; English when its translation
// lacks or adds a placeholder) with each {name} replaced by its argument. A placeholder without an
// argument, or an argument without a placeholder, is a programming error: std::logic_error naming
// the code.
std::string issueText(const IssueType& type, IssueArgs args);

Issue makeIssue(const IssueType& type, IssueArgs args, std::string object);
Issue makeIssue(const IssueType& type, Severity severity, IssueArgs args, std::string object);

} // namespace cd::core
