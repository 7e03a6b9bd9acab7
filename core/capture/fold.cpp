#include "core/capture/fold.h"

#include <algorithm>

namespace syncstress::capture {
namespace {

// `step` with every semaphore value lowered by `by`; false where a value is below it (no earlier repetition's).
bool lower_values(scenario::Step& step, uint64_t by) {
    auto lower = [by](uint64_t& value) {
        if (value < by) return false;
        value -= by;
        return true;
    };
    if (auto* submit = std::get_if<scenario::Submit>(&step)) {
        for (auto& command : submit->commands) {
            if (auto* signal = std::get_if<scenario::Signal>(&command); signal && !lower(signal->value)) return false;
            if (auto* wait = std::get_if<scenario::Wait>(&command); wait && !lower(wait->value)) return false;
        }
    } else if (auto* wait = std::get_if<scenario::HostWait>(&step); wait && wait->kind == scenario::HostWait::Kind::semaphore) {
        return lower(wait->value);
    } else if (auto* signal = std::get_if<scenario::HostSignal>(&step)) {
        return lower(signal->value);
    }
    return true;
}

// The stride that steps[0, period) give the scenario: the largest value they or a semaphore's initial value name.
uint64_t stride_of(const scenario::Scenario& sc, size_t period) {
    uint64_t stride = 1;
    for (const auto& semaphore : sc.semaphores) stride = std::max(stride, semaphore.initial);
    for (size_t i = 0; i < period; ++i) stride = std::max(stride, largest_semaphore_value(sc.steps[i]));
    return stride;
}

bool repeats(const scenario::Scenario& sc, size_t period, size_t steps) {
    const uint64_t stride = stride_of(sc, period);
    for (size_t i = period; i < steps; ++i) {
        scenario::Step earlier = sc.steps[i];
        if (!lower_values(earlier, stride) || !(earlier == sc.steps[i - period])) return false;
    }
    return true;
}

}  // namespace

uint64_t largest_semaphore_value(const scenario::Step& step) {
    uint64_t out = 0;
    if (const auto* submit = std::get_if<scenario::Submit>(&step))
        for (const auto& command : submit->commands) {
            if (const auto* signal = std::get_if<scenario::Signal>(&command)) out = std::max(out, signal->value);
            if (const auto* wait = std::get_if<scenario::Wait>(&command)) out = std::max(out, wait->value);
        }
    if (const auto* wait = std::get_if<scenario::HostWait>(&step)) out = std::max(out, wait->value);
    if (const auto* signal = std::get_if<scenario::HostSignal>(&step)) out = std::max(out, signal->value);
    return out;
}

bool StreamingFold::step_added(scenario::Scenario& sc) {
    if (given_up_) return false;
    if (period_ == 0) {
        if (sc.steps.size() != prefix_) return true;
        for (size_t period = 1; period <= prefix_ / 2 && period_ == 0; ++period)
            if (repeats(sc, period, prefix_)) period_ = period;
        if (period_ == 0) return true;  // no repetition yet: every step is kept, and fold_repetitions decides at the end
        stride_ = stride_of(sc, period_);
        matched_ = prefix_;
        sc.steps.resize(period_);
        std::erase_if(sc.call_sites, [this](const scenario::PlacedCallSite& site) { return site.step >= period_; });
        return true;
    }
    scenario::Step step = std::move(sc.steps.back());
    sc.steps.pop_back();
    std::erase_if(sc.call_sites, [this](const scenario::PlacedCallSite& site) { return site.step >= period_; });
    if (waits_after_ == 0 && lower_values(step, (matched_ / period_) * stride_) && step == sc.steps[matched_ % period_]) {
        ++matched_;
        return true;
    }
    if (std::holds_alternative<scenario::HostWait>(step)) {
        ++waits_after_;
        return true;
    }
    given_up_ = true;
    return false;
}

std::optional<Folding> StreamingFold::finish(scenario::Scenario& sc) {
    if (given_up_) return std::nullopt;
    if (period_ == 0) return fold_repetitions(sc);
    // The repetitions end where a whole one does: what the last partial one holds must be waits, as the program's
    // closing waits are.
    for (size_t i = 0; i < matched_ % period_; ++i)
        if (!std::holds_alternative<scenario::HostWait>(sc.steps[i])) return std::nullopt;
    sc.semaphore_stride = stride_;
    sc.threads.resize(1);
    sc.threads[0].first = 0;
    sc.threads[0].count = period_;
    return Folding{matched_ / period_, period_};
}

Folding fold_repetitions(scenario::Scenario& sc) {
    if (sc.threads.size() != 1) return {};
    // The repetitions may end before the waits at the program's end (vkDeviceWaitIdle, the scenario's own).
    size_t shortest = sc.steps.size();
    while (shortest > 0 && std::holds_alternative<scenario::HostWait>(sc.steps[shortest - 1])) --shortest;
    for (size_t steps = sc.steps.size(); steps >= shortest && steps > 0; --steps)
        for (size_t period = 1; period <= steps / 2; ++period) {
            if (steps % period != 0 || !repeats(sc, period, steps)) continue;
            sc.semaphore_stride = stride_of(sc, period);
            sc.steps.resize(period);
            sc.threads[0].count = period;
            std::erase_if(sc.call_sites, [period](const scenario::PlacedCallSite& site) { return site.step >= period; });
            return {steps / period, period};
        }
    return {};
}

}  // namespace syncstress::capture
