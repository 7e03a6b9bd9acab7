#include "core/scenario/text.h"

#include "core/scenario/json_document.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <vector>

namespace syncstress::scenario {

size_t edit_distance(std::string_view a, std::string_view b) {
    std::vector<std::vector<size_t>> d(a.size() + 1, std::vector<size_t>(b.size() + 1));
    for (size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
    for (size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
    for (size_t i = 1; i <= a.size(); ++i)
        for (size_t j = 1; j <= b.size(); ++j) {
            const size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    return d[a.size()][b.size()];
}

const char* article(std::string_view word) {
    return !word.empty() && std::string_view("aeiou").find(word[0]) != std::string_view::npos ? "an" : "a";
}

std::string quote(std::string_view s) {
    std::string out = "'";
    out += s.size() > 60 ? std::string(s.substr(0, 57)) + "..." : std::string(s);
    return out + "'";
}

std::string describe(const json::Value& v) {
    if (v.is_object()) return "an object";
    if (v.is_array()) return "an array";
    std::string text = v.dump();
    return text.size() > 60 ? text.substr(0, 57) + "..." : text;
}

std::string line_column(std::string_view text, size_t byte) {
    size_t line = 1, column = 1;
    for (size_t i = 0; i < byte && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

std::string bytes_text(uint64_t bytes) {
    constexpr std::array units = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    double v = static_cast<double>(bytes);
    size_t u = 0;
    while (v >= 1024 && u + 1 < units.size()) {
        v /= 1024;
        ++u;
    }
    char buf[64];
    if (u == 0)
        std::snprintf(buf, sizeof buf, "%llu bytes", static_cast<unsigned long long>(bytes));
    else
        std::snprintf(buf, sizeof buf, "%.1f %s", v, units[u]);
    return buf;
}

}  // namespace syncstress::scenario
