#pragma once

// Whether a design's storage holds and feeds a training run (issue 23, item 2; docs/predict.md
// "Storage"): raw capacity against the checkpoints kept plus the tokenized dataset, and the read
// bandwidth against what the predicted tokens/s consume. Pure: the prediction gives it the run.
#include "analysis/throughput/storage_systems.h"

#include <string>
#include <vector>

namespace cd::core::throughput {

// Checkpoints a run keeps on storage: NeMo's experiment manager keeps the best three
// (`save_top_k: 3`) and the last one (NVIDIA/NeMo discussion 3841, "save more than 3 best
// checkpoints (and the last one)"); set with --checkpoints-kept.
inline constexpr int kCheckpointsKept = 4;

// Bytes a token takes in a tokenized corpus: Megatron-Core's indexed dataset stores ids as
// uint16 below a vocabulary of 65,500 and as int32 above (megatron/core/datasets/
// indexed_dataset.py, DType.optimal_dtype). Llama 3's 128,256 tokens: 4 bytes.
double tokenBytes(int vocab);

struct StorageNeeds
{
    double checkpointBytes = 0; // one checkpoint (goodput.h kCheckpointBytesPerParameter)
    int checkpointsKept = kCheckpointsKept;
    double tokensPerS = 0;
    double trainTokens = 0; // the run reads each once: the dataset is this many tokens
    double bytesPerToken = 4;
};

struct StorageSizing
{
    std::string error; // no storage in the design: nothing else is meaningful
    std::vector<StorageSystem> systems;
    double capacityTb = 0; // raw TB over all systems
    int systemsWithoutCapacity = 0;
    int checkpointsKept = 0;
    double checkpointsTb = 0; // kept x one checkpoint
    double datasetTb = 0;     // training tokens x bytes per token
    double neededTb = 0;
    double loadingGBps = 0; // what the run reads: tokens/s x bytes per token
    double readGBps = 0;    // what the storage gives the nodes (checkpoint_storage.h)
    double bytesPerToken = 0;

    bool ok() const { return error.empty(); }
    // Short only on known figures: a system of unpublished capacity makes the sum a floor, and
    // storage without a published read figure says nothing of loading.
    bool capacityShort() const { return systemsWithoutCapacity == 0 && neededTb > capacityTb; }
    bool loadingShort() const { return readGBps > 0 && loadingGBps > readGBps; }
};

// The figures for `systems` giving the nodes `readGBps` (checkpoint_storage.h).
StorageSizing storageSizing(std::vector<StorageSystem> systems, double readGBps,
                            const StorageNeeds& needs);
// The same for a design's own storage.
StorageSizing storageSizing(const Design& design, const CatalogView& catalog,
                            const StorageNeeds& needs);

} // namespace cd::core::throughput
