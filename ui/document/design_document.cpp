#include "design_document.h"

#include "edit_command.h"
#include "io/file/project_file.h"
#include "model/design_catalog.h"

namespace cd::ui {

DesignDocument::DesignDocument(const core::CatalogView& catalog, QObject* parent)
    : QObject(parent), m_catalog(catalog), m_project(core::Project::single(core::Design{}))
{
    connect(&m_undo, &QUndoStack::cleanChanged, this, &DesignDocument::modifiedChanged);
    m_finish.setSingleShot(true);
    m_finish.setInterval(0);
    connect(&m_finish, &QTimer::timeout, this, &DesignDocument::finishChange);
    m_designCatalog = std::make_unique<core::DesignCatalog>(design(), m_catalog);
    analyseNow();
}

DesignDocument::~DesignDocument()
{
    // ~QUndoStack signals cleanChanged; tearing down is not "the work was saved".
    m_undo.disconnect(this);
}

void DesignDocument::restore(const QString& recoveryFile, const QString& originalPath)
{
    reset(core::loadProject(recoveryFile.toStdString()), originalPath);
    markRecovered();
}

void DesignDocument::reset(core::Design design, const QString& path)
{
    reset(core::Project::single(std::move(design)), path);
}

void DesignDocument::reset(core::Project project, const QString& path)
{
    m_project = std::move(project);
    m_undo.clear();
    m_recovered = false;
    m_path = path;
    m_shown = static_cast<std::size_t>(-1); // a new project: every view starts over
    notifyChanged();
    emit filePathChanged(m_path);
}

void DesignDocument::save(const QString& path)
{
    core::Project toSave = m_project;
    for (core::DesignVariant& v : toSave.variants) {
        const core::DesignCatalog layered(v.design, m_catalog);
        core::embedCatalogEntries(v.design, layered);
    }
    core::saveProject(toSave, path.toStdString());
    for (std::size_t i = 0; i < m_project.variants.size(); ++i) {
        m_project.variants[i].design.embeddedCatalog =
            std::move(toSave.variants[i].design.embeddedCatalog);
        m_project.variants[i].design.embeddedSources =
            std::move(toSave.variants[i].design.embeddedSources);
    }
    // The embedded entries were replaced: the layered catalogs pointed into the old ones.
    m_designCatalog = std::make_unique<core::DesignCatalog>(design(), m_catalog);
    dropLinkEnds();
    m_undo.setClean();
    if (m_recovered) {
        m_recovered = false;
        emit modifiedChanged();
    }
    if (m_path != path) {
        m_path = path;
        emit filePathChanged(m_path);
    }
}

void DesignDocument::markRecovered()
{
    m_recovered = true;
    emit modifiedChanged();
}

void DesignDocument::apply(core::EditPtr edit)
{
    m_undo.push(new EditCommand(*this, std::move(edit)));
}

void DesignDocument::applyProjectEdit(core::ProjectEditPtr edit)
{
    m_undo.push(new ProjectEditCommand(*this, std::move(edit)));
}

void DesignDocument::setActiveVariant(std::size_t index)
{
    if (index >= m_project.variants.size() || index == m_project.active)
        return;
    m_project.active = index;
    notifyChanged();
}

void DesignDocument::showVariantForEdit(std::size_t index)
{
    if (index < m_project.variants.size())
        m_project.active = index;
}

const core::Report& DesignDocument::report() const
{
    if (m_analysisPending)
        analyseNow();
    return m_report;
}

void DesignDocument::analyseNow() const
{
    if (!m_ends || !m_ends->rebind(design())) {
        m_ends.reset();
        m_endsCatalog = std::make_unique<core::DesignCatalog>(design(), m_catalog);
        m_ends.emplace(design(), *m_endsCatalog);
    }
    m_report = core::analyze(design(), m_catalog, &*m_ends);
    m_analysisPending = false;
}

void DesignDocument::dropLinkEnds()
{
    m_ends.reset();
    m_endsCatalog.reset();
}

std::vector<std::string> DesignDocument::variantNames() const
{
    std::vector<std::string> names;
    for (std::size_t i = 0; i < m_project.variants.size(); ++i)
        names.push_back(m_project.displayName(i));
    return names;
}

void DesignDocument::notifyChanged(core::EditScope scope)
{
    ++m_serial;
    m_designCatalog = std::make_unique<core::DesignCatalog>(design(), m_catalog);
    // A placement edit keeps the devices' parts and the links, so the fabric parts of the last
    // analysis still hold: the figures are on screen before the rest of the analysis (80 ms at
    // 16,384 nodes) runs when the event loop turns (issue 24). Edits in a row run it once.
    // The views are told of no other variant or variant list: those need changed() at once.
    if (scope == core::EditScope::Placement && m_shown == m_project.active &&
        variantNames() == m_variantNames) {
        m_placementFigures = core::placementFigures(design(), m_catalog, m_report.fabric);
        m_analysisPending = true;
        m_changePending = true;
        emit figuresChanged();
        m_finish.start();
        return;
    }
    m_finish.stop();
    m_changePending = false;
    dropLinkEnds();
    analyseNow();
    std::vector<std::string> names = variantNames();
    const bool listChanged = names != m_variantNames;
    m_variantNames = std::move(names);
    const bool switched = m_shown != m_project.active;
    m_shown = m_project.active;
    if (switched)
        emit activeVariantChanged();
    if (listChanged || switched)
        emit variantsChanged();
    emit figuresChanged();
    emit changed();
}

void DesignDocument::finishChange()
{
    if (!m_changePending)
        return;
    m_changePending = false;
    (void)report();
    emit changed();
}

} // namespace cd::ui
