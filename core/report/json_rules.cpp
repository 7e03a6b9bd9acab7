#include "core/report/json_rules.h"

#include <algorithm>
#include <array>

namespace syncstress::report::json_rules {

using nlohmann::ordered_json;

std::string excerpt(std::string_view text, size_t chars) {
    return text.size() > chars ? std::string(text.substr(0, chars)) + "..." : std::string(text);
}

std::string in_quotes(std::string_view text) { return "\"" + excerpt(text) + "\""; }

std::string describe_value(const ordered_json& value) {
    if (value.is_object()) return "an object";
    if (value.is_array()) return "an array";
    if (value.is_string()) return in_quotes(value.get_ref<const std::string&>());
    return value.dump();  // null, true, false, a number: short
}

std::string excerpt_tokens(std::string_view message) {
    std::string out;
    size_t i = 0;
    while (i < message.size()) {
        const size_t open = message.find('\'', i);
        const size_t close = open == std::string_view::npos ? open : message.find('\'', open + 1);
        if (close == std::string_view::npos) break;
        out += message.substr(i, open + 1 - i);
        out += excerpt(message.substr(open + 1, close - open - 1));
        out += '\'';
        i = close + 1;
    }
    // nlohmann's own words are short; a quote inside a token could leave some of it out here, so it is bounded too.
    return out + excerpt(message.substr(std::min(i, message.size())), 4 * k_excerpt_chars);
}

std::string line_column(std::string_view text, size_t byte) {
    byte = std::min(byte, text.size());
    const size_t line = 1 + static_cast<size_t>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(byte), '\n'));
    const size_t line_start = text.rfind('\n', byte == 0 ? 0 : byte - 1);
    const size_t column = line_start == std::string_view::npos || line == 1 ? byte + 1 : byte - line_start;
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_hex(char c) { return is_digit(c) || (c >= 'a' && c <= 'f'); }

// The length of the run of `accept` characters at text[i].
template <class Accept>
size_t run_at(std::string_view text, size_t i, Accept accept) {
    size_t n = 0;
    while (i + n < text.size() && accept(text[i + n])) ++n;
    return n;
}

// DIGITS SEPARATOR DIGITS: major.minor, K/N.
bool two_numbers(std::string_view text, char separator) {
    const size_t first = run_at(text, 0, is_digit);
    return first > 0 && first < text.size() && text[first] == separator && run_at(text, first + 1, is_digit) == text.size() - first - 1 &&
           first + 1 < text.size();
}

bool commit_shape(std::string_view text) {
    if (text == "unknown") return true;
    const size_t hex = run_at(text, 0, is_hex);
    return hex >= 7 && hex <= 40 && (hex == text.size() || text.substr(hex) == "-dirty");
}

bool time_shape(std::string_view text) {
    constexpr std::string_view layout = "dddd-dd-ddTdd:dd:dd";
    if (text.size() < layout.size() + 1 || text.back() != 'Z') return false;
    for (size_t i = 0; i < layout.size(); ++i)
        if (layout[i] == 'd' ? !is_digit(text[i]) : text[i] != layout[i]) return false;
    const std::string_view rest = text.substr(layout.size(), text.size() - layout.size() - 1);
    return rest.empty() || (rest[0] == '.' && rest.size() > 1 && run_at(rest, 1, is_digit) == rest.size() - 1);
}

}  // namespace

bool has_shape(std::string_view text, Shape shape) {
    switch (shape) {
    case Shape::run_id: return text.size() == 16 && run_at(text, 0, is_hex) == 16;
    case Shape::commit: return commit_shape(text);
    case Shape::adapter_abi: return two_numbers(text, '.');
    case Shape::shard: return two_numbers(text, '/');
    case Shape::time: return time_shape(text);
    }
    return false;
}

const char* shape_text(Shape shape) {
    switch (shape) {
    case Shape::run_id: return "16 hex digits";
    case Shape::commit: return "7 to 40 hex digits, then -dirty or not, or unknown";
    case Shape::adapter_abi: return "MAJOR.MINOR";
    case Shape::shard: return "K/N";
    case Shape::time: return "an RFC 3339 UTC time like 2026-11-30T21:08:55Z";
    }
    return "";
}

