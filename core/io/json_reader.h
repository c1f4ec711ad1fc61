#pragma once

#include "load_error.h"
#include "model/json.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cd::core {

// Parses text as JSON; a syntax error becomes a LoadError naming line and column.
Json parseJsonText(const std::string& text, const std::string& fileName);
// What parseJsonText checks before it parses: nesting at most kMaxDepth deep.
void checkJsonNesting(const std::string& text, const std::string& fileName);
// The LoadError of a parser's failure `e` (a syntax error at its byte, or a number beyond
// double range) in `text`.
[[noreturn]] void throwJsonFailure(const std::string& text, const std::string& fileName,
                                   const nlohmann::detail::exception& e);
// How a complaint names a value it found: null, true, the number 3, "text", an array.
std::string describeJson(const Json& v);
std::string readWholeFile(const std::string& path);

// Typed access to a JSON value that knows where it is, so every complaint names the file,
// the JSON path and what was expected.
class JsonReader
{
public:
    JsonReader(const Json& value, std::string file, std::string path)
        : m_value(value), m_file(std::move(file)), m_path(std::move(path))
    {
    }

    const Json& value() const { return m_value; }
    const std::string& path() const { return m_path; }
    const std::string& file() const { return m_file; }

    bool has(std::string_view key) const;
    JsonReader at(std::string_view key) const; // must exist
    JsonReader at(std::size_t index) const;
    std::size_t size() const;

    void requireObject() const;
    void requireArray() const;
    std::string string(std::string_view key) const;
    std::string string(std::string_view key, const std::string& fallback) const;
    std::optional<std::string> optionalString(std::string_view key) const;
    double number(std::string_view key) const;
    std::optional<double> optionalNumber(std::string_view key) const;
    int integer(std::string_view key, std::optional<int> minimum = std::nullopt) const;
    std::optional<int> optionalInteger(std::string_view key,
                                       std::optional<int> minimum = std::nullopt) const;
    // An integer from `lo` to `hi` (a count a loop or an allocation will follow: issue 20,
    // docs/limits.md); `fallback` when the key is missing, or fails when there is none.
    int boundedInteger(std::string_view key, int lo, int hi,
                       std::optional<int> fallback = std::nullopt) const;
    bool boolean(std::string_view key, bool fallback) const;
    std::vector<std::string> stringList(std::string_view key) const; // missing -> empty

    [[noreturn]] void fail(const std::string& expected) const;
    [[noreturn]] void failAt(std::string_view key, const std::string& expected) const;

private:
    std::string childPath(std::string_view key) const;

    const Json& m_value;
    std::string m_file;
    std::string m_path;
};

} // namespace cd::core
