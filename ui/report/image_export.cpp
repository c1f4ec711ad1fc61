#include "image_export.h"

#include "io/atomic_file.h"
#include "io/load_error.h"

#include <QBuffer>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

namespace cd::report {

namespace {

constexpr double kPngScale = 2.0;
constexpr double kMaxSide = 20000; // px of PNG: beyond it the image is too large to be useful

QByteArray png(const QSizeF& size, const std::function<void(QPainter&, const QRectF&)>& paint)
{
    const QSize px(int(size.width() * kPngScale), int(size.height() * kPngScale));
    QImage image(px, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return {};
    image.fill(Qt::white);
    QPainter p(&image);
    p.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    p.scale(kPngScale, kPngScale);
    paint(p, QRectF(QPointF(0, 0), size));
    p.end();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    return image.save(&buffer, "PNG") ? bytes : QByteArray();
}

QByteArray svg(const QSizeF& size, const std::function<void(QPainter&, const QRectF&)>& paint)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size.toSize());
    generator.setViewBox(QRectF(QPointF(0, 0), size));
    generator.setTitle(QStringLiteral("Cluster Designer"));
    QPainter p(&generator);
    p.fillRect(QRectF(QPointF(0, 0), size), Qt::white);
    paint(p, QRectF(QPointF(0, 0), size));
    p.end();
    return bytes;
}

} // namespace

void writeImage(const std::string& path, const QSizeF& size,
                const std::function<void(QPainter&, const QRectF&)>& paint)
{
    const QString suffix = QFileInfo(QString::fromStdString(path)).suffix().toLower();
    if (suffix != "png" && suffix != "svg")
        throw core::SaveError(path + ": the file name must end in .png or .svg");
    if (!(size.width() > 0 && size.height() > 0))
        throw core::SaveError(path + ": nothing to draw");
    if (suffix == "png" &&
        (size.width() * kPngScale > kMaxSide || size.height() * kPngScale > kMaxSide))
        throw core::SaveError(path + ": too large for a PNG; export it as SVG");
    const QByteArray bytes = suffix == "png" ? png(size, paint) : svg(size, paint);
    if (bytes.isEmpty())
        throw core::SaveError(path + ": the image could not be made");
    core::writeFileAtomically(path, bytes.toStdString());
}

} // namespace cd::report
