#pragma once

#include <QHash>
#include <QVector>
#include <QWidget>

namespace cd::core {
struct Design;
struct NetworkReport;
} // namespace cd::core

namespace cd::ui {

// One network drawn as its tiers, top to bottom: cores, spines, leaves, nodes. Each switch is
// a box (coloured by the rail it serves for leaves) and links are lines between boxes; tiers
// with more devices than fit are drawn as groups ("×8"), so 2,048 nodes stay readable. The
// counts per tier and per tier of links come from the fabric report.
class TopologyView : public QWidget
{
    Q_OBJECT
public:
    explicit TopologyView(QWidget* parent = nullptr);

    void show(const core::Design& design, const core::NetworkReport* network);
    QSize sizeHint() const override { return {720, 360}; }

    // What is drawn, for tests: boxes per tier (nodes, leaves, spines, cores) and lines.
    QVector<int> boxesPerTier() const;
    int lineCount() const { return int(m_lines.size()); }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    struct Tier
    {
        QString label;
        int devices = 0;
        int perBox = 1;     // devices one box stands for
        QVector<int> rails; // per box: the rail colour index, -1 none
    };
    struct Line
    {
        int tier; // lower tier of the line
        int from; // box in `tier`
        int to;   // box in tier + 1
        int rail;
        int links;
    };
    Tier m_tiers[4];
    QVector<Line> m_lines;
    QString m_title;
    qint64 m_linksBetween[3] = {0, 0, 0};
};

} // namespace cd::ui
