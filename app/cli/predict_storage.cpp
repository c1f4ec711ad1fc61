#include "predict_storage.h"

#include "analysis/issues/format.h"
#include "analysis/throughput/goodput.h"

#include <ostream>

namespace cd::cli {

using namespace core::throughput;
using core::format::grouped;

StorageSizing storageFor(const CliArgs& a, const std::vector<StorageSystem>& systems,
                         double readGBps, const TransformerSpec& model, double tokensPerS,
                         double trainTokens)
{
    StorageNeeds needs;
    needs.checkpointBytes = model.totalParams() * kCheckpointBytesPerParameter;
    needs.checkpointsKept = positiveInt(a, "--checkpoints-kept", kCheckpointsKept, 1);
    needs.tokensPerS = tokensPerS;
    needs.trainTokens = trainTokens;
    needs.bytesPerToken = positiveNumber(a, "--bytes-per-token", tokenBytes(model.vocab));
    return storageSizing(systems, readGBps, needs);
}

core::Json storageJson(const StorageSizing& s)
{
    if (!s.ok())
        return {{"error", s.error}};
    core::Json systems = core::Json::array();
    for (const StorageSystem& x : s.systems)
        systems.push_back({{"name", x.label},
                           {"product", x.productName},
                           {"read_gbps", x.usableReadGBps()},
                           {"write_gbps", x.usableWriteGBps()},
                           {"port_gbps", x.portGBps},
                           {"cabled", x.cabled},
                           {"capacity_tb", x.capacityTb}});
    return {{"systems", systems},
            {"capacity_tb", s.capacityTb},
            {"systems_without_capacity", s.systemsWithoutCapacity},
            {"needed_tb", s.neededTb},
            {"checkpoints_kept", s.checkpointsKept},
            {"checkpoints_tb", s.checkpointsTb},
            {"dataset_tb", s.datasetTb},
            {"bytes_per_token", s.bytesPerToken},
            {"data_loading_gbps", s.loadingGBps},
            {"read_gbps", s.readGBps},
            {"capacity_short", s.capacityShort()},
            {"loading_short", s.loadingShort()}};
}

void printStorage(const core::Json& j, std::ostream& out)
{
    if (!j.contains("storage"))
        return;
    const core::Json& s = j["storage"];
    out << translate("Cli", "  storage:          ");
    if (s.contains("error")) {
        out << msg(translate("Cli", "not known: %1"), {s["error"].get<std::string>()}) << "\n";
        return;
    }
    out << msg(translate("Cli", "%1 TB raw for %2 TB (%3 checkpoints, %4 TB, and the %5 TB "
                                "tokenized dataset)"),
               {grouped(s["capacity_tb"].get<double>(), 1),
                grouped(s["needed_tb"].get<double>(), 1),
                std::to_string(s["checkpoints_kept"].get<int>()),
                grouped(s["checkpoints_tb"].get<double>(), 1),
                grouped(s["dataset_tb"].get<double>(), 1)})
        << (s["capacity_short"].get<bool>() ? translate("Cli", ": TOO SMALL") : "");
    if (const int unknown = s["systems_without_capacity"].get<int>(); unknown > 0)
        out << msg(translate("Cli", " (%1 system(s) of unknown capacity)"),
                   {std::to_string(unknown)});
    const double loading = s["data_loading_gbps"].get<double>();
    out << msg(translate("Cli", "; data loading %1 of %2 GB/s read"),
               {loading < 1 ? grouped(loading * 1000, 1) + " MB/s" : grouped(loading, 1) + " GB/s",
                grouped(s["read_gbps"].get<double>(), 1)})
        << (s["loading_short"].get<bool>() ? translate("Cli", ": TOO SLOW") : "") << "\n";
}

} // namespace cd::cli
