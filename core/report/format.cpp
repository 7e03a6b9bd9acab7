#include "core/report/format.h"
#include "core/report/terminal_text.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>

namespace syncstress::report {

std::string printf_string(const char* format, double value) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, format, value);
    return buffer;
}

std::string plural(uint64_t n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

namespace {

constexpr size_t k_brief_samples = 3;

std::string join_numbers(const std::vector<uint64_t>& numbers) {
    std::string text;
    for (uint64_t n : numbers) text += (text.empty() ? "" : ", ") + std::to_string(n);
    return text;
}

// "z_data[0..1024), steps 4, 7: 1000 of 1024 wrong, first at index 3"
std::string location(const Finding& f) {
    std::string text = f.object.empty() ? "" : "at " + f.object;
    if (!f.object.empty() && (f.offset || f.count)) {
        uint64_t offset = f.offset.value_or(0);
        text += "[" + std::to_string(offset) + ".." + (f.count ? std::to_string(offset + *f.count) : "") + ")";
    }
    if (!f.step_paths.empty()) {
        text += text.empty() ? "" : ", ";
        for (size_t i = 0; i < f.step_paths.size(); ++i) text += (i ? ", " : "") + f.step_paths[i];
    } else if (!f.steps.empty()) {
        text += (text.empty() ? "" : ", ") + std::string(f.steps.size() == 1 ? "step " : "steps ") + join_numbers(f.steps);
    }
    std::string counts;
    if (f.wrong) counts = std::to_string(*f.wrong) + (f.checked ? " of " + std::to_string(*f.checked) : "") + " wrong";
    if (f.first_index) counts += (counts.empty() ? "" : ", ") + std::string("first at index ") + std::to_string(*f.first_index);
    if (!counts.empty()) text += (text.empty() ? "" : ": ") + counts;
    return text;
}

std::string sample_text(const Sample& s) {
    return "[" + std::to_string(s.index) + "] expected " + std::to_string(s.expected) + " got " + std::to_string(s.actual);
}

}  // namespace

std::string format_percent(double fraction) {
    double percent = fraction * 100;
    if (percent == 0 || percent >= 0.1 || !(percent > 0)) return printf_string("%.1f%%", std::max(0.0, percent));
    // Small bounds (long clean runs) keep two significant digits instead of rounding to "0.0%", in fixed notation
    // (0.000038%, never 3.8e-05%).
    const int decimals = std::min(15, 1 - static_cast<int>(std::floor(std::log10(percent))));
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f%%", decimals, percent);
    return buffer;
}

std::string format_us(double us) {
    if (us < 10) return printf_string("%.1fus", us);
    if (us < 1000) return printf_string("%.0fus", us);
    if (us < 1e6) return printf_string("%.1fms", us / 1e3);
    return printf_string("%.2fs", us / 1e6);
}

std::string format_seconds(double seconds) {
    if (!(seconds >= 0)) seconds = 0;
    if (seconds < 1) return printf_string("%.0f ms", seconds * 1e3);
    if (seconds < 10) return printf_string("%.2f s", seconds);
    if (seconds < 59.95) return printf_string("%.1f s", seconds);
    const auto whole = static_cast<uint64_t>(seconds + 0.5);
    if (whole < 3600) return std::to_string(whole / 60) + " min " + std::to_string(whole % 60) + " s";
    return std::to_string(whole / 3600) + " h " + std::to_string(whole / 60 % 60) + " min";
}

int status_severity(ResultStatus status) {
    switch (status) {
    case ResultStatus::skip: return 0;
    case ResultStatus::pass: return 1;
    case ResultStatus::expected: return 2;
    case ResultStatus::fail: return 3;
    case ResultStatus::hang: return 4;
    case ResultStatus::error: return 5;
    }
    return 5;
}

bool is_failing(ResultStatus status) {
    return status == ResultStatus::fail || status == ResultStatus::hang || status == ResultStatus::error;
}

size_t utf8_length(const std::string& text, size_t i) {
    auto byte = [&](size_t k) { return static_cast<unsigned char>(text[k]); };
    unsigned char lead = byte(i);
    size_t length = lead >= 0xf0 && lead <= 0xf4 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc2 && lead < 0xe0 ? 2 : 0;
    if (length == 0 || i + length > text.size()) return 0;
    for (size_t k = 1; k < length; ++k)
        if ((byte(i + k) & 0xc0) != 0x80) return 0;
    if ((lead == 0xe0 && byte(i + 1) < 0xa0) || (lead == 0xed && byte(i + 1) >= 0xa0) || (lead == 0xf0 && byte(i + 1) < 0x90) ||
        (lead == 0xf4 && byte(i + 1) >= 0x90) || (lead == 0xef && byte(i + 1) == 0xbf && byte(i + 2) >= 0xbe))
        return 0;
    return length;
}

void append_hex_byte(std::string& out, unsigned char byte) {
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "\\x%02x", byte);
    out += buffer;
}

