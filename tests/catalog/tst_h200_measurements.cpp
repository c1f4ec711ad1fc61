// Issue 18: the serving model's kernel constants against what tests/device/h200_constants.py
// measured on one H200 (tests/data/validation/h200-2026-12-04.jsonl, 2026-12-04; the script
// and its method are in docs/predict.md "Measured on an H200"). Each constant is derived again
// here from the raw timings, so a constant that drifts from its measurement fails.
#include "analysis/throughput/serving_decode_bandwidth.h"
#include "analysis/throughput/serving_energy.h"
#include "analysis/throughput/serving_engine.h"
#include "analysis/throughput/serving_replica.h"
#include "analysis/throughput/software_stacks.h"
#include "analysis/throughput/training.h"
#include "analysis/throughput/transformer.h"
#include "catalog.h"
#include "model/json.h"
#include "validation_cases.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

using namespace cd;
using namespace cd::core::throughput;

namespace {

std::vector<core::Json> readLines(const std::string& name)
{
    std::vector<core::Json> out;
    std::ifstream in(std::string(CD_TEST_DATA) + "/validation/" + name);
    for (std::string line; std::getline(in, line);)
        if (!line.empty())
            out.push_back(core::Json::parse(line));
    return out;
}

const std::vector<core::Json>& measurements()
{
    static const std::vector<core::Json> rows = readLines("h200-2026-12-04.jsonl");
    return rows;
}

// nvidia-smi's samples (seconds of the UTC day, W) of a run's power log.
std::vector<std::pair<double, double>> powerSamples(const std::string& name)
{
    std::vector<std::pair<double, double>> out;
    std::ifstream in(std::string(CD_TEST_DATA) + "/validation/" + name);
    for (std::string line; std::getline(in, line);) {
        int y, mo, d, h, mi;
        double s, w;
        if (std::sscanf(line.c_str(), "%d/%d/%d %d:%d:%lf, %lf W", &y, &mo, &d, &h, &mi, &s, &w) ==
            7)
            out.emplace_back(h * 3600.0 + mi * 60 + s, w);
    }
    return out;
}

// The median power of every `decode-power-bN` phase of a run, by N: the samples from half a
// second after the phase began (the clocks settle) to its end.
std::vector<std::pair<int, double>> decodePower(const std::string& events, const std::string& log)
{
    const std::vector<core::Json> rows = readLines(events);
    const std::vector<std::pair<double, double>> samples = powerSamples(log);
    const double start =
        std::fmod(rows.front()["epoch"].get<double>(), 86400.0) - rows.front()["t"].get<double>();
    std::vector<std::pair<int, double>> out;
    for (size_t i = 0; i + 1 < rows.size(); ++i) {
        const std::string name = rows[i].value("name", "");
        if (rows[i]["kind"] != "phase" || name.rfind("decode-power-b", 0) != 0 ||
            name.find("-end") != std::string::npos)
            continue;
        const double from = start + rows[i]["t"].get<double>() + 0.5;
        const double to = start + rows[i + 1]["t"].get<double>();
        std::vector<double> w;
        for (const auto& [t, watts] : samples)
            if (t >= from && t <= to)
                w.push_back(watts);
        if (w.size() >= 10)
            out.emplace_back(std::stoi(name.substr(14)), test::medianOf(w));
    }
    return out;
}

std::vector<core::Json> ofKind(const std::string& kind)
{
    std::vector<core::Json> out;
    for (const core::Json& r : measurements())
        if (r["kind"] == kind)
            out.push_back(r);
    return out;
}

GpuSpec h200()
{
    static const auto cat = catalog::Catalog::builtin();
    std::string error;
    const GpuSpec g = gpuSpecFromCatalog(*cat->find("h200-sxm"), &error);
    return g;
}

// The measured decode step's replica: Llama 3.1 8B in bf16 at tp 1 on the H200, 128 tokens in
// and 2,048 out (128 + 2048 / 2 = 1,152 tokens of average context, as measured), as the bare
// kernels: contiguous KV read at the decode share, no engine time per sequence.
ServingReplica bareReplica()
{
    ServingEngine bare = *findEngine("vllm");
    bare.kvReadShare = 1;
    bare.sequenceStepS = 0;
    ReplicaShape shape;
    shape.inputLen = 128;
    shape.outputLen = 2048;
    return ServingReplica(*findPreset("llama3.1-8b"), h200(), bare, shape);
}

// TFLOP/s of the decode-shaped GEMMs of 1,024 rows and more, of one format.
double largeGemmTflops(const std::string& dtype)
{
    std::vector<double> rates;
    for (const core::Json& r : ofKind("gemm"))
        if (r["dtype"] == dtype && r["rows"].get<int>() >= 1024)
            rates.push_back(r["tflops"].get<double>());
    return test::medianOf(rates);
}

} // namespace

