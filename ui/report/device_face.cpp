#include "device_face.h"

#include <QPainter>
#include <QString>

#include <algorithm>

namespace cd::report {

namespace {

// `count` marks of equal width side by side in `band`, gaps between them.
void marks(QPainter& p, const QRectF& band, int count, const QColor& c)
{
    if (count <= 0 || band.width() < 4 || band.height() < 2)
        return;
    const double gap = std::max(1.0, band.width() / count * 0.18);
    const double w = (band.width() - gap * (count - 1)) / count;
    if (w < 1)
        return;
    p.setPen(Qt::NoPen);
    p.setBrush(c);
    for (int i = 0; i < count; ++i)
        p.drawRect(QRectF(band.left() + i * (w + gap), band.top(), w, band.height()));
}

int gpuCount(const core::CatalogItem& item, const core::Device& device)
{
    if (!item.gpu)
        return 0;
    return device.gpuCount.value_or(item.gpu->defaultCount());
}

} // namespace

QRectF DeviceFace::labelArea(const QRectF& r, int heightU)
{
    if (heightU >= 2)
        return QRectF(r.left(), r.top(), r.width(), std::min(r.height() * 0.45, 18.0));
    return r;
}

QString DeviceFace::unitText(int u, int heightU)
{
    return heightU > 1 ? QStringLiteral("U%1-%2").arg(u).arg(u + heightU - 1)
                       : QStringLiteral("U%1").arg(u);
}

void DeviceFace::paint(QPainter& p, const QRectF& r, const core::CatalogItem* item,
                       const core::Device& device, int heightU, const QColor& fill)
{
    if (!item || r.height() < 6)
        return;
    p.save();
    const QColor dark = fill.darker(150);
    const double pad = std::max(2.0, r.width() * 0.03);
    // Below the name band of a tall device; the right 40 % of a 1 U device.
    const QRectF face =
        heightU >= 2
            ? QRectF(r.left() + pad, labelArea(r, heightU).bottom() + 1, r.width() - 2 * pad,
                     r.bottom() - labelArea(r, heightU).bottom() - pad)
            : QRectF(r.left() + r.width() * 0.58, r.top() + r.height() * 0.3, r.width() * 0.4 - pad,
                     r.height() * 0.4);
    switch (item->kind) {
    case core::ItemKind::Server: {
        const int gpus = gpuCount(*item, device);
        if (gpus > 0 && heightU >= 4)
            marks(p, face, gpus, dark); // one sled per GPU
        else
            marks(p, face.adjusted(0, face.height() * 0.25, 0, -face.height() * 0.25),
                  heightU >= 2 ? 12 : 8, dark); // drive bays
        break;
    }
    case core::ItemKind::Storage:
        for (int row = 0; row < std::min(heightU, 3); ++row) {
            const double h = face.height() / std::min(heightU, 3);
            marks(p, QRectF(face.left(), face.top() + row * h + 1, face.width(), h - 2), 12, dark);
        }
        break;
    case core::ItemKind::Switch:
        marks(p, face, heightU >= 2 ? 32 : 16, dark); // port cages
        break;
    default:
        break;
    }
    p.restore();
}

} // namespace cd::report
