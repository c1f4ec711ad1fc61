#include "background_work.h"

#include <QApplication>
#include <QEvent>
#include <QEventLoop>
#include <QProgressDialog>
#include <QSet>
#include <QThread>

namespace cd::ui {

namespace {

// Threads whose caller stopped waiting (Cancel): they run to their end unseen.
QSet<QThread*>& abandoned()
{
    static QSet<QThread*> threads;
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
    if (!finished) {
        abandoned().insert(thread);
        QObject::connect(thread, &QThread::finished, thread,
                         [thread] { abandoned().remove(thread); });
    }
    return finished;
}

void waitForBackgroundWork()
{
    for (QThread* thread : abandoned())
        thread->wait();
    abandoned().clear();
}

} // namespace cd::ui
