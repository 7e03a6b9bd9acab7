// The run report: plain data filled by the engine (or read back from JSON for `merge`), and its writers:
// terminal text, JSON (format syncstress/report@2, schema in docs/report.schema.json; @1 is still read) and
// JUnit XML.
#pragma once

#include "core/common/call_site.h"
#include "core/common/enum_names.h"
#include "core/common/result.h"
#include "core/common/types.h"
#include "core/report/exit_codes.h"
#include "core/report/histogram.h"

#include <nlohmann/json.hpp>

#include <array>
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <ostream>
#include <string_view>
#include <string>
#include <vector>

namespace syncstress::report {

inline constexpr const char* k_format = "syncstress/report@2";
inline constexpr const char* k_format_v1 = "syncstress/report@1";  // read by from_json and merge

// A result's status and a finding's kind: enums inside the program, their names only where a report is written or
// read (core/common/enum_names.h). Each list runs from the most to the least telling value; the views list finding
// kinds in that order (overview.cpp), merging ranks statuses by status_severity (format.h), an order of its own.
// ResultStatus, not Status: that is core/common/result.h's success-or-error.
#define SYNCSTRESS_RESULT_STATUSES(X) X(pass) X(fail) X(hang) X(skip) X(error) X(expected)
enum class ResultStatus : uint8_t { SYNCSTRESS_RESULT_STATUSES(SYNCSTRESS_ENUMERATOR) };
inline constexpr const char* k_statuses[] = {SYNCSTRESS_RESULT_STATUSES(SYNCSTRESS_ENUMERATOR_NAME)};
constexpr const auto& names_of(ResultStatus) { return k_statuses; }
constexpr const char* to_string(ResultStatus s) { return k_statuses[static_cast<size_t>(s)]; }

// contract: the scenario relies on a rule of the scenario format that the runtime under test does not promise.
#define SYNCSTRESS_FINDING_KINDS(X) X(mismatch) X(hang) X(race) X(deadlock) X(contract) X(validation) X(timeline) X(oversync) X(error)
enum class FindingKind : uint8_t { SYNCSTRESS_FINDING_KINDS(SYNCSTRESS_ENUMERATOR) };
inline constexpr const char* k_finding_kinds[] = {SYNCSTRESS_FINDING_KINDS(SYNCSTRESS_ENUMERATOR_NAME)};
constexpr const auto& names_of(FindingKind) { return k_finding_kinds; }
constexpr const char* to_string(FindingKind k) { return k_finding_kinds[static_cast<size_t>(k)]; }

struct Sample {
    uint64_t index;
    uint32_t expected;
    uint32_t actual;
};

// What one side of a race does.
#define SYNCSTRESS_ACCESS_KINDS(X) X(read) X(write)
enum class AccessKind { SYNCSTRESS_ACCESS_KINDS(SYNCSTRESS_ENUMERATOR) };
inline constexpr const char* k_access_kinds[] = {SYNCSTRESS_ACCESS_KINDS(SYNCSTRESS_ENUMERATOR_NAME)};
constexpr const auto& names_of(AccessKind) { return k_access_kinds; }
constexpr const char* to_string(AccessKind k) { return k_access_kinds[static_cast<size_t>(k)]; }

// One side of a race (analysis), as data: the step, the command inside a submit, the queue (none: the host), and
// where the scenario says it came from (none: it does not say).
struct Access {
    uint64_t step = 0;
    std::optional<uint64_t> command;
    std::string queue;  // empty: the host
    AccessKind access = AccessKind::read;
    bool next_iteration = false;  // in the iteration after the other access's
    std::optional<CallSite> call_site;
};

// A signal or a wait of a timeline (analysis), as data: the step, the command inside a submit, the queue (empty: the
// host), the value as the scenario writes it, and where the scenario says it came from (none: it does not say).
struct SyncSite {
    uint64_t step = 0;
    std::optional<uint64_t> command;
    std::string queue;  // empty: the host
    uint64_t value = 0;
    bool next_iteration = false;  // in the iteration after the order's first site
    std::optional<CallSite> call_site;
    bool operator==(const SyncSite&) const = default;
};

// The order a deadlock or a timeline reversal needs: `late` lands after `early` (none: the semaphore's initial value
// satisfied the wait) and, for a deadlock, before `waiter` looks at the semaphore.
struct Order {
    std::optional<SyncSite> early;
    SyncSite late;
    std::optional<SyncSite> waiter;
    bool operator==(const Order&) const = default;
};

// Whether a race or deadlock the analysis proved was also seen on the device: in how many iterations, first in
// which (a race: wrong data at a check; a deadlock: the watchdog fired).
struct Shown {
    uint64_t iterations = 0;
    std::optional<uint64_t> first;
};

// One finding. Which optional fields are set depends on kind.
struct Finding {
    FindingKind kind = FindingKind::mismatch;
    bool expected = false;  // the scenario expects it (expect: race|deadlock)
    bool warning = false;   // informative only (oversync, contract)
    std::string message;    // one readable line
    std::optional<uint64_t> iteration;
    std::vector<uint64_t> steps;  // step indices involved
    // Where each of `steps` is in the file ("threads.loader.steps[1]"), for a scenario of several host threads, whose
    // step indices run through every thread's steps; empty otherwise (steps[i] is then step i).
    std::vector<std::string> step_paths;
    std::string object;                     // buffer, host array or semaphore
    std::optional<uint64_t> offset, count;  // range concerned (race: the overlap; mismatch: the check's range)
    // mismatch
    std::optional<MismatchKind> classification;  // what the wrong data looks like; unset on other kinds
    std::optional<uint64_t> first_index, wrong, checked;
    std::vector<Sample> samples;
    // hang: the state of every queue and semaphore when the watchdog fired, one line each
    std::vector<std::string> state;
    bool recovered = false;
    std::string fix;               // race/deadlock/contract: the order that would make it safe
    std::vector<Access> accesses;  // race/contract: the access issued first, then the other
    std::optional<Hazard> hazard;  // race/contract: what accesses[1] does after accesses[0]
    // deadlock/timeline of the analysis: true, it happens in every order the protocol allows; false, only in `order`.
    // Unset on other kinds and in reports written before it was said.
    std::optional<bool> certain;
    std::optional<Order> order;
    // race/deadlock of a run: shown on this backend (then `shown`), or not (then `not_shown` says why and the JSON
    // says "shown": null). Neither: not run (analyze, a skipped result).
    std::optional<Shown> shown;
    std::string not_shown;
    // mismatch/hang under --perturb auto: the ordering point this iteration's delay was aimed at
    std::string perturbation;
    std::string vuid;   // validation
    std::string repro;  // the command line that reproduces it
};

struct Percentiles {
    double p50 = 0, p90 = 0, p99 = 0, max = 0;  // microseconds
    uint64_t count = 0;
    // Where they came from: merge joins histograms and reads exact percentiles of the whole from them. Absent
    // from reports before histograms, and from percentiles of samples.
    std::optional<Histogram> histogram;
};
Percentiles percentiles(std::vector<double> samples_us);  // exact, nearest rank; no histogram
Percentiles summarize(const Histogram& histogram);        // from the histogram (max exact), which it keeps

struct Timing {
    Percentiles iteration_us;  // a whole iteration: device_us + engine_us
    // Of run's iterations (not exec's): the time in the backend (submits, host waits, reads, writes, the end of
    // iteration drain, hang recovery), and the rest: the reference model, checks, bookkeeping, and the
    // scenario's host steps (host fills, sleeps, --perturb jitter). Absent from older reports.
    std::optional<Percentiles> device_us, engine_us;
    std::map<std::string, Percentiles> ops;  // blocking host ops: "host_wait", "read", "write", ...
};

// The reason of a result that a backend failed begins with this (mark_backend_error), for the reader of the text;
// the kind is the result's `error`.
inline constexpr const char* k_backend_reason_prefix = "backend: ";

// `run --shrink`: the smallest scenario found that keeps the finding that failed a result, written beside the report.
struct Shrunk {
    std::string file;                  // where it was written; empty: not written (`error` says why)
    std::string kept;                  // the finding it keeps: "race (analysis): ...", "mismatch (run on cpu): ..."
    uint64_t steps = 0, commands = 0;  // its steps, and its steps and commands (a submit's commands each)
    uint64_t input_steps = 0;          // the failing scenario's steps
    uint64_t tries = 0;                // candidates the oracle judged
    double duration_s = 0;
    bool out_of_budget = false;  // the budget ran out: a smaller one may exist
    std::string repro;           // `syncstress run` of the shrunk scenario on the result's backend
    std::string error;           // why none was written
};

struct ScenarioResult {
    std::string scenario, file, backend;
    ResultStatus status = ResultStatus::pass;
    std::optional<std::string> reason;  // why skip/error/expected; null otherwise
    std::optional<ErrorKind> error;     // status error: which kind (the exit code comes from it)
    Expect expect = Expect::pass;       // the scenario's expect
    uint64_t iterations = 0;            // iterations run
    uint64_t failures = 0;              // iterations with at least one mismatch or hang
    uint64_t hangs = 0;                 // iterations where the watchdog fired
    double failure_rate = 0;
    std::array<double, 2> failure_rate_ci95{0, 0};  // Wilson score interval
    std::vector<Finding> findings;                  // analysis findings, the first failure and a bounded sample of others
    uint64_t findings_dropped = 0;                  // failures beyond the sample
    Timing timing;
    double duration_s = 0;
    std::string repro;
    uint64_t host = 0;             // the machine it ran on: an index into the report's hosts (0: Report::host)
    std::optional<Shrunk> shrunk;  // run --shrink, of a failing result
};

// A scenario x backend job of the run that has no result yet (an incomplete report).
struct JobRef {
    std::string scenario, backend, file;
};

// A runtime adapter as it names itself, and the file it was loaded from (the PATH of --backend adapter:PATH).
struct AdapterIdentity {
    std::string name, version, path;
    bool operator==(const AdapterIdentity&) const = default;
};

// A device a backend can open, as --device counts them (its index in the API's order).
struct DeviceListing {
    uint64_t index = 0;
    std::string name, uuid;
    std::string unusable;  // why the backend cannot use it; empty: it can
    bool operator==(const DeviceListing&) const = default;
};

struct BackendStatus {
    std::string name;
    bool available = false;
    std::string reason, device, driver, api_version;
    std::string queue_mapping;       // how scenario queues map onto hardware queues
    std::vector<std::string> notes;  // which faults and races can show on this device, and why
    // false: not probed, the command did not use it (reason "not probed"); unset: probed. Probing loads a
    // driver (Vulkan: tens of ms and MiB), so a command probes only the backends it runs.
    std::optional<bool> probed;
    std::optional<AdapterIdentity> adapter;  // a runtime adapter's (--backend adapter:PATH), once created
    std::vector<DeviceListing> devices;      // every device it could open (`backends`); empty: not listed, or no choice
    bool operator==(const BackendStatus&) const = default;
};

struct Host {
    std::string os, cpu, hostname;
    unsigned cores = 0;
    std::vector<BackendStatus> backends;
};
// One machine: the same name, OS, CPU and core count (merge keeps the first description of it).
bool same_machine(const Host& a, const Host& b);

// The CI job that ran it, from the variables CI systems set; a field it does not know is null.
struct Ci {
    std::string system;  // github-actions | gitlab | buildkite | jenkins | azure-pipelines | circleci
    std::optional<std::string> commit, branch, job, url;
};

struct Summary {
    uint64_t results = 0, pass = 0, fail = 0, hang = 0, skip = 0, error = 0, expected = 0;
    uint64_t iterations = 0, failures = 0, hangs = 0;
    double duration_s = 0;       // wall clock of the run (the report's duration_s); with -j N less than:
    double jobs_duration_s = 0;  // the results' times added up
    int exit_code = 0;           // of a complete report the process's: 0, 1, 3, or 130/143 after SIGINT/SIGTERM
    bool interrupted = false;    // stopped early by Ctrl-C (SIGINT) or SIGTERM
};

using Clock = std::chrono::system_clock;

// How the binary that wrote a report was built (core/build_info): the tool object's optional members, empty in
// reports of older versions.
struct ToolBuild {
    std::string commit, build_type, compiler, adapter_abi;
    std::vector<std::string> backends;  // compiled in
};

struct Report {
    std::string tool_version;
    ToolBuild tool_build;
    std::string run_id;                                        // 16 random hex digits, new for every run and merge; empty in an @1 report
    std::optional<Clock::time_point> started_at, finished_at;  // written as RFC 3339 UTC; unknown in @1
    double duration_s = 0;                                     // wall clock from start to the last write
    // false while the run goes on (the report is rewritten after every result; not_run lists what is left);
    // true in the final write, also after Ctrl-C (unrun jobs are then results with status skip).
    bool complete = true;
    std::map<std::string, std::string> labels;  // --label KEY=VALUE
    std::optional<Ci> ci;
    Host host;                      // the machine that ran it (merged: the first input's), hosts[0] in JSON
    std::vector<Host> other_hosts;  // merged from other machines: hosts[1...]
    nlohmann::ordered_json options = nlohmann::ordered_json::object();
    std::vector<ScenarioResult> results;
    std::vector<JobRef> not_run;
    Summary summary;
    std::string source;  // the file it was read from (set by from_json, not written); merge lists these
};

inline constexpr size_t k_run_id_digits = 16;
// A new report's identity: a fresh run_id, started_at now, not complete.
void start(Report& report, Clock::time_point now = Clock::now());
// finished_at = now, duration_s = now - started_at.
void stamp_finish(Report& report, Clock::time_point now = Clock::now());
// "2026-11-30T21:08:55Z" (whole seconds, UTC) and back; parse also takes fractions of a second.
std::string format_rfc3339(Clock::time_point time);
std::optional<Clock::time_point> parse_rfc3339(const std::string& text);

// The CI job from the environment (GitHub Actions, GitLab, Buildkite, Jenkins, Azure Pipelines, CircleCI);
// nullopt outside CI. `env` reads one variable (nullopt when unset).
using EnvLookup = std::function<std::optional<std::string>(const char* name)>;
std::optional<Ci> detect_ci(const EnvLookup& env);

// --label KEY=VALUE, repeatable: KEY is letters, digits and ._-/ ; VALUE anything (also empty). The error
// names the bad label and the expected form.
Result<std::map<std::string, std::string>> parse_labels(const std::vector<std::string>& labels);

// Wilson score interval for `failures` out of `n` at 95% (z = 1.959964); {0, 1} for n = 0: nothing is known.
std::array<double, 2> wilson_interval(uint64_t failures, uint64_t n);
// What the counts prove, with the interval of the JSON (failure_rate_ci95: two-sided 95% Wilson):
// "0 failures in 300 iterations: failure rate below 1.3% (95% CI 0.0%-1.3%)"
// "12 failures in 300 iterations: failure rate 4.0% (95% CI 2.3%-6.9%)"
std::string confidence_sentence(uint64_t failures, uint64_t n);

// Fills failure_rate and failure_rate_ci95 of every result and recomputes the summary, exit code included:
// 0 all as expected, 1 findings not expected, else the highest exit_code of the results' error kinds (3: a backend
// asked for by name was unavailable or broke; see mark_backend_error).
void finalize(Report& report);

// Marks `result` an error of the backend: status error, reason "backend: <message>", error the error's kind when it
// is a backend's (is_backend_kind), else backend_failed: whatever went wrong inside a backend is its failure.
void mark_backend_error(ScenarioResult& result, const Error& error);

// Ends each contract finding's sentence with what the run showed of it: wrong data at a check of its host array (a
// mismatch finding of it), or none there (and where else, if anywhere). Nothing when no iteration ran.
void note_contract_shown(ScenarioResult& result);

nlohmann::ordered_json to_json(const Report& report);
Result<Report> from_json(const nlohmann::json& json, const std::string& file);
// A report file (@2 or @1) read and checked: the error names the file and where it is wrong (the JSON path, or
// the line and column of a syntax error).
Result<Report> read_json_report(const std::string& path);
// The same of a report's text; `path` names it in errors.
Result<Report> read_json_report_text(std::string_view text, const std::string& path);
// host.backends alone, as a report holds them: what a run hands its workers, so that they probe nothing again.
nlohmann::ordered_json to_json(const std::vector<BackendStatus>& backends);
Result<std::vector<BackendStatus>> backends_from_json(const nlohmann::json& json, const std::string& source);
std::string to_junit(const Report& report);

// A report path of "-" means stdout.
inline constexpr const char* k_stdout_path = "-";
// Stdout, a pipe or a device: written once, at the end of a run, not rewritten after every result.
bool is_stream(const std::string& path);
// "-": stdout; else write_atomically (core/report/file_output.h): a reader never sees half a report.
Status write_output(const std::string& path, const std::string& content);
Status write_json(const Report& report, const std::string& path);
Status write_junit(const Report& report, const std::string& path);

// Joins reports of shards or machines: results are concatenated (the same scenario x backend x file on the
// same machine in several reports is combined: iterations, failures, hangs add up, findings are joined up to
// max_findings per result, the rest counted in findings_dropped; the worst status wins), then finalized.
// Machines are listed once each (host: the first report's; other_hosts: the rest) and each result keeps its
// own. Options are the first report's; options gain "merged_from": the sources of the inputs. The merged report
// has a new run_id, spans the earliest start to the latest finish, is complete only when every input is,
// and keeps every input's not_run; labels are joined (the first report's value wins), ci is the first known.
inline constexpr size_t k_merged_findings_limit = 50;
Result<Report> merge(const std::vector<Report>& reports, size_t max_findings = k_merged_findings_limit);

// The terminal text, the only one the binary prints: what a result says as it comes, the skips folded, the summary.
enum class Verbosity { quiet, normal, verbose };
// One scenario x backend: its line; for a failure the finding that failed it, briefly, and the repro; then what
// the counts prove (confidence_sentence). Verbose: every finding in full. Quiet: failures only.
void print_result_line(const ScenarioResult& result, std::ostream& out, Verbosity verbosity);
// run --shrink: the result's shrunk scenario, its size and repro (shrunk_lines, indented); nothing without one.
void print_shrunk(const ScenarioResult& result, std::ostream& out);
// The skipped results: one line per backend and reason ("SKIP  cuda: 16 scenarios skipped: cuda unavailable: ...");
// a skip alone keeps its own line. Nothing when quiet.
void print_skips(const std::vector<ScenarioResult>& results, std::ostream& out, Verbosity verbosity);
// "34 passed, 10 expected, 76 skipped; 1598 of 8601 iterations failed inside expected results; 47.5 s wall":
// statuses, failing iterations (those inside expected results said apart), wall clock (and the jobs' time added
// up when -j made it larger), "interrupted".
std::string summary_line(const Report& report);
void print_summary(const Report& report, std::ostream& out);  // a blank line, then summary_line
// All of it: the results but skips, the skips folded, the summary.
void print_text(const Report& report, std::ostream& out, Verbosity verbosity);

}  // namespace syncstress::report
