#include "tool/parallel.h"

#include "core/backends/registry.h"
#include "core/engine/engine.h"
#include "core/platform/process.h"

#include <algorithm>
#include <filesystem>
#include <map>

namespace syncstress::tool {

namespace {

// How often the reports of running workers are read for their new results (the progress line and the run's report).
constexpr auto k_report_poll = std::chrono::milliseconds(500);

// A worker's report, read as merge reads one; nullopt when it left none, or none that reads as a report.
std::optional<report::Report> read_report(const std::string& path) {
    auto read = report::read_json_report(path);
    if (!read) return std::nullopt;
    return std::move(*read);
}

// The result that says how a worker died while it ran `job`, or why it left no result for it.
report::ScenarioResult death_result(const Job& job, const WorkerOptions& o, const platform::ProcessSpec& spec,
                                    const Result<platform::ProcessOutcome>& outcome, bool wrote_report,
                                    std::optional<report::ScenarioResult> result) {
    report::ScenarioResult r;
    if (result) {
        r = std::move(*result);
    } else {
        r.scenario = job.scenario;
        r.file = job.file;
        r.backend = job.backend;
        r.expect = job.expect;
        r.repro = engine::repro_line(job.file, job.backend, o.run);
    }
    report::Finding f;
    f.repro = engine::repro_line(job.file, job.backend, o.run);
    f.state = platform::last_lines(spec.output, platform::k_tail_lines);
    report::ResultStatus status = report::ResultStatus::error;
    std::string reason;
    if (!outcome) {
        f.kind = report::FindingKind::error;
        reason = "the worker could not start: " + outcome.error().message;
    } else if (outcome->timed_out) {
        f.kind = report::FindingKind::hang;
        status = report::ResultStatus::hang;
        reason = "the worker outlived its deadline of " + engine::format_duration(*spec.timeout) +
                 (wrote_report ? " after writing its report" : "") + " and was killed with its process tree";
    } else if (outcome->crashed()) {
        f.kind = report::FindingKind::error;
        // A runtime adapter runs its own code in the worker: the likeliest culprit, named.
        const std::string who = backends::is_adapter(job.backend) ? "the worker running " + job.backend : "the worker";
        reason = who + " crashed: " + platform::exit_description(*outcome) + (wrote_report ? " after writing its report" : "");
    } else {
        f.kind = report::FindingKind::error;
        reason = "the worker exited with code " + std::to_string(outcome->exit_code) + " without a report";
    }
    f.message = reason + (f.state.empty() ? "" : "; its last output: " + f.state.back());
    r.status = status;
    r.reason = reason;
    r.error = status == report::ResultStatus::error ? std::optional(ErrorKind::internal) : std::nullopt;
    r.findings.push_back(std::move(f));
    return r;
}

bool same_job(const Job& job, const report::ScenarioResult& r) {
    return job.scenario == r.scenario && job.file == r.file && job.backend == r.backend;
}

// One worker process: its batch and where it writes.
struct Worker {
    std::vector<size_t> batch;  // positions in the run's jobs
    platform::ProcessSpec spec;
    std::string json;
};

// The run's state while its workers run: the results each job got, handed on in job order.
class Workers {
public:
    Workers(const std::vector<Job>& jobs, const WorkerOptions& o, WorkerRun& out)
        : jobs_(jobs), o_(o), out_(out), results_(jobs.size()), started_(std::chrono::steady_clock::now()) {
        progress_.jobs = jobs.size();
    }

    // The results of a worker's report for the jobs of its batch that have none yet. A worker runs its batch in
    // order, one result per job: the report's results are matched to the batch's jobs in order. A batch of one
    // job takes every result.
    std::map<size_t, std::vector<report::ScenarioResult>> match(const Worker& w, const report::Report& rep) const {
        std::map<size_t, std::vector<report::ScenarioResult>> found;
        if (w.batch.size() == 1) {
            if (!has(w.batch.front()) && !rep.results.empty()) found[w.batch.front()] = rep.results;
            return found;
        }
        size_t position = 0;
        for (const auto& r : rep.results) {
            size_t p = position;
            while (p < w.batch.size() && !same_job(jobs_[w.batch[p]], r)) ++p;
            if (p == w.batch.size()) continue;  // names no job of the batch left
            if (!has(w.batch[p])) found[w.batch[p]] = {r};
            position = p + 1;
        }
        return found;
    }

