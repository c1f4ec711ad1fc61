#include "network_json.h"

#include "analysis/fabric/fat_tree.h"
#include "io/input_limits.h"
#include "io/json_extras.h"
#include "text/translation.h"

#include <set>

namespace cd::core {

namespace {

const std::set<std::string> kNetworkKeys{
    "id", "name", "kind", "transport", "switch", "rails", "oversubscription"};

Network readNetwork(const JsonReader& r, std::set<std::string>& ids)
{
    r.requireObject();
    Network n;
    n.id = r.string("id");
    if (n.id.empty())
        r.failAt("id", CD_TRANSLATE_NOOP("LoadError", "a non-empty id"));
    if (!ids.insert(n.id).second)
        r.failAt("id", text::arg(text::translate("LoadError",
                                                 "a network id used once ('%1' appears twice)"),
                                 {n.id}));
    n.name = r.string("name", n.id);
    const auto kind = networkKindFromString(r.string("kind", "compute"));
    if (!kind)
        r.failAt("kind",
                 CD_TRANSLATE_NOOP("LoadError", "\"compute\", \"storage\", \"inband\" or \"oob\""));
    n.kind = *kind;
    n.transport = r.string("transport", "");
    if (!n.transport.empty() && !findTransport(n.transport)) {
        std::string names;
        for (const Transport& t : transports())
            names += (names.empty() ? "" : ", ") + std::string(t.name);
        r.failAt("transport", text::arg(text::translate("LoadError", "one of %1"), {names}));
    }
    n.switchModel = r.string("switch", "");
    n.rails = r.optionalInteger("rails", 0).value_or(0);
    n.oversubscription = r.string("oversubscription", "1:1");
    if (!parseOversubscription(n.oversubscription))
        r.failAt(
            "oversubscription",
            CD_TRANSLATE_NOOP("LoadError", "two positive numbers as \"down:up\", e.g. \"2:1\""));
    n.extra = extrasOf(r.value(), kNetworkKeys);
    return n;
}

} // namespace

std::vector<Network> readNetworks(const JsonReader& top)
{
    std::vector<Network> out;
    if (!top.has("networks"))
        return out;
    const JsonReader list = top.at("networks");
    list.requireArray();
    std::set<std::string> ids;
    for (std::size_t i = 0; i < list.size(); ++i)
        out.push_back(readNetwork(list.at(i), ids));
    return out;
}

Json writeNetworks(const std::vector<Network>& networks)
{
    Json list = Json::array();
    for (const Network& n : networks) {
        Json o{{"id", n.id}, {"name", n.name}, {"kind", std::string(toString(n.kind))}};
        if (!n.transport.empty())
            o["transport"] = n.transport;
        if (!n.switchModel.empty())
            o["switch"] = n.switchModel;
        if (n.rails > 0)
            o["rails"] = n.rails;
        o["oversubscription"] = n.oversubscription;
        appendExtras(o, n.extra);
        list.push_back(std::move(o));
    }
    return list;
}

std::vector<NicFit> readNicFits(const JsonReader& device)
{
    std::vector<NicFit> out;
    if (!device.has("nics"))
        return out;
    const JsonReader list = device.at("nics");
    list.requireArray();
    for (std::size_t i = 0; i < list.size(); ++i) {
        const JsonReader r = list.at(i);
        r.requireObject();
        NicFit fit{r.string("model"), r.boundedInteger("count", 1, kMaxNicsPerDevice)};
        if (fit.model.empty())
            r.failAt("model", CD_TRANSLATE_NOOP("LoadError", "a NIC catalog id"));
        out.push_back(std::move(fit));
    }
    return out;
}

Json writeNicFits(const std::vector<NicFit>& nics)
{
    Json list = Json::array();
    for (const NicFit& n : nics)
        list.push_back(Json{{"model", n.model}, {"count", n.count}});
    return list;
}

} // namespace cd::core
