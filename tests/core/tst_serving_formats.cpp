// Serving model (issue 18 item 3), what a replica is made of: weight formats, the engine
// registry and its caps on concurrency, SGLang's reserve, the decode bandwidth shares, the KV
// cache bytes of a token, the weight bytes on each GPU and those a mixture of experts' step
// reads. Every expected figure is worked out by hand in the comments from the published
// dimensions and datasheets (docs/predict.md "Serving").
#include "analysis/throughput/efficiency.h"
#include "analysis/throughput/serving_decode_bandwidth.h"
#include "serving_fixtures.h"

#include <QTest>

#include <cmath>

using namespace cd::core::throughput;
using namespace cd::test;

namespace {

// A replica's weights on each GPU as docs/predict.md states them: the linear layers at the
// format's bytes, the input embedding and the output layer (vocab x hidden each) kept in bf16,
// all split over tp.
double weightBytesByFormula(const TransformerSpec& m, WeightFormat f, int tp)
{
    const double embeddings = 2 * m.embeddingParams();
    return ((m.totalParams() - embeddings) * bytesPerWeight(f) + embeddings * 2) / tp;
}

} // namespace

class ServingFormatTests : public QObject
{
    Q_OBJECT
private slots:
    // bf16 2 bytes, FP8 1. NVFP4: 4-bit values and one 8-bit E4M3 scale per 16 of them,
    // (4 + 8/16) / 8 = 0.5625. INT4 (AWQ / GPTQ, group 128): 4 bits plus an fp16 scale and a
    // 4-bit zero point per 128 weights, (4 + 20/128) / 8 = 0.51953125.
    void bytesPerWeightByFormat()
    {
        QCOMPARE(bytesPerWeight(WeightFormat::Bf16), 2.0);
        QCOMPARE(bytesPerWeight(WeightFormat::Fp8), 1.0);
        QCOMPARE(bytesPerWeight(WeightFormat::Fp4), 0.5625);
        QCOMPARE(bytesPerWeight(WeightFormat::Int4), 0.51953125);
        // Every format reads back from its own name; an unknown name is refused.
        for (WeightFormat f :
             {WeightFormat::Bf16, WeightFormat::Fp8, WeightFormat::Fp4, WeightFormat::Int4}) {
            const auto back = weightFormatFromString(toString(f));
            QVERIFY(back);
            QVERIFY(*back == f);
        }
        QVERIFY(!weightFormatFromString("fp16"));
    }

    // FP8 needs FP8 tensor cores (not on A100), FP4 needs FP4 ones (Blackwell only); bf16 and
    // INT4 (dequantised to bf16) run anywhere. The GEMM rate: FP8 at the FP8 peak and MAMF,
    // INT4 at the bf16 ones, FP4 at the FP4 peak with the FP8 MAMF (no FP4 measurement yet).
    void weightFormatOnGpus()
    {
        QVERIFY(unsupportedReason(WeightFormat::Fp8, a100Of40()) == "has no FP8 tensor cores");
        QVERIFY(unsupportedReason(WeightFormat::Fp4, h100()) == "has no FP4 tensor cores");
        QVERIFY(unsupportedReason(WeightFormat::Fp8, h100()).empty());
        QVERIFY(unsupportedReason(WeightFormat::Fp4, b200()).empty());
        QVERIFY(unsupportedReason(WeightFormat::Bf16, a100Of40()).empty());
        QVERIFY(unsupportedReason(WeightFormat::Int4, a100Of40()).empty());

        QVERIFY(near(peakFlops(WeightFormat::Bf16, h100()), 989e12));
        QVERIFY(near(peakFlops(WeightFormat::Fp8, h100()), 1979e12));
        QVERIFY(near(peakFlops(WeightFormat::Int4, h100()), 989e12));
        QVERIFY(near(peakFlops(WeightFormat::Fp4, b200()), 9000e12));
        QCOMPARE(gemmEfficiency(WeightFormat::Bf16, h100()), 0.803);
        QCOMPARE(gemmEfficiency(WeightFormat::Int4, h100()), 0.803);
        QCOMPARE(gemmEfficiency(WeightFormat::Fp8, h100()), 0.709);
        QCOMPARE(gemmEfficiency(WeightFormat::Fp4, b200()), 0.763);
        // AMD's FP8 MAMF (ROCm blog "Measuring Max-Achievable FLOPs - Part 2", Feb 2025):
        // MI300X 1,223.6 and MI325X 1,519 TFLOPS of the 2,614.9 dense FP8 datasheet.
        QVERIFY(std::abs(efficiencyOf("mi300x").gemmFp8 * 2614.9 - 1223.6) < 1.0);
        QVERIFY(std::abs(efficiencyOf("mi325x").gemmFp8 * 2614.9 - 1519) < 1.0);
        // A GPU without an FP8 measurement: FP8 takes the bf16 figure.
        GpuSpec noFp8Mamf = h100();
        noFp8Mamf.gemmEfficiencyFp8 = 0;
        QCOMPARE(gemmEfficiency(WeightFormat::Fp8, noFp8Mamf), 0.803);
    }

