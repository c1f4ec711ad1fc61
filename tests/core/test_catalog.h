#pragma once

#include "model/catalog_view.h"
#include "model/design.h"

#include <string>
#include <vector>

namespace cd::test {

// tests/data/test-catalog.json as a CatalogView: synthetic, round numbers, so expected
// figures can be worked out by hand in each test.
class TestCatalog final : public core::CatalogView
{
public:
    TestCatalog();
    const core::CatalogItem* find(std::string_view id) const override;
    std::vector<const core::CatalogItem*> items() const override;
    const core::Source* source(std::string_view id) const override;

private:
    std::vector<core::CatalogItem> m_items;
    std::vector<core::Source> m_sources;
};

const TestCatalog& testCatalog();
std::string testDataPath(const std::string& name);

// A small design: rack r1 (t-rack-42) with an 8U server d1 at U1 and a 1U switch d2 at U40
// (rear), rack r2 (t-rack-42) with a 2U server d3 at U1, link l1 d1.ib1 <-> d2.p1.
core::Design sampleDesign();

} // namespace cd::test
