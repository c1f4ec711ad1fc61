#pragma once

// A project: the named variants of one design that a customer compares (issue 9), e.g.
// "8x H100 IB", "8x H200 IB", "8x H100 RoCE", "16 nodes". Each variant is a complete Design
// (racks, devices, links, networks, site, quote settings); they share nothing but the file.
// Edits inside a variant are the Design edits of core/edit (one undo history per variant);
// adding, removing, renaming and reordering variants are ProjectEdits (core/edit/project_edit.h).
#include "design.h"

#include <cstddef>
#include <string>
#include <vector>

namespace cd::core {

struct DesignVariant
{
    std::string name; // may be empty in files written before variants existed
    Design design;
};

// Invariant: at least one variant, and `active` < variants.size(). A file without variants
// loads as a project of one unnamed variant (docs/file-format.md "Variants").
struct Project
{
    std::vector<DesignVariant> variants;
    std::size_t active = 0; // the variant the GUI shows and single-design CLI commands use

    static Project single(Design design, std::string variantName = {});

    const Design& activeDesign() const { return variants.at(active).design; }
    Design& activeDesign() { return variants.at(active).design; }
    // The variant's name, or "Variant N" (1-based) when it has none.
    std::string displayName(std::size_t index) const;
    // Index of the variant called `name`, or variants.size() when there is none.
    std::size_t find(const std::string& name) const;
};

} // namespace cd::core
