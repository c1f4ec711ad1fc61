#include "analysis/tco/serving_rates.h"

namespace cd::core::tco {

using namespace throughput;

double prefillShare(const TransformerSpec& model, const ClusterSpec& c, const ServingInput& in,
                    const ServingEstimate& e)
{
    if (e.replicas <= 0 || e.point.concurrency <= 0)
        return 0;
    ServingInput alone = in;
    alone.tp = e.tp;
    alone.concurrency = e.replicas;
    const ServingEstimate one = estimateServing(model, c, alone);
    const double perReplica = double(e.point.concurrency) / e.replicas;
    const double decodeMs = e.point.tpotMs * in.outputLen / perReplica;
    if (!one.ok() || !(one.point.ttftMs > 0))
        return 0;
    return one.point.ttftMs / (one.point.ttftMs + decodeMs);
}

TcoWorkload servingRates(const TransformerSpec& model, const ClusterSpec& c, const ServingInput& in,
                         const ServingEstimate& e)
{
    TcoWorkload w;
    w.outputTokensPerS = e.point.outputTokensPerS;
    w.requestsPerS = e.point.requestsPerS;
    w.concurrency = e.point.concurrency;
    w.inputLen = in.inputLen;
    w.outputLen = in.outputLen;
    w.prefillShare = prefillShare(model, c, in, e);
    return w;
}

} // namespace cd::core::tco
