#pragma once

// Every kind of issue the analyses report, declared once: its code (stable: project files,
// scripts and tests match on it), its severity and its English text with {named} placeholders,
// as KiCad declares each rule check once (DRC_ITEM). Translations and docs/issues.md list them
// from here; the analyses build their issues from these types only.
#include "issue_type.h"

#include <span>
#include <string_view>

namespace cd::core {

// Every issue type, grouped by domain in the order of the domain tables.
std::span<const IssueType> issueTypes();
// nullptr when no type has `code`.
const IssueType* findIssueType(std::string_view code);

} // namespace cd::core
