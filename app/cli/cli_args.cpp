#include "cli_args.h"

#include "analysis/throughput/transformer.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace cd::cli {

CliArgs::CliArgs(const std::vector<std::string>& args, const std::vector<std::string>& valueOptions,
                 const std::vector<std::string>& flags)
{
    const auto has = [](const std::vector<std::string>& v, const std::string& s) {
        return std::find(v.begin(), v.end(), s) != v.end();
    };
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string a = args[i];
        if (a.size() < 2 || a[0] != '-') {
            m_positional.push_back(a);
            continue;
        }
        std::string value;
        bool inlineValue = false;
        if (auto eq = a.find('='); eq != std::string::npos) {
            value = a.substr(eq + 1);
            a = a.substr(0, eq);
            inlineValue = true;
        }
        if (has(valueOptions, a)) {
            if (!inlineValue) {
                if (i + 1 >= args.size())
                    throw UsageError(a + " needs a value");
                value = args[++i];
            }
            m_options[a] = value;
        } else if (has(flags, a) && !inlineValue) {
            m_flags[a] = true;
        } else {
            throw UsageError("unknown option " + a);
        }
    }
}

std::string CliArgs::positional(std::size_t i, const std::string& what) const
{
    if (i >= m_positional.size())
        throw UsageError("missing " + what);
    return m_positional[i];
}

std::optional<std::string> CliArgs::option(const std::string& name) const
{
    auto it = m_options.find(name);
    if (it == m_options.end())
        return std::nullopt;
    return it->second;
}

int positiveInt(const CliArgs& a, const std::string& name, int fallback, int minimum)
{
    const std::optional<std::string> text = a.option(name);
    if (!text)
        return fallback;
    int v = 0;
    const auto r = std::from_chars(text->data(), text->data() + text->size(), v);
    if (r.ec != std::errc() || r.ptr != text->data() + text->size() || v < minimum)
        throw UsageError(name + " needs a whole number of at least " + std::to_string(minimum) +
                         ", not '" + *text + "'");
    return v;
}

double positiveNumber(const CliArgs& a, const std::string& name, double fallback)
{
    const std::optional<std::string> text = a.option(name);
    if (!text)
        return fallback;
    try {
        std::size_t used = 0;
        const double v = std::stod(*text, &used);
        if (used == text->size() && v > 0 && std::isfinite(v))
            return v;
    } catch (const std::exception&) {
    }
    throw UsageError(name + " needs a positive number, not '" + *text + "'");
}

std::string joined(const std::vector<std::string>& names)
{
    std::string s;
    for (const std::string& n : names)
        s += (s.empty() ? "" : ", ") + n;
    return s;
}

std::string modelPresetOption(const CliArgs& a, const std::string& fallback)
{
    const std::string name = a.option("--model").value_or(fallback);
    if (!core::throughput::findPreset(name))
        throw UsageError("unknown --model '" + name +
                         "'; presets: " + joined(core::throughput::presetNames()));
    return name;
}

} // namespace cd::cli
