#include "design_text.h"

namespace cd::core {

namespace {

void indent(std::string& out, int depth)
{
    out.append(std::size_t(depth) * 2, ' ');
}

void write(std::string& out, const Json& j, int depth, bool entryPerLine);

void writeObject(std::string& out, const Json& j, int depth)
{
    out += "{\n";
    bool first = true;
    for (const auto& [key, value] : j.items()) {
        if (!first)
            out += ",\n";
        first = false;
        indent(out, depth + 1);
        out += Json(key).dump();
        out += ": ";
        write(out, value, depth + 1, key == "links");
    }
    out += '\n';
    indent(out, depth);
    out += '}';
}

void writeArray(std::string& out, const Json& j, int depth, bool entryPerLine)
{
    out += "[\n";
    bool first = true;
    for (const Json& value : j) {
        if (!first)
            out += ",\n";
        first = false;
        indent(out, depth + 1);
        if (entryPerLine)
            out += value.dump();
        else
            write(out, value, depth + 1, false);
    }
    out += '\n';
    indent(out, depth);
    out += ']';
}

void write(std::string& out, const Json& j, int depth, bool entryPerLine)
{
    if (j.is_object() && !j.empty())
        writeObject(out, j, depth);
    else if (j.is_array() && !j.empty())
        writeArray(out, j, depth, entryPerLine);
    else
        out += j.dump();
}

} // namespace

std::string designText(const Json& document)
{
    std::string out;
    write(out, document, 0, false);
    out += '\n';
    return out;
}

} // namespace cd::core
