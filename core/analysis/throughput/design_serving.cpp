#include "analysis/throughput/design_serving.h"

#include "model/catalog_item.h"
#include "model/design_catalog.h"

#include <algorithm>

namespace cd::core::throughput {

ServingInput servingInputOf(const std::optional<DesignWorkload>& workload)
{
    ServingInput in;
    if (!workload || !workload->serving)
        return in;
    const DesignServing& s = *workload->serving;
    if (!s.engine.empty())
        in.engine = s.engine;
    in.inputLen = s.inputLen > 0 ? s.inputLen : in.inputLen;
    in.outputLen = s.outputLen > 0 ? s.outputLen : in.outputLen;
    in.concurrency = s.concurrency;
    in.tp = s.tp;
    in.weights = weightFormatFromString(s.weights).value_or(in.weights);
    in.kvFp8 = s.kvFp8;
    return in;
}

DesignServing designServingOf(const ServingInput& input)
{
    const ServingInput defaults;
    DesignServing s;
    if (input.engine != defaults.engine)
        s.engine = input.engine;
    s.inputLen = input.inputLen != defaults.inputLen ? input.inputLen : 0;
    s.outputLen = input.outputLen != defaults.outputLen ? input.outputLen : 0;
    s.concurrency = std::max(0, input.concurrency);
    s.tp = std::max(0, input.tp);
    if (input.weights != defaults.weights)
        s.weights = std::string(toString(input.weights));
    s.kvFp8 = input.kvFp8;
    return s;
}

VariantServing servingForDesign(const Design& design, const CatalogView& catalog,
                                const TransformerSpec& model, const ServingInput& input,
                                const ServingTarget* target, int curvePoints)
{
    VariantServing v;
    const DesignCatalog designCatalog(design, catalog);
    v.cluster = clusterFromDesign(design, designCatalog);
    if (!v.cluster.error.empty()) {
        v.error = v.cluster.error;
        return v;
    }
    if (const CatalogItem* gpu = designCatalog.find(v.cluster.cluster.gpu.id))
        v.gpuName = gpu->vendor + " " + gpu->model;
    v.estimate = estimateServing(model, v.cluster.cluster, input);
    if (!v.estimate.ok()) {
        v.error = v.estimate.error;
        return v;
    }
    v.curve = servingCurve(model, v.cluster.cluster, input, v.estimate, curvePoints);
    v.energy = servingEnergy(v.cluster.cluster, v.estimate,
                             energyInputForDesign(design, designCatalog, v.cluster, 0));
    if (target)
        v.sizing = sizeServing(model, v.cluster.cluster, input, *target);
    return v;
}

std::vector<VariantServing> servingForProject(const Project& project, const CatalogView& catalog,
                                              const TransformerSpec& model,
                                              const ServingInput& input,
                                              const ServingTarget* target, int curvePoints)
{
    std::vector<VariantServing> all;
    for (std::size_t i = 0; i < project.variants.size(); ++i) {
        VariantServing v = servingForDesign(project.variants[i].design, catalog, model, input,
                                            target, curvePoints);
        v.variant = project.displayName(i);
        all.push_back(std::move(v));
    }
    return all;
}

} // namespace cd::core::throughput
