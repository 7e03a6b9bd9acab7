// The run's clock: an iteration's time, the part of it spent in device calls, each blocking host op's, kept as
// histograms (constant memory however long the run) for the report's timing object. Internal to core/engine.
#pragma once

#include "core/platform/timing.h"
#include "core/report/report.h"

#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <utility>
#include <vector>

namespace syncstress::engine {

// The host ops that block, timed each (report: timing.ops), in the order of k_blocking_op_names.
enum class BlockingOp : uint8_t { read, write, host_wait, drain };
inline constexpr const char* k_blocking_op_names[] = {"read", "write", "host_wait", "drain"};
static_assert(std::size(k_blocking_op_names) == static_cast<size_t>(BlockingOp::drain) + 1);

// An iteration's time runs from the end of the last one's last device call to the end of its own (the drain): the
// engine's work between (the model's run, the checks, the bookkeeping, the loop) is all counted, once, with two clock
// readings an iteration fewer (at 15-40 ns a reading, a tenth of a trivial iteration). The bookkeeping after the
// drain is the next iteration's engine time. Samples are recorded later (record()), in a wait that has time to spare.
class Timing {
public:
    // The iteration's and its device calls' times: read four times a trivial iteration (platform/timing.h).
    using Stamp = platform::FastClock;

    // The first iteration starts here.
    void start() { stamp_ = Stamp::now(); }
    // Begins an iteration: returns its start, the engine's latest clock reading.
    Stamp::time_point begin_iteration() {
        device_in_iteration_us_ = 0;
        return stamp_;
    }
    // Ends the iteration that began at `start`: its sample waits for record().
    void end_iteration(Stamp::time_point start) { unrecorded_iteration_ = {micros(stamp_ - start), device_in_iteration_us_}; }

    // Runs a call into the device: its time is the iteration's device time. Its end is the engine's latest clock
    // reading, where the iteration's time stops and the next one's starts.
    template <class F>
    auto on_device(F&& f) {
        const auto start = enter_device();
        auto r = f();
        leave_device();
        return r;
    }

    // Runs a blocking host op: device time, also recorded per op.
    template <class F>
    auto timed(BlockingOp op, F&& f) {
        const auto start = enter_device();
        auto r = f();
        leave_device();
        unrecorded_.push_back({&op_us_[static_cast<size_t>(op)], micros(stamp_ - start)});
        return r;
    }

    // A drain the device knows to be done (its waits saw every queue finish) waits for nothing: it is recorded as
    // taking no time, and one clock reading ends the iteration instead of two around a call.
    void idle_drain() {
        ++unrecorded_idle_drains_;
        stamp_ = Stamp::now();
    }

    bool unrecorded() const { return !unrecorded_.empty() || unrecorded_iteration_ || unrecorded_idle_drains_ != 0; }
    // Records the samples taken since the last call.
    void record();
    // The report's timing object, from every sample recorded.
    void summarize(report::Timing& timing) const;

private:
    static double micros(Stamp::duration d) { return std::chrono::duration<double, std::micro>(d).count(); }
    // Device time is the time at least one host thread is in a device call: threads of one scenario that wait at once
    // (a call that waits lets the others run) count that time once. Called with the runner's lock held.
    Stamp::time_point enter_device() {
        const auto now = Stamp::now();
        if (in_device_++ == 0) device_since_ = now;
        return now;
    }
    void leave_device() {
        stamp_ = Stamp::now();
        if (--in_device_ == 0) device_in_iteration_us_ += micros(stamp_ - device_since_);
    }

    report::Histogram iteration_us_, device_us_, engine_us_;
    std::array<report::Histogram, std::size(k_blocking_op_names)> op_us_;  // by BlockingOp
    // Samples not recorded yet: the blocking ops', the last iteration's.
    std::vector<std::pair<report::Histogram*, double>> unrecorded_;
    struct IterationSample {
        double iteration_us, device_us;
    };
    std::optional<IterationSample> unrecorded_iteration_;
    uint64_t unrecorded_idle_drains_ = 0;  // drains known done (no wait, no clock reading): samples of 0
    double device_in_iteration_us_ = 0;
    uint32_t in_device_ = 0;          // host threads now in a device call
    Stamp::time_point device_since_;  // since when one has been
    Stamp::time_point stamp_;         // the engine's latest clock reading, first at start()
};

}  // namespace syncstress::engine
