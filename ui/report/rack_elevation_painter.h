#pragma once

#include "analysis/analyze.h"
#include "model/catalog_view.h"
#include "model/design.h"

#include <QColor>
#include <QRectF>
#include <QSizeF>

class QPainter;

namespace cd::report {

// Draws the front elevation of every rack of a design, devices to scale with name and model,
// a colour per kind, U numbers and the rack's power figures from a Report. Shared by the GUI
// (screen) and exports (PNG/PDF), so both show the same picture. Draws, never computes.
class RackElevationPainter
{
public:
    RackElevationPainter(const core::Design& design, const core::CatalogView& catalog,
                         const core::Report& report);

    void setTextColor(const QColor& c) { m_text = c; }
    QSizeF naturalSize() const; // at 1 px per mm-ish scale used on screen
    void paint(QPainter& painter, const QRectF& target) const;

    static QColor colorFor(core::ItemKind kind);
    static constexpr double kUnitHeight = 14.0; // px per rack unit at scale 1
    static constexpr double kRackWidth = 190.0;
    static constexpr double kGap = 40.0;
    static constexpr double kHeader = 54.0;

private:
    void paintRack(QPainter& p, const core::Rack& rack, const QRectF& box, int units) const;
    const core::RackPower* powerOf(const core::Rack& rack) const;
    void paintRackHeading(QPainter& p, const core::Rack& rack, const QRectF& box, int units) const;
    void paintDevices(QPainter& p, const core::Rack& rack, const QRectF& frame) const;
    int unitsOf(const core::Rack& rack) const;

    const core::Design& m_design;
    const core::CatalogView& m_catalog;
    const core::Report& m_report;
    QColor m_text{0x22, 0x22, 0x22};
};

} // namespace cd::report
