// The stress engine: for each scenario x backend, creates the resources once, runs iterations through the
// sync core, checks every `check` against the reference model, classifies mismatches, perturbs timing,
// and bounds every blocking host op with a watchdog.
// Inside core/engine (internal headers): runner.h runs the iterations, using perturbation.h (where and how long to
// delay, which order to force), run_timing.h (the stopwatch and histograms), verdict.h (checks, findings, the status),
// steps.h (the scenario as the sync core's ops) and watched_device.h (the device with the watchdog's bound).
#pragma once

#include "core/common/duration.h"
#include "core/backends/registry.h"
#include "core/common/result.h"
#include "core/report/progress.h"
#include "core/report/report.h"
#include "core/scenario/scenario.h"
#include "core/sync/device.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace syncstress::engine {

// --perturb: how the run moves timing to expose what the analysis proved possible.
//   auto (the CLI's default): aimed by the analysis. The ordering points where a delay exposes a bug are listed
//     once per scenario: before the first access of every race the analysis found (the one issued first), before
//     the work of every submission (what a dropped or early wait would overtake), before every host signal.
//     Each iteration delays one of them, in a shuffled round that covers them all (every other iteration a race,
//     when there are races), by a delay sized from the backend's measured round trip (calibrated once per
//     device and build, kept in the calibration cache: core/sync/calibration_cache.h). A failing iteration's
//     findings name the point it aimed at.
//   DELAY[,JITTER]: before each queue op, with probability 1/2, a device-side delay uniform in [0, DELAY];
//     between host ops a host sleep uniform in [0, JITTER]. Seeded by --seed.
//   off: none.
struct Perturbation {
    bool aimed = false;
    uint32_t delay_us = 0;
    uint32_t jitter_us = 0;
    bool enabled() const { return aimed || delay_us != 0 || jitter_us != 0; }
};
// "auto", "off", "1ms", "1ms,200us", "500us,0": durations as core/common/duration.h reads them, in whole
// microseconds, each at most k_max_perturbation: the longest delay op a backend takes (Vulkan: 600 s), and
// 2 * delay + 1 (the draw that delays about half the ops) stays within 32 bits.
Result<Perturbation> parse_perturbation(std::string_view text);
std::string to_string(const Perturbation& p);  // inverse: what --perturb would take
inline constexpr std::chrono::minutes k_max_perturbation{10};
using syncstress::format_duration;
using syncstress::parse_duration;

struct BackendChoice {
    std::vector<std::string> names;  // in the registry's order; auto: the available ones, most capable first
    bool named = false;              // named explicitly: unavailable means exit 3, not skip
    bool per_scenario = false;       // auto: each scenario runs on the first of names that can run it
};
// "cpu", "vulkan,cuda", "all" (every backend; unavailable ones are reported as skipped), "auto" (per scenario, the
// most capable available backend that can run it: vulkan+cuda, cuda, vulkan, cpu).
// `device`: --device's spec, which `auto` probes the backends with.
Result<BackendChoice> resolve_backends(std::string_view spec, std::string_view device = {});
// The backends `scenario` runs on: every one of choice.names, or with auto the first that runs all its queues' sides
// (cpu for cuda-side queues where CUDA is missing).
std::vector<std::string> backends_for(const scenario::Scenario& scenario, const BackendChoice& choice);

