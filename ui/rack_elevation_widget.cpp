#include "rack_elevation_widget.h"

#include "design_document.h"
#include "model/design_catalog.h"
#include "report/rack_elevation_painter.h"

#include <QPainter>

namespace cd::ui {

RackElevationWidget::RackElevationWidget(DesignDocument& document, QWidget* parent)
    : QWidget(parent), m_document(document)
{
    setAutoFillBackground(true);
    connect(&m_document, &DesignDocument::changed, this, [this] {
        updateGeometry();
        resize(sizeHint());
        update();
    });
}

QSize RackElevationWidget::sizeHint() const
{
    const core::DesignCatalog catalog(m_document.design(), m_document.catalog());
    report::RackElevationPainter painter(m_document.design(), catalog, m_document.report());
    return painter.naturalSize().toSize();
}

void RackElevationWidget::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    const core::DesignCatalog catalog(m_document.design(), m_document.catalog());
    report::RackElevationPainter painter(m_document.design(), catalog, m_document.report());
    painter.setTextColor(palette().color(QPalette::Text));
    const QSizeF natural = painter.naturalSize();
    painter.paint(p, QRectF(QPointF(0, 0), natural));
}

} // namespace cd::ui
