#include "reseller_defaults.h"

#include <QSettings>

namespace cd::ui {

namespace {

struct Field
{
    const char* key;
    std::string core::QuoteParty::*member;
};

constexpr Field kFields[] = {{"quote/reseller/name", &core::QuoteParty::name},
                             {"quote/reseller/address", &core::QuoteParty::address},
                             {"quote/reseller/email", &core::QuoteParty::email},
                             {"quote/reseller/phone", &core::QuoteParty::phone},
                             {"quote/reseller/logo", &core::QuoteParty::logo}};

} // namespace

core::QuoteParty savedResellerDetails()
{
    QSettings settings;
    core::QuoteParty p;
    for (const Field& f : kFields)
        p.*f.member = settings.value(f.key).toString().toStdString();
    return p;
}

void saveResellerDetails(const core::QuoteParty& reseller)
{
    QSettings settings;
    for (const Field& f : kFields)
        settings.setValue(f.key, QString::fromStdString(reseller.*f.member));
}

} // namespace cd::ui
