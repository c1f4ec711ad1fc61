#pragma once

#include <QMainWindow>

namespace cd::core {
class CatalogView;
}

namespace cd::ui {

class DesignDocument;

// Assembles the window: rack elevation in the centre, issues dock, summary in the status
// bar, File and Edit menus. Behaviour lives in the document and the views.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(const core::CatalogView& catalog, QWidget* parent = nullptr);
    ~MainWindow() override;

    DesignDocument& document() { return *m_document; }
    // Opens a design, reporting failure in a message box (or returning false when quiet).
    bool openFile(const QString& path, bool quiet = false);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createActions();
    void updateTitle();
    bool save();
    bool saveAs();
    bool maybeSave();

    DesignDocument* m_document;
};

} // namespace cd::ui
