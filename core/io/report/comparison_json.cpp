#include "comparison_json.h"

namespace cd::core {

Json comparisonToJson(const Comparison& c)
{
    Json rows = Json::array();
    for (const ComparisonRow& r : c.rows) {
        Json values = Json::array();
        Json text = Json::array();
        for (const ComparisonCell& cell : r.cells) {
            if (cell.value)
                values.push_back(*cell.value);
            else if (r.unit.empty())
                values.push_back(cell.text);
            else
                values.push_back(nullptr);
            text.push_back(cell.text);
        }
        rows.push_back(Json{{"key", r.key},
                            {"label", r.label},
                            {"unit", r.unit},
                            {"better", std::string(toString(r.better))},
                            {"values", std::move(values)},
                            {"text", std::move(text)},
                            {"best", r.best ? Json(*r.best) : Json(nullptr)},
                            {"differs", r.differs}});
    }
    return Json{{"variants", c.variants},
                {"workload", c.workload},
                {"workload_label", c.workloadLabel},
                {"train_tokens", numberJson(c.trainTokens)},
                {"rows", std::move(rows)}};
}

} // namespace cd::core
