#include "background_work.h"

#include <QEventLoop>
#include <QProgressDialog>
#include <QThread>

namespace cd::ui {

bool runInBackground(QWidget* parent, const QString& label, std::function<void()> work,
                     int showAfterMs)
{
    // The thread deletes itself once done, so a cancelled one may outlive this call.
    QThread* thread = QThread::create(std::move(work));
    QObject::connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    QProgressDialog dialog(label, QProgressDialog::tr("Cancel"), 0, 0, parent);
    dialog.setWindowModality(Qt::WindowModal);
    dialog.setMinimumDuration(showAfterMs);
    dialog.setAutoClose(false);
    dialog.setAutoReset(false);
    QEventLoop loop;
    bool finished = false;
    QObject::connect(thread, &QThread::finished, &loop, [&] {
        finished = true;
        loop.quit();
    });
    QObject::connect(&dialog, &QProgressDialog::canceled, &loop, &QEventLoop::quit);
    thread->start();
    dialog.setValue(0); // starts the clock of minimumDuration
    loop.exec();
    return finished;
}

} // namespace cd::ui
