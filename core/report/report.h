// The run report: plain data filled by the engine (or read back from JSON for `merge`), and its writers:
// terminal text, JSON (format syncstress/report@1, schema in docs/report.schema.json) and JUnit XML.
#pragma once

#include "core/common/result.h"

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace syncstress::report {

inline constexpr const char* k_format = "syncstress/report@1";

struct Sample {
    uint64_t index;
    uint32_t expected;
    uint32_t actual;
};

// One finding. Which optional fields are set depends on kind.
struct Finding {
    std::string kind;  // mismatch | hang | race | deadlock | validation | timeline | oversync | error
    bool expected = false;  // the scenario expects it (expect: race|deadlock)
    bool warning = false;   // informative only (oversync)
    std::string message;    // one readable line
    std::optional<uint64_t> iteration;
    std::vector<uint64_t> steps;  // step indices involved
    std::string object;           // buffer, host array or semaphore
    std::optional<uint64_t> offset, count;  // range concerned (race: the overlap; mismatch: the check's range)
    // mismatch
    std::string classification;  // zeros | stale | initial | torn | other
    std::optional<uint64_t> first_index, wrong, checked;
    std::vector<Sample> samples;
    // hang: the state of every queue and semaphore when the watchdog fired, one line each
    std::vector<std::string> state;
    bool recovered = false;
    std::string fix;   // race/deadlock: the sync that would order them
    std::string vuid;  // validation
    std::string repro;  // the command line that reproduces it
};

struct Percentiles {
    double p50 = 0, p90 = 0, p99 = 0, max = 0;  // microseconds
    uint64_t count = 0;
};
Percentiles percentiles(std::vector<double> samples_us);

struct Timing {
    Percentiles iteration_us;
    std::map<std::string, Percentiles> ops;  // blocking host ops: "host_wait", "read", "write", ...
};

struct ScenarioResult {
    std::string scenario, file, backend;
    std::string status = "pass";   // pass | fail | hang | skip | error | expected
    std::optional<std::string> reason;  // why skip/error/expected; null otherwise
    std::string expect = "pass";   // the scenario's expect
    uint64_t iterations = 0;       // iterations run
    uint64_t failures = 0;         // iterations with at least one mismatch or hang
    uint64_t hangs = 0;            // iterations where the watchdog fired
    double failure_rate = 0;
    std::array<double, 2> failure_rate_ci95{0, 0};  // Wilson score interval
    std::vector<Finding> findings;  // analysis findings, the first failure and a bounded sample of others
    uint64_t findings_dropped = 0;  // failures beyond the sample
    Timing timing;
    double duration_s = 0;
    std::string repro;
};

struct BackendStatus {
    std::string name;
    bool available = false;
    std::string reason, device, driver, api_version;
    std::string queue_mapping;        // how scenario queues map onto hardware queues
    std::vector<std::string> notes;   // which faults and races can show on this device, and why
};

struct Host {
    std::string os, cpu, hostname;
    unsigned cores = 0;
    std::vector<BackendStatus> backends;
};

struct Summary {
    uint64_t results = 0, pass = 0, fail = 0, hang = 0, skip = 0, error = 0, expected = 0;
    uint64_t iterations = 0, failures = 0, hangs = 0;
    double duration_s = 0;
    int exit_code = 0;
    bool interrupted = false;  // stopped early by Ctrl-C
};

struct Report {
    std::string tool_version;
    Host host;
    nlohmann::ordered_json options = nlohmann::ordered_json::object();
    std::vector<ScenarioResult> results;
    Summary summary;
    std::string source;  // the file it was read from (set by from_json, not written); merge lists these
};

// Wilson score interval for `failures` out of `n` at 95% (z = 1.959964); {0, 1} for n = 0: nothing is known.
std::array<double, 2> wilson_interval(uint64_t failures, uint64_t n);
// "0 failures in 300 iterations: failure rate below 1.0% with 95% confidence"
// "12 failures in 300 iterations: failure rate 4.0% (95% CI 2.3%-6.9%)"
std::string confidence_sentence(uint64_t failures, uint64_t n);

// Fills failure_rate and failure_rate_ci95 of every result and recomputes the summary, exit code included:
// 0 all as expected, 1 findings not expected, 3 a backend asked for by name was unavailable or broke
// (the caller marks those results "error" with a reason starting "backend:").
void finalize(Report& report);

nlohmann::ordered_json to_json(const Report& report);
Result<Report> from_json(const nlohmann::json& json, const std::string& file);
std::string to_junit(const Report& report);

// A report path of "-" means stdout.
inline constexpr const char* k_stdout_path = "-";
// Stdout, a pipe or a device: written once, at the end of a run, not rewritten after every result.
bool is_stream(const std::string& path);
// "-": stdout; else write_atomically (core/report/file_output.h): a reader never sees half a report.
Status write_output(const std::string& path, const std::string& content);
Status write_json(const Report& report, const std::string& path);
Status write_junit(const Report& report, const std::string& path);

// Joins reports of shards or machines: results are concatenated (the same scenario x backend x file in
// several reports is combined: iterations, failures, hangs add up, findings are joined up to max_findings
// per result, the rest counted in findings_dropped; the worst status wins), then finalized. Host and
// options are the first report's; options gain "merged_from": the sources of the inputs.
inline constexpr size_t k_merged_findings_limit = 50;
Result<Report> merge(const std::vector<Report>& reports, size_t max_findings = k_merged_findings_limit);

enum class Verbosity { quiet, normal, verbose };
// One line per scenario x backend, then the summary; verbose adds findings in full.
void print_text(const Report& report, std::ostream& out, Verbosity verbosity);
void print_result_line(const ScenarioResult& result, std::ostream& out, Verbosity verbosity);

}  // namespace syncstress::report
