#include "object_edits.h"

#include "text/translation.h"

#include <algorithm>
#include <type_traits>

namespace cd::core {

namespace {

std::vector<Rack>& objects(Design& d, const Rack*)
{
    return d.racks;
}
std::vector<Device>& objects(Design& d, const Device*)
{
    return d.devices;
}
std::vector<Link>& objects(Design& d, const Link*)
{
    return d.links;
}

template <typename T> std::vector<T>& objectsOf(Design& d)
{
    return objects(d, static_cast<const T*>(nullptr));
}

const char* noun(const Rack*)
{
    return "rack";
}
const char* noun(const Device*)
{
    return "device";
}
const char* noun(const Link*)
{
    return "link";
}

template <typename T> std::string nounOf()
{
    return noun(static_cast<const T*>(nullptr));
}

// The history's words for adding and removing each kind of object, whole for the translators.
const char* addPattern(const Rack*)
{
    return CD_TRANSLATE_NOOP("Edit", "Add rack %1");
}
const char* addPattern(const Device*)
{
    return CD_TRANSLATE_NOOP("Edit", "Add device %1");
}
const char* addPattern(const Link*)
{
    return CD_TRANSLATE_NOOP("Edit", "Add link %1");
}
const char* removePattern(const Rack*)
{
    return CD_TRANSLATE_NOOP("Edit", "Remove rack %1");
}
const char* removePattern(const Device*)
{
    return CD_TRANSLATE_NOOP("Edit", "Remove device %1");
}
const char* removePattern(const Link*)
{
    return CD_TRANSLATE_NOOP("Edit", "Remove link %1");
}

// How the history names an object (issue 19: "Add device d1"): the name the user sees on
// the canvas when it has one, else its id.
template <typename T> std::string labelOf(const T& object)
{
    return object.label();
}
std::string labelOf(const Link& l)
{
    return l.id;
}

template <typename T>
typename std::vector<T>::iterator findOrThrow(std::vector<T>& v, const std::string& id)
{
    auto it = std::find_if(v.begin(), v.end(), [&](const T& x) { return x.id == id; });
    if (it == v.end())
        throw EditError("no " + nounOf<T>() + " with id '" + id + "'");
    return it;
}

} // namespace

template <typename T> EditPtr AddObject<T>::apply(Design& design) const
{
    auto& v = objectsOf<T>(design);
    if (std::any_of(v.begin(), v.end(), [&](const T& x) { return x.id == m_object.id; }))
        throw EditError("a " + nounOf<T>() + " with id '" + m_object.id + "' already exists");
    const std::size_t at = std::min(m_index.value_or(v.size()), v.size());
    v.insert(v.begin() + static_cast<std::ptrdiff_t>(at), m_object);
    return std::make_unique<RemoveObject<T>>(m_object.id, labelOf(m_object));
}

template <typename T> std::string AddObject<T>::description() const
{
    return text::arg(text::translate("Edit", addPattern(static_cast<const T*>(nullptr))),
                     {labelOf(m_object)});
}

template <typename T> EditPtr RemoveObject<T>::apply(Design& design) const
{
    auto& v = objectsOf<T>(design);
    auto it = findOrThrow(v, m_id);
    const auto index = static_cast<std::size_t>(it - v.begin());
    T removed = std::move(*it);
    v.erase(it);
    return std::make_unique<AddObject<T>>(std::move(removed), index);
}

template <typename T> std::string RemoveObject<T>::description() const
{
    return text::arg(text::translate("Edit", removePattern(static_cast<const T*>(nullptr))),
                     {m_label.empty() ? m_id : m_label});
}

template <typename T> EditPtr ReplaceObject<T>::apply(Design& design) const
{
    auto& v = objectsOf<T>(design);
    auto it = findOrThrow(v, m_value.id);
    T old = std::move(*it);
    *it = m_value;
    return std::make_unique<ReplaceObject<T>>(std::move(old), m_description);
}

bool devicePlacementOnly(const Device& before, const Device& after)
{
    // Everything but the placement fields compared at once: a member added to Device later
    // counts as more than placement until it is listed here.
    Device moved = after;
    moved.rack = before.rack;
    moved.u = before.u;
    moved.face = before.face;
    moved.name = before.name;
    moved.feed = before.feed;
    moved.inlets = before.inlets;
    return moved == before;
}

template <typename T> EditScope ReplaceObject<T>::scopeOn(const Design& before) const
{
    if constexpr (std::is_same_v<T, Device>) {
        const Device* old = before.findDevice(m_value.id);
        if (old && devicePlacementOnly(*old, m_value))
            return EditScope::Placement;
    }
    return EditScope::Anything;
}

template class AddObject<Rack>;
template class AddObject<Device>;
template class AddObject<Link>;
template class RemoveObject<Rack>;
template class RemoveObject<Device>;
template class RemoveObject<Link>;
template class ReplaceObject<Rack>;
template class ReplaceObject<Device>;
template class ReplaceObject<Link>;

EditPtr SetDesignInfo::apply(Design& design) const
{
    DesignInfo old{design.name, design.customer, design.notes};
    design.name = m_info.name;
    design.customer = m_info.customer;
    design.notes = m_info.notes;
    return std::make_unique<SetDesignInfo>(std::move(old));
}

EditPtr SetSiteSettings::apply(Design& design) const
{
    std::optional<SiteSettings> old = std::move(design.site);
    design.site = m_site;
    return std::make_unique<SetSiteSettings>(std::move(old));
}

EditPtr SetWorkload::apply(Design& design) const
{
    std::optional<DesignWorkload> old = std::move(design.workload);
    design.workload = m_workload;
    return std::make_unique<SetWorkload>(std::move(old));
}

std::string SetWorkload::description() const
{
    const std::string stack = m_workload ? m_workload->stack : std::string();
    return stack.empty() ? text::translate("Edit", "Set software stack to the default")
                         : text::arg(text::translate("Edit", "Set software stack to %1"), {stack});
}

EditPtr SetTcoSettings::apply(Design& design) const
{
    std::optional<DesignTcoSettings> old = std::move(design.tco);
    design.tco = m_tco;
    return std::make_unique<SetTcoSettings>(std::move(old));
}

EditPtr SetQuoteSettings::apply(Design& design) const
{
    std::optional<QuoteSettings> old = std::move(design.quote);
    design.quote = m_quote;
    return std::make_unique<SetQuoteSettings>(std::move(old), m_description);
}

} // namespace cd::core
