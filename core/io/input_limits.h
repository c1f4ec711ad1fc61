#pragma once

// Bounds on the counts a design or catalog file gives (issue 20): each one drives a loop or an
// allocation downstream, so 10^9 of them hung the app. Every limit is far above what sells, and
// docs/limits.md says why.
namespace cd::core {

// GPUs in one device: a rack-scale NVLink system is one device (NVL72 today, NVL576 announced).
inline constexpr int kMaxGpusPerDevice = 1024;
// A device's lowest rack unit: the tallest racks are 58U, Open Rack V3 has 47 RU.
inline constexpr int kMaxRackUnits = 100;
// Logical ports per physical port: breakouts are 1:2, 1:4 and 1:8.
inline constexpr int kMaxPortSplit = 8;
// NICs of one model in one device: an NVL72 rack carries 72 ConnectX-8, some two per GPU.
inline constexpr int kMaxNicsPerDevice = 256;
// Ports in one port group of a catalog item: the largest switch has 144 cages (Q3400-RA).
inline constexpr int kMaxPortsPerGroup = 4096;
// Raw capacity of one storage system, TB: the largest shelves hold 1.4 PB (NetApp NX224 with
// 60 TB drives); 100 PB is 70 x that.
inline constexpr double kMaxStorageCapacityTb = 1e5;
// Parts in one build-out slot of a server: the largest take 32 DIMMs and 32 E1.S drives.
inline constexpr int kMaxPartsPerSlot = 256;
// Storage systems added in one step: the largest AI storage clusters run hundreds of nodes.
inline constexpr int kMaxStorageSystems = 1000;

// What a prediction or a fabric sizing may be asked for (the CLI's flags, a design's workload).
// Each bound is far above anything built, and low enough that no product of them downstream
// (tp x pp x dp x cp, nodes x GPUs per node, dp x micro-batch) can overflow an int.
// Nodes: the largest clusters built are about 200,000 GPUs (25,000 8-GPU nodes); 2^20 is 40 x.
inline constexpr int kMaxNodes = 1 << 20;
// tp, pp, cp, ep and vp: an NVLink domain is at most 576 GPUs (NVL576); pipelines of 128 stages.
inline constexpr int kMaxParallelDegree = 1024;
// dp: a million replicas.
inline constexpr int kMaxDataParallel = 1 << 20;
// Sequences per micro-batch; and per global batch (Llama 3 405B trained at 16 M tokens = 2,048).
inline constexpr int kMaxMicroBatch = 1024;
inline constexpr int kMaxGlobalBatch = 1 << 26;
// Model shapes: 10,000 layers, hidden 2^20, 2^16 heads and experts, ffn 2^22, vocabulary 2^24,
// sequence (and serving input or output) 2^27 tokens (a 10 M-token context is 2^23.3).
inline constexpr int kMaxLayers = 10000;
inline constexpr int kMaxHidden = 1 << 20;
inline constexpr int kMaxHeads = 1 << 16;
inline constexpr int kMaxFfn = 1 << 22;
inline constexpr int kMaxVocab = 1 << 24;
inline constexpr int kMaxSequence = 1 << 27;
inline constexpr int kMaxExperts = 1 << 16;
// Concurrent requests on one replica, users to size for, points on a latency curve.
inline constexpr int kMaxConcurrency = 1 << 20;
inline constexpr int kMaxUsers = 1 << 30;
inline constexpr int kMaxCurvePoints = 1000;

} // namespace cd::core
