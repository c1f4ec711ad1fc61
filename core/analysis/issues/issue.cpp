#include "issue.h"

namespace cd::core {

std::string_view toString(Severity s)
{
    switch (s) {
    case Severity::Error:
        return "error";
    case Severity::Warning:
        return "warning";
    case Severity::Info:
        return "info";
    }
    return "info";
}

} // namespace cd::core