class H200MeasurementTests : public QObject
{
    Q_OBJECT
private slots:
    void runIsComplete()
    {
        QVERIFY(ofKind("gemm").size() >= 150);
        QCOMPARE(ofKind("decode_step").size(), size_t(4));
        QCOMPARE(ofKind("error").size(), size_t(0));
        QCOMPARE(h200().memoryBwGbs, 4800.0); // the H200 datasheet: 4.8 TB/s
    }

    // The sustained GEMM shares: the median rate of the large decode GEMMs over the MAMF the
    // model takes for the H200 (bf16 0.803 of 989 TFLOP/s, FP8 0.734 of 1,979).
    void sustainedGemmShares()
    {
        const GpuSpec g = h200();
        const double bf16 = largeGemmTflops("bf16") / (g.bf16Tflops * g.gemmEfficiency);
        const double fp8 = largeGemmTflops("fp8") / (g.fp8Tflops * g.gemmEfficiencyFp8);
        QVERIFY2(std::fabs(bf16 - kSustainedGemmShareBf16) <= 0.02,
                 qPrintable(QString::number(bf16)));
        QVERIFY2(std::fabs(fp8 - kSustainedGemmShareFp8) <= 0.02, qPrintable(QString::number(fp8)));
    }

    // The decode bandwidth share: least squares of one-row bf16 GEMM times on their weight bytes;
    // the slope's inverse is the streaming bandwidth, its share of 4.8 TB/s the constant.
    void decodeShareIsTheGemvSlope()
    {
        double n = 0, sx = 0, sy = 0, sxx = 0, sxy = 0;
        for (const core::Json& r : ofKind("gemm")) {
            if (r["dtype"] != "bf16" || r["rows"].get<int>() != 1)
                continue;
            const double x = 2.0 * r["k"].get<double>() * r["n"].get<double>();
            const double y = r["seconds"].get<double>();
            n += 1, sx += x, sy += y, sxx += x * x, sxy += x * y;
        }
        QVERIFY(n >= 7);
        const double slope = (n * sxy - sx * sy) / (n * sxx - sx * sx);
        const double share = 1 / slope / (h200().memoryBwGbs * 1e9);
        QVERIFY2(std::fabs(share - decodeBandwidth("h200-sxm").share) <= 0.02,
                 qPrintable(QString::number(share)));
    }

    // No penalty for few rows: a GEMM of 100 MB of weights or more takes, up to 128 rows, the
    // time of one row (its weights streamed) within 12 %, as the model's roofline has it.
    void fewRowsCostTheirWeights()
    {
        const auto rows = ofKind("gemm");
        int checked = 0;
        for (const core::Json& r : rows) {
            const double bytes = 2.0 * r["k"].get<double>() * r["n"].get<double>();
            if (r["dtype"] != "bf16" || bytes < 100e6 || r["rows"].get<int>() > 128)
                continue;
            for (const core::Json& one : rows)
                if (one["dtype"] == "bf16" && one["rows"] == 1 && one["k"] == r["k"] &&
                    one["n"] == r["n"]) {
                    const double ratio = r["seconds"].get<double>() / one["seconds"].get<double>();
                    QVERIFY2(ratio <= 1.12, qPrintable(QString::number(ratio)));
                    ++checked;
                }
        }
        QVERIFY(checked >= 20);
    }

