#include "core/analysis/analyzer.h"

#include <type_traits>
#include <variant>

namespace syncstress::analysis {

namespace {

uint32_t unordered_queues(const Scenario& scenario) {
    return static_cast<uint32_t>(std::count_if(scenario.queues.begin(), scenario.queues.end(), [](const Queue& q) { return !q.ordered; }));
}

}  // namespace

Analyzer::Analyzer(const Scenario& scenario, const std::vector<uint8_t>& skip)
    : s_(scenario), skip_(skip),
      width_(static_cast<uint32_t>(scenario.queues.size() + threads_of(scenario).size()) + 4 * unordered_queues(scenario)),
      queues_(scenario.queues.size()), semaphores_(scenario.semaphores.size()),
      shadows_(scenario.buffers.size() + scenario.host_arrays.size()) {
    // Agents: the main thread (0), the queues (1 + q), the other threads, the unordered queues' access classes.
    agent_queue_.assign(width_, k_none);
    agent_thread_.assign(width_, k_none);
    uint32_t next_class = 1 + static_cast<uint32_t>(s_.queues.size());
    for (const Thread& t : threads_of(s_)) {
        HostThread h;
        h.agent = threads_.empty() ? 0 : next_class++;
        h.first = t.first;
        h.count = t.count;
        agent_thread_[h.agent] = static_cast<uint32_t>(threads_.size());
        threads_.push_back(h);
    }
    for (uint32_t q = 0; q < queues_.size(); ++q) {
        agent_queue_[1 + q] = q;
        if (s_.queues[q].ordered) continue;
        QueueState& qs = queues_[q];
        qs.unordered = true;
        qs.base = next_class;
        for (uint32_t c = 0; c < 4; ++c) agent_queue_[next_class++] = q;
        for (auto* v : {&qs.gate, &qs.total}) v->assign(width_, 0);
        for (auto& v : qs.exec) v.assign(width_, 0);
        for (auto& v : qs.vis) v.assign(width_, 0);
        for (auto& v : qs.pend) v.assign(width_, 0);
    }
    for (size_t i = 0; i < semaphores_.size(); ++i) semaphores_[i].value = s_.semaphores[i].initial;
    for (size_t i = 0; i < shadows_.size(); ++i) shadows_[i].emplace(0, std::vector<Entry>{});
    pass_.adds_order.assign(s_.steps.size(), 0);
    // Known up front: growing these by doubling copied and faulted in hundreds of MB on a 1M-step scenario.
    size_t events = 0;
    for (size_t i = 0; i < s_.steps.size(); ++i)
        if (!skip_[i]) events += events_of(s_.steps[i]);
    events *= k_iterations;
    events_.reserve(events);
    clocks_.reserve(events * width_);
    accesses_.reserve(events);
}

Pass Analyzer::run() {
    // Queues run as soon as they can, the host one step at a time: execution follows program order
    // where the protocol allows it, so that each race is named by its nearest pair.
    for (;;) {
        bool progress = false;
        for (bool queues_ran = true; queues_ran;) {
            queues_ran = false;
            for (uint32_t q = 0; q < queues_.size(); ++q) queues_ran = run_queue(q) || queues_ran;
            progress = progress || queues_ran;
        }
        const size_t before = events_.size();
        if (!run_host_step() && !progress && events_.size() == before)
            break;  // a blocked host step that enqueued nothing: nothing can move any more
    }
    pass_.events = events_.size();
    if (stuck())
        report_stuck();
    else
        find_backwards_timelines();
    for (auto it = pass_.findings.rbegin(); it != pass_.findings.rend(); ++it) {
        size_t& found = pass_.found[static_cast<size_t>(it->kind)];
        if (found > k_max_listed) it->message += " (and " + std::to_string(found - k_max_listed) + " more like it not listed)";
        found = std::min(found, k_max_listed);  // the note goes on the last listed one only
    }
    return std::move(pass_);
}

size_t Analyzer::events_of(const Step& step) const {
    // An unordered queue's command adds an event per access class it uses (two at most), its submission a progress.
    if (const auto* submit = std::get_if<Submit>(&step))
        return s_.queues[submit->queue].ordered ? 1 + submit->commands.size() : 2 + 3 * submit->commands.size();
    if (const auto* sync = std::get_if<Sync>(&step)) return s_.queues[sync->queue].ordered ? 2 : 3;
    if (std::holds_alternative<Read>(step) || std::holds_alternative<Write>(step))
        return 3;  // the host issues it, the queue runs it, the host takes the result
    if (const auto* free = std::get_if<Free>(&step)) return free->queue ? 2 : 1;
    return 1;
}

uint32_t Analyzer::new_event(Event event) {
    events_.push_back(event);
    clocks_.resize(clocks_.size() + width_, 0);
    return static_cast<uint32_t>(events_.size() - 1);
}

std::string Analyzer::queue_name(uint32_t q) const { return q < s_.queues.size() ? s_.queues[q].name : "?"; }

std::string Analyzer::object_name(uint32_t object) const {
    if (object < s_.buffers.size()) return s_.buffers[object].name;
    return s_.host_arrays[object - s_.buffers.size()].name;
}

uint64_t Analyzer::object_elements(uint32_t object) const {
    if (object < s_.buffers.size()) return s_.buffers[object].elements;
    return s_.host_arrays[object - s_.buffers.size()].elements;
}

std::string Analyzer::what(const Event& e) const {
    if (e.kind == EventKind::sync)
        return "sync of queue " + queue_name(e.agent - 1) + " after " + queue_name(std::get<Sync>(s_.steps[e.step]).after);
    return access_what(s_, e.step, command_of(e), queue_of(e));
}

std::string Analyzer::describe(const Event& e) const {
    return step_text(s_, e.step, command_of(e), what(e)) + (later_iteration(e, 0) ? " of the next iteration" : "");
}

std::string Analyzer::at(const Event& e) const {
    return step_text(s_, e.step, command_of(e), later_iteration(e, 0) ? "next iteration" : "");
}

// Setup runs in the first iteration and teardown in the last alone: neither is "the next iteration's".
bool Analyzer::later_iteration(const Event& e, uint32_t first) const { return e.iteration > first && once_of(s_, e.step) == Once::no; }

uint64_t Analyzer::value_at(uint32_t step, uint32_t semaphore, uint64_t value, uint32_t iteration) const {
    return semaphore_value_at(s_, step, semaphore, value, iteration);
}

bool Analyzer::skipped(uint32_t step, uint32_t iteration) const {
    return skip_[step] || !runs_in(s_, step, iteration, iteration + 1 == k_iterations);
}

std::string Analyzer::semaphore_text(uint32_t sem, uint64_t value, const char* relation) const {
    return s_.semaphores[sem].name + " " + relation + " " + std::to_string(value);
}

SyncSite Analyzer::sync_site(const Event& e, uint32_t first) const {
    SyncSite site;
    site.step = e.step;
    site.command = command_of(e);
    site.queue = queue_of(e);
    site.next_iteration = later_iteration(e, first);
    const Step& step = s_.steps[e.step];
    if (site.command) {
        const Command& c = std::get<Submit>(step).commands[*site.command];
        site.value = std::holds_alternative<Wait>(c) ? std::get<Wait>(c).value : std::get<Signal>(c).value;
    } else {
        site.value = std::holds_alternative<HostWait>(step) ? std::get<HostWait>(step).value : std::get<HostSignal>(step).value;
    }
    return site;
}

Order Analyzer::order_of(uint32_t early, uint32_t late, const Event* waiter) const {
    uint32_t first = events_[late].iteration;
    if (early != k_none) first = std::min(first, events_[early].iteration);
    if (waiter) first = std::min(first, waiter->iteration);
    Order order;
    if (early != k_none) order.early = sync_site(events_[early], first);
    order.late = sync_site(events_[late], first);
    if (waiter) order.waiter = sync_site(*waiter, first);
    return order;
}

Key Analyzer::key(FindingKind kind, const Event& a, const Event& b, uint32_t object) const {
    const uint32_t cross = b.iteration - a.iteration;
    return {static_cast<uint32_t>(kind), a.step, a.command, b.step, b.command, object, cross};
}

uint32_t Analyzer::satisfier(uint32_t sem, uint64_t value) const {
    const SemaphoreState& st = semaphores_[sem];
    auto below =
        std::lower_bound(st.rising.begin(), st.rising.end(), value, [&](uint32_t i, uint64_t v) { return st.executed[i].value < v; });
    if (below == st.rising.begin()) return s_.semaphores[sem].initial >= value || st.executed.empty() ? k_none : st.executed.front().event;
    return st.executed[*std::prev(below) + 1].event;
}

void Analyzer::signal(uint32_t sem, uint64_t value, uint32_t event) {
    SemaphoreState& st = semaphores_[sem];
    check_timeline(sem, value, event);
    st.value = value;  // "sets the semaphore": a smaller value really does move it back
    st.last = event;
    st.executed.push_back({value, event});
    while (!st.rising.empty() && st.executed[st.rising.back()].value >= value) st.rising.pop_back();
    st.rising.push_back(static_cast<uint32_t>(st.executed.size() - 1));
}

uint64_t Analyzer::signalled_value(uint32_t event) const {
    const Event& e = events_[event];
    const Step& step = s_.steps[e.step];
    if (e.kind == EventKind::command) {
        const Signal& signal = std::get<Signal>(std::get<Submit>(step).commands[e.command]);
        return value_at(e.step, signal.semaphore, signal.value, e.iteration);
    }
    const HostSignal& signal = std::get<HostSignal>(step);
    return value_at(e.step, signal.semaphore, signal.value, e.iteration);
}

void Analyzer::check_timeline(uint32_t sem, uint64_t value, uint32_t event) {
    SemaphoreState& st = semaphores_[sem];
    const Event& e = events_[event];
    const std::string& name = s_.semaphores[sem].name;
    Finding f;
    f.kind = FindingKind::timeline;
    f.object = name;
    if (st.last == k_none) {
        const uint64_t initial = s_.semaphores[sem].initial;
        if (value > initial) return;
        if (!pass_.keys.insert(key(FindingKind::timeline, e, e, sem)).second || !listed(FindingKind::timeline)) return;
        f.steps = {e.step};
        f.message = describe(e) + " signals " + name + " = " + std::to_string(value) + ", not larger than its initial value " +
                    std::to_string(initial) + ": a timeline may only rise";
    } else {
        const uint64_t before = signalled_value(st.last);
        const Event& prev = events_[st.last];
        const bool ordered = happens_before(st.last, event);
        if (ordered && value > before) return;
        st.misused = true;
        if (!pass_.keys.insert(key(FindingKind::timeline, prev, e, sem)).second || !listed(FindingKind::timeline)) return;
        f.steps = {prev.step, e.step};
        if (ordered)
            f.message = describe(e) + " signals " + name + " = " + std::to_string(value) + ", not larger than " + name + " = " +
                        std::to_string(before) + " signalled before it by " + describe(prev) + ": a timeline may only rise";
        else
            f.message = describe(e) + " signals " + name + " = " + std::to_string(value) + " and " + describe(prev) + " signals " + name +
                        " = " + std::to_string(before) + " with nothing ordering them: the later-landing one can move " + name +
                        " backwards, which Vulkan forbids, and waits on it may never finish";
        if (!ordered && value != before) {
            // Equal values reverse in either order; unequal ones only when the smaller lands last.
            f.order = value < before ? order_of(st.last, event, nullptr) : order_of(event, st.last, nullptr);
            f.message += "; " + order_sentence(s_, *f.order);
        }
    }
    pass_.findings.push_back(std::move(f));
}

Event Analyzer::host_event(uint32_t step, uint32_t iteration) const {
    Event e;
    e.agent = threads_[thread_of(s_, step)].agent;
    e.step = step;
    e.iteration = iteration;
    e.issued = issued_;
    e.kind = EventKind::host;
    return e;
}

std::string Analyzer::thread_text(uint32_t thread) const {
    return threads_.size() == 1 ? std::string("the host") : "thread " + threads_of(s_)[thread].name;
}

uint32_t Analyzer::finish_host(uint32_t step, uint32_t iteration, std::span<const uint32_t> preds) {
    HostThread& thread = threads_[cur_];
    const uint32_t e = new_event(host_event(step, iteration));
    join(e, thread.last);
    if (thread.join_due) {  // the iteration's start: after every thread's previous iteration
        thread.join_due = false;
        for (const HostThread& other : threads_) join(e, other.ends[iteration - 1]);
    }
    for (uint32_t p : preds) {
        if (adds(e, p)) pass_.adds_order[step] = 1;
        join(e, p);
    }
    vc(e)[thread.agent] += 1;
    events_[e].executed = true;
    thread.last = e;
    for_each_access(events_[e],
                    [&](uint32_t object, uint64_t offset, uint64_t count, bool write) { access(e, object, offset, count, write); });
    return e;
}

uint32_t Analyzer::enqueue(uint32_t queue, Event event) {
    event.agent = 1 + queue;
    event.issuer = threads_[cur_].last;
    event.issued = issued_;
    const uint32_t e = new_event(event);
    queues_[queue].pending.push_back(e);
    return e;
}

bool Analyzer::run_host_step() {
    for (uint32_t t = 0; t < threads_.size(); ++t)
        if (run_thread_step(t)) return true;
    return false;
}

bool Analyzer::iteration_open(uint32_t iteration) const {
    return std::all_of(threads_.begin(), threads_.end(), [&](const HostThread& t) { return t.pos >= t.count * iteration; });
}

// One step of thread t, after the skipped steps before it: whether the thread moved (a thread whose steps are all
// skipped moves too, and the others' iterations may then open).
bool Analyzer::run_thread_step(uint32_t t) {
    HostThread& thread = threads_[t];
    const uint64_t start = thread.pos;
    while (!thread.done()) {
        const uint32_t step = thread.step(), iteration = thread.iteration();
        if (thread.pos % thread.count == 0 && iteration > 0) {
            if (!iteration_open(iteration)) break;  // the others are still in the iteration before
            thread.join_due = true;
        }
        cur_ = t;
        const bool skip = skipped(step, iteration);
        if (!skip && !host_step(step, iteration)) break;
        ++thread.pos;
        ++issued_;
        if (thread.pos % thread.count == 0) thread.ends[iteration] = thread.last;
        if (!skip) return true;
    }
    return thread.pos != start;
}

bool Analyzer::host_step(uint32_t step, uint32_t iteration) {
    const Step& s = s_.steps[step];
    if (const auto* submit = std::get_if<Submit>(&s)) {
        finish_host(step, iteration);
        for (uint32_t c = 0; c < submit->commands.size(); ++c) {
            Event e;
            e.step = step;
            e.command = c;
            e.iteration = iteration;
            e.kind = EventKind::command;
            enqueue(submit->queue, e);
        }
        if (queues_[submit->queue].unordered) enqueue(submit->queue, Event{0, step, k_none, iteration, 0, EventKind::progress});
        return true;
    }
    if (const auto* sync = std::get_if<Sync>(&s)) {
        finish_host(step, iteration);
        Event e;
        e.step = step;
        e.iteration = iteration;
        e.kind = EventKind::sync;
        // Everything enqueued so far: the core makes a sync's own wait a submission too, so syncs chain.
        const std::vector<uint32_t>& after = queues_[sync->after].pending;
        e.target = after.empty() ? k_none : after.back();
        enqueue(sync->queue, e);
        if (queues_[sync->queue].unordered) enqueue(sync->queue, Event{0, step, k_none, iteration, 0, EventKind::progress});
        return true;
    }
    if (std::holds_alternative<Read>(s) || std::holds_alternative<Write>(s)) {
        const uint32_t queue = std::holds_alternative<Read>(s) ? std::get<Read>(s).queue : std::get<Write>(s).queue;
        uint32_t& direct = threads_[cur_].direct;
        if (direct == k_none) {
            Event e;
            e.step = step;
            e.iteration = iteration;
            e.kind = EventKind::direct;
            finish_host(step, iteration);
            direct = enqueue(queue, e);
        }
        if (!events_[direct].executed) return false;
        const uint32_t done = direct;
        direct = k_none;
        finish_host(step, iteration, std::span(&done, 1));
        return true;
    }
    if (const auto* free = std::get_if<Free>(&s); free && free->queue) {
        finish_host(step, iteration);
        Event e;
        e.step = step;
        e.iteration = iteration;
        e.kind = EventKind::free;
        enqueue(*free->queue, e);  // in-order queues only: the loader refuses one that is not
        return true;
    }
    if (const auto* signal_step = std::get_if<HostSignal>(&s)) {
        const uint32_t e = finish_host(step, iteration);
        signal(signal_step->semaphore, value_at(step, signal_step->semaphore, signal_step->value, iteration), e);
        return true;
    }
    if (const auto* wait = std::get_if<HostWait>(&s)) return host_wait(*wait, step, iteration);
    finish_host(step, iteration);  // host_fill, check, sleep
    return true;
}

bool Analyzer::host_wait(const HostWait& wait, uint32_t step, uint32_t iteration) {
    std::vector<uint32_t> targets;
    if (wait.kind == HostWait::Kind::semaphore) {
        const uint64_t value = value_at(step, wait.target, wait.value, iteration);
        if (semaphores_[wait.target].value < value) return false;
        targets.push_back(satisfier(wait.target, value));
        semaphores_[wait.target].waits.push_back({value, k_none, targets.back()});
    } else {
        for (uint32_t q = 0; q < queues_.size(); ++q) {
            if (wait.kind == HostWait::Kind::queue && q != wait.target) continue;
            if (!idle(q)) return false;
            targets.push_back(queues_[q].last);
        }
    }
    const uint32_t e = finish_host(step, iteration, targets);
    // An unordered queue is idle once all its accesses are done, which no one event of it says: join them all.
    if (wait.kind != HostWait::Kind::semaphore)
        for (uint32_t q = 0; q < queues_.size(); ++q)
            if (queues_[q].unordered && (wait.kind == HostWait::Kind::all || q == wait.target) && join_event(e, queues_[q].total))
                pass_.adds_order[step] = 1;
    if (wait.kind == HostWait::Kind::semaphore) semaphores_[wait.target].waits.back().event = e;
    return true;
}

bool Analyzer::run_queue(uint32_t q) {
    QueueState& qs = queues_[q];
    bool progress = false;
    while (qs.head < qs.pending.size()) {
        const uint32_t e = qs.pending[qs.head];
        uint32_t extra = k_none;
        const Event& ev = events_[e];
        if (ev.kind == EventKind::sync) {
            if (ev.target != k_none && !events_[ev.target].executed) return progress;
            extra = ev.target;
        } else if (ev.kind == EventKind::command) {
            const Command& c = std::get<Submit>(s_.steps[ev.step]).commands[ev.command];
            if (const auto* w = std::get_if<Wait>(&c)) {
                const uint64_t value = value_at(ev.step, w->semaphore, w->value, ev.iteration);
                if (semaphores_[w->semaphore].value < value) return progress;
                extra = satisfier(w->semaphore, value);
                semaphores_[w->semaphore].waits.push_back({value, e, extra});
            }
        }
        if (qs.unordered) {
            run_unordered(q, e, extra);  // may add events: `ev` is not used after it
            ++qs.head;
            progress = true;
            continue;
        }
        join(e, qs.last);
        join(e, ev.issuer);
        if (ev.kind == EventKind::sync && adds(e, extra)) pass_.adds_order[ev.step] = 1;
        join(e, extra);
        vc(e)[1 + q] += 1;
        events_[e].executed = true;
        qs.last = e;
        ++qs.head;
        progress = true;
        if (ev.kind == EventKind::command) {
            const Command& c = std::get<Submit>(s_.steps[events_[e].step]).commands[events_[e].command];
            if (const auto* sig = std::get_if<Signal>(&c))
                signal(sig->semaphore, value_at(events_[e].step, sig->semaphore, sig->value, events_[e].iteration), e);
        }
        for_each_access(events_[e],
                        [&](uint32_t object, uint64_t offset, uint64_t count, bool write) { access(e, object, offset, count, write); });
    }
    return progress;
}

Pass analyze_once(const Scenario& scenario, const std::vector<uint8_t>& skip) { return Analyzer(scenario, skip).run(); }

}  // namespace syncstress::analysis
