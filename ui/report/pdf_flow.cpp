#include "pdf_flow.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPdfWriter>

namespace cd::report::pdf {

int Flow::add(double height, Draw draw, int header, bool keepWithNext)
{
    m_blocks.push_back({height, std::move(draw), header, m_breakNext, keepWithNext});
    m_breakNext = false;
    return int(m_blocks.size()) - 1;
}

void Flow::space(double height)
{
    add(height, [](QPainter&, const QRectF&) {});
}

std::vector<std::vector<Flow::Placed>> Flow::pages() const
{
    std::vector<std::vector<Placed>> out(1);
    double y = m_layout.content.top();
    for (int i = 0; i < int(m_blocks.size()); ++i) {
        const Block& b = m_blocks[std::size_t(i)];
        const bool lastFits =
            i + 1 >= int(m_blocks.size()) ||
            y + b.height + m_blocks[std::size_t(i) + 1].height <= m_layout.content.bottom();
        const bool full = y + b.height > m_layout.content.bottom() || (b.keepWithNext && !lastFits);
        if ((b.breakBefore || full) && !out.back().empty()) {
            out.emplace_back();
            y = m_layout.content.top();
            if (full && b.header >= 0 && b.header != i) {
                out.back().push_back({b.header, y});
                y += m_blocks[std::size_t(b.header)].height;
            }
        }
        out.back().push_back({i, y});
        y += b.height;
    }
    return out;
}

void Flow::render(QPainter& p, QPdfWriter& writer, const Footer& footer) const
{
    const std::vector<std::vector<Placed>> laid = pages();
    const int total = int(laid.size());
    for (int page = 0; page < total; ++page) {
        if (page > 0)
            writer.newPage();
        footer(p, page + 1, total);
        for (const Placed& placed : laid[std::size_t(page)]) {
            const Block& b = m_blocks[std::size_t(placed.block)];
            p.save();
            b.draw(p,
                   QRectF(m_layout.content.left(), placed.y, m_layout.content.width(), b.height));
            p.restore();
        }
    }
}

double wrappedHeight(const QFont& font, const QString& text, double width,
                     const QPaintDevice* device)
{
    const QFontMetricsF metrics(font, device);
    return metrics.boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, text).height();
}

} // namespace cd::report::pdf
