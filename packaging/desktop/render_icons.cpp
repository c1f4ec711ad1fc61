// Renders the application's SVG icon to the PNG sizes of the freedesktop hicolor theme, at build
// time, so the package carries every size a menu or launcher asks for:
//   cd_render_icons ICON.svg OUT_DIR SIZE...   writes OUT_DIR/SIZExSIZE/cluster-designer.png
#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <iostream>

int main(int argc, char** argv)
{
    QGuiApplication app(argc, argv);
    if (argc < 4) {
        std::cerr << "usage: cd_render_icons ICON.svg OUT_DIR SIZE...\n";
        return 2;
    }
    QSvgRenderer svg(QString::fromLocal8Bit(argv[1]));
    if (!svg.isValid()) {
        std::cerr << "cd_render_icons: " << argv[1] << ": not a readable SVG\n";
        return 1;
    }
    for (int i = 3; i < argc; ++i) {
        const int size = QString::fromLatin1(argv[i]).toInt();
        if (size < 8 || size > 1024) {
            std::cerr << "cd_render_icons: size " << argv[i] << " is not from 8 to 1024\n";
            return 2;
        }
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        svg.render(&painter);
        painter.end();
        const QString dir = QString("%1/%2x%2").arg(QString::fromLocal8Bit(argv[2])).arg(size);
        const QString file = dir + "/cluster-designer.png";
        if (!QDir().mkpath(dir) || !image.save(file)) {
            std::cerr << "cd_render_icons: cannot write " << file.toStdString() << "\n";
            return 1;
        }
    }
    return 0;
}
