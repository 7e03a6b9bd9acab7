#include "tool/exec.h"

#include "core/common/duration.h"
#include "core/common/types.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <thread>

namespace syncstress::tool {

namespace {

using Clock = std::chrono::steady_clock;
namespace fs = std::filesystem;

// Output is read in chunks of this size; of each line only the first k_match_window bytes are kept and matched,
// so that a run printing a gigabyte without a newline costs no more memory than a short line.
constexpr size_t k_read_chunk = 64 * 1024;
// A matched line is quoted in messages up to this many bytes.
constexpr size_t k_quoted_line = 240;

std::optional<std::regex> compile(const std::string& pattern) {
    if (pattern.empty()) return std::nullopt;
    auto flags = std::regex::ECMAScript;
#ifdef __GLIBCXX__
    // libstdc++'s default matcher recurses per character: `.*X` on a 64 KiB line overflows the stack. Its
    // Thompson matcher recurses per state of the pattern instead (patterns with back-references still recurse).
    flags |= std::regex_constants::__polynomial;
#endif
    return std::regex(pattern, flags);
}

// The window of the first line of the file that matches, if any.
std::optional<std::string> first_match(const std::string& path, const std::regex& re) {
    std::ifstream in(path, std::ios::binary);
    std::vector<char> chunk(k_read_chunk);
    std::string window;
    bool cut = false;  // the line is longer than its window
    auto matches = [&] {
        if (!cut && !window.empty() && window.back() == '\r') window.pop_back();
        return std::regex_search(window, re);
    };
    while (in) {
        in.read(chunk.data(), static_cast<std::streamsize>(chunk.size()));
        const auto* begin = chunk.data();
        const auto* end = begin + in.gcount();
        while (begin != end) {
            const auto* newline = std::find(begin, end, '\n');
            const size_t room = k_match_window - window.size();
            const size_t length = static_cast<size_t>(newline - begin);
            window.append(begin, std::min(length, room));
            cut = cut || length > room;
            if (newline == end) break;
            if (matches()) return window;
            window.clear();
            cut = false;
            begin = newline + 1;
        }
    }
    if (!window.empty() && matches()) return window;
    return std::nullopt;
}

std::string quote_line(std::string line) {
    if (line.size() > k_quoted_line) line.resize(k_quoted_line), line += "...";
    return line;
}

// Busy threads that keep the cores loaded while the runs go, so that timing-dependent bugs show.
class CpuStress {
public:
    explicit CpuStress(unsigned threads) {
        for (unsigned i = 0; i < threads; ++i)
            threads_.emplace_back([this] {
                volatile uint64_t sink = 0;
                while (!done_.load(std::memory_order_relaxed))
                    for (uint32_t k = 0; k < 4096; ++k) sink = sink + hash32(static_cast<uint32_t>(sink), k);
            });
    }
    ~CpuStress() {
        done_.store(true);
        for (auto& t : threads_) t.join();
    }

private:
    std::atomic<bool> done_{false};
    std::vector<std::thread> threads_;
};

// The failing runs kept as findings: the lowest indices, whatever order they end in.
void keep_finding(report::ScenarioResult& result, report::Finding finding, size_t limit) {
    auto at = std::upper_bound(result.findings.begin(), result.findings.end(), finding,
                               [](const report::Finding& a, const report::Finding& b) { return *a.iteration < *b.iteration; });
    result.findings.insert(at, std::move(finding));
    if (result.findings.size() > limit) {
        result.findings.pop_back();
        ++result.findings_dropped;
    }
}

std::string env_prefix(uint64_t index, uint64_t seed) { return shell_env_prefix(run_environment(index, seed)); }

// The files runs write their output into while they run: one per job, reused (truncated by the next run, not created
// and removed per run: an inode made and freed per run of `true` was a measurable part of exec's cost).
// A failing run's log that is kept is renamed DIR/run-INDEX.log; the rest are removed at the end.
class RunLogs {
public:
    explicit RunLogs(fs::path dir) : dir_(std::move(dir)) {}
    RunLogs(const RunLogs&) = delete;
    RunLogs& operator=(const RunLogs&) = delete;
    ~RunLogs() {
        std::error_code ignored;
        for (size_t i = 0; i < made_; ++i) fs::remove(name(i), ignored);
    }
    std::string take() {
        if (free_.empty()) return name(made_++);
        std::string path = std::move(free_.back());
        free_.pop_back();
        return path;
    }
    void give_back(std::string path) { free_.push_back(std::move(path)); }
    // Keeps a run's output as DIR/run-INDEX.log, its path; the reused file is made again by its next run.
    std::string keep(const std::string& path, uint64_t index) const {
        const std::string kept = (dir_ / ("run-" + std::to_string(index) + ".log")).generic_string();
        std::error_code ec;
        fs::rename(path, kept, ec);
        if (ec) fs::copy_file(path, kept, fs::copy_options::overwrite_existing, ec);  // a child left holding it (Windows)
        return ec ? path : kept;
    }

private:
    // One separator, "/", in reports on every OS.
    std::string name(size_t i) const { return (dir_ / (".running-" + std::to_string(i) + ".log")).generic_string(); }
    fs::path dir_;
    size_t made_ = 0;
    std::vector<std::string> free_;
};

// The three patterns of --failure, --fail-on-output and --ignore, compiled once.
struct Patterns {
    std::optional<std::regex> failure, fail_on_output, ignore;
};

// A run as it ended, judged by its exit and its output: failed, or not counted (unmatched, ignored), and why.
ExecRun judge_run(const ExecOptions& o, const Patterns& patterns, uint64_t index, const platform::ProcessOutcome& outcome,
                  const platform::ProcessSpec& spec, RunLogs& logs) {
    ExecRun run;
    run.index = index;
    run.seed = hash32(static_cast<uint32_t>(o.seed), static_cast<uint32_t>(run.index));
    run.outcome = outcome;
    run.failed = !outcome.succeeded();
    run.why = describe(outcome, spec);
    if (!run.failed && patterns.fail_on_output)
        if (auto line = first_match(spec.output, *patterns.fail_on_output)) {
            run.failed = true;
            run.why = "exit code 0, but the output matched --fail-on-output: " + quote_line(*line);
        }
    if (run.failed && patterns.failure && !first_match(spec.output, *patterns.failure)) {
        run.failed = false;
        run.unmatched = true;
        run.why += "; not counted, the output did not match --failure";
    }
    if (run.failed && patterns.ignore)
        if (auto line = first_match(spec.output, *patterns.ignore)) {
            run.failed = false;
            run.ignored = true;
            run.why += "; ignored, the output matched --ignore: " + quote_line(*line);
        }
    // Read back only where something shows it: a passing run's output is removed unread (one read and a seek less
    // per run).
    if (run.failed || run.ignored || run.unmatched) run.tail = platform::last_lines(spec.output, platform::k_tail_lines);
    if (run.failed && !o.logs_dir.empty()) run.log = logs.keep(spec.output, run.index);
    return run;
}

// The run counted into the result: its time, and a failure's finding.
void count_run(const ExecOptions& o, const ExecRun& run, double duration_s, ExecOutcome& out, report::Histogram& run_us) {
    report::ScenarioResult& r = out.result;
    ++r.iterations;
    run_us.record(duration_s * 1e6);
    out.ignored += run.ignored;
    out.unmatched += run.unmatched;
    if (!run.failed) return;
    ++r.failures;
    r.hangs += run.outcome.timed_out;
    report::Finding f;
    f.kind = run.outcome.timed_out ? report::FindingKind::hang : report::FindingKind::error;
    f.iteration = run.index;
    f.message = "run " + std::to_string(run.index) + ": " + run.why + (run.log.empty() ? "" : "; log: " + run.log);
    f.object = run.log;
    f.state = run.tail;
    f.repro = env_prefix(run.index, o.seed) + r.scenario;
    keep_finding(r, std::move(f), o.max_findings + 1);
}

// The result once the pool is done: its time and status. An Error when no run could start at all.
Result<ExecOutcome> close_result(ExecOutcome out, const std::optional<Error>& start_error, double duration_s,
                                 const report::Histogram& run_us) {
    report::ScenarioResult& r = out.result;
    r.duration_s = duration_s;
    r.timing.iteration_us = report::summarize(run_us);
    if (start_error) {
        if (r.iterations == 0 && !out.interrupted) return *start_error;
        r.status = report::ResultStatus::error;
        r.error = start_error->kind;
        r.reason = start_error->message;
    } else {
        r.status = r.hangs ? report::ResultStatus::hang : r.failures ? report::ResultStatus::fail : report::ResultStatus::pass;
    }
    return out;
}

}  // namespace

std::string describe(const platform::ProcessOutcome& o, const platform::ProcessSpec& spec) {
    if (o.timed_out) {
        const std::string after = "timed out after " + (spec.timeout ? format_duration(*spec.timeout) : std::string("its timeout"));
        if (o.kept_pid)
            return after + "; left running for a debugger (neither asked to stop nor killed): pid " + std::to_string(o.kept_pid);
        if (spec.kill_after.count() == 0) return after + "; its process tree was killed";
        return after + "; asked to stop, then: " + platform::exit_description(o) + "; its process tree was killed";
    }
    return platform::exit_description(o);
}

std::vector<std::pair<std::string, std::string>> run_environment(uint64_t index, uint64_t seed) {
    const uint32_t run_seed = hash32(static_cast<uint32_t>(seed), static_cast<uint32_t>(index));
    return {{"SYNCSTRESS_RUN_INDEX", std::to_string(index)}, {"SYNCSTRESS_SEED", std::to_string(run_seed)}};
}

Status check_exec_options(const ExecOptions& o) {
    if (o.command.empty())
        return make_error("exec: no command: write it after --, e.g. syncstress exec -- pytest -x tests/test_io.py", ErrorKind::bad_input);
    for (const auto& [name, pattern] : {std::pair{"--failure", &o.failure_regex}, std::pair{"--fail-on-output", &o.fail_on_output_regex},
                                        std::pair{"--ignore", &o.ignore_regex}}) {
        try {
            (void)compile(*pattern);
        } catch (const std::regex_error& e) {
            return make_error(std::string(name) + " '" + *pattern + "' is not a regular expression (ECMAScript): " + e.what(),
                              ErrorKind::bad_input);
        }
    }
    if (!o.logs_dir.empty()) {
        std::error_code ec;
        fs::create_directories(o.logs_dir, ec);
        if (ec) return make_error("--logs " + o.logs_dir + ": cannot create the folder: " + ec.message(), ErrorKind::io);
    }
    return {};
}

Result<ExecOutcome> run_exec(const ExecOptions& o, const std::function<void(const ExecRun&)>& on_run) {
    SYNCSTRESS_TRY(check_exec_options(o));
    const Patterns patterns{compile(o.failure_regex), compile(o.fail_on_output_regex), compile(o.ignore_regex)};

    // Runs write into the folder where failing runs' logs are kept (--logs), else into a private one.
    std::optional<platform::TempDir> scratch;
    if (o.logs_dir.empty()) {
        auto dir = platform::TempDir::create("syncstress-exec");
        if (!dir) return dir.error();
        scratch.emplace(std::move(*dir));
    }
    RunLogs logs(scratch ? fs::path(scratch->path()) : fs::path(o.logs_dir));

    ExecOutcome out;
    report::ScenarioResult& r = out.result;
    r.scenario = shell_join(o.command);
    r.backend = "exec";
    r.repro = r.scenario;

    const auto started = Clock::now();
    const auto deadline = o.duration ? std::optional(started + *o.duration) : std::nullopt;
    // Pool task p is run shard.index + p * shard.count: indices, hence seeds, are the same whatever the sharding.
    auto run_index = [&](uint64_t p) { return o.shard.index + p * o.shard.count; };
    report::Progress progress{r.scenario, "exec"};
    if (!deadline) progress.total = shard_items(static_cast<size_t>(o.runs), o.shard).size();
    if (o.duration) progress.duration_s = std::chrono::duration<double>(*o.duration).count();

    std::optional<Error> start_error;
    report::Histogram run_us;
    std::map<uint64_t, platform::ProcessSpec> specs;

    CpuStress stress(o.cpu_stress);
    platform::PoolOptions pool;
    pool.workers = o.jobs;
    pool.stop = o.stop;
    pool.stop_grace = o.stop_grace;
    pool.keep_hung = o.keep_hung ? 1 : 0;
    auto next = [&](uint64_t p) -> std::optional<platform::ProcessSpec> {
        const uint64_t index = run_index(p);
        if (start_error || (deadline ? Clock::now() >= *deadline : index >= o.runs)) return std::nullopt;
        platform::ProcessSpec spec;
        spec.argv = o.command;
        spec.env = run_environment(index, o.seed);
        spec.output = logs.take();
        spec.timeout = o.timeout;
        spec.kill_after = o.kill_after;
        specs[p] = spec;
        return spec;
    };
    auto done = [&](uint64_t p, const Result<platform::ProcessOutcome>& outcome) {
        const platform::ProcessSpec spec = std::move(specs[p]);
        specs.erase(p);
        // Free for the next run, which starts after this function returns: this run's output is read below. A run
        // left running for a debugger (--keep-hung) still writes into its file: that one is not reused.
        if (!outcome || !outcome->kept_pid) logs.give_back(spec.output);
        if (!outcome) {
            if (!start_error) start_error = outcome.error();
            return;
        }
        if (outcome->stopped) {  // cut short by Ctrl-C: neither a pass nor a failure
            out.interrupted = true;
            return;
        }
        const ExecRun run = judge_run(o, patterns, run_index(p), *outcome, spec, logs);
        count_run(o, run, outcome->duration_s, out, run_us);
        if (on_run) on_run(run);
        if (o.on_progress) {
            progress.iteration = r.iterations;
            progress.failures = r.failures;
            progress.elapsed_s = std::chrono::duration<double>(Clock::now() - started).count();
            o.on_progress(progress);
        }
    };
    platform::run_pool(pool, next, done);
    out.interrupted = out.interrupted || (o.stop && o.stop->load());
    return close_result(std::move(out), start_error, std::chrono::duration<double>(Clock::now() - started).count(), run_us);
}

}  // namespace syncstress::tool
