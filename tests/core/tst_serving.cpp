// Serving model (issue 18 item 3), what a replica does: the decode step and the first token,
// Little's law for the throughput, the datasheet roofline, the latency-throughput curve, a
// mixture of experts, replicas and the sizing search. Every expected figure is worked out by
// hand in the comments from the published dimensions and datasheets, or follows from an
// invariant of the model (docs/predict.md "Serving").
#include "serving_fixtures.h"

#include <QTest>

#include <vector>

using namespace cd::core::throughput;
using namespace cd::test;

namespace {

// Llama 3 8B bf16 with vLLM on one H100 (a cluster of one GPU: one replica at tp 1).
ServingEstimate llama8bAlone(int inputLen, int outputLen, int concurrency)
{
    return estimateServing(preset("llama3-8b"), cluster(h100(), 1, 1, 1),
                           input("vllm", inputLen, outputLen, concurrency, 1, WeightFormat::Bf16));
}

// One row of curveInvariants_data: a model, nodes of 8 x H100, 1024 in / 512 out.
struct CurveCase
{
    TransformerSpec model;
    ClusterSpec cluster;
    ServingInput in;
};

CurveCase curveCase()
{
    QFETCH(QString, model);
    QFETCH(QString, engine);
    QFETCH(int, nodes);
    QFETCH(int, tp);
    QFETCH(int, weights);
    const std::string engineId = engine.toStdString();
    return {*findPreset(model.toStdString()), cluster(h100(), nodes),
            input(engineId.c_str(), 1024, 512, 0, tp, static_cast<WeightFormat>(weights))};
}

} // namespace

class ServingTests : public QObject
{
    Q_OBJECT
private slots:
    // Batch-1 decode of a dense model streams every weight the step touches: all linear layers
    // and the output layer (the input embedding is a row lookup). Llama 3 8B bf16, tp 1 on an
    // H100 with vLLM, 1024 in / 512 out: (6,979,321,856 + 525,336,576) x 2 B = 15,009,316,864
    // B; at the datasheet 3.35 TB/s that is 4.4804 ms (the HBM floor), at the 0.87 decode share
    // 5.149880 ms. Alone, the sequence prefills nothing in its steps (its own prompt is its
    // TTFT), so the GEMMs see 1 row: (2 x (32 x 41,943,040 + 525,336,576) + 2 x 32 x
    // 176,160,768) FLOPs = 15,009,316,864 at 989e12 x 0.803 x 0.86 (sustained) = 0.022 ms, under
    // the reads. Attention reads the KV of 1024 + 256 tokens x 131,072 B = 167,772,160 B at half
    // the decode share (1.457 TB/s): 0.115129 ms (its 671 MFLOP at 346 TFLOPS take 1.9 us). No
    // all-reduce at tp 1. The layers' fixed time 32 x 38 us = 1.216 ms and the engine's 5 us for
    // the sequence: TPOT = 6.486006 ms, within [floor / 0.87, 1.3 x floor / 0.87]. TTFT, the
    // 1024-token prompt alone in one chunk: GEMMs (2 x (32 x 41,943,040 x 1024 + 525,336,576) +
    // 2 x 32 x 176,160,768 x 1024) FLOPs at 682.98 TFLOP/s = 20.9298 ms, over the 5.15 ms of
    // weight reads; attention 4 x 32 x 4096 x 1024 x 512 FLOPs at 346.15 TFLOPS = 0.7941 ms
    // (over its 0.09 ms of KV); the layers' 1.216 ms: 22.93989 ms.
    void batchOneDecodeIsMemoryBound()
    {
        const ServingEstimate e = llama8bAlone(1024, 512, 1);
        QVERIFY2(e.ok(), e.error.c_str());
        QCOMPARE(e.replicas, 1);
        QCOMPARE(e.point.concurrency, 1);
        QVERIFY(e.point.memoryBound);
        const double floorMs = 15009316864.0 / 3350e9 * 1e3;
        QVERIFY(near(floorMs, 4.4804, 1e-4));
        QVERIFY2(e.point.tpotMs >= floorMs / 0.87,
                 qPrintable(pair(e.point.tpotMs, floorMs / 0.87)));
        QVERIFY2(e.point.tpotMs <= floorMs / 0.87 * 1.3,
                 qPrintable(pair(e.point.tpotMs, floorMs / 0.87)));
        QVERIFY2(near(e.point.tpotMs, 6.486006, 1e-6), qPrintable(pair(e.point.tpotMs, 6.486006)));
        QVERIFY2(near(e.point.ttftMs, 22.93989, 1e-6), qPrintable(pair(e.point.ttftMs, 22.93989)));
        QVERIFY(near(e.point.tokensPerSPerUser, 1000 / e.point.tpotMs));
    }