std::string terminal_text(std::string_view view) {
    return escape_text(
        std::string(view), [](unsigned char c) -> const char* { return c == '\n'   ? "\\n"
                                                                       : c == '\r' ? "\\r"
                                                                                   : nullptr; },
        [](unsigned char c) { return c == '\t' || (c >= 0x20 && c != 0x7f); },
        // A C1 control (ESC's 8-bit kin, U+0080..U+009F) is two bytes in UTF-8: C2 80..C2 9F.
        [](const std::string& text, size_t at, size_t length) {
            return !(length == 2 && static_cast<unsigned char>(text[at]) == 0xc2 && static_cast<unsigned char>(text[at + 1]) < 0xa0);
        });
}

const Finding* first_failure(const ScenarioResult& result) {
    const Finding* first = nullptr;
    for (const Finding& f : result.findings) {
        if (f.expected || f.warning) continue;
        if (result.status == ResultStatus::hang && f.kind == FindingKind::hang) return &f;
        if (!first) first = &f;
    }
    return first;
}

std::string shrunk_size(const Shrunk& s) {
    return plural(s.steps, "step", "steps") + ", " + std::to_string(s.commands) + " with their commands, of " +
           plural(s.input_steps, "step", "steps") + "; " + plural(s.tries, "try", "tries") + " in " + format_seconds(s.duration_s) +
           (s.out_of_budget ? "; the budget ran out: a smaller one may exist" : "");
}

std::vector<std::string> shrunk_lines(const Shrunk& s) {
    if (s.file.empty()) return {"shrunk: none written: " + s.error};
    std::vector<std::string> lines = {"shrunk: " + s.file + " (" + shrunk_size(s) + ")"};
    if (!s.repro.empty()) lines.push_back("repro: " + s.repro);
    return lines;
}

std::vector<std::string> finding_lines(const Finding& f, bool full) {
    std::vector<std::string> lines;
    std::string head = to_string(f.kind);
    if (f.classification) head += std::string(" (") + to_string(*f.classification) + ")";
    if (f.expected) head += ", expected";
    if (f.certain) head += *f.certain ? ", certain" : ", needs an order";  // the message names the order
    if (f.warning) head += ", warning";
    if (f.iteration) head += " at iteration " + std::to_string(*f.iteration);
    if (!f.message.empty()) head += ": " + f.message;
    lines.push_back(head);

    std::string where = location(f);
    if (full) {
        if (!where.empty()) lines.push_back(where);
        for (const Sample& s : f.samples) lines.push_back(sample_text(s));
        if (!f.fix.empty()) lines.push_back("fix: " + f.fix);
        if (!f.vuid.empty()) lines.push_back("vuid: " + f.vuid);
        for (const std::string& state : f.state) lines.push_back("state: " + state);
        if (f.recovered) lines.push_back("recovered by signalling every awaited value");
    } else {
        std::string detail = where;
        for (size_t i = 0; i < f.samples.size() && i < k_brief_samples; ++i)
            detail += (detail.empty() ? "" : i == 0 ? "; " : ", ") + sample_text(f.samples[i]);
        if (f.samples.size() > k_brief_samples) detail += ", ...";
        if (!f.fix.empty()) detail += (detail.empty() ? "fix: " : "; fix: ") + f.fix;
        if (!detail.empty()) lines.push_back(detail);
    }
    if (!f.repro.empty()) lines.push_back("repro: " + f.repro);
    return lines;
}

}  // namespace syncstress::report
