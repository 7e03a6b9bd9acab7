// syncstress: the command line. The only place that prints to the user, installs signal handlers and exits.
#include "core/backends/registry.h"
#include "core/build_info/build_info.h"
#include "core/engine/engine.h"
#include "core/report/file_output.h"
#include "core/report/progress.h"
#include "core/report/report.h"
#include "core/scenario/loader.h"
#include "core/sync/calibration_cache.h"
#include "tool/adapter_options.h"
#include "tool/cli_docs.h"
#include "tool/cli_options.h"
#include "tool/commands/conformance_command.h"
#include "tool/exec.h"
#include "tool/parallel.h"
#include "tool/process.h"
#include "tool/report_command.h"
#include "tool/shard.h"
#include "tool/stacks.h"
#include "tool/stop.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <set>


namespace {

using namespace syncstress;

constexpr int k_exit_ok = 0;
constexpr int k_exit_usage = 2;

std::atomic<bool> g_stop{false};

// run and exec: Ctrl-C, SIGTERM and a parent's stop end the run with its reports written (tool/stop.h); every
// child tree is ours to kill (tool/process.h).
void handle_stops() {
    tool::install_stop_handlers(g_stop);
    tool::dump_stacks_on_quit();
    tool::watch_parent_stop(g_stop);
    tool::contain_descendants();
}

struct CommonOptions {
    std::vector<std::string> paths;
    std::vector<std::string> tags;
    std::string json, junit;
    std::vector<std::string> labels;  // KEY=VALUE
    bool quiet = false, verbose = false;
    std::optional<std::string> progress;  // --progress; unset: auto, or off with -q
    std::chrono::nanoseconds progress_interval = report::k_default_heartbeat;
    report::Verbosity verbosity() const {
        return quiet ? report::Verbosity::quiet : verbose ? report::Verbosity::verbose : report::Verbosity::normal;
    }
};

// Every duration option's rules (core/common/duration.h). What zero means is said in --help and the README: for a
// bound (exec --timeout) no limit; for an amount (--kill-after, a --perturb delay) none; refused where it makes no sense.
DurationRules budget_rules() {
    DurationRules r;
    r.zero_allowed = false;
    r.zero_refused = "a time budget must be above zero, e.g. 30s or 10m";
    return r;
}
DurationRules hang_timeout_rules() {
    DurationRules r;
    r.zero_allowed = false;
    r.zero_refused = "the watchdog needs a bound above zero, e.g. 2s (a blocking op without one could wait forever)";
    return r;
}
// Child processes are waited for in whole milliseconds (poll, WaitForMultipleObjects).
DurationRules child_wait_rules() {
    DurationRules r;
    r.resolution = std::chrono::milliseconds(1);
    return r;
}
DurationRules heartbeat_rules() {
    DurationRules r = child_wait_rules();
    r.zero_allowed = false;
    r.zero_refused = "a heartbeat needs an interval above zero, e.g. 10s (--progress off for none)";
    return r;
}

struct RunFlags {
    std::string backend = "all";
    std::optional<uint64_t> iterations;  // unset: 100, or with --until-fail alone, until a failure
    std::optional<std::chrono::nanoseconds> duration;
    bool until_fail = false;
    uint64_t seed = 1;
    std::string perturb;
    std::vector<std::string> inject;
    std::chrono::nanoseconds hang_timeout = std::chrono::seconds(2);
    bool validate = false;
    bool no_cache = false;
    size_t jobs = 1;
    bool isolate = false;
    std::optional<std::string> shard;
    std::optional<uint64_t> shard_count;
    bool skip_unavailable = false;  // hidden: a worker of a run whose backends were not named
    std::vector<std::string> adapter_options;  // KEY=VALUE
};

// A worker that outlives this is wedged past its own watchdog: start-up (loading a driver, building
// pipelines, the analysis) plus, per iteration, a hang's worst case (the blocking op, two recovery rounds
// and the drain, each bounded by --hang-timeout).
constexpr auto k_worker_startup = std::chrono::seconds(30);
constexpr int k_worker_timeouts_per_iteration = 4;
constexpr size_t k_max_workers = 256;

std::optional<std::chrono::nanoseconds> worker_deadline(const engine::RunOptions& o) {
    using seconds = std::chrono::duration<double>;
    const auto per_iteration = o.hang_timeout * k_worker_timeouts_per_iteration;
    if (o.duration) return *o.duration + k_worker_startup + per_iteration;
    const double bound = seconds(k_worker_startup).count() + static_cast<double>(o.iterations) * seconds(per_iteration).count();
    if (bound > 365.0 * 24 * 3600) return std::nullopt;  // no useful bound (--until-fail alone): Ctrl-C ends it
    return std::chrono::duration_cast<std::chrono::nanoseconds>(seconds(bound));
}

void usage_error(const std::string& message) { std::cerr << "syncstress: " << message << "\n"; }

// Loads every scenario under PATHs; on any error prints them all and returns nullopt (exit 2).
std::optional<std::vector<scenario::Scenario>> load_all(const CommonOptions& c) {
    std::vector<std::string> links;
    auto files = scenario::find_scenario_files(c.paths, &links);
    for (const auto& link : links)
        std::cerr << "syncstress: warning: " << link << " is a symbolic link to a folder, not followed (a link can make a loop): "
                  << "name it on the command line to include its scenarios\n";
    if (!files) {
        usage_error(files.error().message);
        return std::nullopt;
    }
    std::vector<scenario::Scenario> out;
    bool failed = false;
    std::map<std::string, std::string> names;
    for (const auto& file : *files) {
        auto loaded = scenario::load_scenario_file(file);
        for (const auto& e : loaded.errors) std::cerr << e.to_string() << "\n";
        if (!loaded.scenario) {
            failed = true;
            continue;
        }
        auto& sc = *loaded.scenario;
        if (auto [it, fresh] = names.emplace(sc.name, file); !fresh) {
            std::cerr << file << ": name: scenario name '" << sc.name << "' is also used by " << it->second
                      << "; names must be unique within a run\n";
            failed = true;
            continue;
        }
        if (!c.tags.empty()) {
            bool match = false;
            for (const auto& t : sc.tags) match = match || std::find(c.tags.begin(), c.tags.end(), t) != c.tags.end();
            if (!match) continue;
        }
        out.push_back(std::move(sc));
    }
    if (failed) {
        std::cerr << "syncstress: fix the scenario errors above (SCENARIO-FORMAT.md describes the format)\n";
        return std::nullopt;
    }
    if (out.empty()) {
        usage_error(c.tags.empty() ? "no scenario files (*.json) found under the given paths"
                                   : "no scenario matches the given --tag");
        return std::nullopt;
    }
    return out;
}

// Incremental writes (after each result) skip stdout, pipes and devices: those get the final report once.
enum class Write { incremental, final };

bool write_reports(const report::Report& rep, const CommonOptions& c, Write when = Write::final) {
    bool ok = true;
    auto write = [&](const std::string& path, auto writer) {
        if (path.empty() || (when == Write::incremental && report::is_stream(path))) return;
        if (auto s = writer(rep, path); !s) {
            std::cerr << "syncstress: " << s.error().message << "\n";
            ok = false;
        }
    };
    write(c.json, report::write_json);
    write(c.junit, report::write_junit);
    return ok;
}

// Before anything runs: the report paths differ and can be written. A run of hours must not end in
// "cannot write".
bool check_outputs(const CommonOptions& c) {
    if (!c.json.empty() && !c.junit.empty() && report::same_file(c.json, c.junit)) {
        usage_error("--json and --junit both name " + c.junit + "; give them different files");
        return false;
    }
    for (const auto& [option, path] : {std::pair{"--json", &c.json}, std::pair{"--junit", &c.junit}}) {
        if (path->empty() || *path == report::k_stdout_path) continue;
        if (auto s = report::check_writable(*path); !s) {
            usage_error(std::string(option) + ": " + s.error().message +
                        "; give a file in a folder that exists and that you can write (or - for stdout)");
            return false;
        }
    }
    return true;
}

// Checked before anything runs: the report paths, and the labels (returned).
std::optional<std::map<std::string, std::string>> check_report_options(const CommonOptions& c) {
    auto labels = report::parse_labels(c.labels);
    if (!labels) return usage_error(labels.error().message), std::nullopt;
    if (!check_outputs(c)) return std::nullopt;
    return *labels;
}

// Who and where: the labels given and the CI job from the environment.
void identify(report::Report& rep, std::map<std::string, std::string> labels) {
    rep.labels = std::move(labels);
    rep.ci = report::detect_ci(tool::process_environment());
}

// The report as it stands now: finished now, complete or not, summary and exit code recomputed. After a
// stop request the final report carries the process's exit code, 128 + the signal.
void close_report(report::Report& rep, bool complete) {
    rep.complete = complete;
    report::stamp_finish(rep);
    report::finalize(rep);
    if (complete && rep.summary.interrupted && tool::interrupted_exit_code()) rep.summary.exit_code = tool::interrupted_exit_code();
}

// Where the per-result lines and the summary go: stdout, unless a report goes there.
std::ostream& text_out(const CommonOptions& c) {
    return c.json == report::k_stdout_path || c.junit == report::k_stdout_path ? std::cerr : std::cout;
}

// A result as it comes (core/report's text, the tested one): skips are held back, to be folded at the end.
void print_result(const report::ScenarioResult& r, report::Verbosity verbosity, std::ostream& out) {
    if (r.status != report::ResultStatus::skip) report::print_result_line(r, out, verbosity);
}

// The end of run, analyze, merge and exec: the skips folded per backend and reason, then the summary line.
void print_closing(const report::Report& rep, report::Verbosity verbosity, std::ostream& out) {
    report::print_skips(rep.results, out, verbosity);
    report::print_summary(rep, out);
}

// The progress of run and exec (--progress, --progress-interval), on stderr: off with -q unless asked for.
std::unique_ptr<report::ProgressLine> make_progress(const CommonOptions& c) {
    const std::string word = c.progress.value_or(c.quiet ? "off" : "auto");
    auto mode = report::progress_mode(word, stderr);
    return std::make_unique<report::ProgressLine>(stderr, mode.value_or(report::ProgressMode::off), c.progress_interval);
}

void add_progress_options(CLI::App* cmd, CommonOptions& c) {
    cmd->add_option("--progress", c.progress,
                    "auto (default): a status line redrawn on a terminal, else (a CI log) a line every --progress-interval; "
                    "tty, lines, off. -q means off unless --progress is given")
        ->check(CLI::IsMember(std::vector<std::string>(std::begin(report::k_progress_modes), std::end(report::k_progress_modes))));
    tool::add_duration(cmd, "--progress-interval", c.progress_interval, heartbeat_rules(),
                       "How often --progress lines prints a line (resolution 1ms)");
}

// The shard of this process (--shard, --shard-count, or the CI variables); prints where it came from.
std::optional<tool::Shard> choose_shard(const std::optional<std::string>& flag, std::optional<uint64_t> count) {
    auto shard = tool::choose_shard(flag, count, tool::process_environment());
    if (!shard) return usage_error(shard.error().message), std::nullopt;
    if (shard->sharded()) {
        std::cerr << "syncstress: shard " << tool::to_string(*shard) << " (" << shard->source << ")\n";
        // GoogleTest's protocol: a test program that shards touches this file to say so.
        if (const char* status = std::getenv("GTEST_SHARD_STATUS_FILE")) std::ofstream(status, std::ios::app);
    }
    return *shard;
}

void add_shard_options(CLI::App* cmd, std::optional<std::string>& shard, std::optional<uint64_t>& count, const char* what) {
    cmd->add_option("--shard", shard, std::string("I/N: run only shard I of N (1-based) of the ") + what +
                                          ": item k goes to shard k mod N. Without it, GTEST_SHARD_INDEX/GTEST_TOTAL_SHARDS and "
                                          "CI_NODE_INDEX/CI_NODE_TOTAL (GitLab) are honoured");
    cmd->add_option("--shard-count", count, "N shards, this one JOB_COMPLETION_INDEX (a Kubernetes Indexed Job)");
}

void add_common(CLI::App* cmd, CommonOptions& c, bool with_reports) {
    cmd->add_option("paths", c.paths, "Scenario files, or folders searched recursively for *.json")->required();
    cmd->add_option("--tag", c.tags, "Only scenarios with this tag (repeatable)");
    if (with_reports) {
        cmd->add_option("--label", c.labels, "KEY=VALUE written into the report's labels (repeatable), e.g. --label gpu=h200");
        cmd->add_option("--json", c.json, "Write the report as JSON (syncstress/report@2) to this file (- for stdout; the text then goes to stderr)");
        cmd->add_option("--junit", c.junit, "Write a JUnit XML report to this file (- for stdout)");
    }
    cmd->add_flag("-q,--quiet", c.quiet, "Print only failures and the summary");
    cmd->add_flag("-v,--verbose", c.verbose, "Print every finding in full");
}

// --adapter-option KEY=VALUE, each checked (tool/adapter_options.h); a usage error names the bad one.
std::optional<std::vector<std::pair<std::string, std::string>>> adapter_options(const std::vector<std::string>& given) {
    auto options = tool::parse_adapter_options(given);
    if (!options) return usage_error(options.error().message), std::nullopt;
    return std::move(*options);
}

int cmd_run(const CommonOptions& c, const RunFlags& f, const std::vector<std::string>& argv) {
    using engine::RunOptions;
    RunOptions o;
    auto backends = engine::resolve_backends(f.backend);
    if (!backends) return usage_error(backends.error().message), k_exit_usage;
    o.backends = *backends;
    auto adapter = adapter_options(f.adapter_options);
    if (!adapter) return k_exit_usage;
    o.adapter_options = std::move(*adapter);
    if (f.iterations == 0u)
        return usage_error("--iterations 0: a run needs at least one iteration; to check scenarios without running "
                           "them, use 'syncstress analyze'"),
               k_exit_usage;
    if (f.iterations) o.iterations = *f.iterations;
    o.until_fail = f.until_fail;
    o.seed = f.seed;
    o.duration = f.duration;
    if (!f.duration && f.until_fail && !f.iterations) {
        o.iterations = engine::k_until_fail_alone;  // --until-fail alone loops until a failure or Ctrl-C
    }
    {
        auto p = engine::parse_perturbation(f.perturb.empty() ? "auto" : f.perturb);
        if (!p) return usage_error(p.error().message), k_exit_usage;
        o.perturb = *p;
    }
    for (const auto& list : f.inject) {
        size_t start = 0;
        while (start <= list.size()) {
            size_t end = list.find(',', start);
            std::string name = list.substr(start, end == std::string::npos ? std::string::npos : end - start);
            auto fault = sync::parse_fault(name);
            if (!fault) {
                std::string known;
                for (auto k : sync::all_faults()) known += (known.empty() ? "" : ", ") + std::string(sync::to_string(k));
                return usage_error("--inject: unknown fault '" + name + "'; the faults are " + known), k_exit_usage;
            }
            o.faults.add(*fault);
            if (end == std::string::npos) break;
            start = end + 1;
        }
    }
    o.hang_timeout = f.hang_timeout;
    o.validate = f.validate;
    o.use_cache = !f.no_cache;

    if (f.skip_unavailable) o.backends.named = false;
    if (const char* inherited = std::getenv(tool::k_host_backends_variable)) {
        auto backends = report::backends_from_json(nlohmann::json::parse(inherited, nullptr, false), tool::k_host_backends_variable);
        if (!backends)
            return usage_error(backends.error().message + "; it is set by a run for its workers: unset it"), k_exit_usage;
        o.host_backends = *backends;
    }
    auto shard = choose_shard(f.shard, f.shard_count);
    if (!shard) return k_exit_usage;
    auto labels = check_report_options(c);
    if (!labels) return k_exit_usage;
    std::ostream& out = text_out(c);

    auto scenarios = load_all(c);
    if (!scenarios) return k_exit_usage;

    // Jobs in file order, then backend order; a shard takes every job k with k mod N = its index.
    std::vector<tool::Job> all_jobs;
    std::vector<const scenario::Scenario*> job_scenarios;
    for (const auto& sc : *scenarios)
        for (const auto& backend : engine::backends_for(sc, o.backends)) {
            all_jobs.push_back({sc.name, sc.file, backend, sc.expect});
            job_scenarios.push_back(&sc);
        }
    const auto selected = tool::shard_items(all_jobs.size(), *shard);

    report::Report rep = engine::new_report(o, argv);
    identify(rep, std::move(*labels));
    if (shard->sharded()) rep.options["shard"] = tool::to_string(*shard);
    if (f.jobs > 1) rep.options["jobs"] = f.jobs;
    if (f.isolate) rep.options["isolate"] = true;
    // The jobs without a result yet: the report lists them until they have one.
    std::vector<tool::Job> pending;
    for (size_t k : selected) pending.push_back(all_jobs[k]);
    auto list_pending = [&] {
        rep.not_run.clear();
        for (const auto& job : pending) rep.not_run.push_back({job.scenario, job.backend, job.file});
    };
    list_pending();
    // Before the first report is on disk: a Ctrl-C once it is there must end in the final report (exit 130),
    // not kill the process and leave it incomplete.
    handle_stops();
    close_report(rep, false);
    write_reports(rep, c, Write::incremental);
    auto progress = make_progress(c);
    const bool show_progress = progress->enabled();
    auto on_result = [&](const report::ScenarioResult& r) {
        progress->clear();
        print_result(r, c.verbosity(), out);
        out.flush();
        // Rewrite the report after every result, so that a crash or a kill still leaves one on disk.
        rep.results.push_back(r);
        auto job = std::find_if(pending.begin(), pending.end(), [&](const tool::Job& j) {
            return j.scenario == r.scenario && j.backend == r.backend && j.file == r.file;
        });
        if (job != pending.end()) pending.erase(job);
        list_pending();
        close_report(rep, false);
        write_reports(rep, c, Write::incremental);
    };
    bool interrupted = false;
    if (f.isolate || f.jobs > 1) {
        tool::WorkerOptions w;
        w.program = tool::self_path(argv.front());
        w.run = o;
        w.workers = f.jobs;
        w.stop = &g_stop;
        w.on_result = on_result;
        w.env = {{tool::k_host_backends_variable, report::to_json(rep.host.backends).dump()}};
        if (show_progress) w.on_progress = [&](const report::Progress& p) { progress->update(p); };
        w.deadline = worker_deadline(o);
        std::vector<tool::Job> jobs;
        for (size_t k : selected) jobs.push_back(all_jobs[k]);
        auto done = tool::run_in_workers(jobs, w);
        if (!done) return usage_error(done.error().message), k_exit_usage;
        interrupted = done->interrupted;
    } else {
        RunOptions local = o;
        size_t job = 0;
        // A scenario runs on several backends: analyse it once.
        std::map<const scenario::Scenario*, std::vector<report::Finding>> analyses;
        for (size_t k : selected) {
            if (g_stop.load()) break;
            ++job;
            local.on_progress = nullptr;
            if (show_progress)
                local.on_progress = [&](const report::Progress& p) {
                    report::Progress q = p;
                    q.job = job;
                    q.jobs = selected.size();
                    progress->update(q);
                };
            local.stop = &g_stop;
            const auto* sc = job_scenarios[k];
            auto analysis = analyses.find(sc);
            if (analysis == analyses.end()) analysis = analyses.emplace(sc, engine::analysis_findings(*sc)).first;
            on_result(engine::run_one(*sc, all_jobs[k].backend, local, &analysis->second));
        }
        interrupted = g_stop.load();
    }
    progress.reset();
    for (const auto& note : sync::take_calibration_notes()) std::cerr << "syncstress: note: " << note << "\n";
    rep.summary.interrupted = interrupted;
    // Stopped early: the jobs that did not run are results, skipped for that reason.
    for (const auto& job : pending) {
        report::ScenarioResult r;
        r.scenario = job.scenario;
        r.file = job.file;
        r.backend = job.backend;
        r.expect = job.expect;
        r.status = report::ResultStatus::skip;
        r.reason = interrupted ? "interrupted" : "no result came back for this job";
        rep.results.push_back(std::move(r));
    }
    pending.clear();
    rep.not_run.clear();
    close_report(rep, true);
    if (!write_reports(rep, c)) return k_exit_usage;
    print_closing(rep, c.verbosity(), out);
    return rep.summary.exit_code;
}

int cmd_analyze(const CommonOptions& c, const std::vector<std::string>& argv) {
    auto labels = check_report_options(c);
    if (!labels) return k_exit_usage;
    std::ostream& out = text_out(c);
    auto scenarios = load_all(c);
    if (!scenarios) return k_exit_usage;
    engine::RunOptions o;
    report::Report rep = engine::new_report(o, argv);
    identify(rep, std::move(*labels));
    rep.options = {{"command", "analyze"}, {"command_line", argv}, {"backends", nlohmann::ordered_json::array()}};
    for (const auto& sc : *scenarios) {
        report::ScenarioResult r;
        r.scenario = sc.name;
        r.file = sc.file;
        r.backend = "analysis";
        r.expect = sc.expect;
        r.findings = engine::analysis_findings(sc);
        bool found_expected = false, unexpected = false;
        for (const auto& f : r.findings) {
            found_expected = found_expected || f.expected;
            unexpected = unexpected || (!f.expected && !f.warning);
        }
        if (sc.expect == scenario::Expect::pass) {
            r.status = unexpected ? report::ResultStatus::fail : report::ResultStatus::pass;
        } else {
            r.status = found_expected ? report::ResultStatus::expected : report::ResultStatus::fail;
            const std::string expect = to_string(r.expect);
            r.reason = found_expected ? "the analysis found the " + expect + " the scenario expects"
                                      : "expect: " + expect + ", but the analysis found none";
        }
        report::print_result_line(r, out, c.verbosity());
        rep.results.push_back(std::move(r));
    }
    close_report(rep, true);
    if (!write_reports(rep, c)) return k_exit_usage;
    report::print_summary(rep, out);
    return rep.summary.exit_code;
}

int cmd_list(const CommonOptions& c) {
    auto scenarios = load_all(c);
    if (!scenarios) return k_exit_usage;
    for (const auto& sc : *scenarios) {
        std::string sides;
        std::set<std::string> seen;
        for (const auto& q : sc.queues)
            if (seen.insert(to_string(q.side)).second) sides += (sides.empty() ? "" : "+") + std::string(to_string(q.side));
        std::cout << sc.name << "  expect=" << scenario::to_string(sc.expect) << "  queues=" << sc.queues.size() << " (" << sides
                  << ")  steps=" << sc.steps.size();
        if (!sc.tags.empty()) {
            std::cout << "  tags=";
            for (size_t i = 0; i < sc.tags.size(); ++i) std::cout << (i ? "," : "") << sc.tags[i];
        }
        std::cout << "  " << sc.file << "\n";
        if (c.verbose && !sc.description.empty()) std::cout << "    " << sc.description << "\n";
    }
    return k_exit_ok;
}

// Every built-in backend, or those `spec` names (a runtime adapter among them): probed, and created where available.
int cmd_backends(bool json, const std::string& spec, const std::vector<std::string>& options_given) {
    auto options = adapter_options(options_given);
    if (!options) return k_exit_usage;
    std::vector<const backends::BackendEntry*> entries;
    if (spec.empty()) {
        for (const auto& entry : backends::all_backends()) entries.push_back(&entry);
    } else {
        auto choice = engine::resolve_backends(spec);
        if (!choice) return usage_error(choice.error().message), k_exit_usage;
        for (const auto& name : choice->names) entries.push_back(backends::find_backend(name));
    }
    std::vector<report::BackendStatus> described;
    for (const auto* entry : entries) described.push_back(engine::describe_backend(*entry, sync::BackendOptions{false, *options}));
    if (json) {
        std::cout << report::to_json(described).dump(2) << "\n";
        return k_exit_ok;
    }
    for (const auto& b : described) {
        std::cout << b.name << ": " << (b.available ? "available" : "unavailable") << "\n";
        if (!b.available) std::cout << "  why: " << b.reason << "\n";
        if (b.adapter) std::cout << "  adapter: " << b.adapter->name << " " << b.adapter->version << " (" << b.adapter->path << ")\n";
        if (!b.device.empty()) std::cout << "  device: " << b.device << "\n";
        if (!b.driver.empty()) std::cout << "  driver: " << b.driver << "\n";
        if (!b.api_version.empty()) std::cout << "  api: " << b.api_version << "\n";
        if (!b.queue_mapping.empty()) std::cout << "  queues: " << b.queue_mapping << "\n";
        for (const auto& n : b.notes) std::cout << "  note: " << n << "\n";
    }
    // A backend named and unavailable is exit 3, as for run.
    const bool all_there = std::all_of(described.begin(), described.end(), [](const auto& b) { return b.available; });
    return spec.empty() || all_there ? k_exit_ok : report::exit_code(ErrorKind::backend_unavailable);
}

int cmd_merge(const std::vector<std::string>& inputs, const CommonOptions& c) {
    if (!check_report_options(c)) return k_exit_usage;
    std::vector<report::Report> reports;
    for (const auto& file : inputs) {
        auto r = report::read_json_report(file);
        if (!r) return usage_error(r.error().message), k_exit_usage;
        reports.push_back(std::move(*r));
    }
    auto merged = report::merge(reports);
    if (!merged) return usage_error(merged.error().message), k_exit_usage;
    merged->options.erase("shard");  // the merged report is no longer one shard
    if (!write_reports(*merged, c)) return k_exit_usage;
    std::ostream& out = text_out(c);
    for (const auto& r : merged->results) print_result(r, c.verbosity(), out);
    print_closing(*merged, c.verbosity(), out);
    return merged->summary.exit_code;
}

struct ExecFlags {
    std::vector<std::string> command;
    std::optional<uint64_t> runs;
    std::optional<std::chrono::nanoseconds> duration;
    size_t jobs = 1;
    std::chrono::nanoseconds timeout = std::chrono::minutes(10);  // zero: no limit
    std::chrono::nanoseconds kill_after = std::chrono::seconds(10);
    bool keep_hung = false;
    std::string failure, fail_on_output, ignore, logs;
    unsigned cpu_stress = 0;
    uint64_t seed = 1;
    std::optional<std::string> shard;
    std::optional<uint64_t> shard_count;
};

int cmd_exec(const ExecFlags& f, const CommonOptions& c, const std::vector<std::string>& argv) {
    tool::ExecOptions o;
    o.command = f.command;
    if (f.runs) o.runs = *f.runs;
    o.duration = f.duration;
    if (f.timeout.count() > 0) o.timeout = f.timeout;
    o.kill_after = f.kill_after;
    o.keep_hung = f.keep_hung;
    o.jobs = f.jobs;
    o.failure_regex = f.failure;
    o.fail_on_output_regex = f.fail_on_output;
    o.ignore_regex = f.ignore;
    o.logs_dir = f.logs;
    o.cpu_stress = f.cpu_stress;
    o.seed = f.seed;
    auto shard = choose_shard(f.shard, f.shard_count);
    if (!shard) return k_exit_usage;
    o.shard = *shard;
    if (auto s = tool::check_exec_options(o); !s) return usage_error(s.error().message), k_exit_usage;
    auto labels = check_report_options(c);
    if (!labels) return k_exit_usage;
    std::ostream& out = text_out(c);

    report::Report rep;
    report::start(rep);
    engine::describe_tool(rep);
    rep.host = engine::describe_host();
    identify(rep, std::move(*labels));
    // The names and types of run's options (core/engine/host_info.cpp): durations in seconds, no limit as null.
    auto& opts = rep.options;
    opts = {{"command", "exec"}, {"command_line", argv}, {"exec_command", f.command}, {"seed", f.seed}, {"jobs", f.jobs}};
    if (o.duration) opts["duration_s"] = to_seconds(*o.duration);
    else opts["runs"] = o.runs;
    opts["timeout_s"] = o.timeout ? nlohmann::ordered_json(to_seconds(*o.timeout)) : nlohmann::ordered_json(nullptr);
    opts["kill_after_s"] = to_seconds(o.kill_after);
    if (o.keep_hung) opts["keep_hung"] = true;
    if (!f.failure.empty()) opts["failure"] = f.failure;
    if (!f.fail_on_output.empty()) opts["fail_on_output"] = f.fail_on_output;
    if (!f.ignore.empty()) opts["ignore"] = f.ignore;
    if (!f.logs.empty()) opts["logs"] = f.logs;
    if (f.cpu_stress) opts["cpu_stress"] = f.cpu_stress;
    if (shard->sharded()) opts["shard"] = tool::to_string(*shard);

    auto progress = make_progress(c);
    if (progress->enabled()) o.on_progress = [&](const report::Progress& p) { progress->update(p); };
    o.stop = &g_stop;
    auto on_run = [&](const tool::ExecRun& run) {
        if (!run.failed && !((run.ignored || run.unmatched) && c.verbose)) return;
        progress->clear();
        out << (run.failed ? "FAIL" : run.ignored ? "IGNORED" : "UNMATCHED") << "  run " << run.index << " (SYNCSTRESS_SEED=" << run.seed
            << "): " << run.why << (run.log.empty() ? "" : "; log: " + run.log) << "\n";
        if (c.verbose)
            for (const auto& line : run.tail) out << "    | " << line << "\n";
        out.flush();
    };
    handle_stops();
    auto outcome = tool::run_exec(o, on_run);
    progress.reset();
    if (!outcome) return usage_error(outcome.error().message), k_exit_usage;
    rep.results.push_back(outcome->result);
    rep.summary.interrupted = outcome->interrupted;
    close_report(rep, true);
    if (!write_reports(rep, c)) return k_exit_usage;
    print_result(rep.results.front(), c.verbosity(), out);
    auto not_counted = [&](uint64_t n, const char* why) {
        if (n) out << "    " << n << " failing run" << (n == 1 ? "" : "s") << " not counted: " << why << "\n";
    };
    not_counted(outcome->unmatched, "the output did not match --failure");
    not_counted(outcome->ignored, "the output matched --ignore");
    print_closing(rep, c.verbosity(), out);
    return rep.summary.exit_code;
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args(argv, argv + argc);
    CLI::App app{"syncstress: finds synchronization bugs between a host, GPU queues and CUDA streams.\n"
                 "Scenarios (JSON, SCENARIO-FORMAT.md) are proven race- and deadlock-free by analysis, then run\n"
                 "thousands of times on the cpu, vulkan, cuda and vulkan+cuda backends and checked against a model.\n"
                 "Exit codes: 0 all as expected, 1 findings, 2 bad input or usage, 3 a named backend unavailable or broken.",
                 "syncstress"};
    app.set_version_flag("--version", version_text(), "Print the version, commit, build type, compiler, backends and adapter ABI, and exit");
    app.allow_windows_style_options(false);  // "/path/to/file" is a path, also on Windows
    app.require_subcommand(1);

    CommonOptions common;
    RunFlags flags;
    auto* run = app.add_subcommand("run", "Analyse, then stress-run scenarios on backends and compare with the model");
    add_common(run, common, true);
    run->add_option("--backend", flags.backend, "cpu, vulkan, cuda, vulkan+cuda, a comma list, all (every available one; others skipped) "
                                                "or auto (each scenario on the most capable available backend that runs it)")
        ->capture_default_str();
    run->add_option("--iterations,-n", flags.iterations, "Iterations per scenario x backend (at least 1; default 100)");
    tool::add_duration(run, "--duration", flags.duration, budget_rules(),
                       "Time budget per scenario x backend instead of --iterations (e.g. 30s, 1m30s, 2h; above zero)");
    run->add_flag("--until-fail", flags.until_fail, "Stop a scenario x backend at its first failing iteration (alone: loop until one fails)");
    run->add_option("--seed", flags.seed, "Seed of the perturbation and of $iteration-free randomness")->capture_default_str();
    run->add_option("--perturb", flags.perturb, "auto (default): each iteration delays one ordering point the analysis found (a race's first access, a submission's work, a host signal), sized from the backend's measured round trip; DELAY[,JITTER]: random device-side delays up to DELAY before about half the queue ops and host sleeps up to JITTER (e.g. 1ms,200us); off")
        ->check(CLI::Validator(
            [](std::string& text) {
                auto p = engine::parse_perturbation(text);
                if (p) return std::string();
                const std::string message = p.error().message, own = "--perturb ";  // CLI11 names the option itself
                return message.rfind(own, 0) == 0 ? message.substr(own.size()) : message;
            },
            "", "perturbation"))
        ->type_name("auto|DELAY[,JITTER]|off");
    run->add_option("--inject", flags.inject, "Switch off one rule of the sync core to see a real bug: deferred-sync, stage-at-submit, drop-wait, early-signal, no-barrier, lost-signal (comma list or repeated)");
    tool::add_duration(run, "--hang-timeout", flags.hang_timeout, hang_timeout_rules(),
                       "Watchdog bound of every blocking host op (e.g. 500ms, 2s; above zero)");
    add_progress_options(run, common);
    run->add_option("--adapter-option", flags.adapter_options,
                    "KEY=VALUE handed to a runtime adapter (--backend adapter:PATH or adapter:python:FILE.py); repeatable");
    run->add_flag("--validate", flags.validate, "Vulkan: run with the Khronos validation layer, synchronization validation on; messages become findings");
    run->add_flag("--no-cache", flags.no_cache, "Measure what a perturbation needs (delay speed, round trips) again instead of reading the calibration cache in the user's cache folder, and leave it untouched");
    run->add_option("-j,--jobs", flags.jobs, "Run N scenario x backend jobs at once, each in a worker process (implies --isolate)")
        ->check(CLI::Range(size_t{1}, k_max_workers))->capture_default_str();
    run->add_flag("--isolate", flags.isolate, "Run each scenario x backend in a worker process: one that crashes or hangs past the watchdog is killed and recorded, and the run goes on");
    add_shard_options(run, flags.shard, flags.shard_count, "scenario x backend jobs");
    run->add_flag("--skip-unavailable", flags.skip_unavailable, "Report unavailable backends as skipped even when named (used by workers)")->group("");

    CommonOptions analyze_opts;
    auto* analyze = app.add_subcommand("analyze", "Prove scenarios race- and deadlock-free with no device, or name the bug");
    add_common(analyze, analyze_opts, true);

    CommonOptions list_opts;
    auto* list = app.add_subcommand("list", "List the scenarios found under PATHs");
    add_common(list, list_opts, false);

    bool backends_json = false;
    std::string backends_spec;
    std::vector<std::string> backends_adapter_options;
    auto* backends_cmd = app.add_subcommand("backends", "Say which backends are available here, and why not");
    backends_cmd->add_flag("--json", backends_json, "Print as JSON");
    backends_cmd->add_option("--backend", backends_spec, "Describe only these (a comma list; a runtime adapter: adapter:PATH, adapter:python:FILE.py)");
    backends_cmd->add_option("--adapter-option", backends_adapter_options, "KEY=VALUE handed to a runtime adapter; repeatable");

    std::vector<std::string> merge_inputs;
    CommonOptions merge_opts;
    auto* merge = app.add_subcommand("merge", "Join JSON reports of shards or machines into one report");
    merge->add_option("reports", merge_inputs, "JSON reports written by run --json")->required()->check(CLI::ExistingFile);
    merge->add_option("--json", merge_opts.json, "Write the merged JSON report here (- for stdout)");
    merge->add_option("--junit", merge_opts.junit, "Write the merged JUnit XML report here (- for stdout)");
    merge->add_flag("-q,--quiet", merge_opts.quiet, "Print only failures and the summary");
    merge->add_flag("-v,--verbose", merge_opts.verbose, "Print every finding in full");

    ExecFlags exec_flags;
    CommonOptions exec_opts;
    auto* exec = app.add_subcommand("exec", "Run any command again and again (a test, a smoke test) and measure how often it fails");
    exec->footer("A run fails by its exit code (or a signal), by --timeout, or by output matching --fail-on-output; with --failure,\n"
                 "a failing run counts only if its output matches (Go's stress -failure); --ignore forgives a failing run.\n"
                 "Each run gets SYNCSTRESS_RUN_INDEX (0, 1, 2, ...) and SYNCSTRESS_SEED in its environment. Example:\n"
                 "  syncstress exec --runs 500 -j 4 --timeout 60s --logs logs --json flaky.json -- pytest -x tests/test_io.py\n"
                 "Exit codes: 0 no run failed, 1 some run failed, 2 bad usage (or the command cannot be started).");
    exec->add_option("command", exec_flags.command, "The command and its arguments, after --")->required();
    auto* runs_opt = exec->add_option("--runs,-n", exec_flags.runs, "Runs in all (over all shards); default 100");
    tool::add_duration(exec, "--duration", exec_flags.duration, budget_rules(),
                       "A time budget instead of --runs (e.g. 30m, 1h30m; above zero): no run starts after it")
        ->excludes(runs_opt);
    exec->add_option("-j,--jobs", exec_flags.jobs, "Runs at once")->check(CLI::Range(size_t{1}, k_max_workers))->capture_default_str();
    tool::add_duration(exec, "--timeout", exec_flags.timeout, child_wait_rules(),
                       "A run still going after this is a hang: asked to stop, then killed with its whole process tree "
                       "(resolution 1ms; 0: no limit)");
    tool::add_duration(exec, "--kill-after", exec_flags.kill_after, child_wait_rules(),
                       "A run past --timeout is first asked to stop (SIGQUIT, so that Python, Go and Java print their stacks; "
                       "Windows: its stop event and Ctrl-Break), then killed this much later (resolution 1ms; 0: killed at once)");
    exec->add_flag("--keep-hung", exec_flags.keep_hung,
                   "The first run past --timeout is left running, neither asked to stop nor killed (also when syncstress ends), "
                   "and its pid printed, for a debugger to attach; later ones end as --kill-after says");
    const std::string window = std::to_string(tool::k_match_window / 1024) + " KiB";
    exec->add_option("--failure", exec_flags.failure, "As Go's stress -failure: a failing run counts as a failure only if its output has a "
                                                          "line matching this regex (ECMAScript, searched in the first " + window +
                                                          " of each line); the others are not counted");
    exec->add_option("--fail-on-output", exec_flags.fail_on_output, "A run whose output has a line matching this regex (in the first " +
                                                                        window + " of each line) fails, even with exit code 0");
    exec->add_option("--ignore", exec_flags.ignore, "A failing run whose output has a line matching this regex (in the first " + window +
                                                        " of each line) is not counted as a failure");
    exec->add_option("--logs", exec_flags.logs, "Keep each failing run's output (stdout and stderr) as DIR/run-INDEX.log");
    exec->add_option("--json", exec_opts.json, "Write the report as JSON (syncstress/report@2) to this file (- for stdout; the text then goes to stderr)");
    exec->add_option("--junit", exec_opts.junit, "Write a JUnit XML report to this file (- for stdout)");
    exec->add_option("--label", exec_opts.labels, "KEY=VALUE written into the report's labels (repeatable), e.g. --label os=win11");
    exec->add_option("--cpu-stress", exec_flags.cpu_stress, "Keep N busy threads while the runs go, to shake their timing");
    exec->add_option("--seed", exec_flags.seed, "Base of each run's SYNCSTRESS_SEED")->capture_default_str();
    add_shard_options(exec, exec_flags.shard, exec_flags.shard_count, "runs (by index)");
    exec->add_flag("-q,--quiet", exec_opts.quiet, "Print only failing runs and the summary");
    exec->add_flag("-v,--verbose", exec_opts.verbose, "Print the last lines of each failing run, and the runs not counted");
    add_progress_options(exec, exec_opts);
    auto run_report = tool::add_report_command(app);
    auto run_conformance = tool::add_conformance_command(app);
    auto run_cli_docs = tool::add_cli_docs_commands(app);


    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        std::cerr << "syncstress: " << e.what() << "\nRun 'syncstress --help' or 'syncstress COMMAND --help'.\n";
        return k_exit_usage;
    }

    try {
        if (run->parsed()) return cmd_run(common, flags, args);
        if (analyze->parsed()) return cmd_analyze(analyze_opts, args);
        if (list->parsed()) return cmd_list(list_opts);
        if (backends_cmd->parsed()) return cmd_backends(backends_json, backends_spec, backends_adapter_options);
        if (merge->parsed()) return cmd_merge(merge_inputs, merge_opts);
        if (exec->parsed()) return cmd_exec(exec_flags, exec_opts, args);
        if (auto code = run_report()) return *code;
        if (auto code = run_conformance()) return *code;
        if (auto code = run_cli_docs()) return *code;
    } catch (const std::exception& e) {
        std::cerr << "syncstress: internal error: " << e.what() << "\n";
        return k_exit_usage;
    }
    return k_exit_usage;
}