struct RunOptions {
    BackendChoice backends;
    uint64_t iterations = 100;
    std::optional<std::chrono::nanoseconds> duration;  // a time budget per scenario x backend instead
    bool until_fail = false;
    uint64_t seed = 1;
    Perturbation perturb;
    sync::FaultSet faults;
    std::chrono::nanoseconds hang_timeout = std::chrono::seconds(2);
    bool validate = false;
    // --device SPEC: which device every backend of the run opens (core/sync/device_choice.h); empty: each its own.
    std::string device;
    size_t max_findings = 10;  // sample of failures kept per result, after the first
    // The start of every repro line ("syncstress run"); the engine appends scenario, backend, seed, ...
    std::string repro_program = "syncstress";
    std::function<void(const report::Progress&)> on_progress;
    const std::atomic<bool>* stop = nullptr;  // set by Ctrl-C: finish the iteration, report, return
    // --adapter-option KEY=VALUE, in order: handed to runtime adapters (sync::BackendOptions::adapter_options).
    std::vector<std::pair<std::string, std::string>> adapter_options;
    // A worker's report carries its parent's host.backends instead of probing them again.
    std::optional<std::vector<report::BackendStatus>> host_backends;
    // --no-cache: measure what a perturbation needs (core/sync/calibration_cache.h) instead of reading it from the
    // user's cache folder, and write nothing there.
    bool use_cache = true;
    // The figures perturbation measured or read, shared by every scenario and backend of the run, and what the
    // calibration cache said meanwhile (take_notes).
    std::shared_ptr<sync::Calibrations> calibrations = std::make_shared<sync::Calibrations>();
    // Devices kept between the run's backends (sync::KeptDevices): the one the report describes serves the first
    // scenario, and each scenario's the next.
    std::shared_ptr<sync::KeptDevices> kept_devices = std::make_shared<sync::KeptDevices>();
    // The most any scenario of the run needs (plan_queues): backends create that many hardware queues and CUDA
    // connections; none: as many as the device has.
    std::optional<sync::QueueNeeds> queues;
};

// What the scenarios need at most of a backend's queues (sync::QueueNeeds), with the faults `o` injects.
sync::QueueNeeds queue_needs(std::span<const scenario::Scenario> scenarios, const RunOptions& o);
// The run's queue plan, once, before its first probe or backend: `o.queues` from the scenarios (queue_needs), and what
// must be fixed for the process before a runtime starts (CUDA reads CUDA_DEVICE_MAX_CONNECTIONS once). The run
// command makes it, in a worker too; run_one and describe_host take it as the options give it.
void plan_queues(RunOptions& o, std::span<const scenario::Scenario> scenarios);

// RunOptions::iterations of `--until-fail` alone: loop until a failure (or Ctrl-C).
inline constexpr uint64_t k_until_fail_alone = UINT64_MAX;

// The one serializer of run options: the arguments of `syncstress run FILE --backend B` that run `o` again.
// --seed, then --iterations `iterations` when given (a repro: the count that ran, no --until-fail), else o's
// --duration or --iterations and --until-fail; --inject, --perturb, --hang-timeout, --validate, --no-cache.
std::vector<std::string> run_arguments(const RunOptions& o, std::optional<uint64_t> iterations = std::nullopt);
// "syncstress run FILE --backend B <run_arguments>" (o.repro_program first), quoted for this platform's shell.
std::string repro_line(const std::string& file, const std::string& backend, const RunOptions& o,
                       std::optional<uint64_t> iterations = std::nullopt);

// One scenario on one backend: a job of `syncstress run` (tool/commands/run_jobs.cpp runs the jobs, in this process
// or in workers). Analysis findings come first in the result. `analysis`: the scenario's analysis findings
// when the caller already has them (a scenario runs on several backends; analyzing it once is enough).
report::ScenarioResult run_one(const scenario::Scenario& scenario, const std::string& backend, const RunOptions& options,
                               const std::vector<report::Finding>* analysis = nullptr);

// Analysis findings of a scenario as report findings, marked expected as the scenario says.
std::vector<report::Finding> analysis_findings(const scenario::Scenario& scenario);

// What a backend is here: its probe, and where available the backend created to report its queue mapping, notes
// (what can show on the device) and, for a runtime adapter, its identity and device.
report::BackendStatus describe_backend(const backends::BackendEntry& entry, const sync::BackendOptions& options);
// Host, OS, CPU and the availability of the backends in `used` (described as describe_backend does); the other
// built-in backends are listed as not probed (probing loads a driver).
report::Host describe_host(const std::vector<std::string>& used = {}, const sync::BackendOptions& options = {});
// Every device backend `name` could open (`backends` lists them); empty where it has no choice or cannot say.
std::vector<report::DeviceListing> list_devices(const std::string& name);
// The options a backend of a run is created with; with `scenario`, preparing only what it may use (its kernels,
// delays where it or the perturbation has any).
sync::BackendOptions backend_options(const RunOptions& o, const scenario::Scenario* scenario = nullptr);
// The report's tool object: this binary's version and how it was built (core/build_info).
void describe_tool(report::Report& report);
report::Report new_report(const RunOptions& options, const std::vector<std::string>& argv);

}  // namespace syncstress::engine
