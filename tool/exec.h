// `syncstress exec`: runs any command again and again (a pytest test, a game's smoke test) to measure how
// flaky it is, with the same report, statistics and shards as `run`. Each run is one iteration of one
// ScenarioResult (scenario = the command, backend = "exec").
#pragma once

#include "core/common/result.h"
#include "core/report/progress.h"
#include "core/report/report.h"
#include "core/platform/process.h"
#include "tool/shard.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace syncstress::tool {

// How a run ended, with a timeout said as such: "timed out after 2s; its process tree was killed", or "timed out
// after 2s; left running for a debugger: pid 1234".
std::string describe(const platform::ProcessOutcome& outcome, const platform::ProcessSpec& spec);

// --failure, --fail-on-output and --ignore see the first this many bytes of each line of output: memory stays
// bounded whatever a run prints, and a match further along a longer line is not seen.
constexpr size_t k_match_window = 64 * 1024;

struct ExecOptions {
    std::vector<std::string> command;
    uint64_t runs = 100;                               // runs in all shards together
    std::optional<std::chrono::nanoseconds> duration;  // a time budget instead of `runs`
    size_t jobs = 1;                                   // runs at once
    std::optional<std::chrono::nanoseconds> timeout;   // per run; the whole process tree is killed
    // On timeout the run is first asked to stop (SIGQUIT: Python, Go and Java print their stacks; Windows: its
    // stop event), and killed this much later if still running. Zero: killed at once.
    std::chrono::nanoseconds kill_after = std::chrono::seconds(10);
    // As Go's stress -failure: a failing run (exit code, signal, timeout) counts as a failure only if its output has
    // a line (its window) matching; the others are not counted.
    std::string failure_regex;
    std::string fail_on_output_regex;  // a run whose output has a matching line fails, even with exit code 0
    std::string ignore_regex;          // a failing run whose output has a matching line is not counted as a failure
    // The first run past the timeout is left running (its pid in the finding) for a debugger to attach, neither asked
    // to stop nor killed, now or when we end; later ones end as kill_after says.
    bool keep_hung = false;
    std::string logs_dir;      // failing runs' output kept as DIR/run-INDEX.log
    unsigned cpu_stress = 0;   // busy threads while the runs go, to shake their timing
    uint64_t seed = 1;         // SYNCSTRESS_SEED of run i is hash32(seed, i)
    Shard shard;               // run i belongs to shard i mod N
    size_t max_findings = 10;  // failing runs kept in findings after the first (the lowest indices)
    std::chrono::nanoseconds stop_grace = std::chrono::seconds(10);
    std::function<void(const report::Progress&)> on_progress;
    const std::atomic<bool>* stop = nullptr;  // Ctrl-C: runs in flight get SIGTERM, then the report is made
};

// One run as it ended.
struct ExecRun {
    uint64_t index = 0;
    uint32_t seed = 0;
    platform::ProcessOutcome outcome;
    bool failed = false;            // counted as a failure
    bool ignored = false;           // failed, but --ignore matched
    bool unmatched = false;         // failed, but its output did not match --failure
    std::string why;                // "exit code 1", "exit code 0, but the output matched --fail-on-output: <line>", ...
    std::string log;                // the kept log, if any
    std::vector<std::string> tail;  // the last lines of output (of a run failed, ignored or unmatched; else empty)
};

struct ExecOutcome {
    report::ScenarioResult result;
    uint64_t ignored = 0;      // failing runs not counted, as --ignore says
    uint64_t unmatched = 0;    // failing runs not counted: their output did not match --failure
    bool interrupted = false;  // stopped by Ctrl-C
};

// Checks the options (regexes, logs folder) before anything runs; the error says which option is wrong.
Status check_exec_options(const ExecOptions& options);

// Runs this shard's runs. on_run sees each run as it ends, in the order they end. An Error only when the
// command could not be started at all (the first run); later start failures end the result as "error".
Result<ExecOutcome> run_exec(const ExecOptions& options, const std::function<void(const ExecRun&)>& on_run = {});

// The variables each run gets: SYNCSTRESS_RUN_INDEX and SYNCSTRESS_SEED.
std::vector<std::pair<std::string, std::string>> run_environment(uint64_t index, uint64_t seed);

}  // namespace syncstress::tool
