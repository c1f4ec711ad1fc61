// Serving model (issue 18 item 3), what a replica holds and what the input may ask: the KV cache
// each engine's memory rule leaves, SGLang's request pool, a model too large for every tp, the
// tensor-parallel rules and the errors of the input and of the sizing target. Every expected
// figure is worked out by hand in the comments from the published dimensions and datasheets
// (docs/predict.md "Serving").
#include "serving_fixtures.h"

#include <QTest>

using namespace cd::core::throughput;
using namespace cd::test;

class ServingMemoryTests : public QObject
{
    Q_OBJECT
private slots:
    // KV cache by each engine's memory rule, Llama 3 8B bf16 at tp 1 on one H100 (80 GiB =
    // 85,899,345,920 B), 128 input and 128 output tokens. Weights: 32 x (41,943,040 +
    // 176,160,768) = 6,979,321,856 linear + 2 x 525,336,576 embeddings = 8,029,995,008
    // weights x 2 B = 16,059,990,016 B. KV per token 2 x 32 x 8 x 128 x 2 = 131,072 B.
    // Activations of the profile step: token budget x (3 x 14,336 + 4 x 4096) x 2 B plus
    // max sequences x 128,256 x 4 B of logits.
    //  vLLM (0.9 of the GPU): budget 8192, 1024 sequences: 973,078,528 + 525,336,576 =
    //   1,498,415,104; KV = 77,309,411,328 - 16,059,990,016 - 1,610,612,736 (1.5 GiB)
    //   - 1,498,415,104 = 58,140,393,472 B = 443,576 tokens; a sequence holds 128 + 64 (half
    //   its output) = 192 tokens (12 blocks of 16): 2,310 sequences, capped at 1,024.
    //  TensorRT-LLM (0.9 of the rest): 2048 sequences: 973,078,528 + 1,050,673,152; KV =
    //   0.9 x (85,899,345,920 - 16,059,990,016 - 1,610,612,736 - 2,023,751,680) =
    //   59,584,492,339.2 B; whole sequences of 256 tokens (33,554,432 B): 1,775 (under 2048).
    //  SGLang: 85,899,345,920 - 13,440 MiB (14,092,861,440) - 16,059,990,016 = 55,746,494,464
    //   B = 425,312 tokens; 192 tokens a sequence: 2,215, under its request pool of 4096
    //   (sglangRequestPool below): 2,215.
    //  TGI (0.9 of the rest): budget 4096, 128 sequences: 486,539,264 + 65,667,072; KV =
    //   0.9 x (85,899,345,920 - 16,059,990,016 - 1,610,612,736 - 552,206,336) =
    //   60,908,883,148.8 B; 256 tokens a sequence: 1,815, capped at 128.
    void kvCacheByEngineRule()
    {
        const TransformerSpec m = preset("llama3-8b");
        struct Case
        {
            const char* engine;
            double kvBytes;
            int kvSequences;
            int maxConcurrency;
        };
        for (const Case& c :
             {Case{"vllm", 58140393472.0, 2310, 1024}, Case{"trt-llm", 59584492339.2, 1775, 1775},
              Case{"sglang", 55746494464.0, 2215, 2215}, Case{"tgi", 60908883148.8, 1815, 128}}) {
            const ServingReplica r =
                replica(m, h100(), c.engine, 1, WeightFormat::Bf16, false, 128, 128);
            QVERIFY2(r.error().empty(), r.error().c_str());
            QVERIFY(near(r.weightBytesPerGpu(), 16059990016.0));
            QCOMPARE(r.kvBytesPerTokenPerGpu(), 131072.0);
            QVERIFY2(
                near(r.kvCacheBytesPerGpu(), c.kvBytes),
                qPrintable(QString(c.engine) + ": " + pair(r.kvCacheBytesPerGpu(), c.kvBytes)));
            QVERIFY(near(r.kvTokens(), c.kvBytes / 131072));
            QVERIFY2(r.kvSequences() == c.kvSequences,
                     qPrintable(QString(c.engine) + ": " + QString::number(r.kvSequences())));
            QCOMPARE(r.maxConcurrency(), c.maxConcurrency);
        }
    }

