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

} // namespace cd::core
