// libFuzzer target: an XLSX price list. The reader takes a path (minizip opens it), so each
// input goes to an in-memory file named by /proc; then the rows go through the same price
// checks as a CSV list.
#include "io/file/price_list_reader.h"
#include "io/load_error.h"
#include "xlsx_reader.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>

#include <sys/mman.h>
#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const int fd = ::memfd_create("fuzz.xlsx", MFD_CLOEXEC);
    if (fd < 0 || ::write(fd, data, size) != static_cast<ssize_t>(size))
        std::abort();
    const std::string path = "/proc/self/fd/" + std::to_string(fd);
    try {
        const auto parsed =
            cd::core::parsePriceListRows(cd::office::readXlsxRows(path), "fuzz.xlsx", "USD");
        for (const auto& e : parsed.entries)
            if (!std::isfinite(e.price) || e.price < 0)
                std::abort();
    } catch (const cd::core::LoadError&) {
    }
    ::close(fd);
    return 0;
}
