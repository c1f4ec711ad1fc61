#pragma once

#include <QWidget>

namespace cd::ui {

class DesignDocument;

// Shows the racks of the open design, drawn by cd_report's RackElevationPainter.
class RackElevationWidget : public QWidget
{
    Q_OBJECT
public:
    explicit RackElevationWidget(DesignDocument& document, QWidget* parent = nullptr);
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    DesignDocument& m_document;
};

} // namespace cd::ui