    // The registry: vLLM first (the default), then TensorRT-LLM, SGLang, TGI, each by its id.
    // Caps from the engines' defaults: vLLM max_num_seqs 1024 and max_num_batched_tokens 8192
    // on GPUs of 70 GiB and more except A100s, 256 and 2048 otherwise; TensorRT-LLM
    // max_batch_size 2048; SGLang 2048 (the field; its replicas take the request-pool rule,
    // tst_serving_memory.cpp sglangRequestPool); TGI max_concurrent_requests 128, prefill 4096.
    void engineRegistry()
    {
        const auto& engines = servingEngines();
        QCOMPARE(int(engines.size()), 4);
        QVERIFY(engines[0].id == "vllm");
        QVERIFY(engines[1].id == "trt-llm");
        QVERIFY(engines[2].id == "sglang");
        QVERIFY(engines[3].id == "tgi");
        for (const ServingEngine& e : engines) {
            QVERIFY(findEngine(e.id) == &e);
            QVERIFY(!e.source.empty());
        }
        QVERIFY(findEngine("ollama") == nullptr);

        const ServingEngine& vllm = *findEngine("vllm");
        GpuSpec a100Of80 = a100Of40();
        a100Of80.id = "a100-80-sxm";
        a100Of80.memoryGb = 80;
        QCOMPARE(vllm.maxSequencesFor(h100()), 1024);
        QCOMPARE(vllm.tokenBudgetFor(h100()), 8192);
        QCOMPARE(vllm.maxSequencesFor(a100Of40()), 256);
        QCOMPARE(vllm.tokenBudgetFor(a100Of40()), 2048);
        // 80 GiB but an A100 (vLLM PR #17885 keeps the small defaults there).
        QCOMPARE(vllm.maxSequencesFor(a100Of80), 256);
        QCOMPARE(findEngine("trt-llm")->maxSequencesFor(h100()), 2048);
        QCOMPARE(findEngine("sglang")->maxSequencesFor(h100()), 2048);
        QCOMPARE(findEngine("tgi")->maxSequencesFor(h100()), 128);
        QCOMPARE(findEngine("tgi")->maxSequencesFor(a100Of40()), 128);
        QCOMPARE(findEngine("tgi")->tokenBudgetFor(h100()), 4096);
    }

    // SGLang's reserve (MiB): 512 + 1.5 x chunk + 2 x cuda_graph_max_bs + tp / 8 x 1024, at
    // least 10 GiB above 60 GiB. H100 (80 GiB, chunk 8192): tp 1 with 256 graphs
    // 512 + 12,288 + 512 + 128 = 13,440 MiB; tp 8 with 512 graphs 512 + 12,288 + 1,024 + 1,024
    // = 14,848 MiB. A100 40 GiB, tp 1: 13,440 MiB too (no 10 GiB floor below 60 GiB).
    // B200 (180 GiB, chunk 16384, 512 graphs), tp 8: 512 + 24,576 + 1,024 + 1,024 = 27,136 MiB.
    void sglangReserve()
    {
        const ServingEngine& sglang = *findEngine("sglang");
        const double mib = 1048576.0;
        QVERIFY(near(sglang.sglangReserveBytes(h100(), 1), 13440 * mib));
        QVERIFY(near(sglang.sglangReserveBytes(h100(), 8), 14848 * mib));
        QVERIFY(near(sglang.sglangReserveBytes(a100Of40(), 1), 13440 * mib));
        QVERIFY(near(sglang.sglangReserveBytes(b200(), 8), 27136 * mib));
    }

