#include "workload_json.h"

#include "analysis/throughput/software_stacks.h"
#include "io/json_extras.h"

#include <set>

namespace cd::core {

namespace {

const std::set<std::string> kWorkloadKeys{"stack"};

} // namespace

std::optional<DesignWorkload> readWorkload(const JsonReader& body)
{
    if (!body.has("workload"))
        return std::nullopt;
    const JsonReader r = body.at("workload");
    r.requireObject();
    DesignWorkload w;
    w.stack = r.string("stack", "");
    if (!w.stack.empty() && !throughput::findStack(w.stack))
        r.failAt("stack", "a software stack: " + throughput::stackIdList());
    w.extra = extrasOf(r.value(), kWorkloadKeys);
    return w;
}

Json writeWorkload(const DesignWorkload& w)
{
    Json j = Json::object();
    if (!w.stack.empty())
        j["stack"] = w.stack;
    appendExtras(j, w.extra);
    return j;
}

} // namespace cd::core