    // SGLang's request pool (model_runner.py): min(KV tokens / 2, clamp(KV tokens x 512 /
    // context, 2048, 4096)), context the model's maxContext or, without one, its seq. Llama 3
    // 8B bf16 at tp 1 on an H100 keeps 425,312 KV tokens (kvCacheByEngineRule). With 1 input
    // and 1 output token a sequence takes one 16-token block: 26,582 fit, so the pool binds.
    //  Llama 3 8B, context 8192: 425,312 x 512 / 8192 = 26,582, clamped to 4096.
    //  Llama 3.1 8B (same dimensions), context 131,072: 1,661.375, raised to 2048.
    //  Llama 3 8B given a context of 65,536: 3,322.75, within the clamp: 3,322.
    //  Llama 3.1 8B with no maxContext takes its seq, 8192: 4096 again.
    // KV / 2 = 212,656 does not bind here (nor can it bind the concurrency: a sequence takes at
    // least one 16-token block, so the KV never holds more than tokens / 16 of them).
    void sglangRequestPool()
    {
        const auto maxOf = [](const TransformerSpec& m, int inputLen, int outputLen) {
            const ServingReplica r =
                replica(m, h100(), "sglang", 1, WeightFormat::Bf16, false, inputLen, outputLen);
            return r.error().empty() ? r.maxConcurrency() : -1;
        };
        const TransformerSpec llama3 = preset("llama3-8b");
        const ServingReplica r =
            replica(llama3, h100(), "sglang", 1, WeightFormat::Bf16, false, 1, 1);
        QVERIFY(near(r.kvTokens(), 425312));
        QCOMPARE(r.kvSequences(), 26582);
        QCOMPARE(maxOf(llama3, 1, 1), 4096);
        TransformerSpec longContext = preset("llama3.1-8b");
        QCOMPARE(longContext.maxContext, 131072);
        QCOMPARE(maxOf(longContext, 1, 1), 2048);
        TransformerSpec between = llama3;
        between.maxContext = 65536;
        QCOMPARE(maxOf(between, 1, 1), 3322);
        longContext.maxContext = 0;
        QCOMPARE(maxOf(longContext, 1, 1), 4096);
        // 128 in / 128 out: 2,215 sequences fit, under the pool.
        QCOMPARE(maxOf(llama3, 128, 128), 2215);
        // The estimate: 8 replicas at tp 1 on a node of 8, 4096 each.
        const ServingEstimate e = estimateServing(llama3, cluster(h100(), 1),
                                                  input("sglang", 1, 1, 0, 1, WeightFormat::Bf16));
        QVERIFY2(e.ok(), e.error.c_str());
        QCOMPARE(e.maxConcurrency, 8 * 4096);
    }

    // Llama 3 405B in bf16 (126 x (570,425,344 + 2,617,245,696) + 2 x 2,101,346,304 =
    // 405,849,243,648 weights, 811,698,487,296 B) does not fit one 80 GiB H100: the error names
    // the weights, 812 GB per GPU at tp 1, and the 86 GB (85.9) of HBM. FP8 at tp 8:
    // (401,646,551,040 + 2 x 2,101,346,304 x 2) / 8 = 51.26 GB a GPU fits.
    void modelTooLargeNamesWeights()
    {
        const TransformerSpec m = preset("llama3-405b");
        const ServingEstimate e = estimateServing(
            m, cluster(h100(), 1), input("vllm", 1024, 512, 0, 1, WeightFormat::Bf16));
        QVERIFY(!e.ok());
        QVERIFY2(contains(e.error, "weights") && contains(e.error, "812 GB") &&
                     contains(e.error, "tp 1") && contains(e.error, "86 GB"),
                 e.error.c_str());
        QVERIFY(near(e.weightsPerGpuGb, 811.698487296));
        QCOMPARE(e.kvCachePerGpuGb, 0.0);
        QVERIFY(estimateServing(m, cluster(h100(), 1),
                                input("vllm", 1024, 512, 0, 8, WeightFormat::Fp8))
                    .ok());
    }

