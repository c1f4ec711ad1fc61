#include "catalog_item.h"

#include "text/c_numbers.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace cd::core {

namespace {

constexpr std::array<std::pair<ItemKind, std::string_view>, 12> kKindNames{{
    {ItemKind::Server, "server"},
    {ItemKind::Gpu, "gpu"},
    {ItemKind::Nic, "nic"},
    {ItemKind::Switch, "switch"},
    {ItemKind::Cable, "cable"},
    {ItemKind::Transceiver, "transceiver"},
    {ItemKind::Rack, "rack"},
    {ItemKind::Pdu, "pdu"},
    {ItemKind::Storage, "storage"},
    {ItemKind::Service, "service"},
    {ItemKind::Cdu, "cdu"},
    {ItemKind::Component, "component"},
}};

std::string formatNumber(double v)
{
    return std::fabs(v - std::round(v)) < 1e-9 ? text::cFixed(v, 0) : text::cGeneral(v);
}

} // namespace

std::string_view toString(ItemKind kind)
{
    for (const auto& [k, name] : kKindNames)
        if (k == kind)
            return name;
    return "unknown";
}

std::optional<ItemKind> itemKindFromString(std::string_view text)
{
    for (const auto& [k, name] : kKindNames)
        if (name == text)
            return k;
    return std::nullopt;
}

bool isRackMounted(ItemKind kind)
{
    return kind == ItemKind::Server || kind == ItemKind::Switch || kind == ItemKind::Storage ||
           kind == ItemKind::Pdu || kind == ItemKind::Cdu;
}

std::string_view toString(Confidence c)
{
    switch (c) {
    case Confidence::Vendor:
        return "V";
    case Confidence::Secondary:
        return "S";
    case Confidence::Uncertain:
        return "U";
    }
    return "U";
}

std::optional<Confidence> confidenceFromString(std::string_view text)
{
    if (text == "V")
        return Confidence::Vendor;
    if (text == "S")
        return Confidence::Secondary;
    if (text == "U")
        return Confidence::Uncertain;
    return std::nullopt;
}

std::optional<double> SpecValue::number() const
{
    if (numbers.size() == 1)
        return numbers.front();
    return std::nullopt;
}

std::optional<double> SpecValue::largest() const
{
    if (numbers.empty())
        return std::nullopt;
    return *std::max_element(numbers.begin(), numbers.end());
}

std::string SpecValue::display() const
{
    std::string out;
    if (!numbers.empty()) {
        for (size_t i = 0; i < numbers.size(); ++i) {
            if (i)
                out += " / ";
            out += formatNumber(numbers[i]);
        }
        if (!unit.empty())
            out += " " + unit;
    } else {
        out = text;
    }
    return out;
}

bool GpuOptions::takesGpu(std::string_view gpuId) const
{
    return std::find(options.begin(), options.end(), gpuId) != options.end();
}

bool GpuOptions::takesCount(int count) const
{
    return std::find(counts.begin(), counts.end(), count) != counts.end();
}

const SpecValue* CatalogItem::spec(std::string_view key) const
{
    auto it = specs.find(key);
    return it == specs.end() ? nullptr : &it->second;
}

std::optional<double> CatalogItem::number(std::string_view key) const
{
    const SpecValue* s = spec(key);
    return s ? s->number() : std::nullopt;
}

std::optional<double> CatalogItem::largest(std::string_view key) const
{
    const SpecValue* s = spec(key);
    return s ? s->largest() : std::nullopt;
}

int CatalogItem::rackUnits() const
{
    auto u = number("rack_units");
    return u ? static_cast<int>(std::lround(*u)) : 0;
}

bool CatalogItem::rackScale() const
{
    const SpecValue* form = spec("form_factor");
    return form && form->text == "rack-scale";
}

const PortGroup* CatalogItem::portGroupOf(std::string_view portName, int* index) const
{
    for (const PortGroup& g : ports) {
        if (portName.size() <= g.name.size() || portName.substr(0, g.name.size()) != g.name)
            continue;
        std::string_view digits = portName.substr(g.name.size());
        if (digits.empty() || digits.front() == '0' ||
            !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }))
            continue;
        if (digits.size() > 6)
            continue;
        int n = std::stoi(std::string(digits));
        if (n >= 1 && n <= g.count) {
            if (index)
                *index = n;
            return &g;
        }
    }
    return nullptr;
}

bool BuildoutSlot::takes(std::string_view part) const
{
    return std::find(options.begin(), options.end(), part) != options.end();
}

const BuildoutSlot* Buildout::find(std::string_view slot) const
{
    for (const BuildoutSlot& s : partSlots)
        if (s.slot == slot)
            return &s;
    return nullptr;
}

} // namespace cd::core
