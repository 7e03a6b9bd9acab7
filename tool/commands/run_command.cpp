#include "tool/commands/run_command.h"

#include "core/engine/engine.h"
#include "core/sync/calibration_cache.h"
#include "core/sync/faults.h"
#include "tool/adapter_options.h"
#include "tool/cli_options.h"
#include "tool/commands/report_output.h"
#include "tool/commands/run_jobs.h"
#include "tool/commands/run_shrink.h"
#include "tool/commands/worker_probe.h"
#include "tool/commands/scenario_files.h"
#include "tool/commands/shared_options.h"
#include "tool/commands/stops.h"
#include "tool/fail.h"
#include "tool/parallel.h"
#include "core/platform/process.h"

#include <CLI/CLI.hpp>

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <memory>

namespace syncstress::tool {

namespace {

constexpr size_t k_max_workers = 256;

struct RunFlags {
    ScenarioSelection scenarios;
    ReportOptions report;
    ProgressOptions progress;
    ShardOptions shard;
    std::string backend = "all";
    std::optional<uint64_t> iterations;  // unset: 100, or with --until-fail alone, until a failure
    std::optional<std::chrono::nanoseconds> duration;
    bool until_fail = false;
    uint64_t seed = 1;
    engine::Perturbation perturb{true};  // auto
    sync::FaultSet faults;
    std::chrono::nanoseconds hang_timeout = std::chrono::seconds(2);
    bool validate = false;
    std::string device;
    bool no_cache = false;
    size_t jobs = 1;
    bool isolate = false;
    bool shrink = false;
    std::chrono::nanoseconds shrink_budget = ShrinkSettings{}.budget;
    bool skip_unavailable = false;             // hidden: a worker of a run whose backends were not named
    std::vector<std::string> adapter_options;  // KEY=VALUE
};

DurationRules hang_timeout_rules() {
    DurationRules r;
    r.zero_allowed = false;
    r.zero_refused = "the watchdog needs a bound above zero, e.g. 2s (a blocking op without one could wait forever)";
    return r;
}

// parse_perturbation's message names the option, which CLI11 names too.
Result<engine::Perturbation> parse_perturb_option(const std::string& text) {
    auto p = engine::parse_perturbation(text);
    if (p) return p;
    Error error = p.error();
    const std::string own = "--perturb ";
    if (error.message.rfind(own, 0) == 0) error.message.erase(0, own.size());
    return error;
}

std::string inject_help() {
    std::string help = "Switch off one rule of the sync core to see a real bug (comma list or repeated): ";
    for (const sync::FaultInfo& f : sync::fault_table())
        help += std::string(&f == sync::fault_table().data() ? "" : "; ") + f.name + ": " + f.description;
    return help;
}

// --inject F[,F...], repeatable: the faults of every list, read once.
void add_inject_option(CLI::App* run, sync::FaultSet& faults) {
    run->add_option_function<std::vector<std::string>>(
        "--inject",
        [&faults](const std::vector<std::string>& lists) {
            for (const std::string& list : lists) {
                auto parsed = sync::parse_faults(list);
                if (!parsed) throw CLI::ValidationError("--inject", parsed.error().message);
                faults.add(*parsed);
            }
        },
        inject_help());
}

void add_shrink_options(CLI::App* run, RunFlags& f) {
    auto* shrink =
        run->add_flag("--shrink", f.shrink,
                      "Shrink the scenario of each result that fails (or shows the finding its scenario expects) to the smallest one "
                      "that keeps that finding, as `syncstress shrink` does (a mismatch or hang: by runs on the result's "
                      "backend with this run's options), and write it beside the report as "
                      "NAME.BACKEND.shrunk.json, named in the report");
    add_duration(run, "--shrink-budget", f.shrink_budget, budget_rules(),
                 "Time --shrink spends on each result before it writes the smallest scenario found so far")
        ->needs(shrink);
}

void add_run_options(CLI::App* run, RunFlags& f) {
    add_backend_option(run, f.backend,
                       "cpu, vulkan, cuda, vulkan+cuda, a comma list, all (every available one; others skipped) "
                       "or auto (each scenario on the most capable available backend that runs it); a runtime adapter: adapter:PATH "
                       "(a shared library), adapter:FILE.json (an adapter process's manifest), adapter:python:FILE.py")
        ->capture_default_str();
    run->add_option("--iterations,-n", f.iterations, "Iterations per scenario x backend (at least 1; default 100)");
    add_duration(run, "--duration", f.duration, budget_rules(),
                 "Time budget per scenario x backend instead of --iterations (e.g. 30s, 1m30s, 2h; above zero)");
    run->add_flag("--until-fail", f.until_fail, "Stop a scenario x backend at its first failing iteration (alone: loop until one fails)");
    run->add_option("--seed", f.seed, "Seed of the perturbation and of $iteration-free randomness")->capture_default_str();
    add_parsed_option(run, "--perturb", f.perturb, parse_perturb_option,
                      "auto (default): each iteration delays one ordering point the analysis found (a race's first access, a "
                      "submission's work, a host signal), sized from the backend's measured round trip; DELAY[,JITTER]: random "
                      "device-side delays up to DELAY before about half the queue ops and host sleeps up to JITTER (e.g. "
                      "1ms,200us); off")
        ->type_name("auto|DELAY[,JITTER]|off");
    add_inject_option(run, f.faults);
    add_duration(run, "--hang-timeout", f.hang_timeout, hang_timeout_rules(),
                 "Watchdog bound of every blocking host op (e.g. 500ms, 2s; above zero)");
    add_progress_options(run, f.progress);
    add_adapter_option(
        run, f.adapter_options,
        "KEY=VALUE handed to a runtime adapter (--backend adapter:PATH, adapter:FILE.json or adapter:python:FILE.py); repeatable");
    run->add_flag("--validate", f.validate,
                  "Vulkan: run with the Khronos validation layer, synchronization validation on; messages become findings");
    add_device_option(run, f.device);
    run->add_flag("--no-cache", f.no_cache,
                  "Measure what a perturbation needs (delay speed, round trips) again instead of reading the calibration cache in the "
                  "user's cache folder, and leave it untouched");
    run->add_option("-j,--jobs", f.jobs,
                    "Run scenario x backend jobs in N worker processes at once: each runs a batch of jobs of one backend, "
                    "keeping its device across them (cpu's jobs spread over the workers; a GPU backend's share one, "
                    "as a GPU time-slices between processes; jobs that make one batch run in this process); one that "
                    "crashes or hangs costs the result of the job it ran, and the rest of its batch runs in a new worker")
        ->check(CLI::Range(size_t{1}, k_max_workers))
        ->capture_default_str();
    run->add_flag("--isolate", f.isolate,
                  "Run each scenario x backend in a worker process: one that crashes or hangs past the watchdog is killed and "
                  "recorded, and the run goes on");
    add_shard_options(run, f.shard, "scenario x backend jobs");
    add_shrink_options(run, f);
    run->add_flag("--skip-unavailable", f.skip_unavailable, "Report unavailable backends as skipped even when named (used by workers)")
        ->group("");
}

// The engine's options from the flags; nullopt once a usage error is printed.
std::optional<engine::RunOptions> run_options(const RunFlags& f) {
    engine::RunOptions o;
    auto backends = engine::resolve_backends(f.backend, f.device);
    if (!backends) return fail(backends.error()), std::nullopt;
    o.backends = *backends;
    if (f.skip_unavailable) o.backends.named = false;
    auto adapter = parse_adapter_options(f.adapter_options);
    if (!adapter) return fail(adapter.error()), std::nullopt;
    o.adapter_options = std::move(*adapter);
    if (f.iterations == 0u)
        return fail("--iterations 0: a run needs at least one iteration; to check scenarios without running them, use "
                    "'syncstress analyze'"),
               std::nullopt;
    if (f.iterations) o.iterations = *f.iterations;
    o.until_fail = f.until_fail;
    o.seed = f.seed;
    o.duration = f.duration;
    if (!f.duration && f.until_fail && !f.iterations) o.iterations = engine::k_until_fail_alone;  // loops until a failure or Ctrl-C
    o.perturb = f.perturb;
    o.faults = f.faults;
    o.hang_timeout = f.hang_timeout;
    o.validate = f.validate;
    o.device = f.device;
    o.use_cache = !f.no_cache;
    if (const char* inherited = std::getenv(k_host_backends_variable)) {
        auto host = report::backends_from_json(nlohmann::json::parse(inherited, nullptr, false), k_host_backends_variable);
        if (!host) return fail(in_context(host.error(), "", "; it is set by a run for its workers: unset it")), std::nullopt;
        o.host_backends = *host;
    }
    return o;
}

// The jobs run with the report rewritten after each result; the exit code.
// run --shrink: the results' scenarios shrunk, beside the report (its JSON's folder, else its JUnit's, else the
// current one), the report rewritten after each; under -j and --isolate a try of the run oracle runs in a worker.
void shrink_results(RunReport& run, const std::vector<scenario::Scenario>& scenarios, const JobSettings& jobs, const RunFlags& f) {
    ShrinkSettings settings;
    settings.budget = f.shrink_budget;
    if (jobs.isolate || jobs.workers > 1) {
        settings.worker_program = jobs.program;
        settings.worker_env = worker_env(jobs);
    }
    for (const std::string& path : {f.report.json, f.report.junit})
        if (!path.empty() && !report::is_stream(path) && settings.folder.empty())
            settings.folder = std::filesystem::path(path).parent_path().generic_string();
    shrink_failures(run.report, scenarios, jobs.run, settings, text_out(f.report), [&] {
        close_report(run.report, false);
        write_reports(run.report, f.report, Write::incremental);
    });
}

int run_and_report(RunReport& run, const std::vector<scenario::Scenario>& scenarios, const std::vector<RunJob>& jobs, JobSettings& settings,
                   const RunFlags& f) {
    std::ostream& out = text_out(f.report);
    // Before the first report is on disk: a Ctrl-C once it is there must end in the final report (exit 130),
    // not kill the process and leave it incomplete.
    handle_stops();
    close_report(run.report, false);
    write_reports(run.report, f.report, Write::incremental);
    auto progress = make_progress(f.progress, f.report.quiet);
    settings.progress = progress.get();
    settings.on_result = [&](const report::ScenarioResult& r) {
        progress->clear();
        print_result(r, f.report.verbosity(), out);
        out.flush();
        // Rewrite the report after every result, so that a crash or a kill still leaves one on disk.
        add_result(run, r);
        close_report(run.report, false);
        write_reports(run.report, f.report, Write::incremental);
    };
    auto stopped = run_jobs(jobs, settings);
    progress.reset();
    for (const auto& note : settings.run.calibrations->take_notes()) std::cerr << "syncstress: note: " << note << "\n";
    if (!stopped) return fail(stopped.error());
    finish_run_report(run, *stopped);
    if (f.shrink && !*stopped) shrink_results(run, scenarios, settings, f);
    close_report(run.report, true);
    if (!write_reports(run.report, f.report)) return k_exit_usage;
    print_closing(run.report, f.report.verbosity(), out);
    return run.report.summary.exit_code;
}

int run(const RunFlags& f, const std::vector<std::string>& argv) {
    auto options = run_options(f);
    if (!options) return k_exit_usage;
    auto shard = select_shard(f.shard);
    if (!shard) return k_exit_usage;
    auto labels = check_report_options(f.report);
    if (!labels) return k_exit_usage;
    auto scenarios = load_scenarios(f.scenarios);
    if (!scenarios) return k_exit_usage;
    engine::plan_queues(*options, *scenarios);
    const std::vector<RunJob> jobs = shard_jobs(*scenarios, options->backends, *shard);

    // Under --isolate or -j a driver or adapter that dies as it loads must cost its check, not the run (a worker's
    // own run is neither).
    if ((f.isolate || f.jobs > 1) && !options->host_backends)
        options->host_backends = probe_in_worker(platform::self_path(argv.front()), *options, options->backends.names);
    report::Report rep = engine::new_report(*options, argv);
    identify(rep, std::move(*labels));
    if (shard->sharded()) rep.options["shard"] = to_string(*shard);
    if (f.jobs > 1) rep.options["jobs"] = f.jobs;
    if (f.isolate) rep.options["isolate"] = true;
    if (f.shrink) rep.options["shrink_budget_s"] = std::chrono::duration<double>(f.shrink_budget).count();
    JobSettings settings;
    settings.run = *options;
    settings.workers = f.jobs;
    settings.isolate = f.isolate;
    settings.program = platform::self_path(argv.front());
    settings.host_backends = rep.host.backends;
    RunReport run = start_run_report(std::move(rep), jobs);
    return run_and_report(run, *scenarios, jobs, settings, f);
}

}  // namespace

CommandRunner add_run_command(CLI::App& app, const std::vector<std::string>& argv) {
    auto flags = std::make_shared<RunFlags>();
    CLI::App* command = app.add_subcommand("run", "Analyze, then stress-run scenarios on backends and compare with the model");
    add_scenario_options(command, flags->scenarios);
    add_report_options(command, flags->report, "gpu=h200");
    add_run_options(command, *flags);
    return run_when_given(command, [flags, &argv] { return run(*flags, argv); });
}

}  // namespace syncstress::tool