    // With tp automatic and no tp holding the model, the error is that of the largest tp tried.
    // Llama 3 405B bf16 on 8 H100s: tp 1, 2, 4 and 8 all fail; at tp 8 811,698,487,296 / 8 =
    // 101,462,310,912 B a GPU, "101 GB". On 12 GPUs (3 nodes of 4, one NVLink domain of 12)
    // tp 8 does not divide 12: tp 4 is the largest tried, 202,924,621,824 B, "203 GB".
    void largestTpErrorWhenNoneFits()
    {
        const TransformerSpec m = preset("llama3-405b");
        const ServingInput in = input("vllm", 1024, 512, 0, 0, WeightFormat::Bf16);
        const ServingEstimate e = estimateServing(m, cluster(h100(), 1), in);
        QVERIFY(!e.ok());
        QCOMPARE(e.tp, 8);
        QVERIFY2(contains(e.error, "101 GB per GPU at tp 8"), e.error.c_str());
        QVERIFY(near(e.weightsPerGpuGb, 101.462310912));
        const ServingEstimate twelve = estimateServing(m, cluster(h100(), 3, 4, 12), in);
        QVERIFY(!twelve.ok());
        QCOMPARE(twelve.tp, 4);
        QVERIFY2(contains(twelve.error, "203 GB per GPU at tp 4"), twelve.error.c_str());
    }

    // Automatic tp tries only the tps that split the heads. GPT-3 175B (96 layers, hidden 12,288,
    // MLP 49,152, vocabulary 50,257) has 96 x (4 x 12,288^2 + 2 x 12,288 x 49,152) =
    // 173,946,175,488 linear weights and 2 x 617,558,016 embeddings: in bf16 (347,892,350,976 +
    // 2,470,232,064) B, 43,795,322,880 a GPU at tp 8 (fits), 87,590,645,760 at tp 4 (over the
    // 85.9 GB). Given 12 heads (head dim 1024) tp 8 no longer splits them: tp 4 is the largest
    // tried, and its error, "88 GB per GPU at tp 4", is the estimate's.
    void automaticTpSkipsUnevenHeads()
    {
        const ServingInput in = input("vllm", 1024, 512, 0, 0, WeightFormat::Bf16);
        TransformerSpec m = preset("gpt3-175b");
        const ServingEstimate e = estimateServing(m, cluster(h100(), 1), in);
        QVERIFY2(e.ok(), e.error.c_str());
        QCOMPARE(e.tp, 8);
        QVERIFY(near(e.weightsPerGpuGb, 43.79532288));
        m.heads = m.kvHeads = 12;
        QVERIFY(m.check().empty());
        const ServingEstimate twelve = estimateServing(m, cluster(h100(), 1), in);
        QVERIFY(!twelve.ok());
        QCOMPARE(twelve.tp, 4);
        QVERIFY2(contains(twelve.error, "88 GB per GPU at tp 4"), twelve.error.c_str());
    }

    // Each setting the input gets wrong is refused, naming it (ServingInputError.setting) and
    // saying why: the engine, and lengths beyond the model's context.
    void engineAndContextErrors()
    {
        const TransformerSpec m8 = preset("llama3-8b");
        const ClusterSpec node = cluster(h100(), 1);
        const auto check = [&](const ServingInput& in) {
            return checkServingInput(m8, node, in);
        };
        QVERIFY(check(input("vllm", 1024, 512, 0, 0, WeightFormat::Bf16)).ok());

        // Unknown engine: named, with the ones known.
        ServingInputError err = check(input("ollama", 1024, 512, 0, 0, WeightFormat::Bf16));
        QCOMPARE(err.setting, std::string("engine"));
        QVERIFY2(contains(err.message, "'ollama'"), err.message.c_str());
        QVERIFY2(contains(err.message, "vllm") && contains(err.message, "trt-llm") &&
                     contains(err.message, "sglang") && contains(err.message, "tgi"),
                 err.message.c_str());

        // Llama 3 8B takes 8192 positions: 8000 + 500 = 8500 is over (the output is what
        // overflows, the prompt alone fits), 8000 + 192 = 8192 fits exactly.
        err = check(input("vllm", 8000, 500, 0, 0, WeightFormat::Bf16));
        QCOMPARE(err.setting, std::string("output_len"));
        QVERIFY2(contains(err.message, "context") && contains(err.message, "8192"),
                 err.message.c_str());
        QVERIFY(check(input("vllm", 8000, 192, 0, 0, WeightFormat::Bf16)).ok());
        // A prompt of the whole context leaves no room: the prompt is named.
        err = check(input("vllm", 8192, 1, 0, 0, WeightFormat::Bf16));
        QCOMPARE(err.setting, std::string("input_len"));
        // Llama 3.1 8B takes 131,072: the same request is fine.
        QVERIFY(checkServingInput(preset("llama3.1-8b"), node,
                                  input("vllm", 8000, 500, 0, 0, WeightFormat::Bf16))
                    .ok());
    }

