#pragma once

#include <QRectF>
#include <QSizeF>

#include <functional>
#include <string>

class QPainter;

namespace cd::report {

// Writes a drawing as an image the user can put in a document (issue 19: elevations and
// topologies could not leave the app): PNG at twice the logical size, or SVG (vector), by the
// path's suffix (.png / .svg). `paint` draws into the rectangle it is given. The file is
// written beside the target and renamed; throws core::SaveError naming the file.
void writeImage(const std::string& path, const QSizeF& size,
                const std::function<void(QPainter&, const QRectF&)>& paint);

} // namespace cd::report
