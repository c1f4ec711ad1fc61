#pragma once

#include "model/design.h"

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace cd::core {

// Thrown when an edit is applied to a design it was not made for (an id that is gone).
// The edit factory validates first, so users never see this; it guards programming errors.
class EditError : public std::logic_error
{
public:
    using std::logic_error::logic_error;
};

// What an edit can change, so that what the analysis read from unchanged parts of the design
// may be kept until it runs again (issue 24).
enum class EditScope
{
    Anything,
    // Only where devices sit and what they are called: rack, unit, face, name, feed, inlets.
    // The design's racks, links, networks and the parts and ports of every device are as they
    // were, so the cables and transceivers its fabric takes are too.
    Placement,
};

// One change to a design. apply() performs it and returns the edit that undoes it, built
// from the state it replaced, so apply followed by the returned edit restores the design
// exactly. Every change — GUI gesture, inspector field, CLI script — is one of these.
class Edit
{
public:
    virtual ~Edit() = default;
    virtual std::unique_ptr<Edit> apply(Design& design) const = 0;
    // apply() of an edit that is let go once applied (the undo command keeps the inverse
    // only): one that holds whole lists moves them into the design instead of copying them
    // (ReplaceTopology: half a million links at 16,384 nodes, issue 24).
    virtual std::unique_ptr<Edit> applyOnce(Design& design) && { return apply(design); }
    virtual std::string description() const = 0;
    // What apply() would change in `before`, the design it is about to be applied to.
    virtual EditScope scopeOn(const Design& before) const
    {
        (void)before;
        return EditScope::Anything;
    }
};

using EditPtr = std::unique_ptr<Edit>;

// Several edits as one undo step (remove a rack with its devices and links).
class CompoundEdit final : public Edit
{
public:
    CompoundEdit(std::string description, std::vector<EditPtr> parts);
    EditPtr apply(Design& design) const override;
    std::string description() const override { return m_description; }
    // Placement when every part is one on `before`: a part that changed more than placement
    // would itself be Anything, so a later part's look at `before` cannot hide it.
    EditScope scopeOn(const Design& before) const override;
    const std::vector<EditPtr>& parts() const { return m_parts; }

private:
    std::string m_description;
    std::vector<EditPtr> m_parts;
};

} // namespace cd::core
