#include "core/analysis/analyzer.h"

#include <iterator>
#include <variant>

namespace syncstress::analysis {

Shadow::iterator Analyzer::split(Shadow& shadow, uint64_t at) {
    auto it = std::prev(shadow.upper_bound(at));
    if (it->first == at) return it;
    return shadow.emplace_hint(std::next(it), at, it->second);
}

void Analyzer::access(uint32_t event, uint32_t object, uint64_t offset, uint64_t count, bool write) {
    // A range left at its default (count 0) is the rest of the object.
    if (count == 0) count = object_elements(object) - std::min(offset, object_elements(object));
    if (count == 0) return;
    const auto id = static_cast<uint32_t>(accesses_.size());
    accesses_.push_back({event, object, offset, count, write});
    const uint32_t agent = events_[event].agent;
    Shadow& shadow = shadows_[object];
    const auto first = split(shadow, offset);
    const auto last = offset + count < object_elements(object) ? split(shadow, offset + count) : shadow.end();
    for (auto it = first; it != last; ++it) {
        std::vector<Entry>& entries = it->second;
        bool ordered = true;
        for (const Entry& entry : entries) {
            if (!write && !entry.write) continue;
            const uint32_t other = accesses_[entry.access].event;
            if (!happens_before(other, event) && !made_visible(entry, event)) {
                report_race(entry.access, id, it->first);
                ordered = false;
            }
        }
        if (write && ordered) {
            entries.assign(1, Entry{id, true});
            continue;
        }
        std::erase_if(entries, [&](const Entry& entry) { return agent_of(entry) == agent && (write || !entry.write); });
        entries.push_back(Entry{id, write});
    }
    // Coalesce what the access made equal, so that whole-object traffic keeps one segment.
    const auto stop = last == shadow.end() ? last : std::next(last);
    for (auto it = first == shadow.begin() ? first : std::prev(first);;) {
        const auto next = std::next(it);
        if (next == stop || next == shadow.end()) break;
        if (next->second == it->second)
            shadow.erase(next);
        else
            it = next;
    }
}

void Analyzer::report_race(uint32_t earlier, uint32_t later, uint64_t from) {
    const Access* a = &accesses_[earlier];
    const Access* b = &accesses_[later];
    // Name them in program order: the one the host issued first is the one the fix orders before.
    if (events_[a->event].issued > events_[b->event].issued) std::swap(a, b);
    const Event& first = events_[a->event];
    const Event& second = events_[b->event];
    // Issue order is step order within an iteration, so the key is the same in both iterations.
    const Key k = key(FindingKind::race, first, second, a->object);
    if (!pass_.keys.insert(k).second) return;
    if (!listed(FindingKind::race)) return;
    const uint64_t lo = std::max({a->offset, b->offset, from});
    const uint64_t hi = std::min(a->offset + a->count, b->offset + b->count);
    const std::string object = object_name(a->object);
    Finding f;
    f.kind = FindingKind::race;
    f.object = object;
    f.offset = lo;
    f.count = hi - lo;
    f.steps = {first.step, second.step};
    f.accesses = {site(first, a->write, false), site(second, b->write, later_iteration(second, first.iteration))};
    f.hazard = !b->write ? Hazard::read_after_write : a->write ? Hazard::write_after_write : Hazard::write_after_read;
    f.message = race_sentence(s_, f);
    f.fix = fix_for(first, second, a->object, lo, hi - lo);
    pass_.findings.push_back(std::move(f));
}

AccessSite Analyzer::site(const Event& e, bool write, bool next_iteration) const {
    AccessSite out;
    out.step = e.step;
    out.command = command_of(e);
    out.queue = queue_of(e);
    out.write = write;
    out.next_iteration = next_iteration;
    return out;
}

std::string Analyzer::fix_for(const Event& first, const Event& second, uint32_t object, uint64_t offset, uint64_t count) const {
    if (thread_of(s_, first.step) != thread_of(s_, second.step)) return thread_fix(first, second);
    if (is_host(first.agent)) return {};  // a host access before a submission of its thread is ordered; nothing to suggest
    const uint32_t first_queue = *queue_of(first);
    if (queue_of(second) == first_queue && queues_[first_queue].unordered) return barrier_fix(first, second, object, offset, count);
    if (std::string smaller = signal_fix(first, second); !smaller.empty()) return smaller;
    const std::string before = " before " + step_path(s_, second.step);
    const std::string after = queue_name(first_queue);
    if (is_host(second.agent)) return "add {\"op\": \"host_wait\", \"queue\": \"" + after + "\"}" + before;
    return "add {\"op\": \"sync\", \"queue\": \"" + queue_name(*queue_of(second)) + "\", \"after\": \"" + after + "\"}" + before;
}

namespace {

// Per semaphore, the queue that alone signals it with values rising in step order (k_none where the host signals
// it, two queues do, or a value does not rise): reaching a value then means that signal, or a later one of the same
// queue, has run.
std::vector<uint32_t> sole_signallers(const Scenario& s) {
    std::vector<uint32_t> queue(s.semaphores.size(), k_none - 1);  // k_none - 1: not signalled yet
    std::vector<uint64_t> last(s.semaphores.size(), 0);
    const auto saw = [&](uint32_t sem, uint32_t q, uint64_t value) {
        if (queue[sem] == k_none) return;
        queue[sem] = (queue[sem] == k_none - 1 || queue[sem] == q) && value > last[sem] ? q : k_none;
        last[sem] = value;
    };
    for (const Step& step : s.steps) {
        if (const auto* host = std::get_if<HostSignal>(&step)) queue[host->semaphore] = k_none;
        if (const auto* submit = std::get_if<Submit>(&step))
            for (const Command& c : submit->commands)
                if (const auto* signal = std::get_if<Signal>(&c)) saw(signal->semaphore, submit->queue, signal->value);
    }
    for (auto& q : queue)
        if (q == k_none - 1) q = k_none;
    return queue;
}

}  // namespace

std::string Analyzer::signal_fix(const Event& first, const Event& second) const {
    if (first.iteration != second.iteration || first.step >= second.step || queues_[*queue_of(first)].unordered) return {};
    if (sole_signaller_.empty()) sole_signaller_ = sole_signallers(s_);
    const uint32_t queue = static_cast<uint32_t>(*queue_of(first));
    const size_t thread = thread_of(s_, first.step);
    for (size_t step = first.step; step < second.step; ++step) {
        const auto* submit = std::get_if<Submit>(&s_.steps[step]);
        if (!submit || submit->queue != queue || thread_of(s_, step) != thread) continue;
        // The commands after the first access in its own submission; all of a later one.
        const size_t from = step == first.step && command_of(first) ? *command_of(first) + 1 : 0;
        for (size_t c = from; c < submit->commands.size(); ++c) {
            const auto* signal = std::get_if<Signal>(&submit->commands[c]);
            if (!signal || sole_signaller_[signal->semaphore] != queue) continue;
            const std::string wait =
                "\"semaphore\": \"" + s_.semaphores[signal->semaphore].name + "\", \"value\": " + std::to_string(signal->value);
            const std::string where = " before " + step_path(s_, second.step) + " (" + step_path(s_, step, c) + " signals it after " +
                                      step_path(s_, first.step, command_of(first)) + ")";
            if (is_host(second.agent)) return "add {\"op\": \"host_wait\", " + wait + "}" + where;
            return "add {\"op\": \"wait\", \"queue\": \"" + queue_name(*queue_of(second)) + "\", " + wait + "}" + where;
        }
    }
    return {};
}

// Two host threads' steps: a semaphore the first signals after its access and the second waits for before its own. A
// setup step's signal would run once while the wait runs every iteration: the main thread signals at the start of
// its steps instead, every iteration, after its setup in the first.
std::string Analyzer::thread_fix(const Event& first, const Event& second) const {
    const auto threads = threads_of(s_);
    const std::string a = step_path(s_, first.step, command_of(first)), b = step_path(s_, second.step);
    const bool setup = once_of(s_, first.step) == Once::setup;
    const std::string signal = is_host(first.agent) || setup ? "host_signal" : "signal";
    const std::string where =
        setup ? "as the first of steps (after the setup)" : "after " + a + (is_host(first.agent) ? "" : " (in its submission)");
    return "order thread " + threads[thread_of(s_, first.step)].name + "'s " + a + " before thread " +
           threads[thread_of(s_, second.step)].name + "'s " + b + ": add {\"op\": \"" + signal +
           "\", \"semaphore\": \"NEW\", \"value\": 1} " + where +
           " and {\"op\": \"host_wait\", \"semaphore\": \"NEW\", \"value\": 1} before " + b + ", NEW a semaphore of its own";
}

}  // namespace syncstress::analysis
