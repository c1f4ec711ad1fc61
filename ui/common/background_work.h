#pragma once

// Long work off the interface's thread (issue 24): opening a design of hundreds of thousands of
// links or generating its fabric takes seconds, during which the window must repaint and the
// user may give up. The caller still waits for the result, so what it does next is unchanged.
#include <QString>

#include <exception>
#include <functional>
#include <memory>
#include <optional>

class QWidget;

namespace cd::ui {

enum class Cancel
{
    Allowed,   // the work owns all it reads, so it may be left to run to its end
    NotOffered // it reads what the application owns: the caller waits for it
};

// Runs `work` on a worker thread while the event loop goes on; until it ends the user's input
// reaches only the busy dialog, which shows `label` (and Cancel where allowed) past
// `showAfterMs`, modal to `parent`. Returns whether the work finished (false: cancelled; the
// work then runs to its end unseen, its result dropped). Nothing in the interface changes the
// inputs meanwhile; a work that may be cancelled must own what it reads (it outlives the call).
bool runInBackground(QWidget* parent, const QString& label, std::function<void()> work,
                     Cancel cancel = Cancel::Allowed, int showAfterMs = 400);

// Waits for the works left to run by a Cancel: before the data they might use goes (at quit).
void waitForBackgroundWork();

// The same for work with a result: nullopt when cancelled; what `work` throws is thrown here.
template <class T>
std::optional<T> resultInBackground(QWidget* parent, const QString& label,
                                    std::function<T()> work, Cancel cancel = Cancel::Allowed,
                                    int showAfterMs = 400)
{
    struct Outcome
    {
        std::optional<T> value;
        std::exception_ptr error;
    };
    auto outcome = std::make_shared<Outcome>();
    const bool finished = runInBackground(
        parent, label,
        [outcome, work = std::move(work)] {
            try {
                outcome->value.emplace(work());
            } catch (...) {
                outcome->error = std::current_exception();
            }
        },
        cancel, showAfterMs);
    if (!finished)
        return std::nullopt;
    if (outcome->error)
        std::rethrow_exception(outcome->error);
    return std::move(outcome->value);
}

} // namespace cd::ui
