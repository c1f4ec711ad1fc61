#include "design_file.h"

#include "design_text.h"
#include "io/atomic_file.h"
#include "io/json_reader.h"
#include "project_file.h"

namespace cd::core {

Design parseDesign(const std::string& text, const std::string& fileName,
                   const std::vector<Migration>& migrations)
{
    Project project = parseProject(text, fileName, migrations);
    return std::move(project.activeDesign());
}

Design loadDesign(const std::string& path)
{
    return std::move(loadProject(path).activeDesign());
}

Json designToJson(const Design& design)
{
    return documentToJson(design, {}, {}, 0);
}

std::string serializeDesign(const Design& design)
{
    return designText(documentToJson(design, {}, {}, 0, false), {&design.links});
}

void saveDesign(const Design& design, const std::string& path)
{
    const Json document = documentToJson(design, {}, {}, 0, false);
    writeFileAtomically(
        path, [&](const TextSink& sink) { writeDesignText(document, {&design.links}, sink); });
}

} // namespace cd::core
