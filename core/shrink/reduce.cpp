#include "core/shrink/shrink.h"

#include <algorithm>
#include <numeric>

namespace syncstress::shrink {

using namespace scenario;

namespace {

using Clock = std::chrono::steady_clock;
using Make = std::function<std::optional<Candidate>(const std::vector<bool>&)>;

// f(offset, other_offset or null, count) for each range a step or its commands name.
template <class F>
void for_each_span(Step& step, F&& f) {
    auto transfer = [&](auto& op) { f(op.src_offset, &op.dst_offset, op.count); };
    auto command_spans = [&](Command& command) {
        std::visit(
            [&](auto& c) {
                using T = std::decay_t<decltype(c)>;
                if constexpr (std::is_same_v<T, Fill> || std::is_same_v<T, Dispatch>)
                    f(c.range.offset, nullptr, c.range.count);
                else if constexpr (std::is_same_v<T, OpaqueDispatch>) {
                    for (auto& r : c.reads) f(r.range.offset, nullptr, r.range.count);
                    for (auto& r : c.writes) f(r.range.offset, nullptr, r.range.count);
                } else if constexpr (std::is_same_v<T, Barrier>) {
                    if (c.buffer != Barrier::k_all_memory) f(c.range.offset, nullptr, c.range.count);
                } else if constexpr (std::is_same_v<T, Copy> || std::is_same_v<T, Upload> || std::is_same_v<T, Download>)
                    transfer(c);
            },
            command);
    };
    std::visit(
        [&](auto& s) {
            using T = std::decay_t<decltype(s)>;
            if constexpr (std::is_same_v<T, Submit>) {
                for (Command& command : s.commands) command_spans(command);
            } else if constexpr (std::is_same_v<T, HostFill> || std::is_same_v<T, Check> || std::is_same_v<T, Free>) {
                f(s.range.offset, nullptr, s.range.count);
            } else if constexpr (std::is_same_v<T, Write> || std::is_same_v<T, Read>) {
                transfer(s);
            }
        },
        step);
}

uint64_t half_up(uint64_t n) { return std::max<uint64_t>(1, (n + 1) / 2); }

// Every object half as long, every range at half its offset and half its length (rounded up): overlapping ranges
// still overlap.
Scenario halved(Scenario s) {
    s.elements = half_up(s.elements);
    for (Buffer& b : s.buffers) b.elements = half_up(b.elements);
    for (HostArray& h : s.host_arrays) h.elements = half_up(h.elements);
    for (Step& step : s.steps)
        for_each_span(step, [](uint64_t& offset, uint64_t* other, uint64_t& count) {
            offset /= 2;
            if (other) *other /= 2;
            count = half_up(count);
        });
    return s;
}

size_t span_count(Step step) {
    size_t n = 0;
    for_each_span(step, [&](uint64_t&, uint64_t*, uint64_t&) { ++n; });
    return n;
}

// `s` with the count of the `span`th range of steps[step] halved; none where it is 1 already.
std::optional<Scenario> with_half_span(const Scenario& s, size_t step, size_t span) {
    Scenario edited = s;
    size_t seen = 0;
    bool halved = false;
    for_each_span(edited.steps[step], [&](uint64_t&, uint64_t*, uint64_t& count) {
        if (seen++ == span && count > 1) {
            count /= 2;
            halved = true;
        }
    });
    if (!halved) return std::nullopt;
    return edited;
}

uint64_t largest_object(const Scenario& s) {
    uint64_t n = 0;
    for (const Buffer& b : s.buffers) n = std::max(n, b.elements);
    for (const HostArray& h : s.host_arrays) n = std::max(n, h.elements);
    return n;
}

class Reducer {
public:
    Reducer(const Scenario& input, const Oracle& keeps, const Options& options)
        : keeps_(keeps), options_(options), start_(Clock::now()), current_(original(input)) {}

    Outcome run();

private:
    bool time_left() {
        if ((options_.budget && Clock::now() - start_ >= *options_.budget) || (options_.stop && options_.stop->load()))
            out_of_budget_ = true;
        return !out_of_budget_;
    }
    bool accept(std::optional<Candidate> candidate);
    bool ddmin(size_t units, const Make& make);
    bool shrink_threads();
    bool shrink_steps() {
        return ddmin(current_.scenario.steps.size(), [base = current_](const auto& keep) { return keep_steps(base, keep); });
    }
    bool shrink_commands();
    bool shrink_objects();
    bool shrink_elements();
    bool shrink_ranges();

