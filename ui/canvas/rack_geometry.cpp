#include "rack_geometry.h"

#include <algorithm>

#include <cmath>

namespace cd::ui {

QPointF RackGeometry::rackOrigin(int column, double rowTop)
{
    return {kGap + column * (kRackWidth + kGap), rowTop};
}

QRectF RackGeometry::frameRect(const QPointF& origin, int units)
{
    return {origin.x(), origin.y() + kHeader, kRackWidth, units * kUnit};
}

QRectF RackGeometry::outerRect(const QPointF& origin, int units)
{
    return {origin.x(), origin.y(), kRackWidth, kHeader + units * kUnit};
}

QRectF RackGeometry::deviceRect(const QPointF& origin, int units, int u, int height)
{
    const QRectF frame = frameRect(origin, units);
    const double top = frame.bottom() - (u + height - 1) * kUnit;
    return {frame.left() + kRail, top, frame.width() - 2 * kRail, height * kUnit};
}

QRectF RackGeometry::sideStripRect(const QPointF& origin, int units, int index, int count)
{
    const QRectF frame = frameRect(origin, units);
    const double room = kGap - 8; // 3 after the frame, the rest before the next rack
    const double width = std::min(kStrip, room / std::max(count, 1) - 2);
    return {frame.right() + 3 + index * (width + 2), frame.top(), std::max(width, 1.0),
            frame.height()};
}

int RackGeometry::unitAt(const QPointF& origin, int units, double y)
{
    const QRectF frame = frameRect(origin, units);
    return static_cast<int>(std::floor((frame.bottom() - y) / kUnit)) + 1;
}

} // namespace cd::ui
