#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace cd::cli {

// One command's synopsis lines, each followed by what it does, as the usage text shows them.
struct CommandUsage
{
    const char* command;
    const char* lines;
};

// Every command in the order --help lists them.
std::span<const CommandUsage> commandUsages();

// The whole usage text: --help, and a usage error outside any command.
std::string usageText();

// One command's usage with the options common to all; nullopt when no command has that name.
std::optional<std::string> commandUsageText(std::string_view command);

} // namespace cd::cli
