#include "tool/commands/exec_command.h"

#include "core/engine/engine.h"
#include "tool/cli_options.h"
#include "tool/commands/report_output.h"
#include "tool/commands/shared_options.h"
#include "tool/commands/stops.h"
#include "tool/exec.h"
#include "tool/fail.h"

#include <CLI/CLI.hpp>

#include <memory>

namespace syncstress::tool {

namespace {

constexpr size_t k_max_jobs = 256;

struct ExecFlags {
    ExecOptions exec;                                             // all but timeout and shard, as given
    std::chrono::nanoseconds timeout = std::chrono::minutes(10);  // zero: no limit
    ShardOptions shard;
    ReportOptions report;
    ProgressOptions progress;
};

// The command, how many runs, how each is bounded and how its output is judged.
void add_runs_options(CLI::App* exec, ExecFlags& f) {
    ExecOptions& o = f.exec;
    exec->add_option("command", o.command, "The command and its arguments, after --")->required();
    auto* runs = exec->add_option("--runs,-n", o.runs, "Runs in all (over all shards); default 100");
    add_duration(exec, "--duration", o.duration, budget_rules(),
                 "A time budget instead of --runs (e.g. 30m, 1h30m; above zero): no run starts after it")
        ->excludes(runs);
    exec->add_option("-j,--jobs", o.jobs, "Runs at once")->check(CLI::Range(size_t{1}, k_max_jobs))->capture_default_str();
    add_duration(exec, "--timeout", f.timeout, child_wait_rules(),
                 "A run still going after this is a hang: asked to stop, then killed with its whole process tree "
                 "(resolution 1ms; 0: no limit)");
    add_duration(exec, "--kill-after", o.kill_after, child_wait_rules(),
                 "A run past --timeout is first asked to stop (SIGQUIT, so that Python, Go and Java print their stacks; "
                 "Windows: its stop event and Ctrl-Break), then killed this much later (resolution 1ms; 0: killed at once)");
    exec->add_flag("--keep-hung", o.keep_hung,
                   "The first run past --timeout is left running, neither asked to stop nor killed (also when syncstress ends), "
                   "and its pid printed, for a debugger to attach; later ones end as --kill-after says");
    const std::string window = std::to_string(k_match_window / 1024) + " KiB";
    exec->add_option("--failure", o.failure_regex,
                     "As Go's stress -failure: a failing run counts as a failure only if its output has a line matching this "
                     "regex (ECMAScript, searched in the first " +
                         window + " of each line); the others are not counted");
    exec->add_option("--fail-on-output", o.fail_on_output_regex,
                     "A run whose output has a line matching this regex (in the first " + window +
                         " of each line) fails, even with exit code 0");
    exec->add_option("--ignore", o.ignore_regex,
                     "A failing run whose output has a line matching this regex (in the first " + window +
                         " of each line) is not counted as a failure");
    exec->add_option("--logs", o.logs_dir, "Keep each failing run's output (stdout and stderr) as DIR/run-INDEX.log");
}

void add_exec_options(CLI::App* exec, ExecFlags& f) {
    add_runs_options(exec, f);
    add_json_option(exec, f.report.json);
    add_junit_option(exec, f.report.junit);
    add_label_option(exec, f.report.labels, "os=win11");
    exec->add_option("--cpu-stress", f.exec.cpu_stress, "Keep N busy threads while the runs go, to shake their timing");
    exec->add_option("--seed", f.exec.seed, "Base of each run's SYNCSTRESS_SEED")->capture_default_str();
    add_shard_options(exec, f.shard, "runs (by index)");
    add_quiet_flag(exec, f.report.quiet, "Print only failing runs and the summary");
    add_verbose_flag(exec, f.report.verbose, "Print the last lines of each failing run, and the runs not counted");
    add_progress_options(exec, f.progress);
}

// The report's options: the names and types of run's (core/engine/host_info.cpp), durations in seconds, no limit
// as null.
nlohmann::ordered_json report_options(const ExecOptions& o, const std::vector<std::string>& argv) {
    nlohmann::ordered_json opts = {
        {"command", "exec"}, {"command_line", argv}, {"exec_command", o.command}, {"seed", o.seed}, {"jobs", o.jobs}};
    if (o.duration)
        opts["duration_s"] = to_seconds(*o.duration);
    else
        opts["runs"] = o.runs;
    opts["timeout_s"] = o.timeout ? nlohmann::ordered_json(to_seconds(*o.timeout)) : nlohmann::ordered_json(nullptr);
    opts["kill_after_s"] = to_seconds(o.kill_after);
    if (o.keep_hung) opts["keep_hung"] = true;
    if (!o.failure_regex.empty()) opts["failure"] = o.failure_regex;
    if (!o.fail_on_output_regex.empty()) opts["fail_on_output"] = o.fail_on_output_regex;
    if (!o.ignore_regex.empty()) opts["ignore"] = o.ignore_regex;
    if (!o.logs_dir.empty()) opts["logs"] = o.logs_dir;
    if (o.cpu_stress) opts["cpu_stress"] = o.cpu_stress;
    if (o.shard.sharded()) opts["shard"] = to_string(o.shard);
    return opts;
}

// A failing run as it ends; with -v also the runs not counted, and the last lines of each.
void print_run(const ExecRun& run, bool verbose, std::ostream& out) {
    out << (run.failed    ? "FAIL"
            : run.ignored ? "IGNORED"
                          : "UNMATCHED")
        << "  run " << run.index << " (SYNCSTRESS_SEED=" << run.seed << "): " << run.why << (run.log.empty() ? "" : "; log: " + run.log)
        << "\n";
    if (verbose)
        for (const auto& line : run.tail) out << "    | " << line << "\n";
    out.flush();
}

void print_not_counted(const ExecOutcome& outcome, std::ostream& out) {
    auto not_counted = [&](uint64_t n, const char* why) {
        if (n) out << "    " << n << " failing run" << (n == 1 ? "" : "s") << " not counted: " << why << "\n";
    };
    not_counted(outcome.unmatched, "the output did not match --failure");
    not_counted(outcome.ignored, "the output matched --ignore");
}

int exec(ExecFlags f, const std::vector<std::string>& argv) {
    ExecOptions& o = f.exec;
    if (f.timeout.count() > 0) o.timeout = f.timeout;
    auto shard = select_shard(f.shard);
    if (!shard) return k_exit_usage;
    o.shard = *shard;
    if (auto s = check_exec_options(o); !s) return fail(s.error());
    auto labels = check_report_options(f.report);
    if (!labels) return k_exit_usage;
    std::ostream& out = text_out(f.report);

    report::Report rep;
    report::start(rep);
    engine::describe_tool(rep);
    rep.host = engine::describe_host();
    identify(rep, std::move(*labels));
    rep.options = report_options(o, argv);

    auto progress = make_progress(f.progress, f.report.quiet);
    if (progress->enabled()) o.on_progress = [&](const report::Progress& p) { progress->update(p); };
    o.stop = &stop_requested();
    auto on_run = [&](const ExecRun& run) {
        if (!run.failed && !((run.ignored || run.unmatched) && f.report.verbose)) return;
        progress->clear();
        print_run(run, f.report.verbose, out);
    };
    handle_stops();
    auto outcome = run_exec(o, on_run);
    progress.reset();
    if (!outcome) return fail(outcome.error());
    rep.results.push_back(outcome->result);
    rep.summary.interrupted = outcome->interrupted;
    close_report(rep, true);
    if (!write_reports(rep, f.report)) return k_exit_usage;
    print_result(rep.results.front(), f.report.verbosity(), out);
    print_not_counted(*outcome, out);
    print_closing(rep, f.report.verbosity(), out);
    return rep.summary.exit_code;
}

}  // namespace

CommandRunner add_exec_command(CLI::App& app, const std::vector<std::string>& argv) {
    auto flags = std::make_shared<ExecFlags>();
    CLI::App* command = app.add_subcommand("exec", "Run any command again and again (a test, a smoke test) and measure how often it fails");
    command->footer("A run fails by its exit code (or a signal), by --timeout, or by output matching --fail-on-output; with --failure,\n"
                    "a failing run counts only if its output matches (Go's stress -failure); --ignore forgives a failing run.\n"
                    "Each run gets SYNCSTRESS_RUN_INDEX (0, 1, 2, ...) and SYNCSTRESS_SEED in its environment. Example:\n"
                    "  syncstress exec --runs 500 -j 4 --timeout 60s --logs logs --json flaky.json -- pytest -x tests/test_io.py\n"
                    "Exit codes: 0 no run failed, 1 some run failed, 2 bad usage (or the command cannot be started).");
    add_exec_options(command, *flags);
    return run_when_given(command, [flags, &argv] { return exec(*flags, argv); });
}

}  // namespace syncstress::tool
