#include "core/model/model.h"
#include "core/model/model_runner.h"

#include <algorithm>
#include <initializer_list>
#include <variant>

namespace syncstress::model {

using namespace scenario;
using namespace detail;

namespace {

constexpr size_t k_max_samples = 8;

// Whether a step writes host array `host`.
bool writes_host(const Step& step, uint32_t host) {
    return std::visit(Overloaded{[&](const HostFill& f) { return f.dst_host == host; }, [&](const Read& r) { return r.dst_host == host; },
                                 [&](const Submit& submit) {
                                     return std::any_of(submit.commands.begin(), submit.commands.end(), [&](const Command& c) {
                                         const auto* d = std::get_if<Download>(&c);
                                         return d && d->dst_host == host;
                                     });
                                 },
                                 [](const auto&) { return false; }},
                      step);
}

Layout make_layout(const Scenario& s) {
    Layout l;
    l.threads = threads_of(s);
    auto add = [&](const std::string& name, uint64_t n) {
        l.offset.push_back(l.total);
        l.elements.push_back(n);
        l.names.push_back(name);
        l.total += n;
    };
    for (const Buffer& b : s.buffers) add(b.name, b.elements);
    for (const HostArray& h : s.host_arrays) add(h.name, h.elements);
    l.check_of_step.assign(s.steps.size(), k_no_step);
    for (size_t i = 0; i < s.steps.size(); ++i)
        if (std::holds_alternative<Check>(s.steps[i])) {
            l.check_of_step[i] = l.check_steps.size();
            l.check_steps.push_back(i);
            const uint32_t host = std::get<Check>(s.steps[i]).host;
            l.host_kept_after_check.push_back(std::none_of(s.steps.begin() + static_cast<std::ptrdiff_t>(i) + 1, s.steps.end(),
                                                           [&](const Step& later) { return writes_host(later, host); }));
        }
    return l;
}
State initial_state(const Scenario& s, const Layout& l) {
    State st;
    st.memory.assign(l.total, 0);
    for (size_t h = 0; h < s.host_arrays.size(); ++h) {
        uint32_t* data = st.memory.data() + l.offset[s.buffers.size() + h];
        for (uint64_t i = 0; i < s.host_arrays[h].elements; ++i) data[i] = pattern_value(s.host_arrays[h].init, 0, i);
    }
    for (const Semaphore& sem : s.semaphores) st.semaphores.push_back(sem.initial);
    st.pushed.assign(s.queues.size(), 0);
    st.done.assign(s.queues.size(), 0);
    return st;
}
// Whether some value of an iteration's steps follows $iteration (semaphore values aside: they rise by the stride).
bool any_value_follows_iteration(const Scenario& s) {
    auto any = [](std::initializer_list<IterValue> values) {
        return std::any_of(values.begin(), values.end(), [](const IterValue& v) { return v.iteration; });
    };
    for (const Step& step : s.steps) {
        if (const auto* f = std::get_if<HostFill>(&step); f && any({f->pattern.a, f->pattern.b})) return true;
        const auto* submit = std::get_if<Submit>(&step);
        if (!submit) continue;
        for (const Command& c : submit->commands) {
            if (const auto* fill = std::get_if<Fill>(&c); fill && fill->value.iteration) return true;
            if (const auto* d = std::get_if<Dispatch>(&c); d && any({d->p0, d->p1})) return true;
        }
    }
    return false;
}

// The iteration after `from` runs exactly as the one from `from` to `to` did: the same memory, every semaphore
// one stride higher (an iteration's values are the scenario's plus iteration * stride), queues idle.
bool repeats(const State& from, const State& to, uint64_t stride) {
    if (from.memory != to.memory) return false;
    for (size_t i = 0; i < from.semaphores.size(); ++i)
        if (to.semaphores[i] != from.semaphores[i] + stride) return false;
    return true;
}

// The elements one iteration's commands and host steps write: what a run of the model costs, roughly.
uint64_t elements_written(const Scenario& s) {
    uint64_t total = 0;
    const auto of_command = Overloaded{[](const Fill& c) { return c.range.count; },
                                       [](const Copy& c) { return c.count; },
                                       [](const Upload& c) { return c.count; },
                                       [](const Download& c) { return c.count; },
                                       [](const Dispatch& c) { return c.range.count; },
                                       [](const OpaqueDispatch& c) {
                                           uint64_t n = 0;
                                           for (const BufferRange& w : c.writes) n += w.range.count;
                                           return n;
                                       },
                                       [](const auto&) { return uint64_t{0}; }};
    const auto of_step = Overloaded{[&](const Submit& submit) {
                                        uint64_t n = 0;
                                        for (const Command& c : submit.commands) n += std::visit(of_command, c);
                                        return n;
                                    },
                                    [](const HostFill& h) { return h.range.count; }, [](const Write& w) { return w.count; },
                                    [](const Read& r) { return r.count; }, [](const auto&) { return uint64_t{0}; }};
    for (const Step& step : s.steps) total += std::visit(of_step, step);
    return total;
}

}  // namespace

struct Model::Impl {
    Scenario scenario;
    Layout layout;
    State state, at_start;  // at_start: the state the last iteration started from, for classify
    Untaken untaken;        // what of at_start the last iteration's run did not need
    std::vector<Fifo> fifos;
    std::vector<Expectation> expected;  // per check; valid until the next run_iteration
    uint64_t iteration = 0;
    bool last = false;  // the last iteration run was the run's last (it ran the teardown)
    std::optional<Deadlock> deadlock;
    // No value follows $iteration: once an iteration leaves the state as it found it (up to the semaphores'
    // stride), every later one does the same, and its expectations are the last ones.
    const bool follows_iteration;
    bool steady = false;
    const uint64_t work;  // elements_written