namespace {

enum class Type { count, seconds, seconds_or_null, boolean, string, strings, command, true_only, shard, perturb };

struct Rule {
    const char* name;
    Type type;
};

// docs/report.schema.json's options.properties.
constexpr std::array k_rules = {
    Rule{"command", Type::command},
    Rule{"command_line", Type::strings},
    Rule{"exec_command", Type::strings},
    Rule{"backends", Type::strings},
    Rule{"backend_auto", Type::true_only},
    Rule{"iterations", Type::count},
    Rule{"runs", Type::count},
    Rule{"duration_s", Type::seconds},
    Rule{"until_fail", Type::boolean},
    Rule{"seed", Type::count},
    Rule{"perturb", Type::perturb},
    Rule{"inject", Type::string},
    Rule{"hang_timeout_s", Type::seconds},
    Rule{"validate", Type::boolean},
    Rule{"jobs", Type::count},
    Rule{"isolate", Type::boolean},
    Rule{"shrink_budget_s", Type::seconds},
    Rule{"shard", Type::shard},
    Rule{"timeout_s", Type::seconds_or_null},
    Rule{"kill_after_s", Type::seconds},
    Rule{"keep_hung", Type::boolean},
    Rule{"failure", Type::string},
    Rule{"fail_on_output", Type::string},
    Rule{"ignore", Type::string},
    Rule{"logs", Type::string},
    Rule{"cpu_stress", Type::count},
    Rule{"merged_from", Type::strings},
};
constexpr std::array k_older_names = {"argv", "exec", "duration", "hang_timeout", "timeout", "kill_after"};

bool is_seconds(const ordered_json& v) { return v.is_number() && v.get<double>() >= 0; }

// What a value of the type must be, or "" when it is one.
std::string expected(const ordered_json& v, Type type) {
    switch (type) {
    case Type::count: return v.is_number_unsigned() ? "" : "a non-negative integer";
    case Type::seconds: return is_seconds(v) ? "" : "a non-negative number of seconds";
    case Type::seconds_or_null: return v.is_null() || is_seconds(v) ? "" : "a non-negative number of seconds or null";
    case Type::boolean: return v.is_boolean() ? "" : "true or false";
    case Type::string: return v.is_string() ? "" : "a string";
    case Type::strings:
        return v.is_array() && std::all_of(v.begin(), v.end(), [](const ordered_json& s) { return s.is_string(); }) ? ""
                                                                                                                    : "an array of strings";
    case Type::command: return v == "run" || v == "analyze" || v == "exec" ? "" : "one of run, analyze, exec";
    case Type::true_only: return v == true ? "" : "true";
    case Type::shard: return v.is_string() && has_shape(v.get_ref<const std::string&>(), Shape::shard) ? "" : "a string K/N";
    case Type::perturb: return v.is_object() ? "" : "an object";
    }
    return "";
}

std::optional<Violation> check_perturb(const ordered_json& p) {
    for (const char* key : {"delay_s", "jitter_s"}) {
        const std::string path = std::string("options.perturb.") + key;
        auto it = p.find(key);
        if (it == p.end()) return Violation{"options.perturb", std::string("missing \"") + key + "\""};
        if (!is_seconds(*it)) return Violation{path, "expected a non-negative number of seconds, got " + describe_value(*it)};
    }
    if (auto mode = p.find("mode"); mode != p.end() && *mode != "auto" && *mode != "random" && *mode != "off")
        return Violation{"options.perturb.mode", "expected one of auto, random, off, got " + describe_value(*mode)};
    for (const char* older : {"delay_us", "jitter_us"})
        if (p.contains(older))
            return Violation{std::string("options.perturb.") + older,
                             "an older name left beside its *_s one; give delay_s and jitter_s only"};
    return std::nullopt;
}

}  // namespace

std::optional<Violation> check_options(const ordered_json& options) {
    for (const Rule& rule : k_rules) {
        auto it = options.find(rule.name);
        if (it == options.end()) continue;
        const std::string path = std::string("options.") + rule.name;
        if (std::string what = expected(*it, rule.type); !what.empty())
            return Violation{path, "expected " + what + ", got " + describe_value(*it)};
        if (rule.type == Type::perturb)
            if (auto v = check_perturb(*it)) return v;
    }
    for (const char* older : k_older_names)
        if (options.contains(older))
            return Violation{std::string("options.") + older,
                             "an older option name that could not be read as today's (its value is not one, or both are given): " +
                                 describe_value(options[older])};
    return std::nullopt;
}

}  // namespace syncstress::report::json_rules
