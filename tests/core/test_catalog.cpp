#include "test_catalog.h"

#include "io/file/catalog_item_json.h"
#include "io/json_reader.h"

namespace cd::test {

std::string testDataPath(const std::string& name)
{
    return std::string(CD_TEST_DATA) + "/" + name;
}

TestCatalog::TestCatalog()
{
    const std::string path = testDataPath("test-catalog.json");
    const core::Json doc = core::parseJsonText(core::readWholeFile(path), path);
    const core::JsonReader top(doc, path, "");
    m_sources = core::readSources(top.at("sources"));
    const core::JsonReader items = top.at("items");
    for (std::size_t i = 0; i < items.size(); ++i)
        m_items.push_back(core::readCatalogItem(items.at(i)));
}

const core::CatalogItem* TestCatalog::find(std::string_view id) const
{
    for (const auto& item : m_items)
        if (item.id == id)
            return &item;
    return nullptr;
}

std::vector<const core::CatalogItem*> TestCatalog::items() const
{
    std::vector<const core::CatalogItem*> out;
    for (const auto& item : m_items)
        out.push_back(&item);
    return out;
}

const core::Source* TestCatalog::source(std::string_view id) const
{
    for (const auto& s : m_sources)
        if (s.id == id)
            return &s;
    return nullptr;
}

const TestCatalog& testCatalog()
{
    static const TestCatalog catalog;
    return catalog;
}

core::Design sampleDesign()
{
    core::Design d;
    d.name = "sample";
    d.racks.push_back({"r1", "A01", "t-rack-42", 0, 0, core::Json::object()});
    d.racks.push_back({"r2", "A02", "t-rack-42", 0, 1, core::Json::object()});
    core::Device srv;
    srv.id = "d1";
    srv.model = "t-srv-8u";
    srv.rack = "r1";
    srv.u = 1;
    srv.name = "gpu01";
    d.devices.push_back(srv);
    core::Device sw;
    sw.id = "d2";
    sw.model = "t-sw-1u";
    sw.rack = "r1";
    sw.u = 40;
    sw.face = core::Face::Rear;
    sw.name = "leaf01";
    d.devices.push_back(sw);
    core::Device small;
    small.id = "d3";
    small.model = "t-srv-2u";
    small.gpu = "t-gpu-b";
    small.gpuCount = 4;
    small.rack = "r2";
    small.u = 1;
    small.name = "inf01";
    d.devices.push_back(small);
    core::Link l;
    l.id = "l1";
    l.a = {"d1", "ib1"};
    l.b = {"d2", "p1"};
    l.cable = "t-dac-3m";
    l.lengthM = 2.0;
    d.links.push_back(l);
    return d;
}

} // namespace cd::test
