#pragma once

#include "analysis/issues/issue.h"
#include "analysis/quote/quote.h"
#include "io/report/quote_json.h"
#include "model/price_list.h"
#include "model/quote_settings.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace cd::ui {

class DesignDocument;

// The priced quote of the open design, recomputed after every edit: core::buildQuote over the
// latest BOM with the design's quote settings and the price list they name, read from the
// user database (and cached until the name or the database changes). Views display it; edits
// to the settings go through the document like any other edit.
class QuotePricing : public QObject
{
    Q_OBJECT
public:
    QuotePricing(DesignDocument& document, QString userDatabasePath, QObject* parent = nullptr);

    const core::Quote& quote() const { return m_quote; }
    // The settings the quote was made with: the design's, the reseller filled in from the
    // user's saved details when the design names none, the logo path made absolute.
    const core::QuoteSettings& settings() const { return m_settings; }
    // Dates and design figures for an export; computed on demand (it runs the throughput
    // search for the quote's workload).
    core::QuoteHeader header() const;
    // Problems found while pricing: a missing price list, a currency without a rate.
    const core::Issues& issues() const { return m_issues; }
    const QString& userDatabasePath() const { return m_userDb; }
    // The price list in use; nullptr when the quote is priced from catalog estimates.
    const core::PriceList* priceList() const { return m_priceList ? &*m_priceList : nullptr; }
    QStringList priceListNames() const;
    const DesignDocument& document() const { return m_document; }

    // Stores `list` in the user database (replacing one of the same name) and reprices.
    void storePriceList(const core::PriceList& list);
    void recompute();

signals:
    void updated();

private:
    void loadPriceList(const std::string& name);
    bool hasUserDatabase() const;

    DesignDocument& m_document;
    QString m_userDb;
    std::optional<core::PriceList> m_priceList;
    std::string m_loadedName; // the list m_priceList holds; empty = none loaded
    core::Quote m_quote;
    core::QuoteSettings m_settings;
    core::Issues m_issues;
};

} // namespace cd::ui
