#include "serving_text.h"

#include "analysis/throughput/serving_engine.h"
#include "common/qstring.h"

#include <QCoreApplication>
#include <QLocale>

namespace cd::ui {

using namespace core::throughput;

namespace {

// The texts keep the dock's translation context, so its translations apply to them.
struct DockText
{
    Q_DECLARE_TR_FUNCTIONS(cd::ui::ServingDock)
};

QString number(double v, int decimals)
{
    return QLocale().toString(v, 'f', decimals);
}

QString row(const QString& label, const QString& value)
{
    return "<tr><td>" + label + "</td><td align='right'><b>" + value + "</b></td></tr>";
}

QString setupLine(const VariantServing& v, const ServingInput& in)
{
    const ServingEngine* engine = findEngine(in.engine);
    const ServingEstimate& e = v.estimate;
    return DockText::tr(
               "%1 × %2 with %3: tensor parallel %4, %5 replica(s); %6 weights, %7 KV cache; "
               "%8 tokens in, %9 out")
        .arg(e.gpus)
        .arg(q(v.gpuName.empty() ? v.cluster.cluster.gpu.id : v.gpuName))
        .arg(engine ? q(std::string(engine->name)) : q(in.engine))
        .arg(e.tp)
        .arg(e.replicas)
        .arg(q(std::string(toString(in.weights))).toUpper())
        .arg(in.kvFp8 ? QStringLiteral("FP8") : QStringLiteral("BF16"))
        .arg(in.inputLen)
        .arg(in.outputLen);
}

QString energyRows(const ServingEnergy& en)
{
    if (!en.ok())
        return row(DockText::tr("Energy"), q(en.error).toHtmlEscaped());
    return row(DockText::tr("GPU power"), DockText::tr("%1 W each").arg(number(en.gpuPowerW, 0))) +
           row(DockText::tr("Energy per output token"), DockText::tr("%1 J (facility, PUE %2)")
                                                            .arg(number(en.joulesPerOutputToken, 3))
                                                            .arg(number(en.pue, 2))) +
           row(DockText::tr("Electricity per million output tokens"),
               DockText::tr("%1 USD at %2 USD/kWh")
                   .arg(number(en.usdPerMillionOutputTokens, 4))
                   .arg(number(en.usdPerKwh, 4)));
}

QString figures(const ServingEstimate& e, const ServingEnergy& en)
{
    const ServingPoint& p = e.point;
    QString t = "<table cellspacing='2'>";
    t += row(DockText::tr("Requests in flight"),
             DockText::tr("%1 of at most %2")
                 .arg(QLocale().toString(p.concurrency), QLocale().toString(e.maxConcurrency)));
    t += row(DockText::tr("Time to first token"), DockText::tr("%1 ms").arg(number(p.ttftMs, 0)));
    t += row(DockText::tr("Time per output token"), DockText::tr("%1 ms").arg(number(p.tpotMs, 1)));
    t += row(DockText::tr("Speed per user"),
             DockText::tr("%1 tokens/s").arg(number(p.tokensPerSPerUser, 1)));
    t += row(DockText::tr("Output, all GPUs"),
             DockText::tr("%1 tokens/s").arg(number(p.outputTokensPerS, 0)));
    t += row(DockText::tr("Output per GPU"),
             DockText::tr("%1 tokens/s").arg(number(p.outputTokensPerSPerGpu, 0)));
    t +=
        row(DockText::tr("Requests"), DockText::tr("%1 per second").arg(number(p.requestsPerS, 2)));
    t += row(DockText::tr("KV cache per GPU"), DockText::tr("%1 GB (%2 tokens per replica)")
                                                   .arg(number(e.kvCachePerGpuGb, 1))
                                                   .arg(number(e.kvTokensPerReplica, 0)));
    t += row(DockText::tr("Limited by"),
             p.memoryBound ? DockText::tr("memory bandwidth") : DockText::tr("compute"));
    return t + energyRows(en) + "</table>";
}

} // namespace

QString servingResultsHtml(const std::vector<VariantServing>& variants, std::size_t active,
                           const ServingInput& input)
{
    if (active >= variants.size())
        return {};
    const VariantServing& v = variants[active];
    QString html = "<p><b>" + q(v.variant).toHtmlEscaped() + "</b></p>";
    if (!v.error.empty())
        return html + "<p>" + DockText::tr("Cannot serve: %1").arg(q(v.error).toHtmlEscaped()) +
               "</p>";
    html += "<p>" + setupLine(v, input).toHtmlEscaped() + "</p>" + figures(v.estimate, v.energy);
    for (const std::string& note : v.estimate.notes)
        html += "<p><i>" + q(note).toHtmlEscaped() + "</i></p>";
    html +=
        "<p><small>" +
        DockText::tr("Steady state at the engine's default limits; time to first token leaves out "
                     "queueing, HTTP and tokenisation. Replicas do not talk over the network: "
                     "variants that differ only in fabric or node count share a curve per GPU.") +
        "</small></p>";
    return html;
}

QString servingSizingHtml(const std::vector<VariantServing>& variants, const ServingTarget& target)
{
    QString html = "<p>" +
                   DockText::tr("%1 users at %2 tokens/s or more each, first token within %3 ms:")
                       .arg(target.users)
                       .arg(number(target.tokensPerSPerUser, 0))
                       .arg(number(target.ttftMs, 0)) +
                   "</p><table cellspacing='4'><tr><th align='left'>" + DockText::tr("Variant") +
                   "</th><th>" + DockText::tr("Nodes") + "</th><th>" + DockText::tr("GPUs") +
                   "</th><th>" + DockText::tr("Tensor parallel") + "</th><th>" +
                   DockText::tr("Users per replica") + "</th></tr>";
    for (const VariantServing& v : variants) {
        html += "<tr><td>" + q(v.variant).toHtmlEscaped() + "</td>";
        if (!v.sizing || !v.sizing->ok()) {
            const std::string why = v.sizing ? v.sizing->error : v.error;
            html += "<td colspan='4'>" + q(why).toHtmlEscaped() + "</td></tr>";
            continue;
        }
        const ServingSizing& s = *v.sizing;
        const QLocale l;
        html += "<td align='right'><b>" + l.toString(s.nodes) + "</b></td><td align='right'>" +
                l.toString(s.gpus) + "</td><td align='right'>" + QString::number(s.tp) +
                "</td><td align='right'>" + l.toString(s.concurrencyPerReplica) + "</td></tr>";
    }
    return html + "</table>";
}

} // namespace cd::ui
