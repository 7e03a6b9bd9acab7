#include "tool/commands/run_jobs.h"

#include "core/backends/registry.h"
#include "tool/commands/stops.h"

#include <algorithm>
#include <map>

namespace syncstress::tool {

namespace {

// A worker that outlives this is wedged past its own watchdog: start-up (loading a driver, building
// pipelines, the analysis) plus, per iteration, a hang's worst case (the blocking op, two recovery rounds
// and the drain, each bounded by --hang-timeout).
constexpr auto k_worker_startup = std::chrono::seconds(30);
constexpr int k_worker_timeouts_per_iteration = 4;

bool show_progress(const JobSettings& s) { return s.progress != nullptr && s.progress->enabled(); }

Result<bool> run_in_worker_processes(const std::vector<RunJob>& jobs, const JobSettings& s) {
    WorkerOptions w;
    w.program = s.program;
    w.run = s.run;
    w.workers = s.workers;
    w.batch = !s.isolate;
    w.stop = &stop_requested();
    w.on_result = s.on_result;
    w.env = worker_env(s);
    if (show_progress(s)) w.on_progress = [&s](const report::Progress& p) { s.progress->update(p); };
    w.deadline = worker_deadline(s.run);
    std::vector<Job> worker_jobs;
    for (const RunJob& job : jobs) worker_jobs.push_back(job.job);
    auto done = run_in_workers(worker_jobs, w);
    if (!done) return done.error();
    return done->interrupted;
}

bool run_here(const std::vector<RunJob>& jobs, const JobSettings& s) {
    engine::RunOptions local = s.run;
    local.stop = &stop_requested();
    size_t number = 0;
    if (show_progress(s))
        local.on_progress = [&](const report::Progress& p) {
            report::Progress q = p;
            q.job = number;
            q.jobs = jobs.size();
            s.progress->update(q);
        };
    // A scenario runs on several backends: analyze it once.
    std::map<const scenario::Scenario*, std::vector<report::Finding>> analyses;
    for (const RunJob& job : jobs) {
        if (stop_requested().load()) break;
        ++number;
        auto analysis = analyses.find(job.scenario);
        if (analysis == analyses.end()) analysis = analyses.emplace(job.scenario, engine::analysis_findings(*job.scenario)).first;
        s.on_result(engine::run_one(*job.scenario, job.job.backend, local, &analysis->second));
    }
    return stop_requested().load();
}

void list_pending(RunReport& run) {
    run.report.not_run.clear();
    for (const auto& job : run.pending) run.report.not_run.push_back({job.scenario, job.backend, job.file});
}

}  // namespace

std::optional<std::chrono::nanoseconds> worker_deadline(const engine::RunOptions& o) {
    using seconds = std::chrono::duration<double>;
    const auto per_iteration = o.hang_timeout * k_worker_timeouts_per_iteration;
    if (o.duration) return *o.duration + k_worker_startup + per_iteration;
    const double bound = seconds(k_worker_startup).count() + static_cast<double>(o.iterations) * seconds(per_iteration).count();
    if (bound > 365.0 * 24 * 3600) return std::nullopt;  // no useful bound (--until-fail alone): Ctrl-C ends it
    return std::chrono::duration_cast<std::chrono::nanoseconds>(seconds(bound));
}

std::vector<std::pair<std::string, std::string>> worker_env(const JobSettings& s) {
    return {{k_host_backends_variable, report::to_json(s.host_backends).dump()}};
}

std::vector<RunJob> shard_jobs(const std::vector<scenario::Scenario>& scenarios, const engine::BackendChoice& backends,
                               const Shard& shard) {
    std::vector<RunJob> all;
    for (const auto& sc : scenarios)
        for (const auto& backend : engine::backends_for(sc, backends)) all.push_back({{sc.name, sc.file, backend, sc.expect}, &sc});
    std::vector<RunJob> selected;
    for (size_t k : shard_items(all.size(), shard)) selected.push_back(all[k]);
    return selected;
}

Result<bool> run_jobs(const std::vector<RunJob>& jobs, const JobSettings& settings) {
    if (settings.isolate) return run_in_worker_processes(jobs, settings);
    if (settings.workers > 1) {
        // Jobs of built-in backends that make one batch (a GPU backend's alone) run here: a worker would only add its
        // own start-up. A runtime adapter's run in a worker, so that a crash of the runtime costs one result.
        std::vector<Job> plain;
        bool adapter = false;
        for (const RunJob& job : jobs) {
            plain.push_back(job.job);
            adapter = adapter || backends::is_adapter(job.job.backend);
        }
        if (adapter || worker_batches(plain, settings.workers, true).size() > 1) return run_in_worker_processes(jobs, settings);
    }
    return run_here(jobs, settings);
}

RunReport start_run_report(report::Report rep, const std::vector<RunJob>& jobs) {
    RunReport run{std::move(rep), {}};
    for (const RunJob& job : jobs) run.pending.push_back(job.job);
    list_pending(run);
    return run;
}

void add_result(RunReport& run, const report::ScenarioResult& r) {
    run.report.results.push_back(r);
    auto job = std::find_if(run.pending.begin(), run.pending.end(),
                            [&](const Job& j) { return j.scenario == r.scenario && j.backend == r.backend && j.file == r.file; });
    if (job != run.pending.end()) run.pending.erase(job);
    list_pending(run);
}

void finish_run_report(RunReport& run, bool interrupted) {
    run.report.summary.interrupted = interrupted;
    for (const auto& job : run.pending) {
        report::ScenarioResult r;
        r.scenario = job.scenario;
        r.file = job.file;
        r.backend = job.backend;
        r.expect = job.expect;
        r.status = report::ResultStatus::skip;
        r.reason = interrupted ? "interrupted" : "no result came back for this job";
        run.report.results.push_back(std::move(r));
    }
    run.pending.clear();
    run.report.not_run.clear();
}

}  // namespace syncstress::tool
