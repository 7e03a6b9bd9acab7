// The options several commands share, each declared here once: its name, what it takes, its checks and its help
// (a command whose results are of another kind passes its own wording of the help).
#pragma once

#include "core/common/duration.h"
#include "core/report/progress.h"
#include "core/report/report.h"
#include "tool/shard.h"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace CLI {
class App;
class Option;
}  // namespace CLI

namespace syncstress::tool {

// PATHs and --tag: the scenarios of run, analyze and list.
struct ScenarioSelection {
    std::vector<std::string> paths;
    std::vector<std::string> tags;
};

// --json, --junit, --label, -q, -v: where a command's report goes and how much of it is printed.
struct ReportOptions {
    std::string json, junit;
    std::vector<std::string> labels;  // KEY=VALUE
    bool quiet = false, verbose = false;
    report::Verbosity verbosity() const {
        return quiet ? report::Verbosity::quiet : verbose ? report::Verbosity::verbose : report::Verbosity::normal;
    }
};

// --progress and --progress-interval of run and exec.
struct ProgressOptions {
    std::optional<std::string> mode;  // unset: auto, or off with -q
    std::chrono::nanoseconds interval = report::k_default_heartbeat;
};

// --shard and --shard-count of run and exec.
struct ShardOptions {
    std::optional<std::string> shard;
    std::optional<uint64_t> count;
};

inline constexpr const char* k_report_json_help =
    "Write the report as JSON (syncstress/report@2) to this file (- for stdout; the text then goes to stderr)";
inline constexpr const char* k_report_junit_help = "Write a JUnit XML report to this file (- for stdout)";

void add_scenario_options(CLI::App* command, ScenarioSelection& selection);
CLI::Option* add_json_option(CLI::App* command, std::string& path, const std::string& help = k_report_json_help);
CLI::Option* add_junit_option(CLI::App* command, std::string& path, const std::string& help = k_report_junit_help);
// EXAMPLE: a label the help shows, "gpu=h200".
CLI::Option* add_label_option(CLI::App* command, std::vector<std::string>& labels, const std::string& example);
CLI::Option* add_quiet_flag(CLI::App* command, bool& quiet, const std::string& help = "Print only failures and the summary");
CLI::Option* add_verbose_flag(CLI::App* command, bool& verbose, const std::string& help = "Print every finding in full");
// --label, --json and --junit, then -q and -v: the report options of run and analyze.
void add_report_options(CLI::App* command, ReportOptions& options, const std::string& label_example);
void add_progress_options(CLI::App* command, ProgressOptions& options);
// WHAT: the items shards split, "scenario x backend jobs".
void add_shard_options(CLI::App* command, ShardOptions& options, const std::string& what);
// The shard of this process (--shard, --shard-count, or the CI variables), said on stderr with where it came from;
// nullopt once a usage error is printed.
std::optional<Shard> select_shard(const ShardOptions& options);
// Writes TEXT to PATH, or to standard output where PATH is empty or "-"; the exit code (a failure said on stderr).
int write_text_output(const std::string& text, const std::string& path);
CLI::Option* add_backend_option(CLI::App* command, std::string& spec, const std::string& help);
CLI::Option* add_adapter_option(CLI::App* command, std::vector<std::string>& options, const std::string& help);
// --device SPEC: which device of each API the backends open (core/sync/device_choice.h).
CLI::Option* add_device_option(CLI::App* command, std::string& spec);

// What zero means is said in --help and the README: for a bound (exec --timeout) no limit; for an amount
// (--kill-after, a --perturb delay) none; refused where it makes no sense.
// A time budget (--duration of run and exec).
DurationRules budget_rules();
// Child processes are waited for in whole milliseconds (poll, WaitForMultipleObjects).
DurationRules child_wait_rules();

}  // namespace syncstress::tool
