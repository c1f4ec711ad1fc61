#pragma once

// The issues of the design analyses (issue_registry.h): one constant per code, listed in
// kDesignIssueTypes for the registry.
#include "issue_type.h"

#include <array>

namespace cd::core::issues {

inline constexpr IssueType OutsideRack{
    "outside-rack", Severity::Error,
    CD_TRANSLATE_NOOP("Issue",
                      "{device} at U{bottom}-U{top} does not fit in rack {rack} (U1-U{height})"),
    "design"};

inline constexpr IssueType Overlap{
    "overlap", Severity::Error,
    CD_TRANSLATE_NOOP("Issue", "{device} overlaps {other} in rack {rack} at U{unit}"), "design"};

// A rack, device or link names a catalog id the catalog lacks: {subject} is "Rack <name>", the
// device's label or "Link <id>", {kind} "catalog id" or "cable", {effect} what follows from it
// (empty for a cable).
inline constexpr IssueType UnknownId{
    "unknown-id", Severity::Warning,
    CD_TRANSLATE_NOOP("Issue", "{subject} uses unknown {kind} '{id}'{effect}"), "design"};

inline constexpr IssueType NotARack{
    "not-a-rack", Severity::Error,
    CD_TRANSLATE_NOOP("Issue", "Rack {rack} uses '{model}', which is a {kind}, not a rack"),
    "design"};

inline constexpr IssueType UnknownRack{
    "unknown-rack", Severity::Error,
    CD_TRANSLATE_NOOP("Issue", "{device} is in rack '{rack}', which the design does not have"),
    "design"};

inline constexpr IssueType NotRackMountable{
    "not-rack-mountable", Severity::Error,
    CD_TRANSLATE_NOOP("Issue", "{device}: {model} is a {kind}, not a rack-mounted device"),
    "design"};

// The GPU choices checkGpuChoice (model/placement.h) refuses; {problem} is its message.
inline constexpr IssueType GpuNotSupported{"gpu-not-supported", Severity::Error,
                                           CD_TRANSLATE_NOOP("Issue", "{device}: {problem}"),
                                           "design"};
inline constexpr IssueType UnknownGpu{"unknown-gpu", Severity::Error,
                                      CD_TRANSLATE_NOOP("Issue", "{device}: {problem}"), "design"};
inline constexpr IssueType GpuCountInvalid{"gpu-count-invalid", Severity::Error,
                                           CD_TRANSLATE_NOOP("Issue", "{device}: {problem}"),
                                           "design"};

// The catalog item has no height, so its place in the rack is not checked.
inline constexpr IssueType SizeUnknown{
    "size-unknown", Severity::Warning,
    CD_TRANSLATE_NOOP("Issue",
                      "{device}: {model} has no published height; placement is not checked"),
    "design"};

inline constexpr IssueType LinkUnknownDevice{
    "link-unknown-device", Severity::Error,
    CD_TRANSLATE_NOOP("Issue",
                      "Link {link} ends on device '{device}', which the design does not have"),
    "design"};

inline constexpr IssueType PortInUse{
    "port-in-use", Severity::Error,
    CD_TRANSLATE_NOOP("Issue", "{device} port {port} is used by links {first} and {second}"),
    "design"};

inline constexpr IssueType LinkToItself{
    "link-to-itself", Severity::Error,
    CD_TRANSLATE_NOOP("Issue", "Link {link} runs from {device} port {port} back to the same port"),
    "design"};

inline constexpr IssueType UnknownPort{
    "unknown-port", Severity::Error,
    CD_TRANSLATE_NOOP("Issue", "Link {link}: {device} has no port '{port}'"), "design"};

inline constexpr IssueType CableReach{
    "cable-reach", Severity::Error,
    CD_TRANSLATE_NOOP("Issue", "Link {link} is {length} long; {cable} reaches {reach}"), "design"};

inline constexpr IssueType MixedSpeed{
    "mixed-speed", Severity::Warning,
    CD_TRANSLATE_NOOP("Issue",
                      "Link {link} joins ports of different speeds ({speedA}G and {speedB}G)"),
    "design"};

inline constexpr IssueType GpuMemoryUnknown{
    "gpu-memory-unknown", Severity::Warning,
    CD_TRANSLATE_NOOP(
        "Issue", "{device}: memory of GPU '{gpu}' is unknown; it is left out of the aggregate"),
    "design"};

// A storage system whose catalog entry has ports, none of them cabled: no node reaches it, yet
// the checkpoint bandwidth (goodput) counts its throughput (issue 23).
inline constexpr IssueType StorageUnlinked{
    "storage-unlinked", Severity::Warning,
    CD_TRANSLATE_NOOP("Issue", "{device} is storage with no links: no node reaches it, and goodput "
                               "counts it as if cabled"),
    "design"};

// A server's build-out that its chassis cannot take (model/server_buildout.h): {problem} is
// checkBuildout's message.
inline constexpr IssueType BuildoutInvalid{"buildout-invalid", Severity::Error,
                                           CD_TRANSLATE_NOOP("Issue", "{device}: {problem}"),
                                           "design"};
inline constexpr IssueType BuildoutUnbalancedMemory{
    "buildout-unbalanced-memory", Severity::Error,
    CD_TRANSLATE_NOOP("Issue", "{device}: {problem}"), "design"};

// Less host memory than GPU memory: loading, checkpoints and offloaded optimizer state stage
// through host memory, so vendors' AI configurations fit at least as much (docs/buildout.md).
inline constexpr IssueType BuildoutMemoryPerGpu{
    "buildout-memory-per-gpu", Severity::Warning,
    CD_TRANSLATE_NOOP("Issue",
                      "{device}: {memory} GB of system memory is less than its {gpuMemory} "
                      "GB of GPU memory"),
    "design"};

// A build-out part without a published power figure: the server's draw leaves its change out.
inline constexpr IssueType BuildoutPowerUnknown{
    "buildout-power-unknown", Severity::Info,
    CD_TRANSLATE_NOOP("Issue", "{device}: {part} ({slot}) publishes no power figure; the server's "
                               "draw leaves out what the choice changes"),
    "design"};

inline constexpr std::array kDesignIssueTypes{OutsideRack,
                                              Overlap,
                                              UnknownId,
                                              NotARack,
                                              UnknownRack,
                                              NotRackMountable,
                                              GpuNotSupported,
                                              UnknownGpu,
                                              GpuCountInvalid,
                                              SizeUnknown,
                                              LinkUnknownDevice,
                                              PortInUse,
                                              LinkToItself,
                                              UnknownPort,
                                              CableReach,
                                              MixedSpeed,
                                              GpuMemoryUnknown,
                                              StorageUnlinked,
                                              BuildoutInvalid,
                                              BuildoutUnbalancedMemory,
                                              BuildoutMemoryPerGpu,
                                              BuildoutPowerUnknown};

} // namespace cd::core::issues
