#pragma once

#include "common/analysis_dock.h"

class QComboBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QTableView;
class QTabWidget;
class QTimer;

namespace cd::ui {

class DesignDocument;
class LinkFilter;
class LinkTableModel;
class Selection;
class TopologyView;

// The design's networks: a summary of the chosen one as the fabric report reads it (tiers,
// switches, links, oversubscription as built against the target, cables and transceivers), its
// topology drawing, and the list of links with a filter. Double-clicking a link selects the
// devices it joins. Tabbed behind another dock it is refreshed when brought to the front
// (AnalysisDock): the topology of a hall's fabric takes tens of milliseconds.
class FabricDock : public AnalysisDock
{
    Q_OBJECT
public:
    FabricDock(DesignDocument& document, Selection& selection, QWidget* parent = nullptr);

    // Exposed for tests.
    QComboBox* network() const { return m_network; }
    QLabel* summary() const { return m_summary; }
    TopologyView* topology() const { return m_topology; }
    QTableView* links() const { return m_links; }
    QLineEdit* filter() const { return m_filter; }
    void showTopology();
    void showLinks();

private:
    QHBoxLayout* createNetworkChoice(QWidget* body);
    QWidget* createLinksPage();
    void createFilterDelay();
    void connectSignals(Selection& selection);
    void recompute() override;
    void showNetwork();

    DesignDocument& m_document;
    QComboBox* m_network;
    QLabel* m_summary;
    QTabWidget* m_tabs;
    TopologyView* m_topology;
    QTableView* m_links;
    QLineEdit* m_filter;
    LinkTableModel* m_model;
    LinkFilter* m_proxy;
    QTimer* m_filterDelay;
};

} // namespace cd::ui
