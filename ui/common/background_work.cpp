#include "background_work.h"

#include <QApplication>
#include <QEvent>
#include <QEventLoop>
#include <QList>
#include <QPointer>
#include <QProgressDialog>
#include <QThread>
#include <QWindow>

namespace cd::ui {

namespace {

// Threads whose caller stopped waiting (Cancel): they run to their end unseen. A thread leaves
// the list as it finishes, before it is deleted; the guard covers what the order cannot.
QList<QPointer<QThread>>& abandoned()
{
    static QList<QPointer<QThread>> threads;
    return threads;
}

// What a modal dialog does from the first moment: while the work runs, the user's clicks, keys
// and window closes reach only the busy dialog. Without it the window would take input for the
// 0.4 s before the dialog shows (a language switch there deletes the window that waits).
class InputBlocker : public QObject
{
public:
    explicit InputBlocker(const QWidget* allowed) : m_allowed(allowed)
    {
        qApp->installEventFilter(this);
    }
    ~InputBlocker() override { qApp->removeEventFilter(this); }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (!isUserInput(event->type()))
            return false;
        // The window system's events reach the dialog's native window first, which has no
        // parent: it is let through like the dialog's widgets.
        if (watched->isWindowType() && watched == m_allowed->windowHandle())
            return false;
        for (const QObject* o = watched; o; o = o->parent())
            if (o == m_allowed)
                return false;
        if (event->type() == QEvent::Close)
            event->ignore();
        return true;
    }

private:
    static bool isUserInput(QEvent::Type t)
    {
        switch (t) {
        case QEvent::MouseButtonPress:
        case QEvent::MouseButtonRelease:
        case QEvent::MouseButtonDblClick:
        case QEvent::MouseMove:
        case QEvent::Wheel:
        case QEvent::KeyPress:
        case QEvent::KeyRelease:
        case QEvent::ShortcutOverride:
        case QEvent::Shortcut:
        case QEvent::Close:
        case QEvent::DragEnter:
        case QEvent::DragMove:
        case QEvent::Drop:
        case QEvent::ContextMenu:
        case QEvent::TouchBegin:
        case QEvent::TouchUpdate:
        case QEvent::TouchEnd:
            return true;
        default:
            return false;
        }
    }

    const QWidget* m_allowed;
};

} // namespace

bool runInBackground(QWidget* parent, const QString& label, std::function<void()> work,
                     Cancel cancel, int showAfterMs)
{
    // The thread deletes itself once done, so a cancelled one may outlive this call.
    QThread* thread = QThread::create(std::move(work));
    QObject::connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    QObject::connect(thread, &QThread::finished, thread,
                     [thread] { abandoned().removeAll(QPointer<QThread>(thread)); });
    QProgressDialog dialog(label, QProgressDialog::tr("Cancel"), 0, 0, parent);
    if (cancel == Cancel::NotOffered)
        dialog.setCancelButton(nullptr);
    dialog.setWindowModality(Qt::WindowModal);
    dialog.setMinimumDuration(showAfterMs);
    dialog.setAutoClose(false);
    dialog.setAutoReset(false);
    const InputBlocker blocker(&dialog);
    QEventLoop loop;
    bool finished = false;
    QObject::connect(thread, &QThread::finished, &loop, [&] {
        finished = true;
        loop.quit();
    });
    if (cancel == Cancel::Allowed)
        QObject::connect(&dialog, &QProgressDialog::canceled, &loop, &QEventLoop::quit);
    thread->start();
    dialog.setValue(0); // starts the clock of minimumDuration
    loop.exec();
    if (!finished)
        abandoned().append(thread);
    return finished;
}

void waitForBackgroundWork()
{
    for (const QPointer<QThread>& thread : abandoned())
        if (thread)
            thread->wait();
    abandoned().clear();
}

} // namespace cd::ui
