#include "core/capture/fold.h"

#include <algorithm>

namespace syncstress::capture {
namespace {

using scenario::Command;
using scenario::HostSignal;
using scenario::HostWait;
using scenario::Scenario;
using scenario::Signal;
using scenario::Step;
using scenario::Submit;
using scenario::Wait;

// Calls f(semaphore, value) for every semaphore value of `step` (a Step or a const Step); false as soon as f is.
template <class StepT, class F>
bool each_value(StepT& step, F f) {
    if (auto* submit = std::get_if<Submit>(&step)) {
        for (auto& command : submit->commands) {
            if (auto* signal = std::get_if<Signal>(&command); signal && !f(signal->semaphore, signal->value)) return false;
            if (auto* wait = std::get_if<Wait>(&command); wait && !f(wait->semaphore, wait->value)) return false;
        }
    } else if (auto* wait = std::get_if<HostWait>(&step); wait && wait->kind == HostWait::Kind::semaphore) {
        return f(wait->target, wait->value);
    } else if (auto* signal = std::get_if<HostSignal>(&step)) {
        return f(signal->semaphore, signal->value);
    }
    return true;
}

bool repeats_command(const Command& later, const Command& earlier, uint64_t by) {
    if (later.index() != earlier.index()) return false;
    if (const auto* signal = std::get_if<Signal>(&later)) {
        const auto& e = std::get<Signal>(earlier);
        return signal->semaphore == e.semaphore && signal->value == e.value + by;
    }
    if (const auto* wait = std::get_if<Wait>(&later)) {
        const auto& e = std::get<Wait>(earlier);
        return wait->semaphore == e.semaphore && wait->value == e.value + by;
    }
    return later == earlier;
}

// Whether `later` is `earlier` with every semaphore value `by` higher (compared in place: the search for a period
// compares many pairs).
bool repeats_step(const Step& later, const Step& earlier, uint64_t by) {
    if (later.index() != earlier.index()) return false;
    if (const auto* submit = std::get_if<Submit>(&later)) {
        const auto& e = std::get<Submit>(earlier);
        if (submit->queue != e.queue || submit->commands.size() != e.commands.size()) return false;
        for (size_t c = 0; c < e.commands.size(); ++c)
            if (!repeats_command(submit->commands[c], e.commands[c], by)) return false;
        return true;
    }
    if (const auto* wait = std::get_if<HostWait>(&later); wait && wait->kind == HostWait::Kind::semaphore) {
        const auto& e = std::get<HostWait>(earlier);
        return e.kind == wait->kind && e.target == wait->target && wait->value == e.value + by;
    }
    if (const auto* signal = std::get_if<HostSignal>(&later)) {
        const auto& e = std::get<HostSignal>(earlier);
        return e.semaphore == signal->semaphore && signal->value == e.value + by;
    }
    return later == earlier;
}

uint64_t initial_stride(const Scenario& sc) {
    uint64_t stride = 1;
    for (const auto& semaphore : sc.semaphores) stride = std::max(stride, semaphore.initial);
    return stride;
}

// Where the repetition of steps[first, first + period) ends before `end`: the first step from first + period on that
// is not the one a period before it with each value `stride` higher (end where every one is).
size_t repetition_end(const Scenario& sc, size_t first, size_t period, size_t end, uint64_t stride) {
    size_t i = first + period;
    while (i < end && repeats_step(sc.steps[i], sc.steps[i - period], stride)) ++i;
    return i;
}

// The program's steps as a setup, `repetitions` times the first `period` steps after it, each time `stride` higher,
// and the rest.
struct Shape {
    size_t setup = 0, period = 0;
    uint64_t repetitions = 0, stride = 0;
    size_t covered() const { return period * repetitions; }
    size_t after() const { return setup + covered(); }  // the first step after the repetitions
};

// Each setup (up to k_max_setup) and period whose repetitions in steps[0, end) are at least two: `take` says which to
// keep, and whether to go on.
template <class Take>
void each_shape(const Scenario& sc, size_t end, Take take) {
    for (size_t setup = 0; setup < std::min(end, k_max_setup); ++setup) {
        uint64_t stride = initial_stride(sc);
        for (size_t period = 1; setup + 2 * period <= end; ++period) {
            stride = std::max(stride, largest_semaphore_value(sc.steps[setup + period - 1]));
            const size_t stop = repetition_end(sc, setup, period, end, stride);
            if ((stop - setup) / period >= 2 && !take(Shape{setup, period, (stop - setup) / period, stride}, stop)) return;
        }
    }
}

// The shape whose repetitions hold the most steps of steps[0, end); then the shortest setup, the shortest period.
std::optional<Shape> best_shape(const Scenario& sc, size_t end) {
    std::optional<Shape> best;
    each_shape(sc, end, [&](const Shape& shape, size_t) {
        if (!best || shape.covered() > best->covered()) best = shape;
        return best->covered() < end - shape.setup - 1;  // a longer setup leaves fewer steps to repeat
    });
    return best;
}

// The teardown `steps` of a program of `shape`, written as the format counts its values: those of the semaphores
// the repetition names lowered by (K - 1) x stride (the last iteration's raise); those of the others as they are (the
// format does not raise them). False where one is below the raise (a wait for a repetition's value before the last).
bool write_teardown(const Scenario& sc, const Shape& shape, std::vector<Step>& steps) {
    std::vector<bool> repeated(sc.semaphores.size(), false);
    for (size_t i = shape.setup; i < shape.setup + shape.period; ++i)
        each_value(sc.steps[i], [&](uint32_t s, uint64_t) {
            repeated[s] = true;
            return true;
        });
    const uint64_t raise = (shape.repetitions - 1) * shape.stride;
    for (Step& step : steps)
        if (!each_value(step, [&](uint32_t s, uint64_t& v) {
                if (!repeated[s]) return true;
                if (v < raise) return false;
                v -= raise;
                return true;
            }))
            return false;
    return true;
}

// How many of steps[from, end) are host waits at its end.
size_t closing_waits(const std::vector<Step>& steps, size_t from, size_t end) {
    size_t first = end;
    while (first > from && std::holds_alternative<HostWait>(steps[first - 1])) --first;
    return end - first;
}

// `sc` as `shape` folds it, steps[kept, end) its teardown (kept: the setup and one repetition), where they are not
// only the program's closing waits; false where the teardown cannot be written, `sc` left as it was.
bool apply(Scenario& sc, const Shape& shape, size_t teardown_from, Folding& out) {
    const size_t kept = shape.setup + shape.period;
    std::vector<Step> teardown(sc.steps.begin() + static_cast<std::ptrdiff_t>(teardown_from), sc.steps.end());
    if (closing_waits(teardown, 0, teardown.size()) == teardown.size()) teardown.clear();
    if (!write_teardown(sc, shape, teardown)) return false;
    std::vector<scenario::PlacedCallSite> sites;
    for (scenario::PlacedCallSite& site : sc.call_sites) {
        if (site.step >= kept && (site.step < teardown_from || teardown.empty())) continue;
        if (site.step >= teardown_from) site.step -= static_cast<uint32_t>(teardown_from - kept);
        sites.push_back(std::move(site));
    }
    sc.call_sites = std::move(sites);
    sc.steps.resize(kept);
    for (Step& step : teardown) sc.steps.push_back(std::move(step));
    sc.semaphore_stride = shape.stride;
    sc.threads.resize(1);
    sc.threads[0].first = 0;
    sc.threads[0].count = sc.steps.size();
    sc.threads[0].setup = shape.setup;
    sc.threads[0].teardown = sc.steps.size() - kept;
    out = {shape.repetitions, shape.period, shape.setup, sc.threads[0].teardown};
    return true;
}

// The repetitions hold at least half of the program's steps but its closing waits: a program that does something
// twice in passing is not a loop.
bool loop_enough(const Shape& shape, size_t steps, size_t closing) { return 2 * shape.covered() >= steps - closing; }

}  // namespace

uint64_t largest_semaphore_value(const scenario::Step& step) {
    uint64_t out = 0;
    each_value(step, [&](uint32_t, uint64_t v) {
        out = std::max(out, v);
        return true;
    });
    return out;
}

bool StreamingFold::step_added(scenario::Scenario& sc) {
    if (given_up_) return false;
    if (period_ == 0) {
        if (sc.steps.size() != prefix_) return true;
        // The first shape whose repetitions run to the end of the steps read so far.
        std::optional<Shape> found;
        each_shape(sc, prefix_, [&](const Shape& shape, size_t stop) {
            if (stop == prefix_) found = shape;
            return !found;
        });
        if (!found) return true;  // no repetition yet: every step is kept, and fold_repetitions decides at the end
        setup_ = found->setup;
        period_ = found->period;
        stride_ = found->stride;
        matched_ = prefix_ - setup_;
        const size_t kept = setup_ + period_, partial = kept + (found->repetitions - 1) * period_;
        for (const scenario::PlacedCallSite& site : sc.call_sites)
            if (site.step >= partial) partial_sites_.push_back({static_cast<uint32_t>(site.step - partial), site.command, site.site});
        std::erase_if(sc.call_sites, [kept](const scenario::PlacedCallSite& site) { return site.step >= kept; });
        sc.steps.resize(kept);
        return true;
    }
    if (in_teardown_) return teardown_step(sc);
    const size_t back = sc.steps.size() - 1, at = matched_ % period_;
    if (!repeats_step(sc.steps[back], sc.steps[setup_ + at], (matched_ / period_) * stride_)) {
        begin_teardown(sc);
        return teardown_step(sc);
    }
    for (const scenario::PlacedCallSite& site : sc.call_sites)
        if (site.step == back) partial_sites_.push_back({static_cast<uint32_t>(at), site.command, site.site});
    std::erase_if(sc.call_sites, [back](const scenario::PlacedCallSite& site) { return site.step == back; });
    sc.steps.pop_back();
    if (++matched_ % period_ == 0) partial_sites_.clear();
    return true;
}

// The repetitions ended: the steps of the one under way (each value as its repetition's, with their call sites) go
// back before the last step added, where the teardown begins.
void StreamingFold::begin_teardown(scenario::Scenario& sc) {
    in_teardown_ = true;
    const size_t kept = setup_ + period_, partial = matched_ % period_;
    if (partial == 0) return;
    const uint64_t raise = (matched_ / period_) * stride_;
    const bool last_added = sc.steps.size() > kept;  // finish: no step after the repetitions
    std::optional<Step> last;
    std::vector<scenario::PlacedCallSite> last_sites;
    if (last_added) {
        last = std::move(sc.steps.back());
        sc.steps.pop_back();
        for (const scenario::PlacedCallSite& site : sc.call_sites)
            if (site.step == kept) last_sites.push_back(site);
        std::erase_if(sc.call_sites, [kept](const scenario::PlacedCallSite& site) { return site.step == kept; });
    }
    for (size_t i = 0; i < partial; ++i) {
        Step step = sc.steps[setup_ + i];
        each_value(step, [raise](uint32_t, uint64_t& v) {
            v += raise;
            return true;
        });
        sc.steps.push_back(std::move(step));
    }
    for (scenario::PlacedCallSite& site : partial_sites_) {
        site.step += static_cast<uint32_t>(kept);
        sc.call_sites.push_back(std::move(site));
    }
    partial_sites_.clear();
    if (!last) return;
    for (scenario::PlacedCallSite& site : last_sites) {
        site.step += static_cast<uint32_t>(partial);
        sc.call_sites.push_back(std::move(site));
    }
    sc.steps.push_back(std::move(*last));
}

bool StreamingFold::teardown_step(scenario::Scenario& sc) {
    if (sc.steps.size() - setup_ - period_ <= k_max_teardown) return true;
    given_up_ = true;
    return false;
}

std::optional<Folding> StreamingFold::finish(scenario::Scenario& sc) {
    if (given_up_) return std::nullopt;
    if (period_ == 0) return fold_repetitions(sc);
    if (!in_teardown_) begin_teardown(sc);
    const Shape shape{setup_, period_, matched_ / period_, stride_};
    const size_t teardown = sc.steps.size() - setup_ - period_;
    if (!loop_enough(shape, setup_ + shape.covered() + teardown, closing_waits(sc.steps, setup_ + period_, sc.steps.size())))
        return std::nullopt;
    Folding out;
    if (!apply(sc, shape, setup_ + period_, out)) return std::nullopt;
    return out;
}

Folding fold_repetitions(scenario::Scenario& sc) {
    if (sc.threads.size() != 1) return {};
    const auto shape = best_shape(sc, sc.steps.size());
    if (!shape || !loop_enough(*shape, sc.steps.size(), closing_waits(sc.steps, shape->after(), sc.steps.size()))) return {};
    Folding out;
    if (!apply(sc, *shape, shape->after(), out)) return {};
    return out;
}

}  // namespace syncstress::capture