    // Decode bandwidth share: 0.87 on NVIDIA (measured on an H200: tst_h200_measurements derives
    // it again), 0.6 on AMD, 0.87 for a GPU without a row, named an assumption there.
    void decodeBandwidthShares()
    {
        QCOMPARE(decodeBandwidth("h100-sxm").share, 0.87);
        QCOMPARE(decodeBandwidth("a100-40-sxm").share, 0.87);
        QCOMPARE(decodeBandwidth("mi300x").share, 0.6);
        QCOMPARE(decodeBandwidth("no-such-gpu").share, 0.87);
        QVERIFY(decodeBandwidth("no-such-gpu").source.find("assumption") != std::string_view::npos);
    }

    // KV cache per token on one GPU: 2 (K and V) x layers x KV heads on the GPU x head dim x
    // bytes. Llama 3 70B (80 layers, 8 KV heads, head dim 8192 / 64 = 128), bf16:
    // 2 x 80 x 8 x 128 x 2 = 327,680 B at tp 1; at tp 8 one KV head per GPU: 40,960 B.
    // FP8 KV halves both: 163,840 and 20,480 B.
    void kvBytesPerToken()
    {
        const TransformerSpec m = preset("llama3-70b");
        QCOMPARE(m.headDim(), 128);
        const auto kv = [&](int tp, bool kvFp8) {
            return replica(m, h100(), "vllm", tp, WeightFormat::Fp8, kvFp8, 1024, 512)
                .kvBytesPerTokenPerGpu();
        };
        QCOMPARE(kv(1, false), 327680.0);
        QCOMPARE(kv(2, false), 163840.0);
        QCOMPARE(kv(8, false), 40960.0);
        QCOMPARE(kv(1, true), 163840.0);
        QCOMPARE(kv(8, true), 20480.0);

        // The estimate reports the same share: 8 x H100 at tp 8.
        ServingInput in = input("vllm", 1024, 512, 0, 8, WeightFormat::Fp8);
        const ServingEstimate e = estimateServing(m, cluster(h100(), 1), in);
        QVERIFY2(e.ok(), e.error.c_str());
        QCOMPARE(e.tp, 8);
        QCOMPARE(e.kvBytesPerToken, 40960.0);
        in.kvFp8 = true;
        QCOMPARE(estimateServing(m, cluster(h100(), 1), in).kvBytesPerToken, 20480.0);
    }

    // A tp beyond the KV heads replicates them (vLLM, TensorRT-LLM): with 2 KV heads at tp 4
    // each GPU still holds one whole head. Toy model: 4 layers, 8 heads of 128 (hidden 1024),
    // 2 KV heads: tp 1 2 x 4 x 2 x 128 x 2 = 4,096 B; tp 2 2,048; tp 4 and 8 2,048 again.
    void kvHeadsReplicatedBeyondTp()
    {
        const TransformerSpec m = toyModel(8, 2);
        QVERIFY(m.check().empty());
        const auto kv = [&](int tp) {
            return replica(m, h100(), "vllm", tp, WeightFormat::Bf16, false, 128, 128)
                .kvBytesPerTokenPerGpu();
        };
        QCOMPARE(kv(1), 4096.0);
        QCOMPARE(kv(2), 2048.0);
        QCOMPARE(kv(4), 2048.0);
        QCOMPARE(kv(8), 2048.0);
    }

    // Weights per GPU, Llama 3 70B. Per layer: attention 2 x 8192^2 + 2 x 8192 x 1024 =
    // 150,994,944, SwiGLU MLP 3 x 8192 x 28672 = 704,643,072; x 80 layers = 68,451,041,280
    // linear weights. Embeddings 128,256 x 8192 = 1,050,673,152 each, two of them in bf16:
    // 4,202,692,608 B. bf16 tp 8: (2 x 68,451,041,280 + 4,202,692,608) / 8 = 17,638,096,896 B;
    // FP8 tp 8: (68,451,041,280 + 4,202,692,608) / 8 = 9,081,716,736 B; INT4 tp 4:
    // (68,451,041,280 x 133/256 + 4,202,692,608) / 4 = 9,941,286,912 B; FP4 (on B200) tp 4:
    // (68,451,041,280 x 0.5625 + 4,202,692,608) / 4 = 10,676,600,832 B.
    void weightsPerGpu()
    {
        const TransformerSpec m = preset("llama3-70b");
        QCOMPARE(m.totalParams() - 2 * m.embeddingParams(), 68451041280.0);
        QCOMPARE(m.embeddingParams(), 1050673152.0);
        struct Case
        {
            WeightFormat f;
            int tp;
            GpuSpec gpu;
            double byHand;
        };
        for (const Case& c : {Case{WeightFormat::Bf16, 8, h100(), 17638096896.0},
                              Case{WeightFormat::Fp8, 8, h100(), 9081716736.0},
                              Case{WeightFormat::Int4, 4, h100(), 9941286912.0},
                              Case{WeightFormat::Fp4, 4, b200(), 10676600832.0}}) {
            const ServingReplica r = replica(m, c.gpu, "vllm", c.tp, c.f, false, 1024, 512);
            QVERIFY2(r.error().empty(), r.error().c_str());
            QVERIFY2(near(r.weightBytesPerGpu(), c.byHand),
                     qPrintable(pair(r.weightBytesPerGpu(), c.byHand)));
            QVERIFY(near(r.weightBytesPerGpu(), weightBytesByFormula(m, c.f, c.tp)));
        }
        // The estimate reports decimal GB: 9.081716736 for FP8 at tp 8.
        const ServingEstimate e = estimateServing(
            m, cluster(h100(), 1), input("vllm", 1024, 512, 0, 8, WeightFormat::Fp8));
        QVERIFY2(e.ok(), e.error.c_str());
        QVERIFY(near(e.weightsPerGpuGb, 9.081716736));
    }

