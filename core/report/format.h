// Internal to core/report: number formats, the readable form of a finding and the order of statuses, shared by
// the writers so a failure reads the same in a terminal, a CI page and a dashboard.
#pragma once

#include "core/report/report.h"

#include <string>
#include <vector>

namespace syncstress::report {

// One double through a printf format: printf_string("%.1f", 2.25) -> "2.2".
std::string printf_string(const char* format, double value);
// "1 run", "3 runs".
std::string plural(uint64_t n, const char* one, const char* many);

std::string format_percent(double fraction);  // 0.04 -> "4.0%", 0.00003 -> "0.0030%", 3.8e-7 -> "0.000038%"
std::string format_us(double us);             // 12 -> "12us", 1500 -> "1.5ms", 3.2e6 -> "3.20s"
// Elapsed time for people: 0.034 -> "34 ms", 3.215 -> "3.21 s", 47.5 -> "47.5 s", 91 -> "1 min 31 s",
// 7300 -> "2 h 1 min". Never an exponent.
std::string format_seconds(double seconds);

// How bad a status is, for combining results: skip < pass < expected < fail < hang < error.
int status_severity(ResultStatus status);
// fail, hang or error: a result that was not as the scenario expects (exit code 1 or 3).
bool is_failing(ResultStatus status);

// Adds a result to the summary's counts: its status, iterations, failures, hangs and time (finalize, the views).
void count_result(Summary& summary, const ScenarioResult& result);

// The length of the well-formed UTF-8 sequence at text[i] that XML and HTML can carry, or 0 if there is none
// (a stray byte, an overlong form, a surrogate, U+FFFE/U+FFFF, above U+10FFFF).
size_t utf8_length(const std::string& text, size_t i);
// Appends "\xNN".
void append_hex_byte(std::string& out, unsigned char byte);

// The ASCII bytes XML and HTML text carry as they are: tab, newline and the printable ones.
inline bool markup_keeps(unsigned char c) { return c == '\t' || c == '\n' || (c >= 0x20 && c != 0x7f); }

// Every well-formed UTF-8 sequence kept: what markup (CSV, HTML, JUnit) carries.
inline bool keeps_any_sequence(const std::string&, size_t, size_t) { return true; }

// Text made safe for a format, the one loop of the CSV, HTML and JUnit writers and of terminal_text: an ASCII byte
// that `replace` gives a replacement (a const char*, such as "&amp;") is written as that, one that `keep` allows is
// kept, well-formed UTF-8 (utf8_length) is kept where `keep_sequence(text, at, length)` allows it, and anything
// else (a control character the format cannot carry, a byte that is not UTF-8) is written visibly as \xNN.
template <class Replace, class Keep, class KeepSequence = bool (*)(const std::string&, size_t, size_t)>
std::string escape_text(const std::string& text, Replace&& replace, Keep&& keep, KeepSequence&& keep_sequence = keeps_any_sequence) {
    std::string out;
    out.reserve(text.size());
    for (size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x80) {
            if (const char* replacement = replace(c))
                out += replacement;
            else if (keep(c))
                out += static_cast<char>(c);
            else
                append_hex_byte(out, c);
        } else if (const size_t length = utf8_length(text, i)) {
            if (keep_sequence(text, i, length))
                out.append(text, i, length);
            else
                for (size_t k = 0; k < length; ++k) append_hex_byte(out, static_cast<unsigned char>(text[i + k]));
            i += length - 1;
        } else {
            append_hex_byte(out, c);
        }
    }
    return out;
}

// The finding that explains a failed result: for a hang the watchdog's finding, else the first one the
// scenario did not expect and that is not a mere warning; null if there is none.
const Finding* first_failure(const ScenarioResult& result);

// run --shrink: "shrunk: FILE (2 steps, 3 with their commands, of 120 steps; 41 tries in 350 ms)", then the shrunk
// scenario's repro ("repro: syncstress run FILE ..."); or "shrunk: none written: WHY".
std::vector<std::string> shrunk_lines(const Shrunk& shrunk);
// "1 step, 2 with their commands, of 12 steps; 40 tries in 1.2 s": a written shrunk scenario's size against the
// input's, and what finding it took (the views' cell and shrunk_lines' parenthesis).
std::string shrunk_size(const Shrunk& shrunk);

// brief: 2-3 lines (what, where and a few samples, repro); full: everything the finding holds.
std::vector<std::string> finding_lines(const Finding& finding, bool full);

}  // namespace syncstress::report
