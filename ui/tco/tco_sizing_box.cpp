#include "tco_sizing_box.h"

#include "analysis/tco/tco_sizing.h"
#include "common/qstring.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLocale>
#include <QSpinBox>

namespace cd::ui {

namespace {

using namespace core::tco;

QString number(double v, int decimals)
{
    return QLocale().toString(v, 'f', decimals);
}

QString money(double v, const std::string& currency, int decimals)
{
    return number(v, decimals) + QChar(0x00A0) + q(currency);
}

QDoubleSpinBox* numberBox(QWidget* parent, const char* name, double most, int decimals,
                          const QString& suffix, const QString& zero)
{
    auto* box = new QDoubleSpinBox(parent);
    box->setObjectName(name);
    box->setRange(0, most);
    box->setDecimals(decimals);
    box->setSuffix(suffix);
    box->setSpecialValueText(zero);
    box->setKeyboardTracking(false);
    return box;
}

QString scaledHtml(const ScaledTco& s, const std::string& c)
{
    QString h = TcoSizingBox::tr("%1 GPU servers (%2 GPUs) in %3 racks, %4 kW facility; %5 a year")
                    .arg(number(s.servers, 0), number(s.gpus, 0), number(s.racks, 0),
                         number(s.facilityKw, 1), money(s.tco.costPerYear, c, 0));
    if (s.tco.costPerMillionOutputTokens)
        h += ", " + TcoSizingBox::tr("%1 per million output tokens")
                        .arg(money(*s.tco.costPerMillionOutputTokens, c, 3));
    if (s.users)
        h += "<br>" + TcoSizingBox::tr("%1 users on %2 replicas of %3 GPUs, %4 tokens/s each, "
                                       "first token in %5 ms")
                          .arg(number(*s.users, 0), number(s.replicas, 0), number(s.tp, 0),
                               number(s.tokensPerSPerUser, 1), number(s.ttftMs, 0));
    if (!s.tco.complete)
        h += "<br>" + TcoSizingBox::tr("Lower bounds: the quote has unpriced lines.");
    return h;
}

QString failedHtml(const std::string& why)
{
    return "<span style='color:#b00'>" + q(why).toHtmlEscaped() + "</span>";
}

} // namespace

TcoSizingBox::TcoSizingBox(QWidget* parent) : QGroupBox(tr("Sizing"), parent)
{
    setObjectName("tcoSizing");
    auto* f = new QFormLayout(this);
    m_users = new QSpinBox(this);
    m_users->setObjectName("tcoUsers");
    m_users->setRange(0, 100'000'000);
    m_users->setSpecialValueText(tr("not asked"));
    m_users->setKeyboardTracking(false);
    m_users->setToolTip(tr("Serving: the requests in flight to size servers, racks and kW for"));
    m_tokensPerUser = numberBox(this, "tcoTokensPerUser", 10'000, 1, tr(" tokens/s"), QString());
    m_tokensPerUser->setValue(10);
    m_ttftMs = numberBox(this, "tcoTtftMs", 600'000, 0, tr(" ms"), tr("no bound"));
    m_budgetKw = numberBox(this, "tcoPowerBudget", 1e7, 0, tr(" kW"), tr("not asked"));
    m_budgetKw->setToolTip(tr("Facility power: the servers, GPUs and users it runs"));
    m_costTarget = numberBox(this, "tcoCostTarget", 1e6, 3, QString(), tr("not asked"));
    m_costTarget->setToolTip(tr("Serving: a cost per million output tokens in the quote's "
                                "currency, and the speed per user it allows"));
    f->addRow(tr("&Users:"), m_users);
    f->addRow(tr("Speed per user at least:"), m_tokensPerUser);
    f->addRow(tr("First token within:"), m_ttftMs);
    f->addRow(tr("Power &budget:"), m_budgetKw);
    f->addRow(tr("Cost per million tokens:"), m_costTarget);
    connect(m_users, &QSpinBox::valueChanged, this, &TcoSizingBox::questionChanged);
    for (QDoubleSpinBox* b : {m_tokensPerUser, m_ttftMs, m_budgetKw, m_costTarget})
        connect(b, &QDoubleSpinBox::valueChanged, this, &TcoSizingBox::questionChanged);
}

QString TcoSizingBox::answersHtml(const DesignTco& t) const
{
    if (!t.tco.ok())
        return {};
    const std::string& c = t.tco.currency;
    QStringList parts;
    if (m_users->value() > 0) {
        const ScaledTco s =
            tcoForUsers(t, {m_users->value(), m_tokensPerUser->value(), m_ttftMs->value()});
        parts << "<b>" + tr("%1 users:").arg(number(m_users->value(), 0)) + "</b> " +
                     (s.ok() ? scaledHtml(s, c) : failedHtml(s.error));
    }
    if (m_budgetKw->value() > 0) {
        const ScaledTco s = tcoForPowerBudget(t, m_budgetKw->value());
        parts << "<b>" + tr("%1 kW:").arg(number(m_budgetKw->value(), 0)) + "</b> " +
                     (s.ok() ? scaledHtml(s, c) : failedHtml(s.error));
    }
    if (m_costTarget->value() > 0) {
        const TokenCostTarget s = speedForTokenCost(t, m_costTarget->value());
        parts << "<b>" + tr("%1 per million tokens:").arg(money(s.target, c, 3)) + "</b> " +
                     (s.ok() ? tr("up to %1 requests in flight at %2 tokens/s each (%3)")
                                   .arg(number(s.point.concurrency, 0),
                                        number(s.point.tokensPerSPerUser, 1),
                                        money(*s.tco.costPerMillionOutputTokens, c, 3))
                             : failedHtml(s.error));
    }
    return parts.isEmpty() ? QString() : "<p>" + parts.join("<br>") + "</p>";
}

} // namespace cd::ui
