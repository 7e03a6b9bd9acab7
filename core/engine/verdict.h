// What a run found and what it says: the checks against the reference model, the findings an iteration adds (capped
// by --max-findings), which iterations failed, whether the device showed each race, deadlock and reversal the
// analysis proved, and the result's status and reason at the end. Internal to core/engine.
#pragma once

#include "core/common/result.h"
#include "core/engine/watched_device.h"
#include "core/engine/race_signature.h"
#include "core/model/model.h"
#include "core/report/report.h"
#include "core/scenario/scenario.h"

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace syncstress::engine {

// A race, deadlock or reversal the analysis proved: what the device may show.
struct Proved {
    size_t finding;           // index into the result's findings
    uint64_t iterations = 0;  // that showed it
    std::optional<uint64_t> first;
    // A deadlock: of those iterations, the ones that showed it by the reversal it needs rather than a hang (a
    // backend that keeps a backwards signal from the driver, which Vulkan forbids: nothing starves).
    uint64_t by_reversal = 0;
};

// How a run ended, for its status.
struct RunEnd {
    std::optional<Error> backend_error;         // the backend broke: the run stopped with status error
    bool protocol_as_expected = false;          // see protocol_as_expected()
    bool once = false;                          // one iteration was enough to show it (a certain deadlock)
    bool wedged = false;                        // stopped early: the backend stayed stuck, or the model did
    std::optional<std::string> abandoned;       // what stopping the backend stopped, once it could not recover
    std::optional<std::string> model_deadlock;  // the cycle, once the reference model got stuck
};

// Whether the analysis's findings are what the scenario expects: none but warnings for `pass`, one it marks
// expected otherwise.
bool protocol_as_expected(const scenario::Scenario& scenario, const std::vector<report::Finding>& analysis);

// Why semaphore values in iteration `iteration` are not those the file names (empty in iteration 0, where they are).
std::string iteration_values_note(const scenario::Scenario& scenario, uint64_t iteration);
// The lines of a hang finding's state: every queue and semaphore. `calibration_submissions`: per queue, those of
// --perturb auto's calibration, which the device counts too.
std::vector<std::string> describe_state(const scenario::Scenario& scenario, const sync::DeviceState& state,
                                        const std::map<sync::QueueId, uint64_t>& calibration_submissions);

class Verdict {
public:
    Verdict(const scenario::Scenario& scenario, const std::string& backend, report::ScenarioResult& result, size_t max_findings)
        : sc_(scenario), backend_(backend), result_(result), max_findings_(max_findings) {}

    // Lists the races, deadlocks and reversals among the result's findings so far (the analysis's).
    void list_proved();
    const std::vector<Proved>& proved() const { return proved_; }
    const std::vector<report::Finding>& findings() const { return result_.findings; }
    report::ScenarioResult& result() { return result_; }

    void begin_iteration();
    // Check `index` (step `step`) against the model's expectation: a mismatch finding when the data is wrong.
    std::optional<report::Finding> check(size_t step, const scenario::Check& check, size_t index, const model::Model& model,
                                         std::span<const uint32_t> actual, uint64_t it);
    // The watchdog fired at `step` (the step count: at the end of the iteration): the hang finding's start.
    report::Finding hang(size_t step, uint64_t it);
    // What the backend saw this iteration: signals that went backwards, validation messages.
    std::vector<report::Finding> backend_findings(WatchedDevice& device, uint64_t it);
    // Adds a finding of this run (its repro and perturbation filled in), or counts it as dropped past the cap.
    void add(report::Finding finding);
    // Credits the proved findings the iteration showed (see verdict.cpp) and counts it. `aimed_race`: the race its
    // delay aimed at; `forced`: the finding whose order it forced (indices into proved()).
    void end_iteration(uint64_t it, std::optional<size_t> aimed_race, std::optional<size_t> forced);

    bool iteration_failed() const { return iteration_failed_ || iteration_hung_; }
    bool iteration_hung() const { return iteration_hung_; }
    int consecutive_hangs() const { return consecutive_hangs_; }

    // Says, for each proved finding, whether the device showed it and in how many iterations.
    void finish_shown(const sync::BackendInfo& info);
    // The result's status and reason.
    void conclude(const RunEnd& end);

private:
    // Notes which races' signatures reach the wrong elements of a check of host array `host`.
    void match_races(uint32_t host, std::span<const ElementRun> wrong);
    // Whether race `p` (into proved()) is credited with this iteration's wrong data.
    bool race_credited(size_t p, std::optional<size_t> aimed_race) const;
    std::string shown_summary(report::FindingKind kind) const;
    // Whether one side of a race is a free (a step that changes no data).
    bool frees(const report::Finding& f) const;
    std::optional<std::string> within_unordered_queue(const report::Finding& f, const sync::BackendInfo& info) const;
    std::optional<std::string> shared_hardware_queue(const report::Finding& f, const sync::BackendInfo& info) const;
    std::optional<std::string> upload_read_at_submission(const report::Finding& f, const sync::BackendInfo& info) const;

    const scenario::Scenario& sc_;
    const std::string& backend_;
    report::ScenarioResult& result_;
    size_t max_findings_;
    std::vector<Proved> proved_;
    std::vector<std::unique_ptr<RaceSignature>> signatures_;  // per proved race, made at its first wrong data
    std::vector<bool> matched_;                               // per proved finding: a race whose data was wrong this iteration
    size_t runtime_findings_ = 0;
    uint64_t mismatched_iterations_ = 0;
    int consecutive_hangs_ = 0;
    bool iteration_failed_ = false;
    bool iteration_mismatched_ = false;
    bool iteration_hung_ = false;
    std::vector<std::string> reversed_;  // semaphores the backend saw signalled backwards this iteration
};

}  // namespace syncstress::engine
