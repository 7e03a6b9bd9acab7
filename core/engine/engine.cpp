// A scenario on a backend from start to verdict (run_one), the analysis's findings as the report says them, and the
// one serializer of run options.
#include "core/engine/engine.h"

#include "core/analysis/analysis.h"
#include "core/analysis/contract.h"
#include "core/backends/registry.h"
#include "core/common/shell.h"
#include "core/common/startup_trace.h"
#include "core/engine/capabilities.h"
#include "core/engine/order_aim.h"
#include "core/engine/runner.h"
#include "core/engine/verdict.h"

#include <algorithm>
#include <chrono>
#include <memory>

namespace syncstress::engine {

namespace {

using Clock = std::chrono::steady_clock;
using scenario::Scenario;

std::string cuda_side_queues(const Scenario& sc) {
    std::string names;
    for (const auto& q : sc.queues)
        if (q.side == Side::cuda) names += (names.empty() ? "" : ", ") + q.name;
    return names;
}

bool stop_requested(const RunOptions& o) { return o.stop && o.stop->load(std::memory_order_relaxed); }

// A certain deadlock hangs in its first iteration (the reference model gets stuck there, and cannot go on): one
// iteration shows it. So does a scenario that expects a deadlock the analysis did not find. A deadlock or reversal
// that needs an order runs the iterations asked for, --perturb auto forcing the order until it has shown.
bool runs_once(const Scenario& sc, const std::vector<report::Finding>& findings) {
    bool certain = false, ordered = false;
    for (const auto& f : findings) {
        if (f.kind == report::FindingKind::deadlock && f.certain.value_or(true)) certain = true;
        if ((f.kind == report::FindingKind::deadlock || f.kind == report::FindingKind::timeline) && f.order) ordered = true;
    }
    return certain || (sc.expect == scenario::Expect::deadlock && !ordered);
}

// The analysis's kinds, as the report names them.
report::FindingKind report_kind(analysis::FindingKind kind) {
    switch (kind) {
    case analysis::FindingKind::race: return report::FindingKind::race;
    case analysis::FindingKind::deadlock: return report::FindingKind::deadlock;
    case analysis::FindingKind::contract: return report::FindingKind::contract;
    case analysis::FindingKind::timeline: return report::FindingKind::timeline;
    case analysis::FindingKind::oversync: return report::FindingKind::oversync;
    }
    return report::FindingKind::error;
}

// A scenario of several host threads, or with setup or teardown, numbers its steps through every list: its findings
// also say where each step is in the file.
void name_steps(const Scenario& sc, std::vector<report::Finding>& findings) {
    const std::vector<scenario::Thread> threads = scenario::threads_of(sc);
    if (threads.size() < 2 && threads[0].setup + threads[0].teardown == 0) return;
    for (auto& f : findings) {
        f.step_paths.clear();
        for (uint64_t step : f.steps)
            f.step_paths.push_back(step < sc.steps.size() ? scenario::step_path(sc, step) : "step " + std::to_string(step));
    }
}

std::vector<report::Finding> report_findings(const Scenario& sc, const std::vector<analysis::Finding>& findings) {
    std::vector<report::Finding> out;
    for (const auto& a : findings) {
        report::Finding f;
        f.kind = report_kind(a.kind);
        f.warning = a.warning;
        f.expected = (sc.expect == scenario::Expect::race && a.kind == analysis::FindingKind::race) ||
                     (sc.expect == scenario::Expect::deadlock &&
                      (a.kind == analysis::FindingKind::deadlock || a.kind == analysis::FindingKind::timeline));
        f.message = a.message;
        f.steps.assign(a.steps.begin(), a.steps.end());
        f.object = a.object;
        if (a.kind == analysis::FindingKind::race || a.kind == analysis::FindingKind::contract) {
            f.offset = a.offset;
            f.count = a.count;
        }
        f.fix = a.fix;
        for (const auto& site : a.accesses) {
            report::Access access;
            access.step = site.step;
            if (site.command) access.command = *site.command;
            if (site.queue) access.queue = sc.queues[*site.queue].name;
            access.access = site.write ? report::AccessKind::write : report::AccessKind::read;
            access.next_iteration = site.next_iteration;
            if (const scenario::CallSite* call = scenario::call_site(sc, site.step, site.command)) access.call_site = *call;
            f.accesses.push_back(std::move(access));
        }
        f.hazard = a.hazard;
        if (a.kind == analysis::FindingKind::deadlock || a.kind == analysis::FindingKind::timeline) f.certain = !a.order;
        if (a.order) f.order = report_order(sc, *a.order);
        out.push_back(std::move(f));
    }
    name_steps(sc, out);
    return out;
}

// What the run's own availability check found of `backend` when it found it unavailable; null otherwise.
const report::BackendStatus* checked_unavailable(const RunOptions& o, const std::string& backend) {
    if (!o.host_backends) return nullptr;
    for (const auto& b : *o.host_backends)
        if (b.name == backend && !b.available && b.probed != false) return &b;
    return nullptr;
}

// The backend `backend` created for `sc`, or none when the run cannot start on it: `result` says why then (an error,
// or a skip).
std::unique_ptr<sync::Backend> start_backend(const Scenario& sc, const std::string& backend, const RunOptions& o,
                                             report::ScenarioResult& result) {
    const auto* entry = backends::find_backend(backend);
    if (!entry) {
        report::mark_backend_error(result, make_error("unknown backend " + backend, ErrorKind::backend_unavailable));
        return nullptr;
    }
    // A check the run made already (in a worker, under --isolate or -j) that found it unavailable is not made again:
    // a driver or adapter that crashed there would crash here too.
    const report::BackendStatus* checked = checked_unavailable(o, backend);
    const auto availability = checked ? sync::Availability{false, checked->reason} : entry->probe(o.device);
    if (!availability.available) {
        const std::string why = backend + " unavailable: " + availability.reason;
        if (o.backends.named) {
            report::mark_backend_error(result, make_error(why, ErrorKind::backend_unavailable));
        } else {
            result.status = report::ResultStatus::skip;
            result.reason = why;
        }
        return nullptr;
    }
    auto created = entry->create(backend_options(o, &sc));
    if (!created) {
        // One that could not be created is unavailable, whatever call failed in it.
        report::mark_backend_error(result, make_error(created.error().message, ErrorKind::backend_unavailable));
        return nullptr;
    }
    const sync::BackendInfo& info = (*created)->info();
    const std::string cuda_queues = cuda_side_queues(sc);
    if (!cuda_queues.empty() && !info.cuda_side) {
        result.status = report::ResultStatus::skip;
        // The same words for every such scenario, so that the text folds them into one line per backend.
        result.reason = "the scenario has cuda-side queues; the " + backend +
                        " backend runs device-side queues only: run it on cpu, cuda or vulkan+cuda";
        return nullptr;
    }
    if (auto why = cannot_run(sc, info)) {
        result.status = report::ResultStatus::skip;
        result.reason = *why;
        return nullptr;
    }
    return std::move(*created);
}

// Runs the iterations, `iterations` of them or for --duration, until Ctrl-C, a wedged backend or --until-fail's end.
// Returns an Error when the backend broke.
Status run_iterations(Runner& runner, const Scenario& sc, const RunOptions& o, uint64_t iterations, Clock::time_point started) {
    const auto deadline = o.duration ? std::optional(started + *o.duration) : std::nullopt;
    const report::ScenarioResult& result = runner.verdict().result();
    report::Progress progress{sc.name, result.backend, 0, deadline ? 0 : iterations};
    if (deadline) progress.duration_s = std::chrono::duration<double>(*o.duration).count();
    for (uint64_t it = 0;; ++it) {
        if (deadline ? Clock::now() >= *deadline : it >= iterations) break;
        if (stop_requested(o)) break;
        // A run of a count of iterations runs the teardown in its last; one that --duration, --until-fail or Ctrl-C ends
        // does not know its last in time, and skips it.
        const bool last = !deadline && it + 1 >= iterations;
        if (Status s = runner.iterate(it, last); !s) return s;  // not assigned each iteration: a Status holds a string
        if (o.on_progress && (it % 16 == 0 || runner.iteration_failed())) {
            progress.iteration = it + 1;
            progress.failures = result.failures;
            progress.elapsed_s = std::chrono::duration<double>(Clock::now() - started).count();
            o.on_progress(progress);
        }
        if (runner.wedged()) break;
        if (o.until_fail && runner.until_fail_done()) break;
    }
    return {};
}

}  // namespace

std::vector<report::Finding> analysis_findings(const Scenario& sc) { return report_findings(sc, analysis::analyze(sc).findings); }

std::vector<std::string> run_arguments(const RunOptions& o, std::optional<uint64_t> iterations) {
    std::vector<std::string> args = {"--seed", std::to_string(o.seed)};
    if (o.until_fail && iterations == k_until_fail_alone) iterations.reset();  // the run's own count: none
    if (iterations) {
        args.insert(args.end(), {"--iterations", std::to_string(*iterations)});
    } else {
        if (o.duration)
            args.insert(args.end(), {"--duration", format_duration(*o.duration)});
        else if (!(o.until_fail && o.iterations == k_until_fail_alone))
            args.insert(args.end(), {"--iterations", std::to_string(o.iterations)});
        if (o.until_fail) args.push_back("--until-fail");
    }
    if (!o.faults.empty()) args.insert(args.end(), {"--inject", sync::to_string(o.faults)});
    args.insert(args.end(), {"--perturb", to_string(o.perturb), "--hang-timeout", format_duration(o.hang_timeout)});
    if (o.validate) args.push_back("--validate");
    if (!o.device.empty()) args.insert(args.end(), {"--device", o.device});
    if (!o.use_cache) args.push_back("--no-cache");
    for (const auto& [key, value] : o.adapter_options) args.insert(args.end(), {"--adapter-option", key + "=" + value});
    return args;
}

std::string repro_line(const std::string& file, const std::string& backend, const RunOptions& o, std::optional<uint64_t> iterations) {
    std::vector<std::string> words = {"run", file, "--backend", backend};
    const auto args = run_arguments(o, iterations);
    words.insert(words.end(), args.begin(), args.end());
    return shell_env_prefix(backends::environment_to_repeat(backend)) + o.repro_program + " " + shell_join(words);
}

report::ScenarioResult run_one(const Scenario& sc, const std::string& backend, const RunOptions& o,
                               const std::vector<report::Finding>* analysis) {
    report::ScenarioResult result;
    result.scenario = sc.name;
    result.file = sc.file;
    result.backend = backend;
    result.expect = sc.expect;
    result.repro = repro_line(sc.file, backend, o, o.iterations);
    const auto started = Clock::now();
    auto finish = [&](report::ScenarioResult& r) -> report::ScenarioResult {
        r.duration_s = std::chrono::duration<double>(Clock::now() - started).count();
        name_steps(sc, r.findings);
        return std::move(r);
    };

    result.findings = analysis ? *analysis : analysis_findings(sc);
    const bool as_expected = protocol_as_expected(sc, result.findings);
    auto created = start_backend(sc, backend, o, result);
    if (!created) return finish(result);
    const sync::BackendInfo info = created->info();

    // A runtime that promises less than the scenario format: what the scenario relies on of it (warnings).
    static_assert(analysis::k_upload_reads_until_complete == sync::k_weaker_upload_reads_until_complete &&
                  analysis::k_download_writes_until_complete == sync::k_weaker_download_writes_until_complete);
    if (info.weaker != 0)
        for (auto& f : report_findings(sc, analysis::contract_findings(sc, info.weaker))) result.findings.push_back(std::move(f));

    Runner runner(sc, backend, o, result, std::move(created));
    if (auto s = runner.create(); !s) {
        report::mark_backend_error(result, s.error());
        return finish(result);
    }
    startup_trace::mark("scenario created on the backend: first iteration");
    const bool once = runs_once(sc, result.findings);
    const Status backend_status = run_iterations(runner, sc, o, once ? 1 : o.iterations, started);
    startup_trace::mark("iterations done");
    runner.finish(info);
    report::note_contract_shown(result);
    // Under --duration the count that ran is what reproduces this run (the same iterations, the same seeds).
    if (o.duration) result.repro = repro_line(sc.file, backend, o, std::max<uint64_t>(result.iterations, 1));
    runner.verdict().conclude(runner.end(backend_status, as_expected, once));
    return finish(result);
}

}  // namespace syncstress::engine