    // Lengths under one token and a negative concurrency (0 is the engines' most).
    void lengthAndConcurrencyErrors()
    {
        const TransformerSpec m8 = preset("llama3-8b");
        const ClusterSpec node = cluster(h100(), 1);
        const auto check = [&](const ServingInput& in) {
            return checkServingInput(m8, node, in);
        };
        QCOMPARE(check(input("vllm", 0, 512, 0, 0, WeightFormat::Bf16)).setting,
                 std::string("input_len"));
        QCOMPARE(check(input("vllm", 1024, 0, 0, 0, WeightFormat::Bf16)).setting,
                 std::string("output_len"));
        const ServingInputError err = check(input("vllm", 1024, 512, -1, 0, WeightFormat::Bf16));
        QCOMPARE(err.setting, std::string("concurrency"));
        QCOMPARE(err.message,
                 std::string("must be at least 1 request (0: the most the engine runs)"));
        QVERIFY(check(input("vllm", 1024, 512, 1, 0, WeightFormat::Bf16)).ok());
    }

    // Formats the GPU cannot run: FP8 weights or FP8 KV on an A100, FP4 on Hopper.
    void formatErrors()
    {
        const TransformerSpec m8 = preset("llama3-8b");
        const ClusterSpec a100s = cluster(a100Of40(), 1);
        ServingInputError err =
            checkServingInput(m8, a100s, input("vllm", 1024, 512, 0, 0, WeightFormat::Fp8));
        QCOMPARE(err.setting, std::string("weights"));
        QCOMPARE(err.message, std::string("fp8: a100-40-sxm has no FP8 tensor cores"));
        ServingInput kvFp8 = input("vllm", 1024, 512, 0, 0, WeightFormat::Bf16);
        kvFp8.kvFp8 = true;
        err = checkServingInput(m8, a100s, kvFp8);
        QCOMPARE(err.setting, std::string("kv_cache"));
        QVERIFY2(contains(err.message, "a100-40-sxm"), err.message.c_str());
        QVERIFY(checkServingInput(m8, cluster(h100(), 1), kvFp8).ok());
        const ServingInput fp4 = input("vllm", 1024, 512, 0, 0, WeightFormat::Fp4);
        err = checkServingInput(m8, cluster(h100(), 1), fp4);
        QCOMPARE(err.setting, std::string("weights"));
        QCOMPARE(err.message, std::string("fp4: h100-sxm has no FP4 tensor cores"));
        QVERIFY(checkServingInput(m8, cluster(b200(), 1), fp4).ok());
    }

    // A tp must divide the NVLink domain the cluster has (its domain, or all its GPUs when
    // fewer) and the GPUs: 3 and 16 do not divide a node's 8; on 3 nodes of 4 GPUs with
    // 8-GPU domains 8 divides the domain but not the 12 GPUs; one node of 4 from a 72-GPU
    // domain has a domain of 4; 18 such nodes (72 GPUs) take 8 but not 16.
    void tpMustDivideDomainAndGpus()
    {
        const TransformerSpec m = preset("llama3-70b");
        const auto why = [&](const ClusterSpec& c, int tp) {
            return checkServingInput(m, c, input("vllm", 1024, 512, 0, tp, WeightFormat::Fp8));
        };
        QCOMPARE(why(cluster(h100(), 1), 3).setting, std::string("tp"));
        QCOMPARE(why(cluster(h100(), 1), 3).message,
                 std::string("3 does not divide the NVLink domain of 8 GPUs"));
        QCOMPARE(why(cluster(h100(), 2), 16).message,
                 std::string("16 does not divide the NVLink domain of 8 GPUs"));
        QVERIFY(why(cluster(h100(), 2), 8).ok());
        QCOMPARE(why(cluster(h100(), 3, 4, 8), 8).message,
                 std::string("8 does not divide the 12 GPUs"));
        QVERIFY(why(cluster(h100(), 3, 4, 8), 4).ok());
        QCOMPARE(why(cluster(h100(), 1, 4, 72), 8).message,
                 std::string("8 does not divide the NVLink domain of 4 GPUs"));
        QVERIFY(why(cluster(h100(), 18, 4, 72), 8).ok());
        QCOMPARE(why(cluster(h100(), 18, 4, 72), 16).message,
                 std::string("16 does not divide the NVLink domain of 72 GPUs"));
    }

