#pragma once

// The published serving measurements of tests/data/validation/serving-cases.json turned into
// serving-model inputs, by rules that are the same for every case (docs/predict.md "Serving"
// lists them), and each prediction in the source's own measure.
#include "model/catalog_view.h"
#include "model/json.h"

#include <string>
#include <vector>

namespace cd::test {

struct ServingRow
{
    std::string id;
    std::string engine;
    std::string metric; // output_tokens_per_s, tpot_ms or ttft_ms
    double measured = 0;
    double predicted = 0;
    double error = 0;    // predicted / measured - 1
    std::string setup;   // model, GPUs, weights, lengths and concurrency as run
    std::string skipped; // why the case cannot be expressed (then nothing else is set)
};

std::vector<ServingRow> runServingValidation(const core::Json& cases, const core::CatalogView& cat);
std::string servingMarkdown(const std::vector<ServingRow>& rows);

} // namespace cd::test
