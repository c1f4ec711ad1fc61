#pragma once

// The issues of the power analyses (issue_registry.h): one constant per code, listed in
// kPowerIssueTypes for the registry.
#include "issue_type.h"

#include <array>

namespace cd::core::issues {

// Above the static load rating; a warning when the rating is unconfirmed.
inline constexpr IssueType RackOverloaded{
    "rack-overloaded", Severity::Error,
    CD_TRANSLATE_NOOP(
        "Issue",
        "Rack {rack} weighs {weight} kg, above its static load rating of {rating} kg{note}"),
    "power"};

inline constexpr IssueType RackDynamicLoad{
    "rack-dynamic-load", Severity::Warning,
    CD_TRANSLATE_NOOP("Issue", "Rack {rack} weighs {weight}, above its dynamic (rolling) load "
                               "rating of {rating}: position "
                               "it before filling it"),
    "power"};

// Above the floor rating per m²; an error against the site's own rating.
inline constexpr IssueType FloorOverloaded{
    "floor-overloaded", Severity::Warning,
    CD_TRANSLATE_NOOP(
        "Issue",
        "Rack {rack} puts {weight} on {area} m² = {load} kg/m², above {basis} of {limit} kg/m²"),
    "power"};

inline constexpr IssueType PowerUnknown{
    "power-unknown", Severity::Warning,
    CD_TRANSLATE_NOOP("Issue", "{count} x {model}: no published maximum power and no single N+M "
                               "PSU rating; counted as 0 W"),
    "power"};

inline constexpr IssueType PowerTypicalOnly{
    "power-typical-only", Severity::Warning,
    CD_TRANSLATE_NOOP(
        "Issue",
        "{count} x {model}: only a typical draw is published; it stands in for the maximum"),
    "power"};

inline constexpr IssueType PowerFromPsuRating{
    "power-from-psu-rating", Severity::Info,
    CD_TRANSLATE_NOOP(
        "Issue",
        "{count} x {model}: no published maximum power; the PSU nameplate limit of {limit} W "
        "({redundancy} x {psuWatts}) is used"),
    "power"};

inline constexpr IssueType PowerFromGpuTdp{
    "power-from-gpu-tdp", Severity::Info,
    CD_TRANSLATE_NOOP(
        "Issue",
        "{count} x {model}: no published maximum power and no PSU rating; estimated as {factor} x "
        "the TDP of its GPUs ({gpuTdp} W) = {estimate} W, the ratio of the DGX H100 and DGX B200 "
        "published maxima to their GPUs' TDP"),
    "power"};

inline constexpr IssueType TypicalPowerUnpublished{
    "typical-power-unpublished", Severity::Info,
    CD_TRANSLATE_NOOP(
        "Issue",
        "{count} device(s) have no published typical draw; their maximum is used as typical"),
    "power"};

inline constexpr IssueType WeightUnknown{
    "weight-unknown", Severity::Warning,
    CD_TRANSLATE_NOOP(
        "Issue", "{count} device(s) have no published weight; rack weights are low by that much"),
    "power"};

// A device's inlets name a PDU outside its rack.
inline constexpr IssueType InletUnknownPdu{
    "inlet-unknown-pdu", Severity::Warning,
    CD_TRANSLATE_NOOP(
        "Issue",
        "{device} names a PDU that is not in rack {rack}; its inlets are assigned automatically"),
    "power"};

// A feed within its circuit in normal operation, over it when the other feed fails.
inline constexpr IssueType FeedFailoverOverload{
    "feed-failover-overload", Severity::Error,
    CD_TRANSLATE_NOOP(
        "Issue",
        "Rack {rack} feed {feed} carries {load} when feed {failedFeed} fails; its circuit allows "
        "{allowed}"),
    "power"};

inline constexpr IssueType FeedOverload{
    "feed-overload", Severity::Error,
    CD_TRANSLATE_NOOP("Issue",
                      "Rack {rack} feed {feed} carries {load}; its circuit allows {allowed}"),
    "power"};

inline constexpr IssueType PhaseOverload{
    "phase-overload", Severity::Error,
    CD_TRANSLATE_NOOP("Issue", "Rack {rack} feed {feed} phase L{phase} carries {load}{when}; one "
                               "phase of its circuit allows "
                               "{phaseAllowed} (a third of {allowed})"),
    "power"};

inline constexpr IssueType PduPhaseMismatch{
    "pdu-phase-mismatch", Severity::Error,
    CD_TRANSLATE_NOOP("Issue",
                      "PDU {pdu} is three-phase but feed {feed} of rack {rack} is single-phase"),
    "power"};

inline constexpr IssueType PduOverload{
    "pdu-overload", Severity::Error,
    CD_TRANSLATE_NOOP(
        "Issue",
        "PDU {pdu} in rack {rack} carries {load}{when}; it is rated {rated} × 80 % = {usable}"),
    "power"};

inline constexpr IssueType PduPhaseOverload{
    "pdu-phase-overload", Severity::Error,
    CD_TRANSLATE_NOOP(
        "Issue",
        "PDU {pdu} in rack {rack} carries {load} on phase L{phase}; one phase allows {allowed}"),
    "power"};

inline constexpr IssueType DeviceSingleFeed{
    "device-single-feed", Severity::Warning,
    CD_TRANSLATE_NOOP("Issue",
                      "{device} has every inlet on feed {feed}: it goes down when that feed fails"),
    "power"};

// Devices left with too few PSUs when a feed fails; a note while the rack's feeds are unset.
inline constexpr IssueType PsuFeedFailover{
    "psu-feed-failover", Severity::Warning,
    CD_TRANSLATE_NOOP("Issue", "Rack {rack}: when feed {feeds} fails, {count} x {model} "
                               "({devices}) keep {psus} PSUs each, "
                               "{capacity}, less than their {maxPower} maximum{note}"),
    "power"};

inline constexpr IssueType FeedNotRedundant{
    "feed-not-redundant", Severity::Warning,
    CD_TRANSLATE_NOOP("Issue",
                      "Rack {rack} is fed from one side only: a feed failure takes it down"),
    "power"};

// A PDU on a feed its rack does not define.
inline constexpr IssueType PduFeedUnknown{
    "pdu-feed-unknown", Severity::Error,
    CD_TRANSLATE_NOOP("Issue", "PDU {pdu} is on feed {feed}, which rack {rack} does not have"),
    "power"};

inline constexpr IssueType FeedsUnset{
    "feeds-unset", Severity::Info,
    CD_TRANSLATE_NOOP("Issue", "Rack {rack} has no power feeds set; with A/B feeds each must carry "
                               "{perFeed} alone: {circuit}"),
    "power"};

// The worst case draw above what the PSUs carry with the promised redundancy.
inline constexpr IssueType PsuOverCapacity{
    "psu-over-capacity", Severity::Warning,
    CD_TRANSLATE_NOOP(
        "Issue",
        "{device} ({model}) draws up to {maxPower}; its {psus} carry {capacity} with {redundancy}"),
    "power"};

// The maximum draw not carried once one PSU fails.
inline constexpr IssueType PsuSingleFailure{
    "psu-single-failure", Severity::Info,
    CD_TRANSLATE_NOOP(
        "Issue",
        "{device}: if one of its {psus} fails, the other {others} carry {capacity}, less than its "
        "{maxPower} maximum"),
    "power"};

inline constexpr IssueType InletTempOutsideAshrae{
    "inlet-temp-outside-ashrae", Severity::Warning,
    CD_TRANSLATE_NOOP("Issue", "Site inlet temperature {temperature} °C is outside the ASHRAE "
                               "recommended range of 18–27 °C"),
    "power"};

inline constexpr IssueType SitePueDefault{
    "site-pue-default", Severity::Info,
    CD_TRANSLATE_NOOP(
        "Issue", "The site sets no PUE; {pue} is assumed for facility power and yearly energy"),
    "power"};

inline constexpr IssueType LiquidVariantAvailable{
    "liquid-variant-available", Severity::Info,
    CD_TRANSLATE_NOOP("Issue",
                      "Rack {rack} ({heat}) is above the {airLimit} kW air limit: its {variants}"),
    "power"};

// Liquid-cooled racks of a row whose heat the row's coolant distribution units cannot take.
inline constexpr IssueType CduCapacityShort{
    "cdu-capacity-short", Severity::Error,
    CD_TRANSLATE_NOOP(
        "Issue",
        "Row {row}: liquid-cooled rack(s) {racks} reject {need} kW into liquid; the row's coolant "
        "distribution units give {have} kW: add at least {missing} kW of CDU capacity"),
    "power"};

// An air-cooled rack above what air removes (issue 19: a 40.8 kW rack was only "info"). A
// rear-door heat exchanger in the rack takes it up to its rating; above that only liquid does.
inline constexpr IssueType RackAboveAirLimit{
    "rack-above-air-limit", Severity::Warning,
    CD_TRANSLATE_NOOP("Issue", "Rack {rack} gives off {heat}, above the {airLimit} kW that air "
                               "removes: add a rear-door heat "
                               "exchanger (up to {rearDoor} kW) or use liquid-cooled servers"),
    "power"};

inline constexpr IssueType RackBeyondAirCooling{
    "rack-beyond-air-cooling", Severity::Error,
    CD_TRANSLATE_NOOP("Issue", "Rack {rack} gives off {heat} from air-cooled devices, more than "
                               "{limit} kW ({what}): spread "
                               "its servers over more racks or use liquid-cooled models"),
    "power"};

inline constexpr std::array kPowerIssueTypes{
    RackOverloaded,      RackDynamicLoad,        FloorOverloaded,      PowerUnknown,
    PowerTypicalOnly,    PowerFromPsuRating,     PowerFromGpuTdp,      TypicalPowerUnpublished,
    WeightUnknown,       InletUnknownPdu,        FeedFailoverOverload, FeedOverload,
    PhaseOverload,       PduPhaseMismatch,       PduOverload,          PduPhaseOverload,
    DeviceSingleFeed,    PsuFeedFailover,        FeedNotRedundant,     PduFeedUnknown,
    FeedsUnset,          PsuOverCapacity,        PsuSingleFailure,     InletTempOutsideAshrae,
    SitePueDefault,      LiquidVariantAvailable, CduCapacityShort,     RackAboveAirLimit,
    RackBeyondAirCooling};

} // namespace cd::core::issues
