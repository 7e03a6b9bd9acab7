#include "core/analysis/analyzer.h"

#include <variant>

namespace syncstress::analysis {

namespace {

// Looking for a timeline that can fall back under a pending wait is quadratic per semaphore; bounded.
constexpr uint64_t k_backwards_budget = 20'000'000;

}  // namespace

bool Analyzer::stuck() const {
    if (host_pos_ < s_.steps.size() * k_iterations) return true;
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
            const uint64_t v = s_.semaphore_value(sig->value, e.iteration);
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
    // Not issued yet: the host reaches it only after it is unblocked.
    const uint64_t n = s_.steps.size();
    for (uint64_t pos = host_pos_; pos < n * k_iterations; ++pos) {
        const auto step = static_cast<uint32_t>(pos % n);
        const auto iteration = static_cast<uint32_t>(pos / n);
        if (skip_[step]) continue;
        const Step& s = s_.steps[step];
        Event e = host_event(step, iteration);
        std::string by;
        if (const auto* hs = std::get_if<HostSignal>(&s); hs && hs->semaphore == sem && s_.semaphore_value(hs->value, iteration) >= value) {
            best_value = s_.semaphore_value(hs->value, iteration);
            by = "the host";
        } else if (const auto* submit = std::get_if<Submit>(&s)) {
            for (uint32_t c = 0; c < submit->commands.size() && by.empty(); ++c) {
                const auto* sig = std::get_if<Signal>(&submit->commands[c]);
                if (sig && sig->semaphore == sem && s_.semaphore_value(sig->value, iteration) >= value) {
                    best_value = s_.semaphore_value(sig->value, iteration);
                    e.command = c;
                    by = "queue " + queue_name(submit->queue) + ", which the host submits only";
                }
            }
        }
        if (by.empty()) continue;
        steps.push_back(step);
        return {name + " = " + std::to_string(best_value) + " is signalled by " + by + " at " + at(e), 0};
    }
    if (const SetBack back = set_back(sem, value); back.reached != k_none) {
        steps.push_back(events_[back.reached].step);
        steps.push_back(events_[back.last].step);
        return {name + " reached " + std::to_string(signalled_value(back.reached)) + " at " + at(events_[back.reached]) + " but " +
                    at(events_[back.last]) + " set it back to " + std::to_string(semaphores_[sem].value) + ", and nothing signals it again",
                k_none};
    }
    return {"nothing signals " + semaphore_text(sem, value, ">="), k_none};
}

Analyzer::SetBack Analyzer::set_back(uint32_t sem, uint64_t value) const {
    const SemaphoreState& st = semaphores_[sem];
    if (st.value >= value) return {};
    for (const SignalRecord& r : st.executed)
        if (r.value >= value) return {r.event, st.last};
    return {};
}

Analyzer::Link Analyzer::blocked_on(uint32_t agent, std::vector<size_t>& steps) const {
    if (agent == 0) {
        const uint64_t n = s_.steps.size();
        const auto step = static_cast<uint32_t>(host_pos_ % n);
        const auto iteration = static_cast<uint32_t>(host_pos_ / n);
        const Event e = host_event(step, iteration);
        steps.push_back(step);
        const Step& s = s_.steps[step];
        if (host_direct_ != k_none)
            return {"the host waits for its " + std::string(op_name(s)) + " through queue " + queue_name(events_[host_direct_].agent - 1) +
                        " at " + at(e),
                    events_[host_direct_].agent};
        const auto& wait = std::get<HostWait>(s);
        if (wait.kind == HostWait::Kind::semaphore) {
            const uint64_t value = s_.semaphore_value(wait.value, iteration);
            return {"the host waits " + semaphore_text(wait.target, value, ">=") + " at " + at(e), k_none};
        }
        uint32_t busy = wait.target;
        for (uint32_t q = 0; wait.kind == HostWait::Kind::all && q < queues_.size(); ++q)
            if (!idle(q)) {
                busy = q;
                break;
            }
        return {"the host waits for queue " + queue_name(busy) + " to finish at " + at(e), 1 + busy};
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
    return {"queue " + queue_name(agent - 1) + " waits " + semaphore_text(w.semaphore, s_.semaphore_value(w.value, e.iteration), ">=") +
                " at " + at(e),
            k_none};
}

std::optional<std::pair<uint32_t, uint64_t>> Analyzer::awaited(uint32_t agent) const {
    if (agent == 0) {
        if (host_direct_ != k_none) return std::nullopt;
        const uint64_t n = s_.steps.size();
        const auto& wait = std::get<HostWait>(s_.steps[host_pos_ % n]);
        if (wait.kind != HostWait::Kind::semaphore) return std::nullopt;
        return std::pair{wait.target, s_.semaphore_value(wait.value, host_pos_ / n)};
    }
    const QueueState& qs = queues_[agent - 1];
    const Event& e = events_[qs.pending[qs.head]];
    if (e.kind != EventKind::command) return std::nullopt;
    const auto& w = std::get<Wait>(std::get<Submit>(s_.steps[e.step]).commands[e.command]);
    return std::pair{w.semaphore, s_.semaphore_value(w.value, e.iteration)};
}

Event Analyzer::waiting_event(uint32_t agent) const {
    if (agent != 0) return events_[queues_[agent - 1].pending[queues_[agent - 1].head]];
    const uint64_t n = s_.steps.size();
    return host_event(static_cast<uint32_t>(host_pos_ % n), static_cast<uint32_t>(host_pos_ / n));
}

void Analyzer::report_stuck() {
    uint32_t agent = host_pos_ < s_.steps.size() * k_iterations ? 0 : k_none;
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
    std::string who = waiter.agent == 0 ? "the host" : "queue " + queue_name(waiter.agent - 1);
    f.message = who + " waits " + semaphore_text(sem, w.value, ">=") + " at " + at(waiter) + " <- ";
    f.steps.push_back(waiter.step);
    if (w.satisfier != k_none) {
        const Event& sat = events_[w.satisfier];
        f.steps.push_back(sat.step);
        f.message +=
            name + " = " + std::to_string(signalled_value(w.satisfier)) + " is signalled at " + at(sat) + " (" + what(sat) + "), but ";
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