    // Engine caps bound the concurrency: Llama 3 8B bf16, 128 in / 128 out, tp 1 on 8 GPUs.
    // The KV cache holds more than the caps on both GPUs (tst_serving_memory.cpp
    // kvCacheByEngineRule: 2,310 a replica on the H100; A100 40 GiB with vLLM's small
    // defaults, budget 2048 and 256 sequences: 0.9 x 42,949,672,960 - 16,059,990,016 -
    // 1,610,612,736 - (243,269,632 + 131,334,144) = 20,609,499,136 B, 818 sequences), so the
    // caps bind: vLLM 8 x 1024 on H100, 8 x 256 on the A100, TGI 8 x 128.
    void engineCapsBind()
    {
        const TransformerSpec m8 = preset("llama3-8b");
        const auto maxOf = [&](const char* engine, const GpuSpec& g) {
            const ServingEstimate e = estimateServing(
                m8, cluster(g, 1), input(engine, 128, 128, 0, 1, WeightFormat::Bf16));
            return e.ok() ? e.maxConcurrency : -1;
        };
        QCOMPARE(maxOf("vllm", h100()), 8 * 1024);
        QCOMPARE(maxOf("vllm", a100Of40()), 8 * 256);
        QCOMPARE(maxOf("tgi", h100()), 8 * 128);
        QCOMPARE(maxOf("tgi", a100Of40()), 8 * 128);
    }

    // No engine exceeds its cap times the replicas, whatever the model: vLLM, TensorRT-LLM and
    // TGI their max sequences, SGLang the top of its request pool's clamp, 4096.
    void noEngineExceedsItsCap()
    {
        for (const ServingEngine& engine : servingEngines()) {
            const std::string id(engine.id);
            for (const char* model : {"llama3-8b", "llama3-70b", "mixtral-8x7b"}) {
                for (const GpuSpec& g : {h100(), a100Of40()}) {
                    const int cap = engine.memoryRule == KvMemoryRule::SglangStatic
                                        ? 4096
                                        : engine.maxSequencesFor(g);
                    for (int tp : {0, 1, 2, 8}) {
                        const ServingEstimate e = estimateServing(
                            preset(model), cluster(g, 1),
                            input(id.c_str(), 1024, 512, 0, tp, WeightFormat::Bf16));
                        if (!e.ok())
                            continue;
                        QVERIFY(e.maxConcurrency >= 1);
                        QVERIFY2(e.maxConcurrency <= cap * e.replicas,
                                 qPrintable(QString("%1 %2 %3 tp %4: %5")
                                                .arg(id.c_str(), model, g.id.c_str())
                                                .arg(e.tp)
                                                .arg(e.maxConcurrency)));
                        QCOMPARE(e.point.concurrency, e.maxConcurrency);
                    }
                }
            }
        }
    }

