// Scenario x backend jobs in worker processes (-j N, --isolate): the parent re-invokes its own binary as
// `syncstress run FILE... --backend B <options> --json TMP -q` and reads TMP back, as the worker rewrites it after
// each result. Under -j N a worker runs a batch of jobs of one backend, so that it starts the backend once and keeps
// its device across them (start-up is most of a short job on a GPU), and a GPU backend's jobs share one worker;
// under --isolate a worker runs one job. A worker
// that crashes, exits without a result or outlives its deadline is killed (its whole process group) and recorded
// against the job it was running; the jobs of its batch after that one run in a new worker. A wedged driver costs
// one result, not the night's hunt.
#pragma once

#include "core/common/result.h"
#include "core/engine/engine.h"
#include "core/report/progress.h"
#include "core/report/report.h"

#include <atomic>
#include <chrono>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace syncstress::tool {

struct Job {
    std::string scenario, file, backend;
    Expect expect = Expect::pass;
};

// The parent's host.backends (JSON), set in each worker's environment: its report carries them instead of
// probing every backend again.
inline constexpr const char* k_host_backends_variable = "SYNCSTRESS_WORKER_HOST_BACKENDS";

struct WorkerOptions {
    std::string program;  // the binary to run (our own: self_path)
    // What every worker runs (engine::run_arguments) and what a dead worker's repro line says; its
    // repro_program starts repro lines.
    engine::RunOptions run;
    std::vector<std::pair<std::string, std::string>> env;  // set in every worker's environment
    size_t workers = 1;                                    // workers alive at once (-j)
    // Batches (worker_batches): a worker runs several jobs of one backend. false: a worker per job (--isolate).
    bool batch = false;
    // Per job; a worker's deadline is this times the jobs of its batch. Past it the worker is a hang.
    std::optional<std::chrono::nanoseconds> deadline;
    std::chrono::nanoseconds stop_grace = std::chrono::seconds(10);
    const std::atomic<bool>* stop = nullptr;                   // Ctrl-C: workers get SIGTERM, write their report, and end
    std::function<void(const report::Progress&)> on_progress;  // as workers end
    // Each job's result, in job order, as soon as it and every job before it are done.
    std::function<void(const report::ScenarioResult&)> on_result;
};

struct WorkerRun {
    std::vector<report::ScenarioResult> results;  // in job order; jobs not run (Ctrl-C) are absent
    bool interrupted = false;
};

// The worker's command line for a batch of jobs of one backend, writing its report to `json`.
std::vector<std::string> worker_argv(const std::vector<Job>& batch, const WorkerOptions& options, const std::string& json);

// The batches the workers run (positions in `jobs`), in the order they start, each placed by its first job: the jobs
// of a backend whose queues are host threads in at most `workers` runs of consecutive jobs, those of any other backend
// (one GPU, time-sliced between processes: backends::BackendEntry::host_queues) in one; without `batch`, one job each.
std::vector<std::vector<size_t>> worker_batches(const std::vector<Job>& jobs, size_t workers, bool batch);

// An Error only when there is no temporary folder for the workers' reports.
Result<WorkerRun> run_in_workers(const std::vector<Job>& jobs, const WorkerOptions& options);

}  // namespace syncstress::tool
