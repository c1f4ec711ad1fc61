#include "buildout_json.h"

#include "confidence_json.h"
#include "io/input_limits.h"

namespace cd::core {

namespace {

BuildoutSlot readSlot(const JsonReader& r)
{
    r.requireObject();
    BuildoutSlot s;
    s.slot = r.string("slot");
    if (s.slot.empty())
        r.failAt("slot",
                 CD_TRANSLATE_NOOP("LoadError", "a slot name (cpu, memory, boot, data, psu)"));
    s.options = r.stringList("options");
    if (s.options.empty())
        r.failAt("options", CD_TRANSLATE_NOOP("LoadError", "a non-empty list of component ids"));
    s.defaultPart = r.string("default");
    if (!s.takes(s.defaultPart))
        r.failAt("default", CD_TRANSLATE_NOOP("LoadError", "one of the ids listed in options"));
    s.minCount = r.boundedInteger("min_count", 0, kMaxPartsPerSlot);
    s.maxCount = r.boundedInteger("max_count", s.minCount, kMaxPartsPerSlot);
    s.defaultCount = r.boundedInteger("default_count", s.minCount, s.maxCount);
    readCitation(r, s.sources, s.confidence, s.note);
    return s;
}

Json writeSlot(const BuildoutSlot& s)
{
    Json j{{"slot", s.slot},           {"options", s.options},
           {"default", s.defaultPart}, {"default_count", s.defaultCount},
           {"min_count", s.minCount},  {"max_count", s.maxCount},
           {"src", s.sources},         {"conf", std::string(toString(s.confidence))}};
    if (!s.note.empty())
        j["note"] = s.note;
    return j;
}

} // namespace

Buildout readBuildout(const JsonReader& r)
{
    r.requireObject();
    Buildout b;
    const JsonReader list = r.at("slots");
    list.requireArray();
    for (std::size_t i = 0; i < list.size(); ++i) {
        BuildoutSlot s = readSlot(list.at(i));
        if (b.find(s.slot))
            list.at(i).failAt("slot", CD_TRANSLATE_NOOP("LoadError", "a slot name not used twice"));
        b.partSlots.push_back(std::move(s));
    }
    b.powerIncludesReference = r.boolean("power_includes_reference", true);
    b.priceIncludesReference = r.boolean("price_includes_reference", true);
    b.sources = r.stringList("src");
    b.confidence = readConfidence(r);
    b.note = r.string("note", "");
    return b;
}

Json writeBuildout(const Buildout& b)
{
    Json list = Json::array();
    for (const BuildoutSlot& s : b.partSlots)
        list.push_back(writeSlot(s));
    Json j{{"slots", list},
           {"power_includes_reference", b.powerIncludesReference},
           {"price_includes_reference", b.priceIncludesReference},
           {"src", b.sources},
           {"conf", std::string(toString(b.confidence))}};
    if (!b.note.empty())
        j["note"] = b.note;
    return j;
}

std::map<std::string, PartChoice> readPartChoices(const JsonReader& device)
{
    std::map<std::string, PartChoice> out;
    if (!device.has("buildout"))
        return out;
    const JsonReader list = device.at("buildout");
    list.requireObject();
    for (const auto& [slot, value] : list.value().items()) {
        const JsonReader r = list.at(slot);
        r.requireObject();
        PartChoice c{r.string("part"), r.boundedInteger("count", 0, kMaxPartsPerSlot)};
        if (c.part.empty())
            r.failAt("part", CD_TRANSLATE_NOOP("LoadError", "a component catalog id"));
        out.emplace(slot, std::move(c));
    }
    return out;
}

Json writePartChoices(const std::map<std::string, PartChoice>& choices)
{
    Json j = Json::object();
    for (const auto& [slot, c] : choices)
        j[slot] = Json{{"part", c.part}, {"count", c.count}};
    return j;
}

} // namespace cd::core
