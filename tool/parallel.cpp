#include "tool/parallel.h"

#include "core/backends/registry.h"
#include "core/engine/engine.h"
#include "tool/process.h"

#include <map>

namespace syncstress::tool {

namespace {

constexpr size_t k_tail_lines = 10;

// A worker's report, read as merge reads one; nullopt when it left none, or none that reads as a report.
std::optional<report::Report> read_report(const std::string& path) {
    auto read = report::read_json_report(path);
    if (!read) return std::nullopt;
    return std::move(*read);
}

// What one worker left: its report's results, or one result saying how it died. Empty when it was
// interrupted before it could say anything.
std::vector<report::ScenarioResult> collect(const Job& job, const WorkerOptions& o, const ProcessSpec& spec,
                                            const std::string& json, const Result<ProcessOutcome>& outcome, bool& interrupted) {
    auto rep = read_report(json);
    if (rep) interrupted = interrupted || rep->summary.interrupted;
    const bool died = !outcome || outcome->timed_out || outcome->crashed();
    if (rep && !died) return rep->results;
    if (outcome && outcome->stopped && !outcome->timed_out) {
        interrupted = true;
        if (!rep) return {};
    }

    std::vector<report::ScenarioResult> results;
    if (rep) results = rep->results;
    if (results.empty()) {
        report::ScenarioResult r;
        r.scenario = job.scenario;
        r.file = job.file;
        r.backend = job.backend;
        r.expect = job.expect;
        r.repro = engine::repro_line(job.file, job.backend, o.run);
        results.push_back(std::move(r));
    }
    report::Finding f;
    f.repro = engine::repro_line(job.file, job.backend, o.run);
    f.state = last_lines(spec.output, k_tail_lines);
    report::ResultStatus status = report::ResultStatus::error;
    std::string reason;
    if (!outcome) {
        f.kind = report::FindingKind::error;
        reason = "the worker could not start: " + outcome.error().message;
    } else if (outcome->timed_out) {
        f.kind = report::FindingKind::hang;
        status = report::ResultStatus::hang;
        reason = "the worker outlived its deadline of " + engine::format_duration(*o.deadline) +
                 (rep ? " after writing its report" : "") + " and was killed with its process tree";
    } else if (outcome->crashed()) {
        f.kind = report::FindingKind::error;
        // A runtime adapter runs its own code in the worker: the likeliest culprit, named.
        const std::string who = backends::is_adapter(job.backend) ? "the worker running " + job.backend : "the worker";
        reason = who + " crashed: " + exit_description(*outcome) +
                 (rep ? " after writing its report" : "");
    } else {
        f.kind = report::FindingKind::error;
        reason = "the worker exited with code " + std::to_string(outcome->exit_code) + " without a report";
    }
    f.message = reason + (f.state.empty() ? "" : "; its last output: " + f.state.back());
    for (auto& r : results) {
        r.status = status;
        r.reason = reason;
        r.error = status == report::ResultStatus::error ? std::optional(ErrorKind::internal) : std::nullopt;
        r.findings.push_back(f);
    }
    return results;
}

}  // namespace

std::vector<std::string> worker_argv(const Job& job, const WorkerOptions& o, const std::string& json) {
    std::vector<std::string> argv = {o.program, "run", job.file, "--backend", job.backend};
    const auto args = engine::run_arguments(o.run);
    argv.insert(argv.end(), args.begin(), args.end());
    // Workers print no progress: their output is a log file, and the run's progress is the parent's.
    argv.insert(argv.end(), {"--progress", "off"});
    if (!o.run.backends.named) argv.push_back("--skip-unavailable");
    argv.insert(argv.end(), {"--json", json, "-q"});
    return argv;
}

Result<WorkerRun> run_in_workers(const std::vector<Job>& jobs, const WorkerOptions& o) {
    WorkerRun out;
    auto dir = TempDir::create("syncstress-workers");
    if (!dir) return dir.error();
    std::map<size_t, std::vector<report::ScenarioResult>> finished;  // by job, until every job before it is done
    std::map<size_t, ProcessSpec> specs;
    size_t emitted = 0, done_jobs = 0;
    report::Progress progress;
    progress.jobs = jobs.size();
    const auto started = std::chrono::steady_clock::now();

    auto emit_ready = [&] {
        for (auto it = finished.find(emitted); it != finished.end(); it = finished.find(emitted)) {
            for (auto& r : it->second) {
                if (o.on_result) o.on_result(r);
                out.results.push_back(std::move(r));
            }
            finished.erase(it);
            ++emitted;
        }
    };
    auto json_of = [&](size_t k) { return dir->path() + "/job-" + std::to_string(k) + ".json"; };

    PoolOptions pool;
    pool.workers = o.workers;
    pool.stop = o.stop;
    pool.stop_grace = o.stop_grace;
    auto next = [&](uint64_t k) -> std::optional<ProcessSpec> {
        if (k >= jobs.size()) return std::nullopt;
        ProcessSpec spec;
        spec.argv = worker_argv(jobs[k], o, json_of(k));
        spec.env = o.env;
        spec.output = dir->path() + "/job-" + std::to_string(k) + ".out";
        spec.timeout = o.deadline;
        spec.hears_stop_event = true;
        specs[k] = spec;
        return spec;
    };
    auto done = [&](uint64_t k, const Result<ProcessOutcome>& outcome) {
        finished[k] = collect(jobs[k], o, specs[k], json_of(k), outcome, out.interrupted);
        specs.erase(k);
        ++done_jobs;
        for (const auto& r : finished[k]) {
            progress.iteration += r.iterations;
            progress.failures += r.failures;
            progress.scenario = r.scenario;
            progress.backend = r.backend;
        }
        emit_ready();
        if (o.on_progress) {
            progress.job = done_jobs;
            progress.elapsed_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
            o.on_progress(progress);
        }
    };
    run_pool(pool, next, done);
    out.interrupted = out.interrupted || (o.stop && o.stop->load());
    return out;
}

}  // namespace syncstress::tool
