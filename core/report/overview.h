// Internal to core/report: what the views for people (HTML, Markdown, CSV) show of one or more reports, worked
// out once: the runs in time order, every scenario x backend with its results added up, the findings grouped,
// and the totals. The views only lay it out.
#pragma once

#include "core/report/report.h"

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace syncstress::report {

// One result of one run (runs are indices into Overview::runs).
struct RunResult {
    const ScenarioResult* result;
    size_t run;
};

// Results of one scenario x backend added up (several runs, or several machines of one run).
struct Tally {
    std::optional<ResultStatus> status;  // the worst of the results' (status_severity); none when there is no result
    uint64_t iterations = 0, failures = 0, hangs = 0;
    size_t runs = 0, failed_runs = 0;  // runs with a result; those in which it ended fail, hang or error
    double failure_rate = 0;
    std::array<double, 2> failure_rate_ci95{0, 1};  // a single result's own, else Wilson over the sums
};
Tally tally(const std::vector<RunResult>& results, const std::function<bool(size_t run)>& counted = nullptr);

struct Cell {
    std::vector<RunResult> results;  // in run order
    Tally all;
    Percentiles iteration_us;  // of every iteration when all results have histograms, else the largest result's
};

// Findings of one kind and scenario x backend that read as one: the same classification, or, for findings of
// the analysis (no iteration: the same in every run), the same message.
struct FindingGroup {
    FindingKind kind = FindingKind::mismatch;
    size_t scenario = 0, backend = 0;
    bool failing = false;                                        // neither expected nor a warning
    std::vector<std::pair<const Finding*, RunResult>> findings;  // the first is the one shown
    std::vector<size_t> runs;                                    // distinct, ascending
    std::vector<ResultStatus> statuses;                          // of the results holding them, distinct, in severity order
};

struct Overview {
    std::vector<const Report*> runs;            // by started_at (unknown, as in @1 reports, last), then run_id, then input order
    std::vector<std::string> scenarios, files;  // in order of first appearance; files[i]: scenario i's first file
    std::vector<std::string> backends;          // in order of first appearance
    std::vector<Cell> cells;                    // cells[scenario * backends.size() + backend]
    std::vector<FindingGroup> findings;         // by kind (those with failing findings first), then failing first
    std::vector<const Host*> hosts;             // each machine once
    std::vector<std::pair<std::string, std::vector<size_t>>> labels;  // "KEY=VALUE" (sorted) and the runs with it
    Summary totals;                                                   // status counts, iterations, failures and hangs of every result
    std::optional<Clock::time_point> first_start, last_finish;
    size_t incomplete = 0, interrupted = 0, without_time = 0;  // runs

    const Cell& cell(size_t scenario, size_t backend) const { return cells[scenario * backends.size() + backend]; }
};

Overview make_overview(const std::vector<Report>& reports);

const Host& result_host(const Report& report, const ScenarioResult& result);  // the machine it ran on
std::string label_text(const std::string& key, const std::string& value);     // "KEY=VALUE"
// "x_data[3]: expected 123, got 122": the first wrong element of a mismatch and its values when a sample has them;
// empty when the finding names none.
std::string first_wrong_element(const Finding& finding);
// The command that reproduces a finding: its own, else its result's.
const std::string& repro_of(const Finding& finding, const ScenarioResult& result);
std::string format_interval(const std::array<double, 2>& interval);  // "2.3%-6.9%"

}  // namespace syncstress::report