    // A step carries the prompts that replace the OTHER sequences: (batch - 1) / output new
    // prompts per step, each costing what a step with the whole prompt costs beyond a plain
    // decode step. Llama 3 8B bf16 on an H100, 4096 in / 16 out. Alone: no prefill, the weights
    // (5.149880 ms), the KV of 4096 + 8 tokens (537,919,488 B at 1.457 TB/s, 0.369133 ms), the
    // layers' 1.216 ms and 5 us for the sequence: 6.740010 ms. Two sequences: a plain step reads
    // the weights and twice that KV, 10 us for them: 7.114144 ms. With a whole prompt (4098
    // rows): GEMM FLOPs 2 x (32 x 41,943,040 x 4098 + 525,336,576 x 2) + 2 x 32 x 176,160,768 x
    // 4098 at 682.98 TFLOP/s (83.757 ms), plus attention's 4 x 32 x 4096 x (2 x 4104 + 4096 x
    // 2048) FLOPs at 346.15e12 (12.718 ms, over its KV reads), the layers and the two decoding
    // sequences: 97.70099 ms; 7.114144 + (97.70099 - 7.114144) / 16 = 12.775822 ms.
    void onlyOtherPromptsArePrefilled()
    {
        const ServingReplica r =
            replica(preset("llama3-8b"), h100(), "vllm", 1, WeightFormat::Bf16, false, 4096, 16);
        QVERIFY2(r.error().empty(), r.error().c_str());
        QVERIFY2(near(r.decodeStepS(1) * 1e3, 6.740010, 1e-6),
                 qPrintable(pair(r.decodeStepS(1) * 1e3, 6.740010)));
        QVERIFY2(near(r.decodeStepS(2) * 1e3, 12.775822, 1e-6),
                 qPrintable(pair(r.decodeStepS(2) * 1e3, 12.775822)));
    }

    // Little's law: `batch` requests in flight, each taking its first token and then one step
    // per further token, complete at batch / (TTFT + (output - 1) x TPOT) a second. Alone
    // (batchOneDecodeIsMemoryBound): 512 / (0.02293989 + 511 x 0.006486006) = 512 / 3.337289
    // = 153.4179 tokens/s, under the 154.1781 of its per-user rate 1 / TPOT: the first token
    // waits for the prompt (22.9 ms), not one step.
    void littlesLawAtConcurrencyOne()
    {
        const ServingEstimate e = llama8bAlone(1024, 512, 1);
        QVERIFY2(e.ok(), e.error.c_str());
        const ServingPoint& p = e.point;
        QVERIFY(near(p.outputTokensPerS, 512 / ((p.ttftMs + 511 * p.tpotMs) / 1e3)));
        QVERIFY2(near(p.outputTokensPerS, 153.4179, 1e-6),
                 qPrintable(pair(p.outputTokensPerS, 153.4179)));
        QVERIFY2(near(p.tokensPerSPerUser, 154.1781, 1e-6),
                 qPrintable(pair(p.tokensPerSPerUser, 154.1781)));
        QVERIFY(near(p.requestsPerS, p.outputTokensPerS / 512));
        QVERIFY(near(p.outputTokensPerSPerGpu, p.outputTokensPerS));
    }

