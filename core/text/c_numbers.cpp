#include "c_numbers.h"

#include <array>
#include <charconv>

namespace cd::core::text {

namespace {

// Long enough for any double in fixed notation with a few decimals (1e308 has 309 digits).
using Buffer = std::array<char, 400>;

std::string written(const Buffer& buf, std::to_chars_result r)
{
    return r.ec == std::errc() ? std::string(buf.data(), std::size_t(r.ptr - buf.data()))
                               : std::string("?");
}

} // namespace

std::string cFixed(double v, int decimals)
{
    Buffer buf;
    return written(buf, std::to_chars(buf.data(), buf.data() + buf.size(), v,
                                      std::chars_format::fixed, decimals));
}

std::string cGeneral(double v)
{
    Buffer buf;
    return written(
        buf, std::to_chars(buf.data(), buf.data() + buf.size(), v, std::chars_format::general, 6));
}

} // namespace cd::core::text
