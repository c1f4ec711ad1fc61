#include "quote_format.h"

#include <QCoreApplication>
#include <QLocale>

namespace cd::ui {

QString formatMoney(double value, const std::string& currency)
{
    return QStringLiteral("%1 %2").arg(QLocale().toString(value, 'f', 2),
                                       QString::fromStdString(currency));
}

QString countText(long long n, const QString& one, const QString& many)
{
    return QStringLiteral("%1 %2").arg(n).arg(n == 1 ? one : many);
}

QString priceSourceText(const core::QuoteLine& line)
{
    if (line.origin == core::PriceOrigin::None)
        return QCoreApplication::translate("Quote", "no price");
    QString s = QCoreApplication::translate("PriceOrigin", core::toString(line.origin).c_str());
    if (!line.originDetail.empty() && line.originDetail != core::toString(line.origin))
        s += QStringLiteral(" (%1)").arg(QString::fromStdString(line.originDetail));
    return s;
}

} // namespace cd::ui
