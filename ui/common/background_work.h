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

// Runs `work` on a worker thread while the event loop goes on. Past `showAfterMs` a dialog
// modal to `parent` shows `label`, a busy bar and Cancel. Returns whether the work finished
// (false: cancelled; the work then runs to its end unseen and its result is dropped).
// `work` must touch nothing the interface may change meanwhile: it reads its inputs, and
// what it makes is handed over once it returns.
bool runInBackground(QWidget* parent, const QString& label, std::function<void()> work,
                     int showAfterMs = 400);

// The same for work with a result: nullopt when cancelled; what `work` throws is thrown here.
template <class T>
std::optional<T> resultInBackground(QWidget* parent, const QString& label, std::function<T()> work,
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
        showAfterMs);
    if (!finished)
        return std::nullopt;
    if (outcome->error)
        std::rethrow_exception(outcome->error);
    return std::move(outcome->value);
}

} // namespace cd::ui
