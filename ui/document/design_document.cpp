#include "design_document.h"

#include "edit_command.h"
#include "io/design_file.h"
#include "model/design_catalog.h"

namespace cd::ui {

DesignDocument::DesignDocument(const core::CatalogView& catalog, QObject* parent)
    : QObject(parent), m_catalog(catalog)
{
    connect(&m_undo, &QUndoStack::cleanChanged, this, &DesignDocument::modifiedChanged);
    m_report = core::analyze(m_design, m_catalog);
}

DesignDocument::~DesignDocument()
{
    // ~QUndoStack signals cleanChanged; tearing down is not "the work was saved".
    m_undo.disconnect(this);
}

void DesignDocument::load(const QString& path)
{
    reset(core::loadDesign(path.toStdString()), path);
}

void DesignDocument::reset(core::Design design, const QString& path)
{
    m_design = std::move(design);
    m_undo.clear();
    m_recovered = false;
    m_path = path;
    notifyChanged();
    emit filePathChanged(m_path);
}

void DesignDocument::save(const QString& path)
{
    core::Design toSave = m_design;
    const core::DesignCatalog layered(m_design, m_catalog);
    core::embedCatalogEntries(toSave, layered);
    core::saveDesign(toSave, path.toStdString());
    m_design.embeddedCatalog = std::move(toSave.embeddedCatalog);
    m_design.embeddedSources = std::move(toSave.embeddedSources);
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

void DesignDocument::notifyChanged()
{
    m_report = core::analyze(m_design, m_catalog);
    emit changed();
}

} // namespace cd::ui
