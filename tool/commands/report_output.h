// Where a command's report goes and what it prints: the output files checked before anything runs, the report
// identified, closed and written, and the text (core/report's, the tested one) on stdout or, when a report goes
// there, on stderr.
#pragma once

#include "core/report/progress.h"
#include "core/report/report.h"
#include "tool/commands/shared_options.h"

#include <map>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace syncstress::tool {

// A file a command writes, and the option that names it: {"--json", "r.json"}. An empty path is not written.
struct OutputFile {
    std::string option;
    std::string path;
};

// Before anything runs: the files differ (at most one is - for stdout) and each can be written, so that a run of
// hours does not end in "cannot write". The sentence saying what is wrong, or nullopt.
std::optional<std::string> check_output_files(const std::vector<OutputFile>& outputs);

// The labels, parsed, once --label, --json and --junit are checked; nullopt once the problem is printed.
std::optional<std::map<std::string, std::string>> check_report_options(const ReportOptions& options);

// Who and where: the labels given and the CI job from the environment.
void identify(report::Report& rep, std::map<std::string, std::string> labels);

// The report as it stands now: finished now, complete or not, summary and exit code recomputed. After a stop
// request the final report carries the process's exit code, 128 + the signal.
void close_report(report::Report& rep, bool complete);

// Incremental writes (after each result) skip stdout, pipes and devices: those get the final report once.
enum class Write { incremental, final };
// --json and --junit; false once a failure is printed.
bool write_reports(const report::Report& rep, const ReportOptions& options, Write when = Write::final);

// Where the per-result lines and the summary go: stdout, unless a report goes there.
std::ostream& text_out(const ReportOptions& options);

// A result as it comes: skips are held back, to be folded at the end (print_closing).
void print_result(const report::ScenarioResult& result, report::Verbosity verbosity, std::ostream& out);
// The end of run and exec: the skips folded per backend and reason, then the summary line.
void print_closing(const report::Report& rep, report::Verbosity verbosity, std::ostream& out);

// The progress of run and exec, on stderr: off with -q unless --progress asks for it.
std::unique_ptr<report::ProgressLine> make_progress(const ProgressOptions& progress, bool quiet);

}  // namespace syncstress::tool
