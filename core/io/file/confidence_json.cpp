#include "confidence_json.h"

namespace cd::core {

Confidence readConfidence(const JsonReader& r)
{
    const std::string text = r.string("conf");
    auto c = confidenceFromString(text);
    if (!c)
        r.failAt("conf", "one of \"V\", \"S\", \"U\"");
    return *c;
}

} // namespace cd::core
