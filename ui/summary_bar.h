#pragma once

#include <QLabel>

namespace cd::ui {

class DesignDocument;
class QuotePricing;

// The figures a user checks after every edit: servers, GPUs, aggregate GPU memory, kW,
// BTU/h, U used, and the quote total (with its tax) when a QuotePricing is given, else the BOM
// total of catalog estimates. Each comes from the document's figures or the priced quote.
class SummaryBar : public QLabel
{
    Q_OBJECT
public:
    explicit SummaryBar(DesignDocument& document, QuotePricing* pricing = nullptr,
                        QWidget* parent = nullptr);
    static QString summaryText(const DesignDocument& document,
                               const QuotePricing* pricing = nullptr);

private:
    DesignDocument& m_document;
    QuotePricing* m_pricing;
};

} // namespace cd::ui
