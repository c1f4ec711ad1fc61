#include "part_number.h"

#include <cctype>
#include <cmath>
#include <cstdio>

namespace cd::core {

std::optional<std::string> linkxLengthCode(double lengthM)
{
    const long halves = std::lround(lengthM * 2);
    if (lengthM <= 0 || std::abs(halves / 2.0 - lengthM) > 1e-6 || halves >= 2000)
        return std::nullopt;
    char buf[24];
    if (halves % 2 == 0)
        std::snprintf(buf, sizeof buf, "%03ld", halves / 2);
    else
        std::snprintf(buf, sizeof buf, "%02ldA", halves / 2);
    return std::string(buf);
}

namespace {

bool endsWord(const std::string& s, std::size_t end)
{
    return end == s.size() || !std::isalnum(static_cast<unsigned char>(s[end]));
}

bool namesLength(const std::string& pn, const std::string& code)
{
    for (std::size_t at = pn.find(code); at != std::string::npos; at = pn.find(code, at + 1))
        if (at > 0 && (pn[at - 1] == 'N' || pn[at - 1] == 'H') && endsWord(pn, at + code.size()))
            return true;
    return false;
}

std::string withoutNote(const std::string& pn)
{
    std::string s = pn.substr(0, pn.find(" ("));
    while (!s.empty() && s.back() == ' ')
        s.pop_back();
    return s;
}

} // namespace

std::string partNumberForLength(const std::vector<std::string>& partNumbers, double lengthM)
{
    const auto code = linkxLengthCode(lengthM);
    if (!code)
        return {};
    std::string flatTop;
    for (const std::string& pn : partNumbers) {
        if (!namesLength(pn, *code))
            continue;
        if (pn.find("FLT") == std::string::npos && pn.find("flat top") == std::string::npos)
            return withoutNote(pn);
        if (flatTop.empty())
            flatTop = withoutNote(pn);
    }
    return flatTop;
}

std::string orderingPartNumber(const std::vector<std::string>& partNumbers,
                               std::optional<double> lengthM)
{
    if (lengthM)
        if (std::string pn = partNumberForLength(partNumbers, *lengthM); !pn.empty())
            return pn;
    return partNumbers.empty() ? std::string() : withoutNote(partNumbers.front());
}

std::string modelAtLength(const std::string& model, double lengthM)
{
    const std::size_t at = model.rfind("-Nxxx");
    const auto code = linkxLengthCode(lengthM);
    if (at == std::string::npos || !code || !endsWord(model, at + 5))
        return model;
    return model.substr(0, at + 2) + *code + model.substr(at + 5);
}

std::string productAtLength(const std::string& vendor, const std::string& model, double lengthM)
{
    const std::string product = modelAtLength(model, lengthM);
    return vendor.empty() ? product : vendor + " " + product;
}

} // namespace cd::core
