#pragma once

#include "presentation_deck.h"
#include "slide.h"

#include <memory>

#include <QWidget>

namespace cd::ui {

// Presentation mode: one slide at a time, full screen, large type on a dark ground, no
// editing chrome. Right, Down, Space and Page Down go forward; Left, Up, Backspace and Page Up
// back; Home and End to the first and last; Esc (or Q) leaves.
class PresentationView : public QWidget
{
    Q_OBJECT
public:
    explicit PresentationView(std::unique_ptr<PresentationDeck> deck, QWidget* parent = nullptr);

    int current() const { return m_current; }
    int count() const { return static_cast<int>(m_deck->slides.size()); }
    const Slide& slide(int i) const { return m_deck->slides.at(static_cast<std::size_t>(i)); }
    const PresentationDeck& deck() const { return *m_deck; }
    void go(int index);

signals:
    void slideChanged(int index);

protected:
    void paintEvent(QPaintEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    std::unique_ptr<PresentationDeck> m_deck;
    int m_current = 0;
};

// Draws one slide into `area` (also used to render slides to images for tests and handouts).
void paintSlide(QPainter& painter, const QRectF& area, const Slide& slide, int index, int count);

} // namespace cd::ui
