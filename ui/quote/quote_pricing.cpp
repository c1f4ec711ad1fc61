#include "quote_pricing.h"

#include "analysis/issues/quote_issue_types.h"
#include "analysis/quote_summary.h"
#include "document/design_document.h"
#include "model/design_catalog.h"
#include "reseller_defaults.h"
#include "user_database.h"

#include <QFileInfo>

namespace cd::ui {

QuotePricing::QuotePricing(DesignDocument& document, QString userDatabasePath, QObject* parent)
    : QObject(parent), m_document(document), m_userDb(std::move(userDatabasePath))
{
    // The BOM is among the figures, current before the rest of a placement edit's analysis.
    connect(&m_document, &DesignDocument::figuresChanged, this, &QuotePricing::recompute);
    recompute();
}

bool QuotePricing::hasUserDatabase() const
{
    // Opening the user database creates it: only an import should, not a look at the lists.
    return !m_userDb.isEmpty() && QFileInfo::exists(m_userDb);
}

QStringList QuotePricing::priceListNames() const
{
    QStringList names;
    if (!hasUserDatabase())
        return names;
    try {
        catalog::UserDatabase db(m_userDb.toStdString());
        for (const std::string& n : db.priceListNames())
            names << QString::fromStdString(n);
    } catch (const std::exception&) {
        // An unreadable database lists nothing; pricing reports it as an issue.
    }
    return names;
}

void QuotePricing::loadPriceList(const std::string& name)
{
    if (name == m_loadedName)
        return;
    m_priceList.reset();
    m_loadedName = name;
    if (name.empty() || !hasUserDatabase())
        return;
    try {
        catalog::UserDatabase db(m_userDb.toStdString());
        m_priceList = db.priceList(name);
    } catch (const std::exception&) {
        m_priceList.reset();
    }
}

void QuotePricing::storePriceList(const core::PriceList& list)
{
    catalog::UserDatabase db(m_userDb.toStdString());
    db.storePriceList(list);
    m_loadedName.clear(); // the stored list may replace the one in use
    m_priceList.reset();
    recompute();
}

void QuotePricing::recompute()
{
    const core::Design& design = m_document.design();
    m_settings = core::quoteSettingsOf(design, m_document.filePath().toStdString());
    if (m_settings.reseller.name.empty())
        m_settings.reseller = savedResellerDetails();
    loadPriceList(m_settings.priceList);
    m_issues.clear();
    if (!m_settings.priceList.empty() && !m_priceList)
        m_issues.push_back(core::makeIssue(core::issues::QuotePriceListMissing,
                                           {{"list", m_settings.priceList}}, ""));
    const core::CatalogView& catalog = m_document.designCatalog();
    m_quote = core::buildQuote(m_document.figures().bom, catalog, m_settings,
                               m_priceList ? &*m_priceList : nullptr, m_issues);
    emit updated();
}

core::QuoteHeader QuotePricing::header() const
{
    const core::Design& design = m_document.design();
    const core::CatalogView& catalog = m_document.designCatalog();
    return core::makeQuoteHeader(design, catalog, m_document.report(), m_settings,
                                 core::todayIso());
}

} // namespace cd::ui
