// The scenario x backend jobs of `syncstress run`: which of them this shard runs, how they run (here, one after
// another, or in worker processes under -j and --isolate), and the report while they do: the jobs still without
// a result are its not_run, and those a stop left without one end as skipped results.
#pragma once

#include "core/common/result.h"
#include "core/engine/engine.h"
#include "core/report/progress.h"
#include "core/report/report.h"
#include "core/scenario/scenario.h"
#include "tool/parallel.h"
#include "tool/shard.h"

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace syncstress::tool {

struct RunJob {
    Job job;
    const scenario::Scenario* scenario = nullptr;
};

// The jobs of `shard`: every scenario on each of its backends, in file order then backend order; a shard takes
// every job k with k mod N = its index.
std::vector<RunJob> shard_jobs(const std::vector<scenario::Scenario>& scenarios, const engine::BackendChoice& backends, const Shard& shard);

struct JobSettings {
    engine::RunOptions run;                            // what every job runs
    size_t workers = 1;                                // -j
    bool isolate = false;                              // a worker process per job even with one worker
    std::string program;                               // this binary, which the workers run
    std::vector<report::BackendStatus> host_backends;  // the run's, handed to the workers: they probe nothing again
    report::ProgressLine* progress = nullptr;
    // Each job's result as it comes, in job order.
    std::function<void(const report::ScenarioResult&)> on_result;
};

// How long a worker of one job may live before it counts as wedged past its own watchdog: start-up plus, per
// iteration, a hang's worst case; none where there is no useful bound (--until-fail alone).
std::optional<std::chrono::nanoseconds> worker_deadline(const engine::RunOptions& o);
// Its environment: the run's host.backends, which it then probes no more.
std::vector<std::pair<std::string, std::string>> worker_env(const JobSettings& settings);

// Runs the jobs until done or a stop request (tool/commands/stops.h). True when stopped early; an Error only when
// the workers have no temporary folder for their reports.
Result<bool> run_jobs(const std::vector<RunJob>& jobs, const JobSettings& settings);

// A run's report while its jobs run.
struct RunReport {
    report::Report report;
    std::vector<Job> pending;  // without a result yet, in job order: the report's not_run
};
RunReport start_run_report(report::Report rep, const std::vector<RunJob>& jobs);
// The result goes into the report and its job leaves not_run.
void add_result(RunReport& run, const report::ScenarioResult& result);
// After the last result: the jobs still pending are skipped results, saying why (the run was interrupted, or no
// result came back for the job); not_run is empty.
void finish_run_report(RunReport& run, bool interrupted);

}  // namespace syncstress::tool
