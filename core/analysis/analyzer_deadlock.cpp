#include "core/analysis/analyzer.h"

#include <variant>

namespace syncstress::analysis {

namespace {

// Looking for a timeline that can fall back under a pending wait is quadratic per semaphore; bounded.
constexpr uint64_t k_backwards_budget = 20'000'000;

}  // namespace

bool Analyzer::stuck() const {
    for (const HostThread& t : threads_)
        if (!t.done()) return true;
    for (uint32_t q = 0; q < queues_.size(); ++q)
        if (!idle(q)) return true;
    return false;
}

Analyzer::Link Analyzer::who_signals(uint32_t sem, uint64_t value, std::vector<size_t>& steps) const {
    const std::string& name = s_.semaphores[sem].name;
    uint32_t best = k_none;
    uint64_t best_value = 0;
    for (uint32_t q = 0; q < queues_.size(); ++q)
        for (size_t i = queues_[q].head; i < queues_[q].pending.size(); ++i) {
            const Event& e = events_[queues_[q].pending[i]];
            if (e.kind != EventKind::command) continue;
            const auto* sig = std::get_if<Signal>(&std::get<Submit>(s_.steps[e.step]).commands[e.command]);
            if (!sig || sig->semaphore != sem) continue;
            const uint64_t v = value_at(e.step, sig->semaphore, sig->value, e.iteration);
            if (v >= value && (best == k_none || v < best_value)) {
                best = queues_[q].pending[i];
                best_value = v;
            }
        }
    if (best != k_none) {
        const Event& e = events_[best];
        steps.push_back(e.step);
        return {name + " = " + std::to_string(best_value) + " is signalled by queue " + queue_name(e.agent - 1) + " at " + at(e), e.agent};
    }
    // Not issued yet: a host thread reaches it only after it is unblocked.
    for (uint32_t t = 0; t < threads_.size(); ++t)
        if (Link link = unissued_signal(t, sem, value, steps); !link.text.empty()) return link;
    if (const SetBack back = set_back(sem, value); back.reached != k_none) {
        steps.push_back(events_[back.reached].step);
        steps.push_back(events_[back.last].step);
        return {name + " reached " + std::to_string(signalled_value(back.reached)) + " at " + at(events_[back.reached]) + " but " +
                    at(events_[back.last]) + " set it back to " + std::to_string(semaphores_[sem].value) + ", and nothing signals it again",
                k_none};
    }
    return {"nothing signals " + semaphore_text(sem, value, ">="), k_none};
}

Analyzer::Link Analyzer::unissued_signal(uint32_t thread, uint32_t sem, uint64_t value, std::vector<size_t>& steps) const {
    const HostThread& h = threads_[thread];
    const std::string& name = s_.semaphores[sem].name;
    for (uint64_t pos = h.pos; pos < h.count * k_iterations; ++pos) {
        const auto step = static_cast<uint32_t>(h.first + pos % h.count);
        const auto iteration = static_cast<uint32_t>(pos / h.count);
        if (skipped(step, iteration)) continue;
        const Step& s = s_.steps[step];
        Event e = host_event(step, iteration);
        std::string by;
        uint64_t signalled = 0;
        if (const auto* hs = std::get_if<HostSignal>(&s);
            hs && hs->semaphore == sem && value_at(step, sem, hs->value, iteration) >= value) {
            signalled = value_at(step, sem, hs->value, iteration);
            by = thread_text(thread);
        } else if (const auto* submit = std::get_if<Submit>(&s)) {
            for (uint32_t c = 0; c < submit->commands.size() && by.empty(); ++c) {
                const auto* sig = std::get_if<Signal>(&submit->commands[c]);
                if (sig && sig->semaphore == sem && value_at(step, sem, sig->value, iteration) >= value) {
                    signalled = value_at(step, sem, sig->value, iteration);
                    e.command = c;
                    by = "queue " + queue_name(submit->queue) + ", which " + thread_text(thread) + " submits only";
                }
            }
        }
        if (by.empty()) continue;
        steps.push_back(step);
        return {name + " = " + std::to_string(signalled) + " is signalled by " + by + " at " + at(e), h.agent};
    }
    return {};
}

Analyzer::SetBack Analyzer::set_back(uint32_t sem, uint64_t value) const {
    const SemaphoreState& st = semaphores_[sem];
    if (st.value >= value) return {};
    for (const SignalRecord& r : st.executed)
        if (r.value >= value) return {r.event, st.last};
    return {};
}

Analyzer::Link Analyzer::blocked_on(uint32_t agent, std::vector<size_t>& steps) const {
    if (is_host(agent)) {
        const uint32_t t = agent_thread_[agent];
        const HostThread& h = threads_[t];
        const uint32_t step = h.step(), iteration = h.iteration();
        const Event e = host_event(step, iteration);
        steps.push_back(step);
        const std::string who = thread_text(t);
        if (h.pos % h.count == 0 && iteration > 0 && !iteration_open(iteration))
            for (uint32_t u = 0; u < threads_.size(); ++u)
                if (threads_[u].pos < threads_[u].count * iteration)
                    return {who + " waits at the end of iteration " + std::to_string(iteration - 1) + " for " + thread_text(u) +
                                " to finish it",
                            threads_[u].agent};
        const Step& s = s_.steps[step];
        if (h.direct != k_none)
            return {who + " waits for its " + std::string(op_name(s)) + " through queue " + queue_name(events_[h.direct].agent - 1) +
                        " at " + at(e),
                    events_[h.direct].agent};
        const auto& wait = std::get<HostWait>(s);
        if (wait.kind == HostWait::Kind::semaphore) {
            const uint64_t value = value_at(step, wait.target, wait.value, iteration);
            return {who + " waits " + semaphore_text(wait.target, value, ">=") + " at " + at(e), k_none};
        }
        uint32_t busy = wait.target;
        for (uint32_t q = 0; wait.kind == HostWait::Kind::all && q < queues_.size(); ++q)
            if (!idle(q)) {
                busy = q;
                break;
            }
        return {who + " waits for queue " + queue_name(busy) + " to finish at " + at(e), 1 + busy};
    }
    const QueueState& qs = queues_[agent - 1];
    const Event& e = events_[qs.pending[qs.head]];
    steps.push_back(e.step);
    if (e.kind == EventKind::sync) {
        const Event& t = events_[e.target];
        steps.push_back(t.step);
        return {"queue " + queue_name(agent - 1) + " waits (sync at " + at(e) + ") for queue " + queue_name(t.agent - 1) + " to finish " +
                    at(t),
                t.agent};
    }
    const auto& w = std::get<Wait>(std::get<Submit>(s_.steps[e.step]).commands[e.command]);
    return {"queue " + queue_name(agent - 1) + " waits " +
                semaphore_text(w.semaphore, value_at(e.step, w.semaphore, w.value, e.iteration), ">=") + " at " + at(e),
            k_none};
}

std::optional<std::pair<uint32_t, uint64_t>> Analyzer::awaited(uint32_t agent) const {
    if (is_host(agent)) {
        const HostThread& h = threads_[agent_thread_[agent]];
        if (h.direct != k_none || (h.pos % h.count == 0 && h.iteration() > 0 && !iteration_open(h.iteration()))) return std::nullopt;
        const auto& wait = std::get<HostWait>(s_.steps[h.step()]);
        if (wait.kind != HostWait::Kind::semaphore) return std::nullopt;
        return std::pair{wait.target, value_at(h.step(), wait.target, wait.value, h.iteration())};
    }
    const QueueState& qs = queues_[agent - 1];
    const Event& e = events_[qs.pending[qs.head]];
    if (e.kind != EventKind::command) return std::nullopt;
    const auto& w = std::get<Wait>(std::get<Submit>(s_.steps[e.step]).commands[e.command]);
    return std::pair{w.semaphore, value_at(e.step, w.semaphore, w.value, e.iteration)};
}

Event Analyzer::waiting_event(uint32_t agent) const {
    if (!is_host(agent)) return events_[queues_[agent - 1].pending[queues_[agent - 1].head]];
    const HostThread& h = threads_[agent_thread_[agent]];
    return host_event(h.step(), h.iteration());
}

void Analyzer::report_stuck() {
    uint32_t agent = k_none;
    for (const HostThread& t : threads_)
        if (agent == k_none && !t.done()) agent = t.agent;
    for (uint32_t q = 0; agent == k_none && q < queues_.size(); ++q)
        if (!idle(q)) agent = 1 + q;
    Finding f;
    f.kind = FindingKind::deadlock;
    std::vector<bool> seen(width_, false);
    std::string chain;
    while (agent != k_none && !seen[agent]) {
        seen[agent] = true;
        Link link = blocked_on(agent, f.steps);
        chain += (chain.empty() ? "" : " <- ") + link.text;
        if (auto sem = awaited(agent)) {
            f.object = s_.semaphores[sem->first].name;
            link = who_signals(sem->first, sem->second, f.steps);
            chain += " <- " + link.text;
            // Set back by a signal unordered with the one it undid: the other order keeps the timeline up.
            if (const SetBack back = set_back(sem->first, sem->second);
                !f.order && back.reached != k_none && !happens_before(back.reached, back.last)) {
                const Event waiter = waiting_event(agent);
                f.order = order_of(back.reached, back.last, &waiter);
            }
        }
        agent = link.next;
    }
    f.message = chain;
    if (f.order) f.message += "; " + order_sentence(s_, *f.order);
    pass_.deadlock = true;
    pass_.keys.insert(Key{static_cast<uint32_t>(FindingKind::deadlock), 0, 0, 0, 0, 0, 0});
    pass_.findings.push_back(std::move(f));
}

void Analyzer::find_backwards_timelines() {
    uint64_t budget = k_backwards_budget;
    // Out of budget, it reports nothing rather than a hang it could not finish proving.
    auto spend = [&] { return budget > 0 ? (--budget, true) : false; };
    for (uint32_t sem = 0; sem < semaphores_.size(); ++sem) {
        const SemaphoreState& st = semaphores_[sem];
        if (!st.misused) continue;
        for (const WaitRecord& w : st.waits)
            for (const SignalRecord& back : st.executed) {
                if (!spend()) return;
                // `back` must be free to land after what satisfied the wait and before the wait looks.
                if (back.value >= w.value || happens_before(w.event, back.event) ||
                    (w.satisfier != k_none && happens_before(back.event, w.satisfier)))
                    continue;
                bool rescued = false;
                for (const SignalRecord& r : st.executed) {
                    if (!spend()) return;
                    if (r.value >= w.value && happens_before(back.event, r.event) && !happens_before(w.event, r.event)) {
                        rescued = true;
                        break;
                    }
                }
                if (!rescued) {
                    report_backwards(sem, w, back);
                    return;
                }
            }
    }
}

void Analyzer::report_backwards(uint32_t sem, const WaitRecord& w, const SignalRecord& back) {
    const std::string& name = s_.semaphores[sem].name;
    const Event& waiter = events_[w.event];
    const Event& lower = events_[back.event];
    Finding f;
    f.kind = FindingKind::deadlock;
    f.object = name;
    std::string who = is_host(waiter.agent) ? thread_text(agent_thread_[waiter.agent]) : "queue " + queue_name(waiter.agent - 1);
    f.message = who + " waits " + semaphore_text(sem, w.value, ">=") + " at " + at(waiter) + " <- ";
    f.steps.push_back(waiter.step);
    if (w.satisfier != k_none) {
        const Event& sat = events_[w.satisfier];
        f.steps.push_back(sat.step);
        f.message += name + " = " + std::to_string(signalled_value(w.satisfier)) + " is signalled at " + describe(sat) + ", but ";
    } else {
        f.message += name + " starts at " + std::to_string(s_.semaphores[sem].initial) + ", but ";
    }
    f.steps.push_back(lower.step);
    f.message += describe(lower) + " signals " + name + " = " + std::to_string(back.value) +
                 " and nothing orders it before that, so it can land later and move " + name + " back under " + std::to_string(w.value) +
                 " <- nothing else signals " + semaphore_text(sem, w.value, ">=") + " after it: the wait never finishes";
    f.order = order_of(w.satisfier, back.event, &waiter);
    f.message += "; " + order_sentence(s_, *f.order);
    pass_.deadlock = true;
    pass_.keys.insert(Key{static_cast<uint32_t>(FindingKind::deadlock), 0, 0, 0, 0, 0, 0});
    pass_.findings.push_back(std::move(f));
}

}  // namespace syncstress::analysis
