#include "json_reader.h"

#include "input_file.h"
#include "text/translation.h"

#include <cmath>
#include <filesystem>
#include <fstream>

namespace cd::core {

std::string describeJson(const Json& v)
{
    if (v.is_null())
        return "null";
    if (v.is_boolean())
        return v.get<bool>() ? "true" : "false";
    if (v.is_number())
        return text::arg(text::translate("LoadError", "the number %1"), {v.dump()});
    if (v.is_string()) {
        std::string s = v.get<std::string>();
        if (s.size() > 40)
            s = s.substr(0, 40) + "…";
        return "\"" + s + "\"";
    }
    if (v.is_array())
        return text::translate("LoadError", "an array");
    return text::translate("LoadError", "an object");
}

namespace {

// nlohmann's parser is iterative, but copying and printing a value recurse: refuse absurd
// nesting before it can exhaust the stack. Real files nest about 6 deep.
constexpr int kMaxDepth = 128;

} // namespace

void checkJsonNesting(const std::string& text, const std::string& fileName)
{
    int depth = 0, line = 1, column = 0;
    bool inString = false, escaped = false;
    for (char c : text) {
        ++column;
        if (c == '\n') {
            ++line;
            column = 0;
        }
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"')
            inString = true;
        else if (c == '{' || c == '[')
            ++depth;
        else if (c == '}' || c == ']')
            --depth;
        if (depth > kMaxDepth)
            throw LoadError(
                fileName,
                text::arg(text::translate("LoadError", "line %1, column %2"),
                          {std::to_string(line), std::to_string(column)}),
                text::arg(text::translate("LoadError", "JSON nested at most %1 levels deep"),
                          {std::to_string(kMaxDepth)}));
    }
}

void throwJsonFailure(const std::string& text, const std::string& fileName,
                      const nlohmann::detail::exception& e)
{
    std::string what = e.what();
    if (const auto* syntax = dynamic_cast<const Json::parse_error*>(&e)) {
        // byte is 1-based and points just past the offending character.
        std::size_t offset =
            syntax->byte > 0 ? std::min<std::size_t>(syntax->byte - 1, text.size()) : 0;
        int line = 1, column = 1;
        for (std::size_t i = 0; i < offset; ++i) {
            if (text[i] == '\n') {
                ++line;
                column = 1;
            } else {
                ++column;
            }
        }
        auto pos = what.find("syntax error");
        throw LoadError(fileName,
                        text::arg(text::translate("LoadError", "line %1, column %2"),
                                  {std::to_string(line), std::to_string(column)}),
                        text::arg(text::translate("LoadError", "valid JSON (%1)"),
                                  {pos == std::string::npos ? what : what.substr(pos)}));
    }
    // nlohmann refuses numbers beyond double range (1e400) without a position.
    auto pos = what.find(']');
    throw LoadError(fileName, CD_TRANSLATE_NOOP("LoadError", "JSON text"),
                    text::arg(text::translate("LoadError", "numbers within double range (%1)"),
                              {pos == std::string::npos ? what : what.substr(pos + 2)}));
}

Json parseJsonText(const std::string& text, const std::string& fileName)
{
    checkJsonNesting(text, fileName);
    try {
        return Json::parse(text);
    } catch (const Json::parse_error& e) {
        throwJsonFailure(text, fileName, e);
    } catch (const Json::out_of_range& e) {
        throwJsonFailure(text, fileName, e);
    }
}

std::string readWholeFile(const std::string& path)
{
    checkInputFile(path);
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw LoadError(path, CD_TRANSLATE_NOOP("LoadError", "file"),
                        CD_TRANSLATE_NOOP("LoadError", "a readable file (cannot open it)"));
    // Read in place at the file's size: a stream copied into a string stream grows and copies
    // it several times over (a quarter of the load time of a 124 MB design, issue 24). A file
    // that shrank gives what it has; one that grew past the limit since it was checked is refused.
    std::error_code ec;
    const std::uintmax_t expected = std::filesystem::file_size(path, ec);
    if (!ec && expected > kMaxInputFileBytes)
        throw LoadError(
            path, CD_TRANSLATE_NOOP("LoadError", "file"),
            CD_TRANSLATE_NOOP("LoadError", "a file that does not grow while it is read"));
    std::string text(ec ? 0 : std::size_t(expected), '\0');
    in.read(text.data(), std::streamsize(text.size()));
    text.resize(std::size_t(in.gcount()));
    char more[1 << 16];
    while (in.read(more, sizeof more), in.gcount() > 0) {
        text.append(more, std::size_t(in.gcount()));
        if (text.size() > kMaxInputFileBytes)
            throw LoadError(
                path, CD_TRANSLATE_NOOP("LoadError", "file"),
                CD_TRANSLATE_NOOP("LoadError", "a file that does not grow while it is read"));
    }
    if (in.bad())
        throw LoadError(path, CD_TRANSLATE_NOOP("LoadError", "file"),
                        CD_TRANSLATE_NOOP("LoadError", "a readable file (read error)"));
    return text;
}

std::string JsonReader::childPath(std::string_view key) const
{
    return m_path.empty() ? std::string(key) : m_path + "." + std::string(key);
}

void JsonReader::fail(const std::string& expected) const
{
    throw LoadError(
        m_file, m_path.empty() ? CD_TRANSLATE_NOOP("LoadError", "(top level)") : m_path,
        text::arg(text::translate("LoadError", "expected %1, found %2"),
                  {text::translate("LoadError", expected.c_str()), describeJson(m_value)}));
}

void JsonReader::failAt(std::string_view key, const std::string& expected) const
{
    if (!has(key))
        throw LoadError(m_file, childPath(key),
                        text::arg(text::translate("LoadError", "expected %1, but it is missing"),
                                  {text::translate("LoadError", expected.c_str())}));
    at(key).fail(expected);
}

bool JsonReader::has(std::string_view key) const
{
    return m_value.is_object() && m_value.contains(key);
}

JsonReader JsonReader::at(std::string_view key) const
{
    requireObject();
    auto it = m_value.find(key);
    if (it == m_value.end())
        throw LoadError(m_file, childPath(key),
                        CD_TRANSLATE_NOOP("LoadError", "expected a value, but it is missing"));
    return JsonReader(*it, m_file, childPath(key));
}

JsonReader JsonReader::at(std::size_t index) const
{
    return JsonReader(m_value.at(index), m_file, m_path + "[" + std::to_string(index) + "]");
}

std::size_t JsonReader::size() const
{
    return m_value.size();
}

void JsonReader::requireObject() const
{
    if (!m_value.is_object())
        fail("an object");
}

void JsonReader::requireArray() const
{
    if (!m_value.is_array())
        fail("an array");
}

std::string JsonReader::string(std::string_view key) const
{
    if (!has(key) || !m_value.at(key).is_string())
        failAt(key, CD_TRANSLATE_NOOP("LoadError", "a string"));
    return m_value.at(key).get<std::string>();
}

std::string JsonReader::string(std::string_view key, const std::string& fallback) const
{
    return optionalString(key).value_or(fallback);
}

std::optional<std::string> JsonReader::optionalString(std::string_view key) const
{
    if (!has(key) || m_value.at(key).is_null())
        return std::nullopt;
    if (!m_value.at(key).is_string())
        failAt(key, CD_TRANSLATE_NOOP("LoadError", "a string"));
    return m_value.at(key).get<std::string>();
}

double JsonReader::number(std::string_view key) const
{
    if (!has(key) || !m_value.at(key).is_number())
        failAt(key, CD_TRANSLATE_NOOP("LoadError", "a number"));
    const double v = m_value.at(key).get<double>();
    if (!std::isfinite(v))
        failAt(key, CD_TRANSLATE_NOOP("LoadError", "a finite number"));
    return v;
}

std::optional<double> JsonReader::optionalNumber(std::string_view key) const
{
    if (!has(key) || m_value.at(key).is_null())
        return std::nullopt;
    return number(key);
}

// Every integer a file gives is within +-10^9 (a count or a size downstream), and the message
// says so: the bounded reader with those ends.
constexpr int kMaxFileInteger = 1000000000;

int JsonReader::integer(std::string_view key, std::optional<int> minimum) const
{
    return boundedInteger(key, minimum.value_or(-kMaxFileInteger), kMaxFileInteger);
}

std::optional<int> JsonReader::optionalInteger(std::string_view key,
                                               std::optional<int> minimum) const
{
    if (!has(key) || m_value.at(key).is_null())
        return std::nullopt;
    return boundedInteger(key, minimum.value_or(-kMaxFileInteger), kMaxFileInteger);
}

int JsonReader::boundedInteger(std::string_view key, int lo, int hi,
                               std::optional<int> fallback) const
{
    // Made only to be thrown: a 16,384-node hall reads 30,000 of these.
    const auto fail = [&] {
        failAt(key, "an integer from " + std::to_string(lo) + " to " + std::to_string(hi));
    };
    if (!has(key) || m_value.at(key).is_null()) {
        if (!fallback)
            fail();
        return *fallback;
    }
    const Json& v = m_value.at(key);
    if (!v.is_number())
        fail();
    const double d = v.get<double>();
    if (std::floor(d) != d || d < lo || d > hi)
        fail();
    return static_cast<int>(d);
}

bool JsonReader::boolean(std::string_view key, bool fallback) const
{
    if (!has(key))
        return fallback;
    if (!m_value.at(key).is_boolean())
        failAt(key, CD_TRANSLATE_NOOP("LoadError", "true or false"));
    return m_value.at(key).get<bool>();
}

std::vector<std::string> JsonReader::stringList(std::string_view key) const
{
    std::vector<std::string> out;
    if (!has(key))
        return out;
    JsonReader list = at(key);
    list.requireArray();
    for (std::size_t i = 0; i < list.size(); ++i) {
        const JsonReader item = list.at(i);
        if (!item.value().is_string())
            item.fail(CD_TRANSLATE_NOOP("LoadError", "a string"));
        out.push_back(item.value().get<std::string>());
    }
    return out;
}

} // namespace cd::core
