#pragma once

#include <QDialog>

class QComboBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace cd::core {
class CatalogView;
struct Design;
struct FatTree;
struct FatTreeInput;
} // namespace cd::core

namespace cd::ui {

// "<br>Fourth tier: …" for a tree of four tiers (super-cores, superpods, their cables); empty
// otherwise. Shared by the sizing and generation dialogs.
QString fourthTierText(const core::FatTree& t);

// What a rail-optimised fat tree for N nodes of a server takes: tiers, leaf, spine and core
// switches, cables per tier, transceivers and the oversubscription as built. It starts from
// the design's most numerous GPU server and recomputes on every change; the figures are
// core::sizeFatTree's.
class FabricSizingDialog : public QDialog
{
    Q_OBJECT
public:
    FabricSizingDialog(const core::Design& design, const core::CatalogView& catalog,
                       QWidget* parent = nullptr);

    // Exposed for tests.
    QComboBox* server() const { return m_server; }
    QSpinBox* nodes() const { return m_nodes; }
    QComboBox* oversubscription() const { return m_ratio; }
    QSpinBox* managementLinks() const { return m_management; }
    QLabel* result() const { return m_result; }

private:
    void createPartChoices();
    void createNumberFields(int designNodes);
    void addFormRows(QFormLayout* form);
    void connectInputs();
    void recompute();
    core::FatTreeInput inputFromFields() const;
    QString sizingText(const core::FatTreeInput& in, const core::FatTree& t) const;

    const core::CatalogView& m_catalog;
    QComboBox* m_server;
    QSpinBox* m_nodes;
    QSpinBox* m_rails;
    QComboBox* m_switch;
    QComboBox* m_ratio;
    QSpinBox* m_management;
    QLabel* m_result;
};

} // namespace cd::ui
