// Internal to core/report: what the report reader checks beyond a member's type (docs/report.schema.json's
// patterns, sets and the typed names of the open options), and how its messages quote what a file said: never more
// than a short excerpt, so that a hostile report cannot make an error message of its 50 MB string.
#pragma once

#include <nlohmann/json.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace syncstress::report::json_rules {

constexpr size_t k_excerpt_chars = 60;

// At most `chars` of the text, then "...".
std::string excerpt(std::string_view text, size_t chars = k_excerpt_chars);
// A string as messages quote it: "abc", excerpted.
std::string in_quotes(std::string_view text);
// A value as messages show it: true, -3, 1.5, "abc" (excerpted), an object, an array, null.
std::string describe_value(const nlohmann::ordered_json& value);
// nlohmann's message with every token it quotes ('...') excerpted.
std::string excerpt_tokens(std::string_view message);
// "line 3, column 7" of text[byte].
std::string line_column(std::string_view text, size_t byte);

// The schema's patterns.
enum class Shape {
    run_id,       // 16 hex digits
    commit,       // 7 to 40 hex digits, then -dirty or not; or unknown
    adapter_abi,  // major.minor
    shard,        // K/N
    time,         // RFC 3339 UTC: 2026-11-30T21:08:55Z, a fraction of a second allowed
};
bool has_shape(std::string_view text, Shape shape);
const char* shape_text(Shape shape);  // "16 hex digits", ...

// The first rule the options break, as the JSON path below the report ("options.iterations") and what was expected.
struct Violation {
    std::string path, what;
};
// The options as the reader keeps them (older names already translated): each name the schema types has that type,
// and no older name is left.
std::optional<Violation> check_options(const nlohmann::ordered_json& options);

}  // namespace syncstress::report::json_rules
