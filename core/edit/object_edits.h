#pragma once

#include "edit.h"

#include <cstddef>
#include <optional>

namespace cd::core {

// Inserts an object at an index (end when absent); the inverse removes it by id.
// Rack, Device and Link each get the same three edits: add, remove, replace.
template <typename T> class AddObject final : public Edit
{
public:
    explicit AddObject(T object, std::optional<std::size_t> index = std::nullopt)
        : m_object(std::move(object)), m_index(index)
    {
    }
    EditPtr apply(Design& design) const override;
    std::string description() const override;
    const T& object() const { return m_object; }

private:
    T m_object;
    std::optional<std::size_t> m_index;
};

template <typename T> class RemoveObject final : public Edit
{
public:
    // `label` names the object in the history ("dgx05"); its id when empty.
    explicit RemoveObject(std::string id, std::string label = {})
        : m_id(std::move(id)), m_label(std::move(label))
    {
    }
    EditPtr apply(Design& design) const override;
    std::string description() const override;

private:
    std::string m_id;
    std::string m_label;
};

// Replaces the object with the same id by a new value (move, rename, GPU change …).
template <typename T> class ReplaceObject final : public Edit
{
public:
    ReplaceObject(T value, std::string description)
        : m_value(std::move(value)), m_description(std::move(description))
    {
    }
    EditPtr apply(Design& design) const override;
    std::string description() const override { return m_description; }
    // Placement for a device that keeps its parts and ports (devicePlacementOnly).
    EditScope scopeOn(const Design& before) const override;
    const T& value() const { return m_value; }

private:
    T m_value;
    std::string m_description;
};

// Whether `after` differs from `before` only in where it sits and what it is called (rack,
// unit, face, name, feed, inlets): the same id, model, GPUs, adapters, ports, network and parts.
bool devicePlacementOnly(const Device& before, const Device& after);

using AddRack = AddObject<Rack>;
using RemoveRack = RemoveObject<Rack>;
using ReplaceRack = ReplaceObject<Rack>;
using AddDevice = AddObject<Device>;
using RemoveDevice = RemoveObject<Device>;
using ReplaceDevice = ReplaceObject<Device>;
using AddLink = AddObject<Link>;
using RemoveLink = RemoveObject<Link>;
using ReplaceLink = ReplaceObject<Link>;

struct DesignInfo
{
    std::string name;
    std::string customer;
    std::string notes;
};

class SetDesignInfo final : public Edit
{
public:
    explicit SetDesignInfo(DesignInfo info) : m_info(std::move(info)) {}
    EditPtr apply(Design& design) const override;
    std::string description() const override { return "Edit design properties"; }

private:
    DesignInfo m_info;
};

// Replaces the site settings (PUE, energy price, cooling limits); nullopt removes the `site`
// object so a file that never had one saves without it.
class SetSiteSettings final : public Edit
{
public:
    explicit SetSiteSettings(std::optional<SiteSettings> site) : m_site(std::move(site)) {}
    EditPtr apply(Design& design) const override;
    std::string description() const override { return "Edit site settings"; }

private:
    std::optional<SiteSettings> m_site;
};

// Replaces the workload settings (the software stack); nullopt removes the `workload` object.
class SetWorkload final : public Edit
{
public:
    explicit SetWorkload(std::optional<DesignWorkload> workload) : m_workload(std::move(workload))
    {
    }
    EditPtr apply(Design& design) const override;
    std::string description() const override;

private:
    std::optional<DesignWorkload> m_workload;
};

// Replaces the TCO assumptions the variant keeps; nullopt removes the `tco` object.
class SetTcoSettings final : public Edit
{
public:
    explicit SetTcoSettings(std::optional<DesignTcoSettings> tco) : m_tco(std::move(tco)) {}
    EditPtr apply(Design& design) const override;
    std::string description() const override { return "Edit TCO assumptions"; }

private:
    std::optional<DesignTcoSettings> m_tco;
};

// Replaces the quote settings; nullopt removes the `quote` object.
class SetQuoteSettings final : public Edit
{
public:
    SetQuoteSettings(std::optional<QuoteSettings> quote, std::string description)
        : m_quote(std::move(quote)), m_description(std::move(description))
    {
    }
    EditPtr apply(Design& design) const override;
    std::string description() const override { return m_description; }

private:
    std::optional<QuoteSettings> m_quote;
    std::string m_description;
};

} // namespace cd::core
