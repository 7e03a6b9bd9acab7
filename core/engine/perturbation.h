// --perturb's decisions for one scenario x backend (engine.h says what each mode does): where an iteration delays,
// for how long, which order it forces, and the random delays and jitter of DELAY[,JITTER]. The run loop asks before
// each step and command; the same seed makes the same decisions. Internal to core/engine.
#pragma once

#include "core/platform/timing.h"

#include "core/common/result.h"
#include "core/engine/engine.h"
#include "core/engine/order_aim.h"
#include "core/engine/run_timing.h"
#include "core/engine/verdict.h"
#include "core/engine/watched_device.h"
#include "core/scenario/scenario.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <random>
#include <span>
#include <string>
#include <vector>

namespace syncstress::engine {

class Perturber {
public:
    // `device` and `timing`: the run's, used from aim() on.
    Perturber(const scenario::Scenario& scenario, const std::string& backend, const RunOptions& options, WatchedDevice& device,
              Timing& timing);

    // --perturb auto: lists the ordering points and orders of the verdict's proved findings once, and sizes the
    // delay (calibrating the backend the first time). `queues`: the scenario's, by index.
    Status aim(std::span<const sync::QueueId> queues, const Verdict& verdict);

    // Picks iteration `it`'s point or order: every other iteration a race (when there are races), each list in
    // shuffled rounds.
    void next(uint64_t it);

    // Before step `step`: the host's jitter, the aimed delay when it is before the step itself.
    Status before_step(size_t step);
    // Whether this iteration changes step `step`'s submission (delays or gates inside it): it cannot be the prepared one.
    bool alters(size_t step) const;
    // Around the commands of the submit at `step`: a host sleep when the aim is at one of them and the backend has no
    // delay command; before command `index` a random delay, the aimed delay, gate waits; after it gate signals.
    void before_submit(size_t step);
    void before_command(std::vector<sync::QueueOp>& ops, size_t step, size_t index, const scenario::Command& command);
    void after_command(std::vector<sync::QueueOp>& ops, size_t step, size_t index) const;

    // The order this iteration forces: its gates, on the gate timeline at gate_base() + each gate's value.
    bool forcing() const { return order_.has_value(); }
    void set_sleep(std::function<void(std::chrono::microseconds)> sleep) { sleep_ = std::move(sleep); }
    std::span<const GateOp> gates() const { return order_aims_[*order_].gates; }
    sync::SemaphoreId gate() const { return gate_; }
    uint64_t gate_base() const { return gate_base_; }

    // What this iteration aimed at, for the verdict: the race its delay aimed at, the finding whose order it forced
    // (indices into the verdict's proved()).
    std::optional<size_t> aimed_race() const { return point_ ? point_->race : std::nullopt; }
    std::optional<size_t> forced() const;
    // What this iteration did, for its findings ("delay 200 us before ..."); none when it aimed at nothing.
    std::optional<std::string> description() const;
    // --until-fail in a scenario with orders to force: done once none is left to show.
    bool forces_orders() const { return !order_aims_.empty(); }
    bool orders_left() const { return next_order().has_value(); }
    // Per queue: the submissions of the calibration, which a hang's state counts too.
    const std::map<sync::QueueId, uint64_t>& calibration_submissions() const { return calibration_submissions_; }

private:
    // An ordering point --perturb auto may delay: before command `command` of the submit at `step`, or, without a
    // command, before the step itself (a delay-only submission on `queue`, or a host sleep when there is no queue).
    struct AimPoint {
        size_t step = 0;
        std::optional<size_t> command;
        std::optional<size_t> queue;
        std::optional<size_t> race;  // index into proved: the race it aims at
    };

    Status aim_orders();
    Status size_delay();
    Status add_calibrated(const std::string& name, const std::function<Result<uint32_t>()>& measure);
    Result<uint32_t> calibrate(std::optional<sync::QueueId> signaller, sync::QueueId queue);
    std::optional<size_t> next_order() const;
    std::optional<size_t> queue_index(const std::string& name) const;
    bool gated(size_t step) const;
    bool aimed_at(size_t step, size_t command) const { return point_ && point_->step == step && point_->command == command; }
    bool device_delay() const;
    Status delay_before_step(const AimPoint& p);
    void host_jitter();
    void maybe_delay(std::vector<sync::QueueOp>& ops);
    std::string describe(const AimPoint& p) const;

    const scenario::Scenario& sc_;
    const std::string& backend_;
    const RunOptions& o_;
    WatchedDevice& device_;
    Timing& timing_;
    std::mt19937_64 rng_;
    // How the host sleeps (a runner of several threads gives up its turn while one sleeps).
    std::function<void(std::chrono::microseconds)> sleep_ = [](std::chrono::microseconds us) { platform::sleep_for(us); };
    std::span<const sync::QueueId> queues_;
    const Verdict* verdict_ = nullptr;  // from aim() on
    std::vector<AimPoint> race_points_, other_points_;
    size_t next_race_ = 0, next_other_ = 0;
    uint32_t aim_delay_us_;  // calibrated
    uint32_t delay_us_;      // this iteration's: the calibrated one, escalated by round
    std::optional<AimPoint> point_;
    std::vector<OrderAim> order_aims_;
    size_t next_order_ = 0;
    std::optional<size_t> order_;  // index into order_aims_: this iteration forces that order
    uint64_t forced_orders_ = 0;   // iterations that forced one so far
    uint64_t gate_base_ = 0;       // this iteration's gate values are gate_base_ + 1 and + 2
    sync::SemaphoreId gate_ = 0;
    std::map<sync::QueueId, uint64_t> calibration_submissions_;
};

}  // namespace syncstress::engine
