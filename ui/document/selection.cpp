#include "selection.h"

namespace cd::ui {

void Selection::set(const QStringList& ids)
{
    if (ids == m_ids)
        return;
    m_ids = ids;
    emit changed();
}

} // namespace cd::ui
