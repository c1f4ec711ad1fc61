#pragma once

// The TCO dock's sizing questions (issue 25; docs/tco.md "Sizing"): users at a speed and a
// first-token bound, a facility power budget, a cost per million output tokens. Each is asked
// of the variant's TCO when set (0 leaves it out); none is saved in the design.
#include "analysis/tco/design_tco.h"

#include <QGroupBox>

class QDoubleSpinBox;
class QSpinBox;

namespace cd::ui {

class TcoSizingBox : public QGroupBox
{
    Q_OBJECT
public:
    explicit TcoSizingBox(QWidget* parent = nullptr);

    QSpinBox* usersBox() const { return m_users; }
    QDoubleSpinBox* budgetBox() const { return m_budgetKw; }
    QDoubleSpinBox* costTargetBox() const { return m_costTarget; }

    // The answers for `t` as rich text, in the user's locale; empty when nothing is asked.
    QString answersHtml(const core::tco::DesignTco& t) const;

signals:
    void questionChanged();

private:
    QSpinBox* m_users;
    QDoubleSpinBox* m_tokensPerUser;
    QDoubleSpinBox* m_ttftMs;
    QDoubleSpinBox* m_budgetKw;
    QDoubleSpinBox* m_costTarget;
};

} // namespace cd::ui
