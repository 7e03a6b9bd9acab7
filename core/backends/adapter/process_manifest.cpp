#include "core/backends/adapter/process_manifest.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace syncstress::backends {

namespace {

using nlohmann::json;

constexpr const char* k_example = "e.g. {\"format\": \"syncstress/adapter-process@1\", \"command\": [\"node\", \"./my_adapter.mjs\"]}";

Error bad(const std::string& path, const std::string& where, const std::string& what) {
    return make_error(path + ": " + (where.empty() ? "" : where + ": ") + what, ErrorKind::bad_input);
}

// A word that starts with ./ or ../ (or .\ and ..\) names a path from the manifest's folder.
std::string resolved(const std::string& word, const std::filesystem::path& folder) {
    const bool relative = word.rfind("./", 0) == 0 || word.rfind("../", 0) == 0 || word.rfind(".\\", 0) == 0 || word.rfind("..\\", 0) == 0;
    return relative ? (folder / word).lexically_normal().string() : word;
}

Result<json> parse_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return bad(path, "", "cannot read the adapter manifest (is the path right? --backend adapter:FILE.json names one)");
    std::stringstream text;
    text << in.rdbuf();
    json doc = json::parse(text.str(), nullptr, false);
    if (doc.is_discarded()) return bad(path, "", "not JSON; an adapter manifest is a JSON object, " + std::string(k_example));
    if (!doc.is_object()) return bad(path, "", "not a JSON object; " + std::string(k_example));
    return doc;
}

Status read_command(const std::string& path, const json& doc, const std::filesystem::path& folder, process::Launch& launch) {
    const auto command = doc.find("command");
    if (command == doc.end()) return bad(path, "", "missing 'command' (the program and its arguments, " + std::string(k_example) + ")");
    if (!command->is_array() || command->empty())
        return bad(path, "command",
                   "expected a non-empty array of strings: the program, then its arguments, e.g. [\"node\", \"./my_adapter.mjs\"]");
    for (size_t i = 0; i < command->size(); ++i) {
        const json& word = (*command)[i];
        if (!word.is_string() || word.get<std::string>().empty())
            return bad(path, "command[" + std::to_string(i) + "]",
                       "expected a non-empty string, not " + word.dump() + " (write each argument as its own string)");
        launch.argv.push_back(resolved(word.get<std::string>(), folder));
    }
    return {};
}

Status read_env(const std::string& path, const json& doc, const std::filesystem::path& folder, process::Launch& launch) {
    const auto env = doc.find("env");
    if (env == doc.end()) return {};
    if (!env->is_object()) return bad(path, "env", "expected an object of strings, e.g. {\"EGL_PLATFORM\": \"surfaceless\"}");
    for (const auto& [name, value] : env->items()) {
        if (name.empty() || name.find('=') != std::string::npos)
            return bad(path, "env", "the variable name " + json(name).dump() + " is not one (no '=' and not empty)");
        if (!value.is_string())
            return bad(path, "env." + name, "expected a string, not " + value.dump() + " (quote it: \"" + value.dump() + "\")");
        launch.env.emplace_back(name, resolved(value.get<std::string>(), folder));
    }
    return {};
}

}  // namespace

bool is_manifest_path(std::string_view path) { return path.size() > 5 && path.substr(path.size() - 5) == ".json"; }

Result<process::Launch> read_manifest(const std::string& path) {
    auto doc = parse_file(path);
    if (!doc) return doc.error();
    for (const auto& [key, value] : doc->items())
        if (key != "format" && key != "command" && key != "env")
            return bad(path, key, "unknown key; an adapter manifest has format, command and env");
    const auto format = doc->find("format");
    if (format == doc->end()) return bad(path, "", "missing 'format'; add \"format\": \"" + std::string(k_manifest_format) + "\"");
    if (!format->is_string() || format->get<std::string>() != k_manifest_format)
        return bad(path, "format",
                   "unsupported format " + format->dump() + "; this version reads \"" + std::string(k_manifest_format) + "\"");
    std::error_code ec;
    const std::filesystem::path folder = std::filesystem::absolute(std::filesystem::path(path), ec).parent_path();
    process::Launch launch;
    launch.file = path;
    launch.program_hint = " (the program is the manifest's command[0]: a path, or a name looked up on PATH)";
    SYNCSTRESS_TRY(read_command(path, *doc, folder, launch));
    SYNCSTRESS_TRY(read_env(path, *doc, folder, launch));
    return launch;
}

}  // namespace syncstress::backends
