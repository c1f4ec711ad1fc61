#pragma once

#include <QDockWidget>

class QLabel;
class QPushButton;
class QSplitter;
class QTableView;

namespace cd::ui {

class DesignDocument;
class PowerChart;
class PowerTableModel;
class Selection;

// Power & Cooling: per-rack bars against the cooling limits, the site's facility power and
// yearly energy, row totals, and a table of every rack's feeds, heat, airflow and weight.
// Site settings (PUE, energy price, air limit …) are edited from here.
class PowerDock : public QDockWidget
{
    Q_OBJECT
public:
    PowerDock(DesignDocument& document, Selection& selection, QWidget* parent = nullptr);
    QTableView* table() const { return m_table; }
    PowerChart* chart() const { return m_chart; }
    QLabel* siteSummary() const { return m_site; }
    static QString siteText(const DesignDocument& document);

    void editSiteSettings();

private:
    QSplitter* createChartAndTable(QWidget* body);
    void connectAndRefresh(QPushButton* siteButton, Selection& selection);

    DesignDocument& m_document;
    PowerChart* m_chart;
    PowerTableModel* m_model;
    QTableView* m_table;
    QLabel* m_site;
};

} // namespace cd::ui
