#include "cli_args.h"

#include "analysis/throughput/transformer.h"
#include "io/input_limits.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <sstream>

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
                    throw UsageError(msg(translate("Cli", "%1 needs a value"), {a}));
                value = args[++i];
            }
            m_options[a] = value;
        } else if (has(flags, a) && !inlineValue) {
            m_flags[a] = true;
        } else {
            throw UsageError(msg(translate("Cli", "unknown option %1"), {a}));
        }
    }
}

std::string CliArgs::positional(std::size_t i, const char* what) const
{
    if (i >= m_positional.size())
        throw UsageError(msg(translate("Cli", "missing %1"), {translate("Cli", what)}));
    return m_positional[i];
}

void CliArgs::allowPositionals(std::size_t count) const
{
    if (m_positional.size() > count)
        throw UsageError(msg(translate("Cli", "unexpected argument '%1'"), {m_positional[count]}));
}

std::optional<std::string> CliArgs::option(const std::string& name) const
{
    auto it = m_options.find(name);
    if (it == m_options.end())
        return std::nullopt;
    return it->second;
}

namespace {

// The largest value of each whole-number option (core/io/input_limits.h says why each is
// enough); an option not listed here takes at most 2^20.
int maximumOf(const std::string& name)
{
    static const std::map<std::string, int> maximum{
        {"--nodes", core::kMaxNodes},
        {"--gpus-per-node", core::kMaxGpusPerDevice},
        {"--nvlink-domain", core::kMaxGpusPerDevice},
        {"--nics-per-node", core::kMaxNicsPerDevice},
        {"--rails", core::kMaxNicsPerDevice},
        {"--management-links", core::kMaxPortsPerGroup},
        {"--tp", core::kMaxParallelDegree},
        {"--pp", core::kMaxParallelDegree},
        {"--cp", core::kMaxParallelDegree},
        {"--vp", core::kMaxParallelDegree},
        {"--ep", core::kMaxParallelDegree},
        {"--dp", core::kMaxDataParallel},
        {"--hsdp", core::kMaxDataParallel},
        {"--zero", 3},
        {"--micro-batch", core::kMaxMicroBatch},
        {"--global-batch", core::kMaxGlobalBatch},
        {"--layers", core::kMaxLayers},
        {"--hidden", core::kMaxHidden},
        {"--heads", core::kMaxHeads},
        {"--kv-heads", core::kMaxHeads},
        {"--ffn", core::kMaxFfn},
        {"--vocab", core::kMaxVocab},
        {"--seq", core::kMaxSequence},
        {"--experts", core::kMaxExperts},
        {"--top-k", core::kMaxExperts},
        {"--input-len", core::kMaxSequence},
        {"--output-len", core::kMaxSequence},
        {"--concurrency", core::kMaxConcurrency},
        {"--users", core::kMaxUsers},
        {"--curve-points", core::kMaxCurvePoints},
        {"--checkpoints-kept", 10000},
    };
    const auto it = maximum.find(name);
    return it == maximum.end() ? 1 << 20 : it->second;
}

// The largest value of each decimal option: a PUE beyond 3 is likelier a typo than a site
// (Uptime Institute's surveys average 1.5-1.6); an electricity price below 10 USD/kWh, 30 x the
// dearest retail tariff; 10^16 tokens is 300 x the largest published pretraining run (Llama 4:
// 30 T+); a checkpoint bandwidth of 1 PB/s, 100 x the largest storage systems sold; one
// interruption per GPU-hour, 50,000 x Llama 3's rate; a restart of a week; an option not listed
// takes 10^12; a token of 1 MB (an image or video patch stored raw is kilobytes). predict's
// --pue also needs at least 1.
double decimalMaximumOf(const std::string& name)
{
    static const std::map<std::string, double> maximum{
        {"--pue", 3},
        {"--electricity-usd-per-kwh", 9.999},
        {"--train-tokens", 1e16},
        {"--checkpoint-gbs", 1e6},
        {"--interruptions-per-million-gpu-hours", 1e6},
        {"--restart-min", 10080},
        {"--tokens-per-user", 1e6},
        {"--ttft-ms", 1e7},
        {"--bytes-per-token", 1e6},
    };
    const auto it = maximum.find(name);
    return it == maximum.end() ? 1e12 : it->second;
}

} // namespace

int positiveInt(const CliArgs& a, const std::string& name, int fallback, int minimum)
{
    const std::optional<std::string> text = a.option(name);
    if (!text)
        return fallback;
    const int maximum = maximumOf(name);
    int v = 0;
    const auto r = std::from_chars(text->data(), text->data() + text->size(), v);
    if (r.ec != std::errc() || r.ptr != text->data() + text->size() || v < minimum || v > maximum)
        throw UsageError(msg(translate("Cli", "%1 needs a whole number from %2 to %3, not '%4'"),
                             {name, std::to_string(minimum), std::to_string(maximum), *text}));
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
        if (used == text->size() && v > 0 && v <= decimalMaximumOf(name))
            return v;
    } catch (const std::exception&) {
    }
    std::ostringstream most;
    most << decimalMaximumOf(name);
    throw UsageError(msg(translate("Cli", "%1 needs a number above 0 and at most %2, not '%3'"),
                         {name, most.str(), *text}));
}

std::string streamed(double v)
{
    std::ostringstream s;
    s << v;
    return localized(s.str());
}

std::string localized(std::string number)
{
    if (const auto dot = number.find('.'); dot != std::string::npos)
        number.replace(dot, 1, core::text::numberStyle().decimal);
    return number;
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
        throw UsageError(msg(translate("Cli", "unknown --model '%1'; presets: %2"),
                             {name, joined(core::throughput::presetNames())}));
    return name;
}

} // namespace cd::cli
