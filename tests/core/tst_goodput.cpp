// Issue 23, item 3: goodput after interruptions and checkpoints. Expected values are worked by
// hand from the published inputs (Llama 3's 419 unexpected interruptions in 54 days on 16,384
// GPUs) and Daly's formulas, each written out in the test.
#include "analysis/throughput/goodput.h"

#include <QTest>

#include <cmath>

using namespace cd::core::throughput;

namespace {

bool near(double a, double b, double relative = 1e-9)
{
    return std::abs(a - b) <= relative * std::abs(b);
}

GoodputInput llama405b(double writeGBps, double readGBps)
{
    GoodputInput in;
    in.parameters = 405e9;
    in.gpus = 16384;
    in.writeGBps = writeGBps;
    in.readGBps = readGBps;
    in.bandwidthSource = "test";
    return in;
}

} // namespace

class GoodputTests : public QObject
{
    Q_OBJECT
private slots:
    // At Llama 3's scale the rate gives Llama 3's own interval: 54 x 24 h / 419 = 3.0931 h.
    void theInterruptionRateIsLlama3s()
    {
        const Goodput g = goodput(llama405b(100, 200), 1e6);
        QVERIFY(g.ok());
        QVERIFY(near(g.mtbiHours, 54.0 * 24 / 419));
        // 405e9 parameters x 14 bytes = 5,670 GB (the 405e9 x 14).
        QVERIFY(near(g.checkpointSizeGb, 5670));
        QVERIFY(near(g.checkpointWriteS, 56.7));
        // 10 min of restart and 5,670 GB read back at 200 GB/s.
        QVERIFY(near(g.restoreS, 600 + 28.35));
    }

    // Daly's interval for d = 60 s, M = 11,135.08 s: x = d / 2M = 0.0026942,
    // sqrt(2 d M) = 1,155.94, x (1 + sqrt(x)/3 + x/9) = 1.0176014, less d: 1,116.29 s.
    void dalysIntervalByHand()
    {
        const double mtbi = 54.0 * 24 / 419 * 3600;
        QVERIFY(near(optimalCheckpointInterval(60, mtbi), 1116.2915, 1e-6));
        // A checkpoint longer than 2M: checkpoint every M.
        QCOMPARE(optimalCheckpointInterval(3000, 1000), 1000.0);
    }

    // The wall-time model's limits: without failures' restart and checkpoint cost the loss is
    // the rework, about t / 2M; the worked case of the 405B job at 100 GB/s write, 200 read:
    // t = 1,086.23 s, goodput = t / (M e^(R/M) (e^((t+d)/M) - 1)) = 0.852935.
    void goodputByHand()
    {
        QVERIFY(near(goodputFraction(100, 0, 0, 1e6), 1 - 100 / 2e6, 1e-6));
        const Goodput g = goodput(llama405b(100, 200), 1e6);
        QVERIFY(near(g.checkpointIntervalMin * 60, 1086.2254, 1e-6));
        QVERIFY(near(g.goodputFraction, 0.8529350, 1e-6));
        QVERIFY(near(g.effectiveTokensPerS, 1e6 * g.goodputFraction));
        QVERIFY(g.goodputFraction < 1);
    }

    // The check: doubling the storage bandwidth raises goodput; so do fewer GPUs.
    void moreBandwidthMoreGoodput()
    {
        const double slow = goodput(llama405b(100, 200), 1).goodputFraction;
        const double fast = goodput(llama405b(200, 400), 1).goodputFraction;
        QVERIFY(fast > slow);
        GoodputInput small = llama405b(100, 200);
        small.gpus = 1024;
        QVERIFY(goodput(small, 1).goodputFraction > slow);
    }

