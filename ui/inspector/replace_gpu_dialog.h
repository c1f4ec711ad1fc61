#pragma once

#include "model/catalog_view.h"
#include "model/design.h"

#include <QDialog>

class QComboBox;

namespace cd::ui {

// Edit ▸ Replace GPU: which GPU of the design to replace ("NVIDIA H100 SXM5 80GB, 32 in 4
// servers") and the catalog GPU to put in instead.
class ReplaceGpuDialog : public QDialog
{
    Q_OBJECT
public:
    ReplaceGpuDialog(const core::Design& design, const core::CatalogView& catalog,
                     QWidget* parent = nullptr);

    QComboBox* from() const { return m_from; }
    QComboBox* to() const { return m_to; }
    QString fromGpu() const;
    QString toGpu() const;

private:
    QComboBox* m_from = nullptr;
    QComboBox* m_to = nullptr;
};

} // namespace cd::ui
