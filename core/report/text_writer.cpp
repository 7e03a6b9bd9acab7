#include "core/report/format.h"
#include "core/report/report.h"
#include "core/report/terminal_text.h"

#include <algorithm>
#include <cctype>

namespace syncstress::report {

namespace {

// Fixed column widths, so lines printed as results arrive line up without knowing the others.
constexpr size_t k_status_width = 8;  // "EXPECTED"
constexpr size_t k_scenario_width = 30;
constexpr size_t k_backend_width = 11;  // "vulkan+cuda"
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

void print_finding(const Finding& f, std::ostream& out, bool full) {
    std::vector<std::string> lines = finding_lines(f, full);
    for (size_t i = 0; i < lines.size(); ++i) out << (i == 0 ? "    " : "      ") << terminal_text(lines[i]) << '\n';
}

}  // namespace

void print_shrunk(const ScenarioResult& r, std::ostream& out) {
    if (!r.shrunk) return;
    const std::vector<std::string> lines = shrunk_lines(*r.shrunk);
    for (size_t i = 0; i < lines.size(); ++i) out << (i == 0 ? "    " : "      ") << terminal_text(lines[i]) << '\n';
}

void print_result_line(const ScenarioResult& r, std::ostream& out, Verbosity verbosity) {
    bool failed = is_failing(r.status);
    if (verbosity == Verbosity::quiet && !failed) return;
    std::string line = pad_right(upper(to_string(r.status)), k_status_width) + "  " + pad_right(r.scenario, k_scenario_width) + "  " +
                       pad_right(r.backend, k_backend_width) + "  ";
    if (r.status == ResultStatus::skip || (r.status == ResultStatus::error && r.iterations == 0)) {
        line += r.reason.value_or("");
    } else {
        line += pad_left(std::to_string(r.iterations), k_count_width) + " it  " + pad_left(std::to_string(r.failures), k_count_width) +
                pad_right(r.failures == 1 ? " failure" : " failures", 9);
        if (r.hangs) line += "  " + plural(r.hangs, "hang", "hangs");
        if (r.timing.iteration_us.count) line += "  p50 " + format_us(r.timing.iteration_us.p50);
        if (r.timing.device_us && r.timing.engine_us && r.timing.iteration_us.count)
            line += " (device " + format_us(r.timing.device_us->p50) + ", engine " + format_us(r.timing.engine_us->p50) + ")";
        if (r.reason) line += "  (" + *r.reason + ")";
    }
    line.erase(line.find_last_not_of(' ') + 1);
    // A reason may quote an adapter: one line, whatever it holds.
    out << terminal_text(line) << '\n';
    if (verbosity == Verbosity::verbose) {
        for (const Finding& f : r.findings) print_finding(f, out, true);
        if (r.findings_dropped) out << "    " << plural(r.findings_dropped, "more failure", "more failures") << " not kept\n";
        if (r.iterations) out << "    " << confidence_sentence(r.failures, r.iterations) << '\n';
        if (failed && !r.repro.empty()) out << "    repro: " << terminal_text(r.repro) << '\n';
        print_shrunk(r, out);
        return;
    }
    if (failed) {
        if (const Finding* f = first_failure(r)) {
            print_finding(*f, out, false);
            if (f->repro.empty() && !r.repro.empty()) out << "      repro: " << terminal_text(r.repro) << '\n';
        } else if (!r.repro.empty()) {
            out << "    repro: " << terminal_text(r.repro) << '\n';
        }
        print_shrunk(r, out);
    }
    if (verbosity == Verbosity::normal && r.iterations && r.status != ResultStatus::skip)
        out << "    " << confidence_sentence(r.failures, r.iterations) << '\n';
}

void print_skips(const std::vector<ScenarioResult>& results, std::ostream& out, Verbosity verbosity) {
    if (verbosity == Verbosity::quiet) return;
    // Skips with the same backend and reason (a backend that is not here, an interrupted run) are one line.
    std::vector<std::pair<const ScenarioResult*, size_t>> groups;
    for (const ScenarioResult& r : results) {
        if (r.status != ResultStatus::skip) continue;
        auto same = std::find_if(groups.begin(), groups.end(),
                                 [&](const auto& g) { return g.first->backend == r.backend && g.first->reason == r.reason; });
        if (same == groups.end())
            groups.emplace_back(&r, 1);
        else
            ++same->second;
    }
    for (const auto& [first, count] : groups) {
        if (count == 1) {
            print_result_line(*first, out, verbosity);
            continue;
        }
        std::string line = pad_right(upper(to_string(ResultStatus::skip)), k_status_width) + "  " + first->backend + ": " +
                           std::to_string(count) + " scenarios skipped" + (first->reason ? ": " + *first->reason : "");
        out << terminal_text(line) << '\n';
    }
}

std::string summary_line(const Report& report) {
    const Summary& s = report.summary;
    std::string counts;
    auto add = [&](uint64_t n, const std::string& words) {
        if (n) counts += (counts.empty() ? "" : ", ") + std::to_string(n) + " " + words;
    };
    add(s.pass, "passed");
    add(s.fail, "failed");
    add(s.hang, "hung");
    add(s.error, s.error == 1 ? "error" : "errors");
    add(s.expected, "expected");
    add(s.skip, "skipped");
    std::string line = counts.empty() ? "no results" : counts;
    if (s.iterations) {
        // Failing iterations of expected results (a race the scenario declares, shown on a backend) are apart from
        // the others: "0 failed ... 1598 failing" side by side reads as a contradiction.
        uint64_t in_expected = 0;
        for (const ScenarioResult& r : report.results)
            if (r.status == ResultStatus::expected) in_expected += r.failures;
        const uint64_t total = s.failures, elsewhere = total - std::min(in_expected, total);
        const std::string of = " of " + plural(s.iterations, "iteration", "iterations");
        if (total == 0)
            line += "; " + plural(s.iterations, "iteration", "iterations") + ", none failed";
        else if (in_expected == 0)
            line += "; " + std::to_string(total) + of + " failed";
        else if (elsewhere == 0)
            line += "; " + std::to_string(total) + of + " failed inside expected results";
        else
            line += "; " + std::to_string(total) + of + " failed, " + std::to_string(in_expected) + " of them inside expected results";
    }
    line += "; " + format_seconds(s.duration_s) + " wall";
    // Jobs side by side (-j N) add up to more than the wall clock: say so only then.
    if (s.jobs_duration_s > 1.1 * s.duration_s && s.jobs_duration_s - s.duration_s >= 0.1)
        line += ", " + format_seconds(s.jobs_duration_s) + " of jobs added up";
    if (s.interrupted) line += "; interrupted";
    return line;
}

void print_summary(const Report& report, std::ostream& out) { out << '\n' << summary_line(report) << '\n'; }

void print_text(const Report& report, std::ostream& out, Verbosity verbosity) {
    for (const ScenarioResult& r : report.results)
        if (r.status != ResultStatus::skip) print_result_line(r, out, verbosity);
    print_skips(report.results, out, verbosity);
    print_summary(report, out);
}

}  // namespace syncstress::report
