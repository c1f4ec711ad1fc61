// libFuzzer target: a CSV price list as `--price-list` and `pricelist import` read it. Every
// accepted entry must carry a finite, non-negative price (issue 20: no NaN reaches a total).
#include "io/file/price_list_reader.h"
#include "io/load_error.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        const auto parsed =
            cd::core::parsePriceListRows(cd::core::parseCsvRows(text), "fuzz.csv", "USD");
        for (const auto& e : parsed.entries)
            if (!std::isfinite(e.price) || e.price < 0 || (e.cost && !std::isfinite(*e.cost)))
                std::abort();
    } catch (const cd::core::LoadError&) {
    }
    return 0;
}