    void add(size_t k, std::vector<report::ScenarioResult> results) {
        results_[k] = std::move(results);
        for (const auto& r : *results_[k]) {
            progress_.iteration += r.iterations;
            progress_.failures += r.failures;
            progress_.scenario = r.scenario;
            progress_.backend = r.backend;
        }
        ++progress_.job;
        emit_ready();
        if (o_.on_progress) {
            progress_.elapsed_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
            o_.on_progress(progress_);
        }
    }

    bool has(size_t k) const { return results_[k].has_value(); }

    // The worker of a batch, its files in `dir`.
    Worker launch(const std::vector<size_t>& batch, const std::string& dir) {
        Worker w;
        w.batch = batch;
        std::vector<Job> of_batch;
        for (size_t k : batch) of_batch.push_back(jobs_[k]);
        const std::string name = dir + "/worker-" + std::to_string(launched_++);
        w.json = name + ".json";
        w.spec.argv = worker_argv(of_batch, o_, w.json);
        w.spec.env = o_.env;
        w.spec.output = name + ".out";
        if (o_.deadline) w.spec.timeout = *o_.deadline * static_cast<int64_t>(batch.size());
        w.spec.hears_stop_event = true;
        return w;
    }

    // A running worker's report read: its new results land, but for its last job's (the worker may still die after
    // writing it, and that result must say so).
    void look(const Worker& w) {
        std::error_code ec;
        if (w.batch.size() < 2 || !std::filesystem::exists(w.json, ec)) return;
        auto rep = read_report(w.json);
        if (!rep) return;
        for (auto& [k, results] : match(w, *rep))
            if (k != w.batch.back()) add(k, std::move(results));
    }

    // The worker ended: its results land. The job it was running when it died or exited without that job's result
    // (its last one when it died after writing them all) gets a result that says so; a worker ended by the run's stop
    // has none: what it did not finish was interrupted. The jobs after that one are returned, to run in a new worker.
    std::vector<size_t> end(const Worker& w, const Result<platform::ProcessOutcome>& outcome) {
        auto rep = read_report(w.json);
        std::map<size_t, std::vector<report::ScenarioResult>> found;
        if (rep) {
            out_.interrupted = out_.interrupted || rep->summary.interrupted;
            found = match(w, *rep);
        }
        std::vector<size_t> left;  // in batch order
        for (size_t k : w.batch)
            if (!has(k) && !found.count(k)) left.push_back(k);
        const bool died = !outcome || outcome->timed_out || outcome->crashed();
        const bool stopped = outcome && outcome->stopped && !outcome->timed_out;
        if (stopped) out_.interrupted = true;
        std::optional<size_t> victim;
        if (!stopped && died)
            victim = left.empty() ? w.batch.back() : left.front();
        else if (!stopped && !left.empty())
            victim = left.front();
        for (auto& [k, results] : found) {
            if (victim == k)
                for (auto& r : results) r = death_result(jobs_[k], o_, w.spec, outcome, true, std::move(r));
            add(k, std::move(results));
        }
        if (victim && !has(*victim)) add(*victim, {death_result(jobs_[*victim], o_, w.spec, outcome, false, std::nullopt)});
        std::vector<size_t> rest;
        if (stopped || (o_.stop && o_.stop->load())) return rest;
        for (size_t k : left)
            if (!has(k)) rest.push_back(k);
        return rest;
    }

private:
    void emit_ready() {
        while (emitted_ < results_.size() && results_[emitted_]) {
            for (auto& r : *results_[emitted_]) {
                if (o_.on_result) o_.on_result(r);
                out_.results.push_back(std::move(r));
            }
            ++emitted_;
        }
    }

