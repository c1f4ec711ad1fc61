// libFuzzer target: a NetBox device type as `catalog import-netbox` reads it. A refusal must be a
// LoadError naming the file; an item read must keep the bounds every later start relies on.
#include "io/file/catalog_item_json.h"
#include "io/load_error.h"
#include "netbox_device_type.h"

#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        const cd::office::NetboxDeviceType t = cd::office::readNetboxDeviceType("fuzz.yaml", text);
        if (!cd::core::itemBoundsProblem(t.item).empty())
            std::abort();
    } catch (const cd::core::LoadError& e) {
        if (e.file() != "fuzz.yaml")
            std::abort();
    }
    return 0;
}
