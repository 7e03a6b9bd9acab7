// One scenario on one backend, iteration after iteration, through the sync core: creates the resources once, runs
// each step, hands what a wait can hide (the reference model's run, the timing samples) to the device's next wait,
// and recovers the device when the watchdog fires. The decisions are the perturbation's (perturbation.h), the
// judgement the verdict's (verdict.h), the clock the timing's (run_timing.h). Internal to core/engine.
#pragma once

#include "core/engine/engine.h"
#include "core/engine/perturbation.h"
#include "core/engine/run_timing.h"
#include "core/engine/steps.h"
#include "core/engine/verdict.h"
#include "core/engine/watched_device.h"
#include "core/model/model.h"

#include <cstddef>
#include <cstdint>
#include <future>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace syncstress::engine {

class Runner final : private sync::WaitWork {
public:
    Runner(const scenario::Scenario& scenario, const std::string& backend, const RunOptions& options, report::ScenarioResult& result,
           std::unique_ptr<sync::Backend> created);
    // The device may wait as it is destroyed (a drain): not with this runner's work, half destroyed by then.
    ~Runner() { device_.work_in_next_wait(nullptr); }
    Runner(const Runner&) = delete;
    Runner& operator=(const Runner&) = delete;

    // Creates every resource; an Error ends the run with status error.
    Status create();
    // Runs one iteration. Returns an Error only for a broken backend (the run stops with status error).
    // `last`: the run's last iteration (a run of a count of iterations knows it), which runs the teardown.
    Status iterate(uint64_t it, bool last);
    // Records the last samples and says which proved findings showed.
    void finish(const sync::BackendInfo& info);

    // After this many hangs in a row the backend is taken as wedged for this scenario: the run moves on.
    static constexpr int k_max_consecutive_hangs = 3;
    bool wedged() const { return verdict_.consecutive_hangs() >= k_max_consecutive_hangs || abandoned_ || model_deadlock_; }
    bool iteration_failed() const { return verdict_.iteration_failed(); }
    // --until-fail: a failing iteration ends the run; in a scenario that expects its findings and has orders to force,
    // the last of them shown does (its reversals may fail every iteration before an order is forced).
    bool until_fail_done() const;
    // The verdict, and how the run ended for it.
    Verdict& verdict() { return verdict_; }
    RunEnd end(const Status& backend_status, bool protocol_as_expected, bool once) const;

private:
    // WaitWork: what the engine has to do that a wait can hide: the model's run when it is small, the samples of the
    // last iteration. Called by the device before it waits (never calls the device), or by the engine when no wait
    // came first.
    void run() override;
    void start_model(uint64_t it);
    void finish_model();
    Status drain();

    const PreparedStep* prepared_for(size_t step) const;
    Status host_gates(size_t step, bool after);
    // Steps [first, end) of the iteration, in order (one thread's).
    Status run_steps(size_t first, size_t end);
    // Every thread's steps, each thread on its own OS thread (the main one on this), one step at a time under mutex_.
    Status run_threads();
    // A blocking host op: `start(true)` waits as the device does; with threads, `start(false)` issues it and looks,
    // then `look()` looks again, mutex_ given up between looks, until done, hang_timeout() or another thread's hang.
    template <class Start, class Look>
    Result<sync::WaitStatus> blocking(Start start, Look look);
    Result<sync::WaitStatus> wait_host(size_t step, const scenario::HostWait& w);
    template <class Copy>
    Result<sync::WaitStatus> direct(size_t step, uint32_t queue, const Copy& copy);
    Status run_step(size_t i, const scenario::Submit& s);
    Status run_step(size_t i, const scenario::HostFill& f);
    Status run_step(size_t i, const scenario::Write& w);
    Status run_step(size_t i, const scenario::Read& rd);
    Status run_step(size_t i, const scenario::Sync& s);
    Status run_step(size_t i, const scenario::HostSignal& s);
    Status run_step(size_t i, const scenario::HostWait& w);
    Status run_step(size_t i, const scenario::Sleep& s);
    Status run_step(size_t i, const scenario::Free& f);
    Status run_step(size_t i, const scenario::Check& c);
    Status after_wait(size_t step, const Result<sync::WaitStatus>& r);
    Status hang(size_t step, const std::string& where);
    Result<bool> recover();
    void add_finding(report::Finding f);

    const scenario::Scenario& sc_;
    const std::string& backend_;
    const RunOptions& o_;
    model::Model model_;
    WatchedDevice device_;
    Timing timing_;
    Verdict verdict_;
    Perturber perturber_;
    Resources resources_;
    std::vector<std::span<const uint32_t>> checked_;     // by check: the host memory it compares (stable, see host_data)
    std::vector<size_t> check_index_;                    // by step: a check step's index into checked_
    const bool threaded_;                                // more than one host thread
    std::mutex mutex_;                                   // threads: held by the thread whose step runs
    bool in_threads_ = false;                            // run_threads is running the steps (under mutex_)
    std::vector<std::optional<PreparedStep>> prepared_;  // by step: see prepare_steps
    std::vector<sync::QueueOp> ops_;
    std::vector<uint64_t> values_;       // a prepared submission's values, this iteration's
    std::optional<uint64_t> model_due_;  // the model's iteration to run in the next wait: see start_model
    bool work_given_ = false;            // the device holds this runner's WaitWork, not run yet (run() clears it)
    uint64_t it_ = 0;
    bool last_ = false;                          // it_ is the run's last iteration
    std::optional<std::string> abandoned_;       // what stopping the backend stopped, once it could not recover
    std::optional<std::string> model_deadlock_;  // the cycle, once the reference model got stuck
    // The model's run of this iteration while it runs beside (start_model); last member: the first destroyed, so a
    // run left by an error ends before the model it uses.
    std::future<std::optional<model::Deadlock>> model_run_;
};

}  // namespace syncstress::engine
