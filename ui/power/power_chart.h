#pragma once

#include <QChartView>

namespace cd::ui {

class DesignDocument;

// Per-rack maximum and typical draw as bars, with the air-cooling and rear-door limits as
// lines across them: which racks need what cooling, at a glance.
class PowerChart : public QChartView
{
    Q_OBJECT
public:
    explicit PowerChart(DesignDocument& document, QWidget* parent = nullptr);
    void rebuild();
    // Rebuilds what changed while it was off screen (its dock tabbed behind another).
    void rebuildIfStale()
    {
        if (m_stale)
            build();
    }

protected:
    void showEvent(QShowEvent* event) override;

private:
    void build();

    bool m_stale = false; // changed while hidden: rebuilt when shown
    DesignDocument& m_document;
};

} // namespace cd::ui
