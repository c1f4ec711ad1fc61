#include "confidence_json.h"

namespace cd::core {

Confidence readConfidence(const JsonReader& r)
{
    const std::string text = r.string("conf");
    auto c = confidenceFromString(text);
    if (!c)
        r.failAt("conf", CD_TRANSLATE_NOOP("LoadError", "one of \"V\", \"S\", \"U\""));
    return *c;
}

void readCitation(const JsonReader& r, std::vector<std::string>& sources, Confidence& confidence,
                  std::string& note)
{
    sources = r.stringList("src");
    confidence = readConfidence(r);
    note = r.string("note", "");
    if (sources.empty() && confidence != Confidence::Uncertain)
        r.failAt("src", CD_TRANSLATE_NOOP("LoadError",
                                          "at least one source (only conf \"U\" may have none)"));
}

} // namespace cd::core
