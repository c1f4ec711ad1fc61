#pragma once

#include "model/catalog_item.h"
#include "model/design.h"

#include <QColor>
#include <QRectF>

class QPainter;

namespace cd::report {

// A device drawn as its front panel looks at a glance (issue 19: blocks without a face): a
// GPU server's sleds (one mark per GPU), a storage or plain server's drive bays, a switch's
// port cages, drawn in the lower part of the device's rectangle so its name stays readable
// above. Drawn marks, not vendor images. Shared by the canvas and the PDF elevations.
struct DeviceFace
{
    // The part of `r` the name goes in: the top band of a device of 2 U or more, all of a
    // 1 U device (whose marks sit at its right end).
    static QRectF labelArea(const QRectF& r, int heightU);
    // Draws the marks of `item` (nothing when null or a kind without a face) over `r`, in a
    // shade of `fill`.
    static void paint(QPainter& p, const QRectF& r, const core::CatalogItem* item,
                      const core::Device& device, int heightU, const QColor& fill);
    // "U1-8", "U12": where the device sits, as the rack's rails number it.
    static QString unitText(int u, int heightU);
};

} // namespace cd::report
