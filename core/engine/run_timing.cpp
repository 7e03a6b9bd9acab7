#include "core/engine/run_timing.h"

#include <algorithm>

namespace syncstress::engine {

void Timing::record() {
    for (const auto& [histogram, us] : unrecorded_) histogram->record(us);
    unrecorded_.clear();
    for (; unrecorded_idle_drains_ > 0; --unrecorded_idle_drains_) op_us_[static_cast<size_t>(BlockingOp::drain)].record(0.0);
    if (const auto i = std::exchange(unrecorded_iteration_, std::nullopt)) {
        iteration_us_.record(i->iteration_us);
        device_us_.record(i->device_us);
        // Device time is measured inside the iteration's, so the engine's is what is left of it.
        engine_us_.record(std::max(0.0, i->iteration_us - i->device_us));
    }
}

void Timing::summarize(report::Timing& timing) const {
    timing.iteration_us = report::summarize(iteration_us_);
    timing.device_us = report::summarize(device_us_);
    timing.engine_us = report::summarize(engine_us_);
    for (size_t op = 0; op < op_us_.size(); ++op)
        if (op_us_[op].count() != 0) timing.ops[k_blocking_op_names[op]] = report::summarize(op_us_[op]);
}

}  // namespace syncstress::engine
