#pragma once

#include "analysis/fabric/fabric_generator.h"

#include <QDialog>
#include <QStringList>

class QButtonGroup;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace cd::core {
class CatalogView;
struct Design;
struct Network;
} // namespace cd::core

namespace cd::ui {

// "Generate fabric…": what the fat tree is built from (switch, rails, oversubscription, a NIC
// for servers without compute ports, where the switches go) with a live preview of what the
// generator will make, computed by core::generateFabric itself. Accepting hands the request
// to the edit controller, which applies it as one undo step.
class GenerateFabricDialog : public QDialog
{
    Q_OBJECT
public:
    GenerateFabricDialog(const core::Design& design, const core::CatalogView& catalog,
                         const QStringList& selectedRacks, QWidget* parent = nullptr);

    core::FabricRequest request() const;

    // Exposed for tests.
    QComboBox* kind() const { return m_kind; }
    QComboBox* switchModel() const { return m_switch; }
    QComboBox* oversubscription() const { return m_ratio; }
    QComboBox* nic() const { return m_nic; }
    QSpinBox* rails() const { return m_rails; }
    QDoubleSpinBox* checkpointBandwidth() const { return m_checkpoint; }
    QLabel* preview() const { return m_preview; }
    QRadioButton* intoSelectedRacks() const { return m_selected; }

private:
    void createNetworkFields(const core::Network* existing);
    void createPartChoices(const core::Network* existing);
    void createRailsAndRatio(const core::Network* existing);
    void preselectNicForPortlessServers();
    QButtonGroup* createPlacementChoice(QWidget* where);
    void createPreview();
    void addFormRows(QFormLayout* form, QWidget* where);
    void addButtons(QFormLayout* form, const core::Network* existing);
    void connectInputs(QButtonGroup* group);
    void recompute();
    QString previewSummary(const core::GeneratedFabric& g) const;
    QString previewNotes(const core::GeneratedFabric& g) const;
    void kindChanged();
    // A storage network sized for a checkpoint bandwidth (issue 23, item 4): the oversubscription
    // it takes, and what else falls short, in the preview.
    void sizeForCheckpoints();
    bool sizingStorage() const;
    QString checkpointNotes() const;

    const core::Design& m_design;
    const core::CatalogView& m_catalog;
    QStringList m_selectedRacks;
    QComboBox* m_kind;
    QLineEdit* m_name;
    QComboBox* m_switch;
    QSpinBox* m_rails;
    QComboBox* m_ratio;
    QDoubleSpinBox* m_checkpoint = nullptr;
    QComboBox* m_nic;
    QComboBox* m_rackModel;
    QRadioButton* m_newRow;
    QRadioButton* m_selected;
    QLabel* m_preview;
    QPushButton* m_ok = nullptr;
};

} // namespace cd::ui