    const Oracle& keeps_;
    const Options& options_;
    Clock::time_point start_;
    Candidate current_;
    size_t tries_ = 0;
    bool out_of_budget_ = false;
    std::string phase_;
};

bool Reducer::accept(std::optional<Candidate> candidate) {
    if (!candidate || !time_left()) return false;
    ++tries_;
    if (options_.on_progress)
        options_.on_progress(Progress{tries_, current_.scenario.steps.size(), command_count(current_.scenario), phase_});
    if (!keeps_(*candidate)) return false;
    current_ = std::move(*candidate);
    return true;
}

// Zeller's ddmin by complements: split the units still kept into chunks, drop each chunk whose removal keeps the
// finding, and halve the chunks when none can go. Ends at chunks of one unit none of which can go: 1-minimal.
bool Reducer::ddmin(size_t units, const Make& make) {
    std::vector<bool> keep(units, true);
    std::vector<size_t> items(units);
    std::iota(items.begin(), items.end(), size_t{0});
    size_t granularity = 2;
    bool changed = false;
    while (!items.empty() && time_left()) {
        const size_t n = std::min(granularity, items.size());
        std::vector<std::vector<size_t>> chunks(n);
        for (size_t i = 0; i < items.size(); ++i) chunks[i * n / items.size()].push_back(items[i]);
        bool removed = false;
        for (size_t c = 0; c < chunks.size();) {
            std::vector<bool> trial = keep;
            for (size_t unit : chunks[c]) trial[unit] = false;
            if (accept(make(trial))) {
                keep = std::move(trial);
                chunks.erase(chunks.begin() + static_cast<std::ptrdiff_t>(c));
                removed = changed = true;
            } else {
                ++c;
            }
        }
        items.clear();
        for (const auto& chunk : chunks) items.insert(items.end(), chunk.begin(), chunk.end());
        if (removed)
            granularity = std::max<size_t>(2, chunks.size());
        else if (n >= items.size())
            break;
        else
            granularity = std::min(items.size(), granularity * 2);
    }
    return changed;
}

bool Reducer::shrink_threads() {
    const size_t threads = threads_of(current_.scenario).size();
    if (threads < 2) return false;
    phase_ = "threads";
    return ddmin(threads - 1, [base = current_](const auto& keep) { return keep_threads(base, keep); });
}

bool Reducer::shrink_commands() {
    phase_ = "commands";
    return ddmin(command_units(current_).size(), [base = current_](const auto& keep) { return keep_commands(base, keep); });
}

bool Reducer::shrink_objects() {
    bool changed = false;
    for (ObjectKind kind : {ObjectKind::queue, ObjectKind::semaphore, ObjectKind::buffer, ObjectKind::host}) {
        phase_ = k_object_kind_keys[static_cast<size_t>(kind)];
        changed |= ddmin(object_count(current_.scenario, kind),
                         [base = current_, kind](const auto& keep) { return keep_objects(base, kind, keep); });
    }
    return changed;
}

bool Reducer::shrink_elements() {
    phase_ = "element counts";
    bool changed = false;
    while (largest_object(current_.scenario) > 1 && accept(with_scenario(current_, halved(current_.scenario)))) changed = true;
    return changed;
}

// Each range on its own: half as long, from the same offset, while the finding stays.
bool Reducer::shrink_ranges() {
    phase_ = "ranges";
    bool changed = false;
    for (size_t step = 0; step < current_.scenario.steps.size(); ++step)
        for (size_t span = 0; span < span_count(current_.scenario.steps[step]); ++span)
            while (auto edited = with_half_span(current_.scenario, step, span)) {
                if (!accept(with_scenario(current_, std::move(*edited)))) break;
                changed = true;
            }
    return changed;
}

Outcome Reducer::run() {
    // Whole threads and objects first (one try can take many steps), then steps and commands, then sizes; again
    // until a round removes nothing, so that every step and command of the result was tried alone last.
    for (bool changed = true; changed && time_left();) {
        phase_ = "delays and sleeps";
        changed = accept(without_delays(current_));
        changed |= shrink_threads();
        changed |= shrink_objects();
        phase_ = "steps";
        changed |= shrink_steps();
        changed |= shrink_commands();
        changed |= shrink_elements();
        changed |= shrink_ranges();
    }
    Outcome out;
    out.tries = tries_;
    out.out_of_budget = out_of_budget_;
    out.result = std::move(current_);
    return out;
}

}  // namespace

size_t command_count(const Scenario& s) {
    size_t n = 0;
    for (const Step& step : s.steps) n += std::holds_alternative<Submit>(step) ? std::get<Submit>(step).commands.size() : 1;
    return n;
}

Outcome reduce(const Scenario& input, const Oracle& keeps, const Options& options) {
    Outcome out = Reducer(input, keeps, options).run();
    const Scenario& r = out.result.scenario;
    auto add = [&](size_t before, size_t after, const char* many) {
        if (before > after) out.removed.push_back(std::to_string(before - after) + " of " + std::to_string(before) + " " + many);
    };
    add(threads_of(input).size(), threads_of(r).size(), "threads");
    add(input.steps.size(), r.steps.size(), "steps");
    add(command_count(input), command_count(r), "steps and commands");
    add(input.queues.size(), r.queues.size(), "queues");
    add(input.buffers.size(), r.buffers.size(), "buffers");
    add(input.host_arrays.size(), r.host_arrays.size(), "host arrays");
    add(input.semaphores.size(), r.semaphores.size(), "semaphores");
    if (largest_object(r) > 0 && largest_object(r) < largest_object(input))
        out.removed.push_back("the largest object from " + std::to_string(largest_object(input)) + " to " +
                              std::to_string(largest_object(r)) + " elements");
    return out;
}

}  // namespace syncstress::shrink
