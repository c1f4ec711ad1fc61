#include "common/transport_text.h"

#include "common/qstring.h"
#include "model/network.h"

namespace cd::ui {

QString transportText(const std::string& name)
{
    const core::Transport* t = core::findTransport(name);
    return t ? QString::fromUtf8(t->label.data(), qsizetype(t->label.size())) : q(name);
}

} // namespace cd::ui
