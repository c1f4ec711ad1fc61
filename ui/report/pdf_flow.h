#pragma once

// Blocks of a PDF document laid out from the top of the page down, a new page where the next
// one does not fit, so long tables and lists run over as many pages as they need and the
// footer can say "Page i of n". A table row names its header, which is drawn again above the
// row when the row starts a page.
#include "pdf_kit.h"

#include <QRectF>

#include <functional>
#include <vector>

class QPainter;
class QPdfWriter;
class QFont;
class QPaintDevice;

namespace cd::report::pdf {

class Flow
{
public:
    // Draws a block in `box`: the content's width, the block's height.
    using Draw = std::function<void(QPainter&, const QRectF& box)>;
    using Footer = std::function<void(QPainter&, int page, int pages)>;

    explicit Flow(const Layout& layout) : m_layout(layout) {}

    // Returns the block's index, for the rows that name it as their header (-1: none).
    // `keepWithNext`: a heading or a table's head, never the last block of a page.
    int add(double height, Draw draw, int header = -1, bool keepWithNext = false);
    void pageBreak() { m_breakNext = true; }
    void space(double height);

    // Draws every page, the first on the writer's current one, each with its footer.
    void render(QPainter& p, QPdfWriter& writer, const Footer& footer) const;

private:
    struct Block
    {
        double height = 0;
        Draw draw;
        int header = -1;
        bool breakBefore = false;
        bool keepWithNext = false;
    };
    struct Placed
    {
        int block = 0;
        double y = 0;
    };

    std::vector<std::vector<Placed>> pages() const;

    const Layout& m_layout;
    std::vector<Block> m_blocks;
    bool m_breakNext = false;
};

// The height `text` takes in `font` wrapped to `width` on `device`.
double wrappedHeight(const QFont& font, const QString& text, double width,
                     const QPaintDevice* device);

} // namespace cd::report::pdf
