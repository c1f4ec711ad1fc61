#include "issue_registry.h"

#include "design_issue_types.h"
#include "fabric_issue_types.h"
#include "power_issue_types.h"
#include "quote_issue_types.h"

#include <vector>

namespace cd::core {

std::span<const IssueType> issueTypes()
{
    static const std::vector<IssueType> all = [] {
        std::vector<IssueType> v;
        for (std::span<const IssueType> table :
             {std::span<const IssueType>(issues::kDesignIssueTypes),
              std::span<const IssueType>(issues::kPowerIssueTypes),
              std::span<const IssueType>(issues::kFabricIssueTypes),
              std::span<const IssueType>(issues::kQuoteIssueTypes)})
            v.insert(v.end(), table.begin(), table.end());
        return v;
    }();
    return all;
}

const IssueType* findIssueType(std::string_view code)
{
    for (const IssueType& t : issueTypes())
        if (t.code == code)
            return &t;
    return nullptr;
}

} // namespace cd::core
