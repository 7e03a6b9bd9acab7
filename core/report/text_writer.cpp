#include "core/report/format.h"
#include "core/report/report.h"

#include <algorithm>
#include <cctype>

namespace syncstress::report {

namespace {

// Fixed column widths, so lines printed as results arrive line up without knowing the others.
constexpr size_t k_status_width = 8;     // "EXPECTED"
constexpr size_t k_scenario_width = 30;
constexpr size_t k_backend_width = 11;   // "vulkan+cuda"
constexpr size_t k_count_width = 7;

std::string pad_right(std::string text, size_t width) {
    if (text.size() < width) text.append(width - text.size(), ' ');
    return text;
}

std::string pad_left(const std::string& text, size_t width) {
    return text.size() < width ? std::string(width - text.size(), ' ') + text : text;
}

std::string upper(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::toupper(c); });
    return text;
}

std::string plural(uint64_t n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

bool is_failure(const ScenarioResult& r) { return r.status == "fail" || r.status == "hang" || r.status == "error"; }

void print_finding(const Finding& f, std::ostream& out, bool full) {
    std::vector<std::string> lines = finding_lines(f, full);
    for (size_t i = 0; i < lines.size(); ++i) out << (i == 0 ? "    " : "      ") << lines[i] << '\n';
}

}  // namespace

void print_result_line(const ScenarioResult& r, std::ostream& out, Verbosity verbosity) {
    bool failed = is_failure(r);
    if (verbosity == Verbosity::quiet && !failed) return;
    std::string line = pad_right(upper(r.status), k_status_width) + "  " + pad_right(r.scenario, k_scenario_width) +
                       "  " + pad_right(r.backend, k_backend_width) + "  ";
    if (r.status == "skip" || (r.status == "error" && r.iterations == 0)) {
        line += r.reason.value_or("");
    } else {
        line += pad_left(std::to_string(r.iterations), k_count_width) + " it  " +
                pad_left(std::to_string(r.failures), k_count_width) + pad_right(r.failures == 1 ? " failure" : " failures", 9);
        if (r.hangs) line += "  " + plural(r.hangs, "hang", "hangs");
        if (r.timing.iteration_us.count) line += "  p50 " + format_us(r.timing.iteration_us.p50);
        if (r.timing.device_us && r.timing.engine_us && r.timing.iteration_us.count)
            line += " (device " + format_us(r.timing.device_us->p50) + ", engine " + format_us(r.timing.engine_us->p50) + ")";
        if (r.reason) line += "  (" + *r.reason + ")";
    }
    line.erase(line.find_last_not_of(' ') + 1);
    out << line << '\n';
    if (verbosity == Verbosity::verbose) {
        for (const Finding& f : r.findings) print_finding(f, out, true);
        if (r.findings_dropped) out << "    " << plural(r.findings_dropped, "more failure", "more failures") << " not kept\n";
        if (r.iterations) out << "    " << confidence_sentence(r.failures, r.iterations) << '\n';
        if (failed && !r.repro.empty()) out << "    repro: " << r.repro << '\n';
    } else if (failed) {
        if (const Finding* f = first_failure(r)) {
            print_finding(*f, out, false);
            if (f->repro.empty() && !r.repro.empty()) out << "      repro: " << r.repro << '\n';
        } else if (!r.repro.empty()) {
            out << "    repro: " << r.repro << '\n';
        }
    }
}

void print_text(const Report& report, std::ostream& out, Verbosity verbosity) {
    for (const ScenarioResult& r : report.results) print_result_line(r, out, verbosity);
    const Summary& s = report.summary;
    std::string counts;
    auto add = [&](uint64_t n, const char* name) {
        if (n) counts += (counts.empty() ? ": " : ", ") + std::to_string(n) + " " + name;
    };
    add(s.pass, "pass");
    add(s.fail, "fail");
    add(s.hang, "hang");
    add(s.error, "error");
    add(s.expected, "expected");
    add(s.skip, "skip");
    out << plural(s.results, "result", "results") << counts << "; " << plural(s.iterations, "iteration", "iterations")
        << "; " << format_seconds(s.duration_s) << (s.interrupted ? "; interrupted" : "") << '\n';
}

}  // namespace syncstress::report
