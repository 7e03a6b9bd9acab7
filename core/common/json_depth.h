// How deep JSON text nests, found without parsing it: nlohmann::json dumps, copies and compares a value recursively,
// so text from outside (a scenario file, an adapter's reply) nested 100,000 levels deep would overflow the stack.
// Such text is refused before it is parsed.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace syncstress {

// Where `text` opens its (limit + 1)-th array or object inside the others (brackets in strings do not count), or
// nullopt when it nests no deeper than `limit`. Text that is not JSON is scanned the same way.
inline std::optional<size_t> json_too_deep_at(std::string_view text, size_t limit) {
    size_t depth = 0;
    bool in_string = false, escaped = false;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (in_string) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                in_string = false;
        } else if (c == '"') {
            in_string = true;
        } else if (c == '[' || c == '{') {
            if (++depth > limit) return i;
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return std::nullopt;
}

}  // namespace syncstress