    // At any concurrency c: output = c x output / (TTFT + (output - 1) x TPOT), below c times
    // the per-user rate; with one output token a request is its TTFT: output = c / TTFT.
    void littlesLawAtAnyConcurrency()
    {
        for (int c : {1, 16, 256}) {
            const ServingEstimate e = llama8bAlone(1024, 512, c);
            QVERIFY2(e.ok(), e.error.c_str());
            const ServingPoint& p = e.point;
            QCOMPARE(p.concurrency, c);
            QVERIFY(near(p.outputTokensPerS, c * 512 / ((p.ttftMs + 511 * p.tpotMs) / 1e3)));
            QVERIFY(near(p.requestsPerS, p.outputTokensPerS / 512));
            QVERIFY(p.outputTokensPerS < c * p.tokensPerSPerUser);
            const ServingEstimate one = llama8bAlone(1024, 1, c);
            QVERIFY2(one.ok(), one.error.c_str());
            QVERIFY(near(one.point.outputTokensPerS, c / (one.point.ttftMs / 1e3)));
        }
    }

    // Short outputs at high concurrency: every request still has its 1,024-token prompt
    // prefilled, at least 2 x 6,979,321,856 (Llama 3 8B's linear weights) x 1,024 =
    // 1.4294e13 FLOPs, so an H100 (989 TFLOPS dense bf16, its datasheet) finishes at most 69.2
    // requests a second whatever the concurrency; and no request is done before the step
    // that produces its token (TTFT >= TPOT). Counting each prompt's prefill alone gave 160x
    // the peak at one output token.
    void shortOutputsStayUnderThePeak()
    {
        const double flopsPerRequest = 2.0 * 6979321856.0 * 1024;
        for (int out : {1, 2, 4, 16})
            for (int c : {64, 256, 1024}) {
                const ServingEstimate e = llama8bAlone(1024, out, c);
                QVERIFY2(e.ok(), e.error.c_str());
                const ServingPoint& p = e.point;
                QVERIFY2(
                    p.requestsPerS * flopsPerRequest <= 989e12,
                    qPrintable(
                        QString("out %1 c %2: %3 requests/s").arg(out).arg(c).arg(p.requestsPerS)));
                QVERIFY(p.ttftMs >= p.tpotMs);
                QVERIFY(p.outputTokensPerS <= c * p.tokensPerSPerUser * (1 + 1e-9));
            }
    }

    // memoryBound is the plain datasheet roofline of the step. Llama 3 8B bf16 on an H100, 128
    // in / 128 out: at batch b the step decodes b tokens and prefills b - 1, 2b - 1 rows. HBM:
    // 15,009,316,864 B of weights and (192 b + b - 1) x 131,072 B of KV at 3.35 TB/s; FLOPs:
    // 2 x (32 x 41,943,040 x (2b - 1) + 525,336,576 x b) + 2 x 32 x 176,160,768 x (2b - 1) and
    // attention 4 x 32 x 4096 x (192 b + 64 (b - 1)), all at 989 TFLOPS.
    //  b = 128: 18,247,188,480 B, 5.4469 ms; 3,693,940,310,016 + 17,146,314,752 FLOPs, 3.7524
    //   ms: memory bound.
    //  b = 256: 21,485,191,168 B, 6.4135 ms; 7,401,839,263,744 + 34,326,183,936 FLOPs, 7.5189
    //   ms: compute bound. b = 1024: 12.2129 ms against 30.1179 ms: compute bound.
    void memoryBoundIsDatasheetRoofline()
    {
        const ServingReplica r =
            replica(preset("llama3-8b"), h100(), "vllm", 1, WeightFormat::Bf16, false, 128, 128);
        QVERIFY(r.memoryBound(1));
        QVERIFY(r.memoryBound(128));
        QVERIFY(!r.memoryBound(256));
        QVERIFY(!r.memoryBound(1024));
        const ServingEstimate e = llama8bAlone(128, 128, 256);
        QVERIFY2(e.ok(), e.error.c_str());
        QVERIFY(!e.point.memoryBound);
        QVERIFY(llama8bAlone(128, 128, 128).point.memoryBound);
    }