    explicit Impl(const Scenario& s)
        : scenario(s), layout(make_layout(scenario)), state(initial_state(scenario, layout)), fifos(scenario.queues.size()),
          expected(layout.check_steps.size()), follows_iteration(any_value_follows_iteration(scenario)), work(elements_written(scenario)) {}
};

Model::Model(const Scenario& scenario) : impl_(std::make_unique<Impl>(scenario)) {}
Model::~Model() = default;
Model::Model(Model&&) noexcept = default;
Model& Model::operator=(Model&&) noexcept = default;

std::optional<Deadlock> Model::run_iteration(uint64_t iteration, bool last) {
    Impl& m = *impl_;
    if (m.deadlock) return m.deadlock;
    const uint64_t stride = m.scenario.semaphore_stride;
    const Thread& main = m.layout.threads[0];
    if (m.steady && iteration == m.iteration + 1 && !(last && main.teardown > 0)) {
        // The same run again: only the timelines move on (also at_start, which classify re-runs from).
        for (State* st : {&m.state, &m.at_start})
            for (uint64_t& value : st->semaphores) value += stride;
        m.iteration = iteration;
        return std::nullopt;
    }
    // at_start takes the memory as it is (a swap, not a copy), the run takes back each object at its first access,
    // or not at all where that overwrites the whole object (untaken), and then what it did not touch. The other
    // fields are small; their assignments reuse capacity: no allocation after the first iteration.
    std::swap(m.at_start.memory, m.state.memory);
    m.state.memory.resize(m.at_start.memory.size());
    m.at_start.semaphores = m.state.semaphores;
    m.at_start.pushed = m.state.pushed;
    m.at_start.done = m.state.done;
    m.untaken.from = &m.at_start.memory;
    m.untaken.objects.assign(m.layout.names.size(), true);
    m.iteration = iteration;
    m.last = last;
    Runner runner(m.scenario, m.layout, m.state, m.fifos, nullptr, &m.untaken);
    m.deadlock = runner.run(iteration, last, k_no_step, &m.expected);
    runner.take_rest();
    if (m.deadlock) {
        // Checks the host never reached have no expectation.
        for (size_t c = 0; c < m.layout.check_steps.size(); ++c)
            if (!runner.reached(m.layout.check_steps[c])) m.expected[c].view = {};
    }
    // An iteration that ran setup or teardown is not the one that repeats.
    const bool once = (iteration == 0 && main.setup > 0) || (last && main.teardown > 0);
    m.steady = !m.deadlock && !m.follows_iteration && !once && repeats(m.at_start, m.state, stride);
    return m.deadlock;
}

uint64_t Model::next_iteration_work() const { return impl_->steady || impl_->deadlock ? 0 : impl_->work; }

size_t Model::check_count() const { return impl_->layout.check_steps.size(); }
size_t Model::check_step(size_t check) const { return check < check_count() ? impl_->layout.check_steps[check] : k_no_step; }
std::span<const uint32_t> Model::expected(size_t check) const {
    return check < check_count() ? impl_->expected[check].view : std::span<const uint32_t>();
}

namespace {

// Where a wrong value may have come from: an object's values at a point of the iteration.
struct Point {
    uint32_t object;
    const uint32_t* data;
    uint64_t offset, count;
    std::string when;
};

// Every object at the iteration's start, before each write of the iteration up to the check (`history`), and at the
// check (`at_check`).
std::vector<Point> stale_points(const Scenario& s, const Layout& l, const State& at_start, const State& at_check,
                                const std::vector<WriteRecord>& history, uint64_t it, size_t step) {
    std::vector<Point> points;
    const std::string iteration = "iteration " + std::to_string(it);
    const std::string start = it == 0 ? "at the start of iteration 0" : "at the end of iteration " + std::to_string(it - 1);
    for (uint32_t o = 0; o < l.names.size(); ++o) points.push_back({o, at_start.memory.data() + l.offset[o], 0, l.elements[o], start});
    for (const WriteRecord& w : history) {
        const std::string at = step_text(s, w.step, w.command ? std::optional<size_t>(w.index) : std::nullopt);
        points.push_back({w.object, w.before.data(), w.offset, w.before.size(), "before " + at + ", " + iteration});
    }
    for (uint32_t o = 0; o < l.names.size(); ++o)
        points.push_back({o, at_check.memory.data() + l.offset[o], 0, l.elements[o], "at " + step_text(s, step) + ", " + iteration});
    return points;
}

// Stale when every wrong element's value is one that element held at some point: the note names the point that
// explains most of them.
bool explain_stale(const std::vector<Point>& points, const std::vector<std::string>& names, uint64_t range_offset,
                   const std::vector<uint64_t>& wrong, std::span<const uint32_t> actual, Mismatch& out) {
    std::vector<bool> covered(wrong.size(), false);
    size_t best = 0, best_matches = 0;
    for (size_t p = 0; p < points.size(); ++p) {
        size_t matches = 0;
        for (size_t j = 0; j < wrong.size(); ++j) {
            const uint64_t i = range_offset + wrong[j];
            const Point& pt = points[p];
            if (i >= pt.offset && i < pt.offset + pt.count && pt.data[i - pt.offset] == actual[wrong[j]]) {
                ++matches;
                covered[j] = true;
            }
        }
        if (matches > best_matches) {
            best = p;
            best_matches = matches;
        }
    }
    if (!std::all_of(covered.begin(), covered.end(), [](bool b) { return b; })) return false;
    out.kind = MismatchKind::stale;
    out.note = names[points[best].object] + " " + points[best].when;
    if (best_matches < wrong.size())
        out.note += " (" + std::to_string(best_matches) + " of " + std::to_string(wrong.size()) +
                    " wrong elements; the others match other earlier values)";
    return true;
}

}  // namespace

Mismatch Model::classify(size_t check, std::span<const uint32_t> actual) const {
    const Impl& m = *impl_;
    const Scenario& s = m.scenario;
    if (check >= check_count()) {
        Mismatch none;
        none.note = "no check " + std::to_string(check) + "; the scenario has " + std::to_string(check_count());
        return none;
    }
    const size_t step = m.layout.check_steps[check];
    const Check& c = std::get<Check>(s.steps[step]);
    const std::span<const uint32_t> expected = m.expected[check].view;

    Mismatch out;
    out.checked = expected.size();
    std::vector<uint64_t> wrong;  // positions in the range
    const size_t n = std::min(expected.size(), actual.size());
    for (size_t j = 0; j < n; ++j)
        if (actual[j] != expected[j]) wrong.push_back(j);
    if (actual.size() != expected.size()) {
        out.count = wrong.size() + (expected.size() - n);
        out.first_index = c.range.offset + (wrong.empty() ? n : wrong.front());
        out.note = "the backend gave " + std::to_string(actual.size()) + " elements, the model " + std::to_string(expected.size());
        for (size_t j = 0; j < wrong.size() && j < k_max_samples; ++j)
            out.samples.push_back({c.range.offset + wrong[j], expected[wrong[j]], actual[wrong[j]]});
        return out;
    }
    out.count = wrong.size();
    if (wrong.empty()) return out;
    out.first_index = c.range.offset + wrong.front();
    for (size_t j = 0; j < wrong.size() && j < k_max_samples; ++j)
        out.samples.push_back({c.range.offset + wrong[j], expected[wrong[j]], actual[wrong[j]]});

    auto all_wrong = [&](auto predicate) {
        return std::all_of(wrong.begin(), wrong.end(), [&](uint64_t j) { return predicate(c.range.offset + j, actual[j]); });
    };
    if (all_wrong([](uint64_t, uint32_t v) { return v == 0; })) {
        out.kind = MismatchKind::zeros;
        return out;
    }
    const HostArray& host = s.host_arrays[c.host];
    if (all_wrong([&](uint64_t i, uint32_t v) { return v == pattern_value(host.init, 0, i); })) {
        out.kind = MismatchKind::initial;
        out.note = host.name + "'s init pattern";
        return out;
    }

    // Stale: re-run the iteration from its start, recording what every object held before each write.
    State state = m.at_start;
    std::vector<Fifo> fifos(s.queues.size());
    std::vector<WriteRecord> history;
    Runner(s, m.layout, state, fifos, &history).run(m.iteration, m.last, step, nullptr);
    const std::vector<Point> points = stale_points(s, m.layout, m.at_start, state, history, m.iteration, step);
    if (explain_stale(points, m.layout.names, c.range.offset, wrong, actual, out)) return out;
    out.kind = wrong.size() < expected.size() ? MismatchKind::torn : MismatchKind::other;
    return out;
}

}  // namespace syncstress::model
