#include "core/scenario/loader_internal.h"

namespace syncstress::scenario {

namespace {

constexpr const char* k_call_site_example = R"({"call": "vkCmdDispatch", "file": "src/app.cpp", "line": 88})";

}  // namespace

std::optional<std::string> Loader::call_site_string(const Json& at, const Path& path, std::string_view key, bool required) {
    const Json* v = required ? need(at, path, key, "the API call, a string such as \"vkCmdDispatch\"") : find(at, key);
    if (!v) return required ? std::nullopt : std::optional<std::string>(std::string());
    const Path key_path = path.key(key);
    auto s = as_string(*v, key_path);
    if (!s) return std::nullopt;
    if (required && s->empty()) {
        error(key_path, "expected the API call's name, got an empty string");
        return std::nullopt;
    }
    // A finding is one line of text, and the site is written into it.
    if (std::any_of(s->begin(), s->end(), [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; })) {
        error(key_path, "a call site's text is one line: " + quote(*s) + " holds a control character");
        return std::nullopt;
    }
    return std::string(*s);
}

void Loader::parse_call_site(const Json& op, const Path& path, std::optional<uint32_t> command) {
    sited_ = &op;
    const Json* at = find(op, "at");
    if (!at) return;
    const Path at_path = path.key("at");
    if (!version2(at_path, "a call site ('at')")) return;
    if (!expect_object(*at, at_path, std::string("a call site such as ") + k_call_site_example)) return;
    check_keys(*at, at_path, {"call", "index", "thread", "file", "line"}, "a call site");
    CallSite site;
    bool good = true;
    auto text = [&](std::string_view key, bool required, std::string& out) {
        auto s = call_site_string(*at, at_path, key, required);
        good = good && s.has_value();
        out = s.value_or(std::string());
    };
    auto number = [&](std::string_view key, uint64_t min, std::optional<uint64_t>& out) {
        if (const Json* v = find(*at, key)) {
            out = as_uint(*v, at_path.key(key), UINT64_MAX, min);
            good = good && out.has_value();
        }
    };
    text("call", true, site.call);
    number("index", 0, site.index);
    text("thread", false, site.thread);
    text("file", false, site.file);
    number("line", 1, site.line);
    // The steps before this one all loaded, or the load fails and the table goes with the scenario.
    if (good) scenario_.call_sites.push_back({static_cast<uint32_t>(scenario_.steps.size()), command, std::move(site)});
}

}  // namespace syncstress::scenario