    // Along the curve (64 concurrencies, log-spaced from 1 to the maximum): concurrency rises,
    // each step only gets longer (more tokens, more KV), so TPOT never falls and the per-user
    // rate never rises; requests/s is the output over the output length and the per-GPU output
    // the output over the GPUs. Total output (Little's law, batch / (TTFT + 511 TPOT), the
    // latencies growing less than in proportion to the batch) never falls, a mixture of experts
    // included: a new prompt is prefilled in whole passes of the token budget, so the experts it
    // touches are read once a pass, not once a step.
    void curveInvariants_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("engine");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("tp");
        QTest::addColumn<int>("weights");
        QTest::newRow("llama3-70b fp8 8xH100 vllm") << "llama3-70b"
                                                    << "vllm" << 1 << 0 << int(WeightFormat::Fp8);
        QTest::newRow("llama3-8b bf16 16xH100 tp1 vllm")
            << "llama3-8b"
            << "vllm" << 2 << 1 << int(WeightFormat::Bf16);
        QTest::newRow("mixtral-8x7b bf16 8xH100 trt-llm")
            << "mixtral-8x7b"
            << "trt-llm" << 1 << 0 << int(WeightFormat::Bf16);
        QTest::newRow("llama3-70b fp8 16xH100 tp4 sglang")
            << "llama3-70b"
            << "sglang" << 2 << 4 << int(WeightFormat::Fp8);
        QTest::newRow("llama3-70b int4 8xH100 tgi") << "llama3-70b"
                                                    << "tgi" << 1 << 0 << int(WeightFormat::Int4);
    }
    void curveInvariants()
    {
        const CurveCase cc = curveCase();
        const TransformerSpec& m = cc.model;
        const ClusterSpec& c = cc.cluster;
        const ServingInput& in = cc.in;
        const std::vector<ServingPoint> curve = servingCurve(m, c, in, 64);
        QVERIFY(curve.size() >= 2);
        for (size_t i = 0; i < curve.size(); ++i) {
            const ServingPoint& p = curve[i];
            QVERIFY(p.tpotMs > 0);
            QVERIFY(near(p.requestsPerS, p.outputTokensPerS / in.outputLen));
            QVERIFY(near(p.outputTokensPerSPerGpu, p.outputTokensPerS / c.gpus()));
            if (i == 0)
                continue;
            const ServingPoint& q = curve[i - 1];
            const QString at = QString("at %1").arg(p.concurrency);
            QVERIFY(p.concurrency > q.concurrency);
            QVERIFY2(p.outputTokensPerS >= q.outputTokensPerS * (1 - 1e-12), qPrintable(at));
            QVERIFY2(p.tokensPerSPerUser <= q.tokensPerSPerUser * (1 + 1e-12), qPrintable(at));
            QVERIFY2(p.tpotMs >= q.tpotMs * (1 - 1e-12), qPrintable(at));
        }
    }

    // The curve runs from 1 to the estimate's maximum, ends where the estimate stands, holds
    // at most the points asked and no concurrency twice: 1 point is the maximum, 0 none.
    void curveEnds_data() { curveInvariants_data(); }
    void curveEnds()
    {
        const CurveCase cc = curveCase();
        const TransformerSpec& m = cc.model;
        const ClusterSpec& c = cc.cluster;
        const ServingInput& in = cc.in;
        const ServingEstimate e = estimateServing(m, c, in);
        QVERIFY2(e.ok(), e.error.c_str());
        const std::vector<ServingPoint> curve = servingCurve(m, c, in, 64);
        QVERIFY(curve.size() >= 2 && curve.size() <= 64);
        QCOMPARE(curve.front().concurrency, 1);
        QCOMPARE(curve.back().concurrency, e.maxConcurrency);
        QVERIFY(near(curve.back().outputTokensPerS, e.point.outputTokensPerS));
        const std::vector<ServingPoint> one = servingCurve(m, c, in, 1);
        QCOMPARE(int(one.size()), 1);
        QCOMPARE(one.front().concurrency, e.maxConcurrency);
        QVERIFY(servingCurve(m, c, in, 0).empty());
    }

    // Replicas: 16 GPUs (2 nodes of 8) at tp 4 are 4 replicas. Concurrency 4k spreads k to each:
    // 4 x one replica's output at k, that replica's latencies; 4k + 1 puts k + 1 on one:
    // output(k + 1) + 3 x output(k), the latencies of the busiest. One replica is measured on
    // its own as a 1-node cluster of 4 GPUs. Llama 3 70B FP8 with vLLM.
    void replicasSpreadConcurrency()
    {
        const TransformerSpec m = preset("llama3-70b");
        const auto at = [&](const ClusterSpec& c, int concurrency) {
            return estimateServing(m, c,
                                   input("vllm", 1024, 512, concurrency, 4, WeightFormat::Fp8));
        };
        const int k = 50;
        const ServingEstimate single = at(cluster(h100(), 1, 4, 4), k);
        const ServingEstimate singleNext = at(cluster(h100(), 1, 4, 4), k + 1);
        const ServingEstimate four = at(cluster(h100(), 2), 4 * k);
        const ServingEstimate fourPlus = at(cluster(h100(), 2), 4 * k + 1);
        for (const ServingEstimate* e : {&single, &singleNext, &four, &fourPlus})
            QVERIFY2(e->ok(), e->error.c_str());
        QCOMPARE(single.replicas, 1);
        QCOMPARE(four.gpus, 16);
        QCOMPARE(four.replicas, 4);
        QCOMPARE(four.maxConcurrency, 4 * single.maxConcurrency);
        QVERIFY(single.maxConcurrency > k + 1);
        QCOMPARE(four.point.concurrency, 4 * k);
        QVERIFY(near(four.point.outputTokensPerS, 4 * single.point.outputTokensPerS));
        QVERIFY(near(four.point.outputTokensPerSPerGpu, single.point.outputTokensPerSPerGpu));
        QVERIFY(near(four.point.requestsPerS, 4 * single.point.requestsPerS));
        QVERIFY(near(four.point.tpotMs, single.point.tpotMs));
        QVERIFY(near(four.point.ttftMs, single.point.ttftMs));
        QVERIFY(near(four.point.tokensPerSPerUser, single.point.tokensPerSPerUser));
        QVERIFY(near(fourPlus.point.outputTokensPerS,
                     singleNext.point.outputTokensPerS + 3 * single.point.outputTokensPerS));
        QVERIFY(near(fourPlus.point.tpotMs, singleNext.point.tpotMs));
        QVERIFY(near(fourPlus.point.ttftMs, singleNext.point.ttftMs));
    }

    // Sizing 1000 users at 20 tokens/s each with the first token within 2 s, Llama 3 70B FP8 on
    // nodes of 8 x H100 with vLLM: the answer holds the users (replicas x their concurrency),
    // meets the rate and TTFT at each replica's concurrency, uses whole nodes with no spare one;
    // its point is one replica's, its per-GPU output that over the replica's tp GPUs.
    void sizingMeetsTarget()
    {
        const TransformerSpec m = preset("llama3-70b");
        const ServingInput in = input("vllm", 1024, 512, 0, 0, WeightFormat::Fp8);
        ServingTarget t{1000, 20, 2000};
        const ServingSizing s = sizeServing(m, cluster(h100(), 1), in, t);
        QVERIFY2(s.ok(), s.error.c_str());
        QVERIFY(s.nodes >= 1 && s.nodes * 8 >= s.gpus && (s.nodes - 1) * 8 < s.gpus);
        QCOMPARE(s.replicas * s.tp, s.gpus);
        QVERIFY(s.tp >= 1 && s.tp <= 8);
        QVERIFY(s.replicas * s.concurrencyPerReplica >= t.users);
        QVERIFY((s.replicas - 1) * s.concurrencyPerReplica < t.users);
        QCOMPARE(s.point.concurrency, s.concurrencyPerReplica);
        QVERIFY(s.point.tokensPerSPerUser >= 20);
        QVERIFY(s.point.ttftMs <= 2000);
        QVERIFY(s.point.outputTokensPerSPerGpu > 0);
        QVERIFY(near(s.point.outputTokensPerSPerGpu, s.point.outputTokensPerS / s.tp));
        // Twice the users never need fewer nodes.
        t.users = 2000;
        const ServingSizing twice = sizeServing(m, cluster(h100(), 1), in, t);
        QVERIFY2(twice.ok(), twice.error.c_str());
        QVERIFY(twice.nodes >= s.nodes);
    }

    // The cluster the sizing names, estimated with the users spread over it, meets the target.
    void sizedClusterMeetsTarget()
    {
        const TransformerSpec m = preset("llama3-70b");
        ServingInput in = input("vllm", 1024, 512, 0, 0, WeightFormat::Fp8);
        const ServingTarget t{1000, 20, 2000};
        const ServingSizing s = sizeServing(m, cluster(h100(), 1), in, t);
        QVERIFY2(s.ok(), s.error.c_str());
        in.tp = s.tp;
        in.concurrency = t.users;
        const ServingEstimate e = estimateServing(m, cluster(h100(), s.nodes), in);
        QVERIFY2(e.ok(), e.error.c_str());
        QCOMPARE(e.point.concurrency, t.users);
        QVERIFY(e.notes.empty());
        QVERIFY(e.point.tokensPerSPerUser >= 20);
        QVERIFY(e.point.ttftMs <= 2000);
    }

    // Sizing's unit is one NVLink domain: on nodes of 4 H100s sharing a 72-GPU NVLink domain
    // (hypothetical, as an NVL72 rack) a replica may span two nodes. Llama 3 405B FP8 needs
    // tp 8: at tp 4 (401,646,551,040 + 2 x 2,101,346,304 x 2) / 4 = 102,512,984,064 B a GPU
    // exceed 80 GiB, at tp 8 51,256,492,032 B fit, and 16 does not divide 72. One user at 10
    // tokens/s: one replica of 8 GPUs on 2 nodes; 100 users: replicas x 8 GPUs on 2 nodes each.
    // With an NVLink domain of one node (4) no tp holds the model.
    void sizingSpansNvlinkDomain()
    {
        const TransformerSpec m = preset("llama3-405b");
        const ServingInput in = input("vllm", 1024, 512, 0, 0, WeightFormat::Fp8);
        ServingTarget t{1, 10, 0};
        const ServingSizing s = sizeServing(m, cluster(h100(), 1, 4, 72), in, t);
        QVERIFY2(s.ok(), s.error.c_str());
        QCOMPARE(s.tp, 8);
        QCOMPARE(s.replicas, 1);
        QCOMPARE(s.gpus, 8);
        QCOMPARE(s.nodes, 2);
        QVERIFY(s.point.tokensPerSPerUser >= 10);
        QVERIFY(near(s.point.outputTokensPerSPerGpu, s.point.outputTokensPerS / 8));
        t.users = 100;
        const ServingSizing many = sizeServing(m, cluster(h100(), 1, 4, 72), in, t);
        QVERIFY2(many.ok(), many.error.c_str());
        QCOMPARE(many.tp, 8);
        QCOMPARE(many.nodes, 2 * many.replicas);
        QVERIFY(!sizeServing(m, cluster(h100(), 1, 4, 4), in, t).ok());
    }
};

QObject* makeServingTests()
{
    return new ServingTests;
}

#include "tst_serving.moc"
