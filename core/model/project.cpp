#include "project.h"
#include "text/translation.h"

namespace cd::core {

Project Project::single(Design design, std::string variantName)
{
    Project p;
    p.variants.push_back({std::move(variantName), std::move(design)});
    return p;
}

std::string Project::displayName(std::size_t index) const
{
    const std::string& name = variants.at(index).name;
    return name.empty()
               ? text::arg(text::translate("Project", "Variant %1"), {std::to_string(index + 1)})
               : name;
}

std::size_t Project::find(const std::string& name) const
{
    for (std::size_t i = 0; i < variants.size(); ++i)
        if (variants[i].name == name)
            return i;
    return variants.size();
}

} // namespace cd::core