    // A tp must split the heads evenly and the KV heads evenly or into whole copies: GPT-3
    // 125M's 12 heads do not split 8 ways (4 do); a toy of 24 heads and 6 KV heads splits 2
    // and 6 ways (72-GPU domain) but not 4 (6 % 4 = 2 and 4 % 6 = 4); 2 KV heads replicate at
    // tp 4 and 8 (4 % 2 = 8 % 2 = 0). The estimate's automatic tp is one of those allowed.
    void tpMustSplitHeads()
    {
        const auto why = [](const TransformerSpec& m, const ClusterSpec& c, int tp) {
            return checkServingInput(m, c, input("vllm", 1024, 512, 0, tp, WeightFormat::Bf16));
        };
        const ClusterSpec node = cluster(h100(), 1);
        const TransformerSpec gpt = preset("gpt3-125m");
        QCOMPARE(why(gpt, node, 8).setting, std::string("tp"));
        QCOMPARE(why(gpt, node, 8).message,
                 std::string("8 does not split the model's 12 heads and 12 KV heads evenly"));
        QVERIFY(why(gpt, node, 4).ok());
        const TransformerSpec gqa = toyModel(24, 6);
        QVERIFY(why(gqa, node, 2).ok());
        QCOMPARE(why(gqa, node, 4).message,
                 std::string("4 does not split the model's 24 heads and 6 KV heads evenly"));
        QVERIFY(why(gqa, cluster(h100(), 18, 4, 72), 6).ok());
        QVERIFY(why(toyModel(8, 2), node, 4).ok());
        QVERIFY(why(toyModel(8, 2), node, 8).ok());
        const ServingInput automatic = input("vllm", 1024, 512, 0, 0, WeightFormat::Bf16);
        const ServingEstimate e = estimateServing(gpt, node, automatic);
        QVERIFY2(e.ok() && e.tp <= 4, e.error.c_str());
        const ServingEstimate g = estimateServing(gqa, node, automatic);
        QVERIFY2(g.ok() && g.tp <= 2, g.error.c_str());
    }

    // 10,000 tokens/s for one user is a step of 0.1 ms: under the 9.08 GB a GPU reads at tp 8
    // (3.4 ms at 0.8 x 3.35 TB/s) by far. No replica reaches it; the error says so. Users under
    // 1 are refused.
    void sizingImpossibleTarget()
    {
        const TransformerSpec m = preset("llama3-70b");
        const ServingInput in = input("vllm", 1024, 512, 0, 0, WeightFormat::Fp8);
        ServingTarget t;
        t.users = 1;
        t.tokensPerSPerUser = 10000;
        const ServingSizing s = sizeServing(m, cluster(h100(), 1), in, t);
        QVERIFY(!s.ok());
        QCOMPARE(s.nodes, 0);
        QVERIFY2(contains(s.error, "10000 tokens/s per user"), s.error.c_str());
        t.tokensPerSPerUser = 20;
        t.users = 0;
        QVERIFY(!sizeServing(m, cluster(h100(), 1), in, t).ok());
    }
    // The estimate and the sizing refuse a bad input with the same message.
    void estimateAndSizingShareErrors()
    {
        const TransformerSpec m8 = preset("llama3-8b");
        const ClusterSpec node = cluster(h100(), 1);
        const ServingInput bad = input("ollama", 1024, 512, 0, 0, WeightFormat::Bf16);
        const std::string message = checkServingInput(m8, node, bad).message;
        const ServingEstimate e = estimateServing(m8, node, bad);
        QVERIFY(!e.ok());
        QCOMPARE(e.error, message);
        ServingTarget t;
        t.users = 10;
        const ServingSizing s = sizeServing(m8, node, bad, t);
        QVERIFY(!s.ok());
        QCOMPARE(s.error, message);
    }
};

QObject* makeServingMemoryTests()
{
    return new ServingMemoryTests;
}

#include "tst_serving_memory.moc"
