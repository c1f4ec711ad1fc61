#pragma once

#include <QPointF>
#include <QRectF>

#include <optional>

namespace cd::ui {

// The one mapping between rack units and scene coordinates. Racks stand in rows; within a row
// they are placed left to right by position. U1 is at the bottom of a rack.
struct RackGeometry
{
    static constexpr double kUnit = 20.0; // scene units per rack unit
    static constexpr double kRackWidth = 240.0;
    static constexpr double kRail = 28.0;   // U numbers either side
    static constexpr double kHeader = 58.0; // name and figures above the frame
    static constexpr double kGap = 48.0;    // between racks of a row
    static constexpr double kRowGap = 90.0; // between rows
    // Below this view scale the 7-9 pt labels are 4 px tall or less: unreadable, yet drawing
    // them was most of a fit-all repaint of a 260-rack design (tests/bench/bench_scene).
    static constexpr double kMinTextScale = 0.45;
    // Zoomed out further, the racks' large names are drawn only while they are at least this
    // many pixels tall: below it they are specks, yet shaping them was half of a Fit All repaint
    // of the 16,384-node hall (5,123 racks, issue 24).
    static constexpr double kMinTextPixels = 4.0;

    // Top-left corner of a rack's header given its column and the row's top.
    static QPointF rackOrigin(int column, double rowTop);
    static QRectF frameRect(const QPointF& origin, int units);
    static QRectF outerRect(const QPointF& origin, int units);
    // Rectangle of a device of `height` U whose lowest unit is `u`.
    static QRectF deviceRect(const QPointF& origin, int units, int u, int height);
    // A zero-U device's vertical strip in the side channel right of the frame: `index` of
    // the rack's `count` zero-U devices. Strips narrow as they multiply so that they stay
    // inside the gap to the next rack.
    static QRectF sideStripRect(const QPointF& origin, int units, int index, int count);
    static constexpr double kStrip = 11.0;
    // The rack unit under scene y (1 = bottom); may be outside 1..units.
    static int unitAt(const QPointF& origin, int units, double y);
};

} // namespace cd::ui
