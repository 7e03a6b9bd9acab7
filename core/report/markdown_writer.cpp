// Markdown (GitHub Flavored, which GitLab reads too): a job summary for $GITHUB_STEP_SUMMARY or a merge request.
// Text from the reports is escaped so that it stays text: no markup, no HTML, no table cell broken by a '|'.
#include "core/report/format.h"
#include "core/report/overview.h"
#include "core/report/views.h"

#include <algorithm>
#include <cstdio>

namespace syncstress::report {

namespace {

// GitHub caps a step summary at 1 MiB: long lists are cut, saying how much was left out.
constexpr size_t k_max_table_rows = 100;
constexpr size_t k_max_finding_groups = 20;
constexpr size_t k_max_hosts_named = 5;

// Bytes that are not UTF-8 as \xNN, as in the other reports.
std::string valid_utf8(const std::string& text) {
    std::string out;
    for (size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        size_t length = c >= 0x80 ? utf8_length(text, i) : 1;
        if (length == 0) {
            char buffer[8];
            std::snprintf(buffer, sizeof buffer, "\\x%02x", c);
            out += buffer;
            continue;
        }
        out.append(text, i, length);
        i += length - 1;
    }
    return out;
}

// Inline text: punctuation that could start markup, HTML, an entity, math or end a table cell gets a backslash
// (CommonMark's escape of ASCII punctuation); line breaks become spaces.
std::string text(const std::string& raw) {
    std::string out;
    for (char c : valid_utf8(raw)) {
        if (c == '\n' || c == '\r' || c == '\t') c = ' ';
        if (std::string_view("\\`*_[]<>|~$&!#").find(c) != std::string_view::npos) out += '\\';
        out += c;
    }
    return out;
}

size_t longest_backtick_run(const std::string& s) {
    size_t longest = 0, run = 0;
    for (char c : s) {
        run = c == '`' ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    return longest;
}

// A fenced code block indented by `indent`: its fence is longer than any run of backticks inside.
std::string code_block(const std::string& raw, const std::string& indent, const char* language) {
    const std::string code = valid_utf8(raw);
    const std::string fence(std::max<size_t>(3, longest_backtick_run(code) + 1), '`');
    std::string out = indent + fence + language + "\n";
    size_t start = 0;
    while (start <= code.size()) {
        size_t end = code.find('\n', start);
        out += indent + code.substr(start, end == std::string::npos ? std::string::npos : end - start) + "\n";
        if (end == std::string::npos) break;
        start = end + 1;
    }
    return out + indent + fence + "\n";
}

std::string summary_line(const Overview& o) {
    const Summary& s = o.totals;
    std::string line = "**" + plural(o.runs.size(), "run", "runs") + "**";
    if (o.first_start) line += ", " + format_rfc3339(*o.first_start);
    if (o.first_start && o.last_finish) line += " to " + format_rfc3339(*o.last_finish);
    std::string hosts;
    for (size_t i = 0; i < o.hosts.size() && i < k_max_hosts_named; ++i) hosts += (i ? ", " : "") + text(o.hosts[i]->hostname);
    if (o.hosts.size() > k_max_hosts_named) hosts += ", ...";
    line += ", " + plural(o.hosts.size(), "host", "hosts") + (hosts.empty() ? "" : " (" + hosts + ")");
    line += ": **" + plural(s.results, "result", "results") + "**: " + std::to_string(s.pass) + " pass, " + std::to_string(s.fail) +
            " fail, " + std::to_string(s.hang) + " hang, " + std::to_string(s.expected) + " expected, " + std::to_string(s.skip) +
            " skip, " + std::to_string(s.error) + " error; " + plural(s.iterations, "iteration", "iterations") + ", " +
            std::to_string(s.failures) + " failing.";
    if (o.incomplete) line += " " + plural(o.incomplete, "run is", "runs are") + " incomplete (still running or killed).";
    if (o.interrupted) line += " " + plural(o.interrupted, "run was", "runs were") + " interrupted.";
    return line + "\n";
}

std::string cell_text(const Cell& cell, size_t runs) {
    const Tally& t = cell.all;
    if (!t.status) return "no result";
    const std::string status = to_string(*t.status);
    std::string out = is_failing(*t.status) ? "**" + status + "**" : status;
    if (t.iterations) out += " " + format_percent(t.failure_rate) + " (" + format_interval(t.failure_rate_ci95) + ")";
    if (runs > 1) out += ", failed in " + std::to_string(t.failed_runs) + " of " + plural(t.runs, "run", "runs");
    return out;
}

std::string markdown_grid(const Overview& o) {
    if (o.scenarios.empty()) return "No results.\n";
    std::vector<size_t> rows;
    for (size_t s = 0; s < o.scenarios.size(); ++s) rows.push_back(s);
    std::string note;
    if (rows.size() > k_max_table_rows) {  // the scenarios that failed somewhere, as many as fit
        std::vector<size_t> failing;
        for (size_t s : rows)
            for (size_t b = 0; b < o.backends.size(); ++b)
                if (const auto status = o.cell(s, b).all.status; status && is_failing(*status)) {
                    failing.push_back(s);
                    break;
                }
        const size_t shown = std::min(failing.size(), k_max_table_rows);
        note = "\n" + std::to_string(rows.size() - shown) + " of " + plural(rows.size(), "scenario", "scenarios") + " left out (" +
               std::to_string(k_max_table_rows) + " rows at most; those shown failed somewhere).\n";
        failing.resize(shown);
        rows = failing;
    }
    std::string table = "| scenario |";
    std::string rule = "| --- |";
    for (const std::string& backend : o.backends) {
        table += " " + text(backend) + " |";
        rule += " --- |";
    }
    table += "\n" + rule + "\n";
    for (size_t s : rows) {
        table += "| " + text(o.scenarios[s]) + " |";
        for (size_t b = 0; b < o.backends.size(); ++b) table += " " + cell_text(o.cell(s, b), o.runs.size()) + " |";
        table += "\n";
    }
    return table + note;
}

std::string finding_item(const Overview& o, const FindingGroup& group, size_t number) {
    const auto& [finding, where] = group.findings.front();
    const std::string indent(std::to_string(number).size() + 2, ' ');  // the item's content column
    std::string head = std::to_string(number) + ". **" + to_string(group.kind) + "**";
    if (finding->classification) head += std::string(" (") + to_string(*finding->classification) + ")";
    head += " in " + text(o.scenarios[group.scenario]) + " on " + text(o.backends[group.backend]);
    if (o.runs.size() > 1) head += ", in " + plural(group.runs.size(), "run", "runs");
    if (group.findings.size() > 1) head += ", " + std::to_string(group.findings.size()) + " findings";
    head += ": " + text(finding->message) + "\n";
    if (std::string wrong = first_wrong_element(*finding); !wrong.empty()) head += indent + "first wrong element: " + text(wrong) + "\n";
    if (const std::string& repro = repro_of(*finding, *where.result); !repro.empty()) head += code_block(repro, indent, "sh");
    return head;
}

std::string failing_findings(const Overview& o) {
    std::vector<const FindingGroup*> failing;
    for (const FindingGroup& group : o.findings)
        if (group.failing && std::any_of(group.statuses.begin(), group.statuses.end(), is_failing)) failing.push_back(&group);
    if (failing.empty()) return "";
    std::string out = "\n### Failing findings\n\n";
    for (size_t i = 0; i < failing.size() && i < k_max_finding_groups; ++i) out += finding_item(o, *failing[i], i + 1);
    if (failing.size() > k_max_finding_groups)
        out += "\n" + std::to_string(failing.size() - k_max_finding_groups) +
               " more groups of failing findings: `syncstress report --html` shows them all.\n";
    return out;
}

// run --shrink's scenarios: each result's, with its size and repro.
std::string shrunk_scenarios(const Overview& o) {
    std::string out;
    size_t listed = 0, left = 0;
    for (size_t run = 0; run < o.runs.size(); ++run)
        for (const ScenarioResult& r : o.runs[run]->results) {
            if (!r.shrunk) continue;
            if (listed == k_max_finding_groups) {
                ++left;
                continue;
            }
            const Shrunk& s = *r.shrunk;
            const std::string number = std::to_string(++listed), indent(number.size() + 2, ' ');
            out += number + ". **" + text(r.scenario) + "** on " + text(r.backend) +
                   (o.runs.size() > 1 ? ", run " + std::to_string(run + 1) : "") + ": " +
                   (s.file.empty() ? "none written: " + text(s.error) : text(s.file) + " (" + text(shrunk_size(s)) + ")") + "\n";
            if (!s.kept.empty()) out += indent + "keeps: " + text(s.kept) + "\n";
            if (!s.repro.empty()) out += code_block(s.repro, indent, "sh");
        }
    if (out.empty()) return "";
    if (left) out += "\n" + std::to_string(left) + " more shrunk scenarios: `syncstress report --html` shows them all.\n";
    return "\n### Shrunk scenarios\n\n" + out;
}

}  // namespace

std::string to_markdown(const std::vector<Report>& reports) {
    const Overview o = make_overview(reports);
    return "## syncstress report\n\n" + summary_line(o) + "\n" + markdown_grid(o) + failing_findings(o) + shrunk_scenarios(o);
}

}  // namespace syncstress::report
