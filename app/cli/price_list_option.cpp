#include "price_list_option.h"

#include "io/load_error.h"
#include "price_list_import.h"
#include "user_database.h"

namespace cd::cli {

std::optional<core::PriceList> priceListFor(const CliArgs& a, const core::QuoteSettings& s,
                                            const core::CatalogView& catalog,
                                            const std::string& userDb, const std::string& path,
                                            std::ostream& err)
{
    if (const auto file = a.option("--price-list")) {
        catalog::PriceListReport r = catalog::readPriceListFile(*file, catalog, s.currency);
        err << r.text();
        return std::move(r.list);
    }
    if (s.priceList.empty())
        return std::nullopt;
    catalog::UserDatabase db(userDb);
    auto list = db.priceList(s.priceList);
    if (!list)
        throw core::LoadError(
            path, "quote.price_list",
            msg(translate("Cli", "the name of an imported price list; '%1' is not in %2 "
                                 "(cluster-designer-cli pricelist import FILE)"),
                {s.priceList, userDb}));
    return list;
}

} // namespace cd::cli
