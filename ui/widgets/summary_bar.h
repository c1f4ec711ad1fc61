#pragma once

#include <QLabel>

namespace cd::ui {

class DesignDocument;

// The figures a user checks after every edit: servers, GPUs, aggregate GPU memory, kW,
// BTU/h, U used, BOM total. Each comes from the document's Report.
class SummaryBar : public QLabel
{
    Q_OBJECT
public:
    explicit SummaryBar(DesignDocument& document, QWidget* parent = nullptr);
    static QString summaryText(const DesignDocument& document);

private:
    DesignDocument& m_document;
};

} // namespace cd::ui