    // Issue 23, item 2: an async save stalls only for the copy to host memory, the published
    // fixed cost included: Meta and Crusoe's 0.78 s for Llama 3 70B on 1,856 H200 (0.528 GB a
    // GPU) comes back by construction. 405B on 16,384 GPUs: 5,670 / 16,384 = 0.346 GB a GPU at
    // 52.77 GB/s = 0.00656 s, + 0.78 - 0.528 / 52.77 = 0.76999 s: 0.77655 s. The write to
    // storage (56.7 s at 100 GB/s) runs beside training and adds itself to each failure's loss:
    // R = 600 + 28.35 + 56.7 = 685.05 s; Daly's t for d = 0.77655 s is 130.99 s; goodput
    // 130.99 / (M e^(R/M) (e^((t+d)/M) - 1)) = 0.929271, above the synchronous 0.852935.
    void asyncSaveStallsOnlyForTheCopy()
    {
        GoodputInput meta = llama405b(100, 200);
        meta.parameters = 70e9;
        meta.gpus = 1856;
        meta.stagingGBpsPerGpu = kHostStagingGBpsPerGpu;
        QVERIFY(near(goodput(meta, 1).checkpointStallS, 0.78));

        GoodputInput in = llama405b(100, 200);
        in.stagingGBpsPerGpu = kHostStagingGBpsPerGpu;
        const Goodput g = goodput(in, 1);
        QVERIFY(g.ok() && g.staged);
        QVERIFY(near(g.checkpointStallS, 0.7765521, 1e-6));
        QVERIFY(near(g.checkpointWriteS, 56.7));
        QVERIFY(near(g.restoreS, 628.35)); // what is read back; the write's share is apart
        QVERIFY(near(g.checkpointIntervalMin * 60, 130.98925, 1e-6));
        QVERIFY(near(g.goodputFraction, 0.9292707, 1e-6));
        // Doubling the storage bandwidth still raises goodput (less lost per failure): 0.932826.
        GoodputInput fast = llama405b(200, 400);
        fast.stagingGBpsPerGpu = kHostStagingGBpsPerGpu;
        QVERIFY(near(goodput(fast, 1).goodputFraction, 0.9328264, 1e-6));
    }

    // The next save waits for the last write, which starts after the copy: at 2 GB/s the
    // 2,835 s write sets the work between saves, t = 2,835 s; R = 600 + 1,417.5 + 2,835 =
    // 4,852.5 s; goodput 0.567738, above the synchronous 0.371309 (d = 2,835 s, Daly's t,
    // R = 2,017.5 s).
    void theWriteBoundsTheInterval()
    {
        GoodputInput in = llama405b(2, 4);
        in.stagingGBpsPerGpu = kHostStagingGBpsPerGpu;
        const Goodput g = goodput(in, 1);
        QVERIFY(near(g.checkpointIntervalMin * 60, 2835));
        QVERIFY(near(g.goodputFraction, 0.5677382, 1e-6));
        QVERIFY(near(goodput(llama405b(2, 4), 1).goodputFraction, 0.3713088, 1e-6));
    }

    // Staging needs host memory for the node's shards (at most half of it): Llama 3 70B on one
    // 8-GPU node is 70e9 x 14 = 980 GB a node; 1 TB of DIMMs cannot stage it (980 > 512), 2 TB
    // can (980 < 1,024). The synchronous case stalls for the whole write.
    void stagingNeedsHostMemory()
    {
        GoodputInput in = llama405b(10, 10);
        in.parameters = 70e9;
        in.gpus = in.gpusPerNode = 8;
        in.stagingGBpsPerGpu = kHostStagingGBpsPerGpu;
        in.hostMemoryGbPerNode = 1024;
        Goodput g = goodput(in, 1);
        QVERIFY(!g.staged);
        QVERIFY(near(g.checkpointStallS, 98)); // 980 GB at 10 GB/s
        QVERIFY(g.basis.find("exceeds half its 1,024 GB") != std::string::npos);
        in.hostMemoryGbPerNode = 2048;
        g = goodput(in, 1);
        QVERIFY(g.staged);
        // 122.5 GB a GPU at 52.77 GB/s = 2.3214 s, + 0.76999 s.
        QVERIFY(near(g.checkpointStallS, 0.7699940 + 122.5 / 52.77, 1e-6));
    }

    // Bad input gets a message, no figures.
    void badInputIsNamed()
    {
        QVERIFY(goodput(llama405b(0, 200), 1).error.find("checkpoint bandwidth") !=
                std::string::npos);
        QVERIFY(!goodput(llama405b(-5, 200), 1).ok());
        QVERIFY(!goodput(llama405b(NAN, 200), 1).ok());
        GoodputInput noRate = llama405b(100, 200);
        noRate.interruptionsPerGpuHour = 0;
        QVERIFY(goodput(noRate, 1).error.find("interruption rate") != std::string::npos);
        GoodputInput noModel = llama405b(100, 200);
        noModel.parameters = 0;
        QVERIFY(!goodput(noModel, 1).ok());
        GoodputInput badStaging = llama405b(100, 200);
        badStaging.stagingGBpsPerGpu = -1;
        QVERIFY(goodput(badStaging, 1).error.find("host staging") != std::string::npos);
        badStaging.stagingGBpsPerGpu = 0;
        badStaging.hostMemoryGbPerNode = NAN;
        QVERIFY(!goodput(badStaging, 1).ok());
    }
};

QObject* makeGoodputTests()
{
    return new GoodputTests;
}

#include "tst_goodput.moc"
