// Views for people of one or more JSON reports (`syncstress report`): a dashboard (one self-contained HTML file),
// Markdown for a CI job's summary, and CSV for a spreadsheet or pandas. The same reports give the same bytes,
// whatever order they are given in (runs are ordered by started_at).
#pragma once

#include "core/report/report.h"

#include <string>
#include <vector>

namespace syncstress::report {

// Summary, scenario x backend grid, failure-rate trends over the runs, iteration times, findings by kind with
// their repro commands; filters by backend, status and label. No network: inline CSS, SVG and script, which the
// page's Content-Security-Policy names by hash. Every string from the reports is escaped for its context.
std::string to_html(const std::vector<Report>& reports);

// A summary line, a scenario x backend table (status, failure rate, 95% interval) and the failing findings with
// their repro commands: for $GITHUB_STEP_SUMMARY and GitLab.
std::string to_markdown(const std::vector<Report>& reports);

// One row per result (RFC 4180: a header row, CRLF line ends, fields quoted where needed). The columns are
// k_csv_columns; labels are "k=v;k=v" with ';' and '\' in values escaped by '\'.
inline constexpr const char* k_csv_columns[] = {
    "run_id",       "started_at", "host",      "scenario", "path",   "backend", "status", "iterations", "failing_iterations",
    "failure_rate", "ci95_low",   "ci95_high", "p50_us",   "p99_us", "labels"};
std::string to_csv(const std::vector<Report>& reports);

}  // namespace syncstress::report