    // A whole Llama-3.1-8B-shaped decode step (bf16, tp 1, 1,152 tokens of context each), as
    // the bare kernels: contiguous KV at the decode share and no engine time per sequence. The
    // measured steps: 4.84, 6.17, 10.2 and 16.8 ms at 1, 32, 128 and 256 sequences.
    void bareDecodeStepsWithinTenPercent()
    {
        const ServingReplica replica = bareReplica();
        for (const core::Json& r : ofKind("decode_step")) {
            QCOMPARE(r["context"].get<int>(), 1152);
            const double predicted = replica.decodeOnlyStepS(r["batch"].get<int>());
            const double error = predicted / r["seconds"].get<double>() - 1;
            qInfo("bare decode step, batch %d: measured %.2f ms, predicted %.2f ms (%+.1f %%)",
                  r["batch"].get<int>(), r["seconds"].get<double>() * 1e3, predicted * 1e3,
                  error * 100);
            QVERIFY2(
                std::fabs(error) <= 0.10,
                qPrintable(QString("batch %1: %2 %").arg(r["batch"].get<int>()).arg(error * 100)));
        }
    }

    // GPU power in decode: the median of nvidia-smi's samples in each decode phase of both runs
    // (1 to 512 sequences, 516 W to the 700 W cap) against TDP x min(690/700, 0.74 + the
    // share of the bare step its GEMMs compute), within 8 %.
    void decodePowerWithinEightPercent()
    {
        const ServingReplica replica = bareReplica();
        auto points = decodePower("h200-2026-12-04.jsonl", "h200-2026-12-04-power.csv");
        for (const auto& p :
             decodePower("h200-2026-12-04-breakdown.jsonl", "h200-2026-12-04-breakdown-power.csv"))
            points.push_back(p);
        QVERIFY(points.size() >= 9);
        for (const auto& [batch, watts] : points) {
            ServingPoint point;
            point.gemmComputeShare = replica.gemmComputeShare(batch, replica.decodeStepS(batch));
            const double predicted = servingGpuPowerW(700, point);
            qInfo("decode power, batch %d: measured %.0f W, predicted %.0f W", batch, watts,
                  predicted);
            QVERIFY2(std::fabs(predicted / watts - 1) <= 0.08, qPrintable(QString::number(batch)));
        }
    }

    // The Hugging Face training steps (Llama-3.2-1B and 3B shapes: gated MLP, no dropout, 8 KV
    // heads, vocabulary 128,256; 2,048 tokens a sequence; one GPU; eager under hf-trainer,
    // compiled under torch-fsdp2-compile). Memory: within the issue's 20 % of the measured peak
    // (torch.cuda.max_memory_allocated), although the model counts Llama 3.2's tied embeddings
    // twice. Throughput: within the issue's 25 % worst case (today +11 % to +20 %).
    void trainingStepsWithinTheIssuesBounds()
    {
        const auto steps = ofKind("train_step");
        QCOMPARE(steps.size(), size_t(4));
        for (const core::Json& r : steps) {
            TransformerSpec m;
            m.layers = r["layers"].get<int>();
            m.hidden = r["hidden"].get<int>();
            m.heads = r["heads"].get<int>();
            m.kvHeads = 8;
            m.ffn = r["ffn"].get<int>();
            m.vocab = 128256;
            m.seq = r["seq"].get<int>();
            m.gatedMlp = true;
            m.dropout = false;
            ClusterSpec c;
            c.gpu = h200();
            c.gpusPerNode = c.nvlinkDomain = 1;
            c.scaleOut = *scaleOutPreset("eth-100g");
            TrainingConfig t;
            t.par.microBatch = t.par.globalBatch = r["batch"].get<int>();
            // The eager runs are the Hugging Face Trainer's setup (fp32 weights, bf16 autocast,
            // no FSDP); the compiled one fuses the casts away.
            const bool compiled = r["compiled"].get<bool>();
            t.stack = *findStack(compiled ? "torch-fsdp2-compile" : "hf-trainer");
            t.par.zero = compiled ? 1 : 0;
            const TrainingEstimate e = estimateTraining(m, c, t);
            QVERIFY2(e.error.empty(), e.error.c_str());
            const double memory = e.memory.totalGb * 1e9 / r["peak_allocated"].get<double>() - 1;
            const double speed = e.tokensPerS / r["tokens_per_s"].get<double>() - 1;
            const std::string name = r["name"].get<std::string>();
            qInfo("%s: memory %+.1f %%, tokens/s %+.1f %%", name.c_str(), memory * 100,
                  speed * 100);
            QVERIFY2(std::fabs(memory) <= 0.20, name.c_str());
            QVERIFY2(std::fabs(speed) <= 0.25, name.c_str());
        }
    }
};

QObject* makeH200MeasurementTests()
{
    return new H200MeasurementTests;
}

#include "tst_h200_measurements.moc"