    // More requests than the replicas run: the point is taken at the maximum, and a note says
    // the rest wait. Llama 3 8B bf16, 128 in / 128 out (engineCapsBind), vLLM on 8 x H100 at tp
    // 1: 8 x 1024 = 8192.
    void concurrencyAboveMaximumWaits()
    {
        const TransformerSpec m8 = preset("llama3-8b");
        const ServingEstimate e = estimateServing(
            m8, cluster(h100(), 1), input("vllm", 128, 128, 10000, 1, WeightFormat::Bf16));
        QVERIFY2(e.ok(), e.error.c_str());
        QCOMPARE(e.maxConcurrency, 8192);
        QCOMPARE(e.point.concurrency, 8192);
        QCOMPARE(int(e.notes.size()), 1);
        QVERIFY2(contains(e.notes.front(), "10000") && contains(e.notes.front(), "8192") &&
                     contains(e.notes.front(), "wait"),
                 e.notes.front().c_str());
        const ServingEstimate atMax = estimateServing(
            m8, cluster(h100(), 1), input("vllm", 128, 128, 8192, 1, WeightFormat::Bf16));
        QVERIFY(atMax.notes.empty());
        QVERIFY(near(atMax.point.outputTokensPerS, e.point.outputTokensPerS));
        QVERIFY(near(atMax.point.tpotMs, e.point.tpotMs));
    }

    // Mixtral 8x7B (32 layers, hidden 4096, 8 experts of 3 x 4096 x 14336 = 176,160,768,
    // attention 41,943,040 a layer, embeddings 32,000 x 4096 = 131,072,000) in FP8 on one H100,
    // 1 input and 1024 output tokens. Alone a step prefills nothing and its one token routes to
    // 8 x (1 - 6/8) = 2 experts a layer; a step of 64 (and 63 / 1024 prompt tokens) touches
    // all 8 (each is missed with probability (6/8)^64.06 = 1e-8). Weight bytes a step reads
    // (FP8 linear layers, bf16 output layer): 2 experts 32 x (41,943,040 + 2 x 176,160,768) + 2
    // x 131,072,000 = 12,878,610,432 B, 4.418806 ms at 0.87 x 3.35 TB/s; 8 experts 32 x
    // (41,943,040 + 8 x 176,160,768) + 262,144,000 = 46,701,477,888 B, 16.024 ms. Batch 1: GEMMs
    // of one row (25,495,076,864 FLOPs at 1979e12 x 0.709 x 0.81) take 0.022 ms, under the
    // reads; the KV of 1 + 512 tokens x 131,072 B at 1.457 TB/s 0.046141 ms; the layers' fixed
    // 32 x 38 us and 5 us for the sequence: TPOT 5.685948 ms. Its bytes alone (4.465 ms) are
    // 1.0104 x the active floor and 0.279 x the all-expert one. On the datasheet roofline 3.864
    // ms of HBM against 0.013 ms of FLOPs: memory bound.
    void moeReadsActiveExperts()
    {
        const TransformerSpec m = preset("mixtral-8x7b");
        const ServingReplica r = replica(m, h100(), "vllm", 1, WeightFormat::Fp8, false, 1, 1024);
        QVERIFY2(r.error().empty(), r.error().c_str());
        const double bw = 3350e9 * 0.87;
        const double activeFloor = 12878610432.0 / bw;
        const double allFloor = 46701477888.0 / bw;
        const double one = r.decodeStepS(1);
        QVERIFY2(near(one * 1e3, 5.685948, 1e-6), qPrintable(pair(one * 1e3, 5.685948)));
        const double bytesAlone = one - 32 * kLayerFixedS - kSequenceStepS;
        QVERIFY(bytesAlone < 0.3 * allFloor && bytesAlone > activeFloor);
        QVERIFY(r.memoryBound(1));
        // Batch 64: every expert streamed (or the step is compute bound, and longer still).
        const double many = r.decodeStepS(64);
        QVERIFY2(many >= allFloor * (1 - 1e-6), qPrintable(pair(many, allFloor)));
        // Stored weights, all experts: 32 x (41,943,040 + 8 x 176,160,768) = 46,439,333,888 FP8
        // + 2 x 131,072,000 x 2 B = 46,963,621,888 B.
        QVERIFY(near(r.weightBytesPerGpu(), 46963621888.0));
        // One expert a layer reads one MLP a layer instead of two: 32 x (41,943,040 +
        // 176,160,768) + 262,144,000 = 7,241,465,856 B, 2.702 ms; its batch-1 step is shorter.
        TransformerSpec dense = m;
        dense.experts = 1;
        dense.expertsPerToken = 1;
        const ServingReplica d =
            replica(dense, h100(), "vllm", 1, WeightFormat::Fp8, false, 1, 1024);
        QVERIFY(d.decodeStepS(1) < one);
    }
};

QObject* makeServingFormatTests()
{
    return new ServingFormatTests;
}

#include "tst_serving_formats.moc"
