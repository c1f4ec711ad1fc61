#pragma once

namespace cd::core {

inline constexpr const char* kFormatName = "cluster-designer";

// Version of the *.cluster.json schema. One line per bump, oldest first; each bump adds a
// step to the migration table in migrations.cpp and a test for it.
//   1  2026-12  first release: racks, devices, links, embedded catalog (DESIGN.md §4)
inline constexpr int kSchemaVersion = 1;

} // namespace cd::core
