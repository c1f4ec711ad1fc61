#include "variant_controller.h"

#include "design_document.h"
#include "edit/project_edit_factory.h"

namespace cd::ui {

namespace {

bool applyOrSay(DesignDocument& document, core::project_edits::Result result,
                VariantController& controller, const QString& done)
{
    if (!result) {
        emit controller.message(
            QObject::tr("Refused: %1").arg(QString::fromStdString(result.error)));
        return false;
    }
    document.applyProjectEdit(std::move(result.edit));
    emit controller.message(done);
    return true;
}

} // namespace

VariantController::VariantController(DesignDocument& document, QObject* parent)
    : QObject(parent), m_document(document)
{
}

QString VariantController::suggestedCopyName() const
{
    const core::Project& p = m_document.project();
    const QString base = QString::fromStdString(p.displayName(p.active));
    for (int n = 2;; ++n) {
        const QString name = QStringLiteral("%1 (%2)").arg(base).arg(n);
        if (p.find(name.toStdString()) == p.variants.size())
            return name;
    }
}

bool VariantController::duplicateActive(const QString& name)
{
    const core::Project& p = m_document.project();
    return applyOrSay(
        m_document,
        core::project_edits::duplicateVariant(p, p.active, name.trimmed().toStdString()), *this,
        tr("Variant %1 created; edits now change it").arg(name.trimmed()));
}

bool VariantController::renameActive(const QString& name)
{
    const core::Project& p = m_document.project();
    return applyOrSay(m_document,
                      core::project_edits::renameVariant(p, p.active, name.trimmed().toStdString()),
                      *this, tr("Variant renamed to %1").arg(name.trimmed()));
}

bool VariantController::removeActive()
{
    const core::Project& p = m_document.project();
    const QString name = QString::fromStdString(p.displayName(p.active));
    return applyOrSay(m_document, core::project_edits::removeVariant(p, p.active), *this,
                      tr("Variant %1 removed (Undo brings it back)").arg(name));
}

void VariantController::next()
{
    const core::Project& p = m_document.project();
    m_document.setActiveVariant((p.active + 1) % p.variants.size());
}

void VariantController::previous()
{
    const core::Project& p = m_document.project();
    m_document.setActiveVariant((p.active + p.variants.size() - 1) % p.variants.size());
}

} // namespace cd::ui
