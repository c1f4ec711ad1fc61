#pragma once

// The published training runs of tests/data/validation/training-throughput.json turned into
// throughput-model inputs, by rules that are the same for every case (docs/predict.md lists
// them), and the prediction expressed in each source's own measure.
#include "analysis/throughput/search.h"
#include "model/catalog_view.h"
#include "model/json.h"

#include <string>
#include <vector>

namespace cd::test {

struct ValidationRow
{
    std::string id;
    std::string metric; // what the source measured, in its definition
    double measured = 0;
    double predicted = 0;
    double error = 0;   // predicted / measured - 1
    std::string layout; // the layout the model ran
    std::string stack;  // the software stack's registry id it ran under
    // Memory per GPU: the model's, and the peak the source reports (`peak_memory_gb`, which
    // torchtitan's logs give in GiB; converted to GB here), 0 where it reports none.
    double memoryGb = 0;
    double measuredPeakGb = 0;
    std::string skipped; // why the case cannot be expressed (then nothing else is set)
};

// The median of the values (the mean of the middle two of an even count).
double medianOf(std::vector<double> v);

std::vector<ValidationRow> runValidation(const core::Json& cases, const core::CatalogView& cat);
std::string validationMarkdown(const std::vector<ValidationRow>& rows);

} // namespace cd::test
