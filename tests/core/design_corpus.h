#pragma once

// The design files that readers are held to read as loadDesign reads them: every malformed
// design of the fuzz corpus (tests/fuzz/corpus/design, make_corpus.py) and every example.
#include <QDir>
#include <QStringList>

namespace cd::test {

inline QStringList designCorpusFiles()
{
    QStringList files;
    for (const char* dir : {"/tests/fuzz/corpus/design", "/resources/examples"}) {
        const QDir d(QStringLiteral(CD_SOURCE_DIR) + dir);
        for (const QString& f : d.entryList({"*.json"}, QDir::Files))
            files << d.filePath(f);
    }
    return files;
}

} // namespace cd::test