    const std::vector<Job>& jobs_;
    const WorkerOptions& o_;
    WorkerRun& out_;
    std::vector<std::optional<std::vector<report::ScenarioResult>>> results_;
    size_t emitted_ = 0, launched_ = 0;
    report::Progress progress_;
    std::chrono::steady_clock::time_point started_;
};

}  // namespace

std::vector<std::string> worker_argv(const std::vector<Job>& batch, const WorkerOptions& o, const std::string& json) {
    std::vector<std::string> argv = {o.program, "run"};
    for (const Job& job : batch) argv.push_back(job.file);
    argv.insert(argv.end(), {"--backend", batch.empty() ? std::string() : batch.front().backend});
    const auto args = engine::run_arguments(o.run);
    argv.insert(argv.end(), args.begin(), args.end());
    // Workers print no progress: their output is a log file, and the run's progress is the parent's.
    argv.insert(argv.end(), {"--progress", "off"});
    if (!o.run.backends.named) argv.push_back("--skip-unavailable");
    argv.insert(argv.end(), {"--json", json, "-q"});
    return argv;
}

std::vector<std::vector<size_t>> worker_batches(const std::vector<Job>& jobs, size_t workers, bool batch) {
    std::vector<std::vector<size_t>> batches;
    if (!batch) {
        for (size_t k = 0; k < jobs.size(); ++k) batches.push_back({k});
        return batches;
    }
    std::vector<std::string> backends;
    std::map<std::string, std::vector<size_t>> of_backend;
    for (size_t k = 0; k < jobs.size(); ++k) {
        auto& list = of_backend[jobs[k].backend];
        if (list.empty()) backends.push_back(jobs[k].backend);
        list.push_back(k);
    }
    for (const auto& backend : backends) {
        const auto& list = of_backend[backend];
        const auto* entry = backends::find_backend(backend);
        const size_t split = entry && entry->host_queues ? workers : 1;
        const size_t parts = std::max<size_t>(1, std::min(split, list.size()));
        for (size_t p = 0, begin = 0; p < parts; ++p) {
            const size_t end = begin + (list.size() - begin) / (parts - p);
            batches.emplace_back(list.begin() + static_cast<std::ptrdiff_t>(begin), list.begin() + static_cast<std::ptrdiff_t>(end));
            begin = end;
        }
    }
    std::stable_sort(batches.begin(), batches.end(), [](const auto& a, const auto& b) { return a.front() < b.front(); });
    return batches;
}

Result<WorkerRun> run_in_workers(const std::vector<Job>& jobs, const WorkerOptions& o) {
    WorkerRun out;
    auto dir = platform::TempDir::create("syncstress-workers");
    if (!dir) return dir.error();
    Workers state(jobs, o, out);
    auto queue = worker_batches(jobs, o.workers, o.batch);
    while (!queue.empty()) {
        std::vector<std::vector<size_t>> again;  // what dead workers left, for the next round
        std::map<uint64_t, Worker> running;
        platform::PoolOptions pool;
        pool.workers = o.workers;
        pool.stop = o.stop;
        pool.stop_grace = o.stop_grace;
        auto next = [&](uint64_t i) -> std::optional<platform::ProcessSpec> {
            if (i >= queue.size()) return std::nullopt;
            running[i] = state.launch(queue[i], dir->path());
            return running[i].spec;
        };
        if (o.batch) {
            pool.tick = k_report_poll;
            pool.on_tick = [&] {
                for (const auto& [i, w] : running) state.look(w);
            };
        }
        auto done = [&](uint64_t i, const Result<platform::ProcessOutcome>& outcome) {
            const Worker w = std::move(running[i]);
            running.erase(i);
            auto rest = state.end(w, outcome);
            if (!rest.empty()) again.push_back(std::move(rest));
        };
        platform::run_pool(pool, next, done);
        if (o.stop && o.stop->load()) break;
        queue = std::move(again);
    }
    out.interrupted = out.interrupted || (o.stop && o.stop->load());
    return out;
}

}  // namespace syncstress::tool
