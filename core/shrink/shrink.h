// `syncstress shrink`: the smallest scenario that keeps a finding. Delta debugging (ddmin) over threads, steps, the
// commands of submissions and the declared objects (removing one removes what names it), then halving element counts
// and ranges; each candidate is validated by the loader (core/shrink/candidate.h) and kept when the oracle still
// shows the finding. The result is 1-minimal: removing any one of its steps or commands loses the finding.
#pragma once

#include "core/analysis/analysis.h"
#include "core/common/result.h"
#include "core/engine/engine.h"
#include "core/shrink/candidate.h"

#include <atomic>
#include <chrono>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace syncstress::shrink {

// The findings shrink keeps: the analysis proves the first three; a run shows the last two.
#define SYNCSTRESS_SHRINK_KINDS(X) X(race) X(deadlock) X(timeline) X(mismatch) X(hang)
enum class TargetKind { SYNCSTRESS_SHRINK_KINDS(SYNCSTRESS_ENUMERATOR) };
inline constexpr const char* k_target_kinds[] = {SYNCSTRESS_SHRINK_KINDS(SYNCSTRESS_ENUMERATOR_NAME)};
constexpr const auto& names_of(TargetKind) { return k_target_kinds; }
constexpr const char* to_string(TargetKind k) { return k_target_kinds[static_cast<size_t>(k)]; }
constexpr bool proved_by_analysis(TargetKind k) { return k <= TargetKind::timeline; }

// A finding of the analysis, identified by the input's places it names: a race by its two accesses, a deadlock or a
// timeline finding by the steps of its chain and its semaphore.
struct Signature {
    analysis::FindingKind kind = analysis::FindingKind::race;
    std::vector<Place> places;
    std::string object;
    bool operator==(const Signature&) const = default;
};
Signature signature_of(const Candidate& c, const analysis::Finding& finding);

// What the oracle asks of a candidate: that the analysis still proves `target`, and proves nothing of a kind not in
// `allowed` (the input's own kinds: shrinking a race must not make a deadlock).
struct AnalysisTarget {
    Signature target;
    std::set<analysis::FindingKind> allowed;
    std::string message;  // the finding as the input's analysis words it
};

// The proved finding to keep: the `number`th (from 1) of the analysis' race, deadlock and timeline findings, or the
// first of kind `kind`, or the first. An error (bad_input) where there is no such finding.
Result<AnalysisTarget> analysis_target(const scenario::Scenario& input, std::optional<size_t> number, std::optional<TargetKind> kind);
// The proved finding whose sentence is `message` (a report's finding of the analysis).
Result<AnalysisTarget> analysis_target(const scenario::Scenario& input, const std::string& message);
bool analysis_keeps(const AnalysisTarget& target, const Candidate& c);
// The kinds of race, deadlock and timeline findings the analysis proves in `s`; none where the analysis fails.
std::optional<std::set<analysis::FindingKind>> proved_kinds(const scenario::Scenario& s);

// A finding only a run shows: a run of the candidate on `backend` that stops at the first failure (--until-fail) within
// `iterations` still shows a finding of `kind` (a mismatch: at a check of the same host array). The hang timeout is
// calibrated from the input's own iterations, so that a try that does not hang costs a few of them.
struct RunTarget {
    TargetKind kind = TargetKind::mismatch;
    std::string backend = "cpu";
    uint64_t iterations = 200;
    std::chrono::nanoseconds hang_timeout = std::chrono::seconds(2);
    // A correct iteration of the run that showed the finding, the hang timeout's measure (0: not calibrated).
    std::chrono::nanoseconds iteration_work{0};
    // What else a try runs with: the seed, perturbation, injected faults, device and adapter options of the run
    // that showed the finding (run_defaults: `syncstress run`'s own).
    engine::RunOptions base;
    // What runs a try: none, engine::run_one in this process; `run --shrink` under -j or --isolate, a worker process,
    // so that a backend that crashes costs the try.
    std::function<report::ScenarioResult(const scenario::Scenario&, const engine::RunOptions&)> runner;
    std::string object;                       // a mismatch's host array
    std::string message;                      // the finding as the input's run words it
    std::set<analysis::FindingKind> allowed;  // what the input's analysis proves: a candidate proving more is given up
};
// The target of `finding` (a mismatch or a hang) that `shown`, a result of a run with `base`, showed: no run. A try
// runs ten times the iterations `shown` took per failure, at least 10 and at most `iterations`.
RunTarget run_target(const scenario::Scenario& input, const report::ScenarioResult& shown, const report::Finding& finding,
                     uint64_t iterations, const engine::RunOptions& base);
// `syncstress run`'s options as a run oracle's tries use them by default: --perturb auto.
engine::RunOptions run_defaults();
// Runs the input: an error (bad_input) where the backend cannot run it or the runs show no such finding. `kind`:
// mismatch or hang; none: the first of either the input shows. `base`: as RunTarget::base (its hang timeout bounds
// the calibrated one).
Result<RunTarget> run_target(const scenario::Scenario& input, std::optional<TargetKind> kind, const std::string& backend,
                             uint64_t iterations, const engine::RunOptions& base = run_defaults());
// The calibrated hang timeout: `iterations_of_work` times a correct iteration of `shown` (its iterations' median
// time, less the watchdog's wait where most of them hung), within [k_min_hang_timeout, bound].
inline constexpr auto k_min_hang_timeout = std::chrono::milliseconds(50);
std::chrono::nanoseconds calibrated_hang_timeout(const report::ScenarioResult& shown, std::chrono::nanoseconds bound);
// Its two halves: a correct iteration's time as `shown` measured it, and the timeout that time gives.
std::chrono::nanoseconds iteration_work(const report::ScenarioResult& shown, std::chrono::nanoseconds bound);
std::chrono::nanoseconds hang_timeout_for(std::chrono::nanoseconds work, std::chrono::nanoseconds bound);
// A try that does not show it is tried once more before the candidate is given up.
bool run_keeps(const RunTarget& target, const Candidate& c);

using Oracle = std::function<bool(const Candidate&)>;

// An oracle and the sentence that names the finding it keeps: "race (analysis): ...", "mismatch (run on cpu): ...".
struct Chosen {
    Oracle keeps;
    std::string kept;
};
Chosen oracle_of(AnalysisTarget target);
Chosen oracle_of(RunTarget target);

struct Progress {
    size_t tries = 0, steps = 0, commands = 0;
    std::string phase;  // "steps", "commands", "buffers", "element counts", ...
};

struct Options {
    std::optional<std::chrono::steady_clock::duration> budget;  // stop trying and keep the smallest so far
    const std::atomic<bool>* stop = nullptr;                    // set (Ctrl-C): the same
    std::function<void(const Progress&)> on_progress;
};

struct Outcome {
    Candidate result;
    size_t tries = 0;
    bool out_of_budget = false;
    // "412 of 420 steps", "3 of 4 buffers", "the largest object from 1024 to 1 elements"
    std::vector<std::string> removed;
};

// The input must keep the finding (the caller asked the oracle); the result is the smallest candidate found.
Outcome reduce(const scenario::Scenario& input, const Oracle& keeps, const Options& options = {});

// The steps and commands of a scenario, as the removed lists count them.
size_t command_count(const scenario::Scenario& s);

}  // namespace syncstress::shrink
