#include "project_edit_factory.h"
#include "text/translation.h"

namespace cd::core::project_edits {

namespace {

Result refuse(std::string code, std::string message)
{
    return Result{nullptr, std::move(message), std::move(code)};
}

Result noVariant(const Project& project, std::size_t index)
{
    return refuse("no-variant",
                  text::arg(text::translate("Edit", "there is no variant %1 (the project has %2)"),
                            {std::to_string(index + 1), std::to_string(project.variants.size())}));
}

// Empty when `name` can name a variant other than `except`.
Result checkName(const Project& project, const std::string& name, std::size_t except)
{
    if (name.find_first_not_of(" \t") == std::string::npos)
        return refuse("name-empty", text::translate("Edit", "a variant needs a name"));
    const std::size_t other = project.find(name);
    if (other != project.variants.size() && other != except)
        return refuse(
            "name-taken",
            text::arg(text::translate("Edit", "there is already a variant called \"%1\""), {name}));
    return {};
}

} // namespace

Result duplicateVariant(const Project& project, std::size_t index, const std::string& name)
{
    if (index >= project.variants.size())
        return noVariant(project, index);
    if (Result bad = checkName(project, name, project.variants.size()); !bad.code.empty())
        return bad;
    DesignVariant copy = project.variants[index];
    copy.name = name;
    return {std::make_unique<InsertVariant>(index + 1, std::move(copy), index + 1), {}, {}};
}

Result renameVariant(const Project& project, std::size_t index, const std::string& name)
{
    if (index >= project.variants.size())
        return noVariant(project, index);
    if (Result bad = checkName(project, name, index); !bad.code.empty())
        return bad;
    return {std::make_unique<RenameVariant>(index, name), {}, {}};
}

Result removeVariant(const Project& project, std::size_t index)
{
    if (index >= project.variants.size())
        return noVariant(project, index);
    if (project.variants.size() == 1)
        return refuse("last-variant",
                      text::translate("Edit", "a project keeps at least one variant"));
    std::size_t active = project.active;
    if (active > index || (active == index && index > 0))
        --active;
    return {std::make_unique<RemoveVariant>(index, active), {}, {}};
}

Result moveVariant(const Project& project, std::size_t from, std::size_t to)
{
    if (from >= project.variants.size())
        return noVariant(project, from);
    if (to >= project.variants.size())
        return noVariant(project, to);
    return {std::make_unique<MoveVariant>(from, to), {}, {}};
}

} // namespace cd::core::project_edits
