#pragma once

// The issues of the fabric analyses (issue_registry.h): one constant per code, listed in
// kFabricIssueTypes for the registry.
#include "issue_type.h"

#include <array>

namespace cd::core::issues {

// A warning, not a note: the quote and the cabling plan are short of what the links need (the
// SuperPOD example's 32 out-of-band links were, under an info line nobody read).
inline constexpr IssueType LinkNoCable{
    "link-no-cable", Severity::Warning,
    CD_TRANSLATE_NOOP("Issue",
                      "{count} link(s) in {network} have no cable chosen: the BOM leaves them out"),
    "fabric"};

inline constexpr IssueType FabricMissingOptics{
    "fabric-missing-optics", Severity::Warning,
    CD_TRANSLATE_NOOP("Issue", "{count} fibre link(s) in {network} lack a transceiver at one end"),
    "fabric"};

// Cables shorter than the route between their racks; {link} and the lengths are the first's.
inline constexpr IssueType CableTooShort{
    "cable-too-short", Severity::Warning,
    CD_TRANSLATE_NOOP(
        "Issue",
        "{count} link(s) in {network} are shorter than the route between their racks (first: link "
        "{link}, {route} m route, {cable} m cable)"),
    "fabric"};

// Nodes with ports of the network's role ({role}) left uncabled.
inline constexpr IssueType FabricNodeUnconnected{
    "fabric-node-unconnected", Severity::Warning,
    CD_TRANSLATE_NOOP(
        "Issue", "{count} node(s) in {network} have {role} ports left uncabled (first: {node})"),
    "fabric"};

// Compute nodes with fewer cabled NICs than GPUs; the figures are the first node's.
inline constexpr IssueType FabricNicsPerGpu{
    "fabric-nics-per-gpu", Severity::Warning,
    CD_TRANSLATE_NOOP(
        "Issue",
        "{count} node(s) in {network} have fewer NICs than GPUs on the compute fabric ({gpus} GPUs "
        "on {nics} NIC(s) on {node}): data-parallel traffic shares NICs and training scales worse"),
    "fabric"};

inline constexpr IssueType FabricLeafNoUplink{
    "fabric-leaf-no-uplink", Severity::Warning,
    CD_TRANSLATE_NOOP("Issue",
                      "{leaf} in {network} has no link to a spine: its nodes reach no other leaf"),
    "fabric"};

inline constexpr IssueType FabricTypeMismatch{
    "fabric-type-mismatch", Severity::Warning,
    CD_TRANSLATE_NOOP("Issue", "{switch} is an {kind} switch in {network}, which runs {transport}"),
    "fabric"};

inline constexpr IssueType FabricSpineOversubscribed{
    "fabric-spine-oversubscribed", Severity::Warning,
    CD_TRANSLATE_NOOP(
        "Issue",
        "{spine} in {network} is oversubscribed {ratio}:1 towards the cores (target {target})"),
    "fabric"};

// A leaf (the worst) has more node links than uplinks beyond the network's target ratio.
inline constexpr IssueType FabricOversubscribed{
    "fabric-oversubscribed", Severity::Warning,
    CD_TRANSLATE_NOOP("Issue", "{leaf} in {network} is oversubscribed {ratio}:1 (target {target})"),
    "fabric"};

inline constexpr IssueType FabricPortsExhausted{
    "fabric-ports-exhausted", Severity::Warning,
    CD_TRANSLATE_NOOP(
        "Issue",
        "Every leaf port in {network} is in use while node ports are uncabled: add a leaf"),
    "fabric"};

inline constexpr IssueType UnknownNetwork{
    "unknown-network", Severity::Warning,
    CD_TRANSLATE_NOOP("Issue",
                      "{count} link(s) name network '{network}', which the design does not define"),
    "fabric"};

inline constexpr IssueType FabricServerUnconnected{
    "fabric-server-unconnected", Severity::Warning,
    CD_TRANSLATE_NOOP("Issue", "{count} GPU server(s) are not on {network} (first: {server})"),
    "fabric"};

inline constexpr std::array kFabricIssueTypes{
    LinkNoCable,          FabricMissingOptics,  CableTooShort,      FabricNodeUnconnected,
    FabricNicsPerGpu,     FabricLeafNoUplink,   FabricTypeMismatch, FabricSpineOversubscribed,
    FabricOversubscribed, FabricPortsExhausted, UnknownNetwork,     FabricServerUnconnected};

} // namespace cd::core::issues
