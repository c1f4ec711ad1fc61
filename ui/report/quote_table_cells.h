#pragma once

// The quote table's cells that must not be cut: a product's description and its vendor part
// number, set smaller or on two lines within the row's height (quote_pdf.cpp paginates by a
// fixed row height).
#include <QRectF>
#include <QString>

class QPainter;

namespace cd::report::pdf {

void descriptionCell(QPainter& p, const QRectF& box, const QString& t);
void partNumberCell(QPainter& p, const QRectF& box, const QString& t);

} // namespace cd::report::pdf
