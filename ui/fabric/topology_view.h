#pragma once

#include <QHash>
#include <QRectF>
#include <QStringList>
#include <QVector>
#include <QWidget>

#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

class QPainter;
class QPalette;

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
    // The labels (issue 19: the drawing had none): a box's switch name when it stands for one
    // device, and what runs between `lowerTier` and the tier above ("256 links · 400 Gb/s").
    QString boxName(int tier, int box) const;
    QString linkText(int lowerTier) const;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    struct Tier
    {
        QString label;
        int devices = 0;
        int perBox = 1;     // devices one box stands for
        QVector<int> rails; // per box: the rail colour index, -1 none
        QStringList names;  // per box: the device's name when a box is one device
    };
    struct Line
    {
        int tier; // lower tier of the line
        int from; // box in `tier`
        int to;   // box in tier + 1
        int rail;
        int links;
    };
    // Where each tier present is drawn.
    struct Rows
    {
        QRectF area;
        QVector<int> order; // tiers from the top
        double height = 0;
        QHash<int, double> y; // tier -> centre line
    };
    // device id -> (tier, box)
    using DeviceBoxes = std::unordered_map<std::string_view, std::pair<int, int>>;

    void clear();
    DeviceBoxes placeDevices(const core::Design& design, const core::NetworkReport& network);
    void colourLeafBoxes(const std::vector<int>& leafRails);
    void collectLines(const core::Design& design, const std::string& networkId,
                      const DeviceBoxes& where);
    Rows layoutRows() const;
    QRectF boxRect(const Rows& rows, int tier, int box) const;
    void drawTitle(QPainter& p, const QPalette& pal) const;
    void drawLines(QPainter& p, const Rows& rows) const;
    void drawTiers(QPainter& p, const QPalette& pal, const Rows& rows) const;
    void drawBoxName(QPainter& p, const QRectF& r, const QString& name, const QColor& ink,
                     Qt::TextElideMode elide) const;
    void drawLinkCounts(QPainter& p, const QPalette& pal, const Rows& rows) const;

    // Nodes, leaves, spines, cores and super-cores (the fourth switch tier past 64 pods).
    static constexpr int kTiers = 5;
    Tier m_tiers[kTiers];
    QVector<Line> m_lines;
    QString m_title;
    int m_gbps = 0; // port speed of the network's transport; 0 when not set
    qint64 m_linksBetween[kTiers - 1] = {};
};

} // namespace cd::ui
