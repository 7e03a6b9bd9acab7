#include "core/scenario/analysis.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

namespace syncstress::scenario {

const char* to_string(FindingKind kind) {
    switch (kind) {
    case FindingKind::race: return "race";
    case FindingKind::deadlock: return "deadlock";
    case FindingKind::timeline: return "timeline";
    case FindingKind::oversync: return "oversync";
    }
    return "?";
}

const char* to_string(Hazard hazard) {
    switch (hazard) {
    case Hazard::read_after_write: return "read-after-write";
    case Hazard::write_after_read: return "write-after-read";
    case Hazard::write_after_write: return "write-after-write";
    }
    return "?";
}

namespace {

constexpr uint32_t k_none = UINT32_MAX;
// One whole iteration plus what it carries over into the next: two back-to-back iterations.
constexpr uint32_t k_iterations = 2;
// A broken protocol repeated over many steps races everywhere; past this many findings of one kind
// the rest are only counted.
constexpr size_t k_max_listed = 64;
// Oversync beyond plain redundancy re-analyses the scenario once per candidate; past this many
// events x candidates only redundant waits are reported, so that big scenarios stay fast.
constexpr uint64_t k_oversync_budget = 8'000'000;
// Looking for a timeline that can fall back under a pending wait is quadratic per semaphore; bounded.
constexpr uint64_t k_backwards_budget = 20'000'000;

enum class EventKind : uint8_t { host, command, direct, sync };

// One thing that happens: a host step, a queue command, the queue side of a direct read/write, or
// the wait a sync enqueues. Host and queue events each form one totally ordered agent.
struct Event {
    uint32_t agent = 0;  // 0: the host; 1 + q: queue q
    uint32_t step = 0;
    uint32_t command = k_none;  // index in Submit::commands
    uint32_t iteration = 0;
    uint64_t issued = 0;  // position of the issuing host step in the two-iteration trace
    EventKind kind = EventKind::host;
    uint32_t issuer = k_none;  // the host event that enqueued a queue event
    uint32_t target = k_none;  // sync: the event of `after` it waits for
    bool executed = false;
};

struct Access {
    uint32_t event;
    uint32_t object;  // buffers first, then host arrays
    uint64_t offset, count;
    bool write;
};
struct Entry {
    uint32_t access;
    bool write;
    bool operator==(const Entry&) const = default;
};
// Per object: segment start -> the latest accesses of each agent to that segment (at most one read and
// one write per agent: an agent's earlier accesses happen before its later ones).
using Shadow = std::map<uint64_t, std::vector<Entry>>;

struct SignalRecord {
    uint64_t value;
    uint32_t event;
};
struct WaitRecord {
    uint64_t value;
    uint32_t event;
    uint32_t satisfier;  // k_none: the initial value satisfied it
};
struct SemaphoreState {
    uint64_t value = 0;
    std::vector<SignalRecord> executed;  // in execution order
    // Indices into `executed` with strictly rising values: the last signal below any value is among them.
    std::vector<uint32_t> rising;
    std::vector<WaitRecord> waits;
    uint32_t last = k_none;  // last executed signal event
    bool misused = false;
};

// A finding's identity, independent of its wording: kind, both steps/commands, object, iteration distance.
using Key = std::array<uint32_t, 7>;

struct Pass {
    std::vector<Finding> findings;
    std::set<Key> keys;
    std::array<size_t, 4> found{};  // per FindingKind, listed or not
    bool deadlock = false;
    std::vector<uint8_t> adds_order;  // per step: a sync or host_wait that taught its waiter something new
    size_t events = 0;
};

std::string range_text(const std::string& object, uint64_t offset, uint64_t count) {
    return object + "[" + std::to_string(offset) + ".." + std::to_string(offset + count - 1) + "]";
}

// Where and what an access is, as findings name it: "steps[3]" or "steps[3].commands[1]" (a submit of more than one
// command), and "copy on queue torch", "read through queue main", "host_fill on the host".
std::string step_where(const Scenario& s, size_t step, std::optional<size_t> command) {
    std::string text = "steps[" + std::to_string(step) + "]";
    if (command && std::get<Submit>(s.steps[step]).commands.size() > 1)
        text += ".commands[" + std::to_string(*command) + "]";
    return text;
}
std::string access_what(const Scenario& s, size_t step, std::optional<size_t> command, std::optional<size_t> queue) {
    const Step& st = s.steps[step];
    if (command)
        return std::string(op_name(std::get<Submit>(st).commands[*command])) + " on queue " + s.queues[*queue].name;
    if (queue)
        return std::string(op_name(st)) + " through queue " + s.queues[*queue].name;
    return std::string(op_name(st)) + " on the host";
}

class Analyzer {
public:
    // skip: per step, 1 to leave the step out (to see what a sync or host_wait is worth).
    Analyzer(const Scenario& scenario, const std::vector<uint8_t>& skip)
        : s_(scenario), skip_(skip), width_(1 + static_cast<uint32_t>(scenario.queues.size())),
          queues_(scenario.queues.size()), semaphores_(scenario.semaphores.size()),
          shadows_(scenario.buffers.size() + scenario.host_arrays.size()) {
        for (size_t i = 0; i < semaphores_.size(); ++i)
            semaphores_[i].value = s_.semaphores[i].initial;
        for (size_t i = 0; i < shadows_.size(); ++i)
            shadows_[i].emplace(0, std::vector<Entry>{});
        pass_.adds_order.assign(s_.steps.size(), 0);
        // Known up front: growing these by doubling copied and faulted in hundreds of MB on a 1M-step scenario.
        size_t events = 0;
        for (size_t i = 0; i < s_.steps.size(); ++i)
            if (!skip_[i])
                events += events_of(s_.steps[i]);
        events *= k_iterations;
        events_.reserve(events);
        clocks_.reserve(events * width_);
        accesses_.reserve(events);
    }

    Pass run() {
        // Queues run as soon as they can, the host one step at a time: execution follows program order
        // where the protocol allows it, so that each race is named by its nearest pair.
        for (;;) {
            bool progress = false;
            for (bool queues_ran = true; queues_ran;) {
                queues_ran = false;
                for (uint32_t q = 0; q < queues_.size(); ++q)
                    queues_ran = run_queue(q) || queues_ran;
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
            if (found > k_max_listed)
                it->message += " (and " + std::to_string(found - k_max_listed) + " more like it not listed)";
            found = std::min(found, k_max_listed);  // the note goes on the last listed one only
        }
        return std::move(pass_);
    }

private:
    struct QueueState {
        std::vector<uint32_t> pending;  // events in queue order; [head, size) not yet executed
        size_t head = 0;
        uint32_t last = k_none;             // last executed event
    };

    const Scenario& s_;
    const std::vector<uint8_t>& skip_;
    uint32_t width_;
    std::vector<Event> events_;
    std::vector<uint32_t> clocks_;  // events_.size() x width_ vector clocks
    std::vector<Access> accesses_;
    std::vector<QueueState> queues_;
    std::vector<SemaphoreState> semaphores_;
    std::vector<Shadow> shadows_;
    uint64_t host_pos_ = 0;
    uint32_t host_last_ = k_none;
    uint32_t host_direct_ = k_none;  // a read/write the host is blocked on
    Pass pass_;

    // How many events a step makes per iteration (host_step and run_host_step say which).
    static size_t events_of(const Step& step) {
        if (const auto* submit = std::get_if<Submit>(&step))
            return 1 + submit->commands.size();
        if (std::holds_alternative<Sync>(step))
            return 2;
        if (std::holds_alternative<Read>(step) || std::holds_alternative<Write>(step))
            return 3;  // the host issues it, the queue runs it, the host takes the result
        return 1;
    }

    // ---- vector clocks

    uint32_t* vc(uint32_t e) { return clocks_.data() + size_t(e) * width_; }
    const uint32_t* vc(uint32_t e) const { return clocks_.data() + size_t(e) * width_; }
    uint32_t clock(uint32_t e) const { return vc(e)[events_[e].agent]; }
    bool happens_before(uint32_t a, uint32_t b) const { return a == b || vc(b)[events_[a].agent] >= clock(a); }
    // Whether joining `from` would teach event `into` something new.
    bool adds(uint32_t into, uint32_t from) const { return from != k_none && vc(into)[events_[from].agent] < clock(from); }
    void join(uint32_t into, uint32_t from) {
        if (from == k_none)
            return;
        uint32_t* a = vc(into);
        const uint32_t* b = vc(from);
        for (uint32_t i = 0; i < width_; ++i)
            a[i] = std::max(a[i], b[i]);
    }

    uint32_t new_event(Event event) {
        events_.push_back(event);
        clocks_.resize(clocks_.size() + width_, 0);
        return static_cast<uint32_t>(events_.size() - 1);
    }

    // ---- names

    std::string queue_name(uint32_t q) const { return q < s_.queues.size() ? s_.queues[q].name : "?"; }
    std::string object_name(uint32_t object) const {
        if (object < s_.buffers.size())
            return s_.buffers[object].name;
        return s_.host_arrays[object - s_.buffers.size()].name;
    }
    uint64_t object_elements(uint32_t object) const {
        if (object < s_.buffers.size())
            return s_.buffers[object].elements;
        return s_.host_arrays[object - s_.buffers.size()].elements;
    }
    static std::optional<size_t> command_of(const Event& e) { return e.command != k_none ? std::optional<size_t>(e.command) : std::nullopt; }
    static std::optional<size_t> queue_of(const Event& e) { return e.agent != 0 ? std::optional<size_t>(e.agent - 1) : std::nullopt; }
    std::string where(const Event& e) const { return step_where(s_, e.step, command_of(e)); }
    std::string what(const Event& e) const {
        if (e.kind == EventKind::sync)
            return "sync of queue " + queue_name(e.agent - 1) + " after " + queue_name(std::get<Sync>(s_.steps[e.step]).after);
        return access_what(s_, e.step, command_of(e), queue_of(e));
    }
    std::string describe(const Event& e) const {
        return where(e) + " (" + what(e) + ")" + (e.iteration > 0 ? " of the next iteration" : "");
    }
    std::string at(const Event& e) const { return where(e) + (e.iteration > 0 ? " (next iteration)" : ""); }
    std::string semaphore_text(uint32_t sem, uint64_t value, const char* relation) const {
        return s_.semaphores[sem].name + " " + relation + " " + std::to_string(value);
    }

    Key key(FindingKind kind, const Event& a, const Event& b, uint32_t object) const {
        const uint32_t cross = b.iteration - a.iteration;
        return {static_cast<uint32_t>(kind), a.step, a.command, b.step, b.command, object, cross};
    }

    // ---- accesses

    template <class F>
    void for_each_access(const Event& e, F&& f) const {
        const uint32_t host_base = static_cast<uint32_t>(s_.buffers.size());
        const Step& step = s_.steps[e.step];
        if (e.kind == EventKind::command) {
            std::visit(
                [&](const auto& c) {
                    using T = std::decay_t<decltype(c)>;
                    if constexpr (std::is_same_v<T, Fill>) {
                        f(c.dst, c.range.offset, c.range.count, true);
                    } else if constexpr (std::is_same_v<T, Copy>) {
                        f(c.src, c.src_offset, c.count, false);
                        f(c.dst, c.dst_offset, c.count, true);
                    } else if constexpr (std::is_same_v<T, Upload>) {
                        f(host_base + c.src_host, c.src_offset, c.count, false);
                        f(c.dst, c.dst_offset, c.count, true);
                    } else if constexpr (std::is_same_v<T, Download>) {
                        f(c.src, c.src_offset, c.count, false);
                        f(host_base + c.dst_host, c.dst_offset, c.count, true);
                    } else if constexpr (std::is_same_v<T, Dispatch>) {
                        if (kernel_info(c.kernel).reads_a)
                            f(c.a, c.range.offset, c.range.count, false);
                        if (kernel_info(c.kernel).reads_b)
                            f(c.b, c.range.offset, c.range.count, false);
                        f(c.dst, c.range.offset, c.range.count, true);  // inc's read-modify-write counts as a write
                    }
                },
                std::get<Submit>(step).commands[e.command]);
            return;
        }
        if (e.kind == EventKind::direct) {
            if (const auto* w = std::get_if<Write>(&step)) {
                f(host_base + w->src_host, w->src_offset, w->count, false);
                f(w->dst, w->dst_offset, w->count, true);
            } else if (const auto* r = std::get_if<Read>(&step)) {
                f(r->src, r->src_offset, r->count, false);
                f(host_base + r->dst_host, r->dst_offset, r->count, true);
            }
            return;
        }
        if (e.kind == EventKind::host) {
            if (const auto* fill = std::get_if<HostFill>(&step))
                f(host_base + fill->dst_host, fill->range.offset, fill->range.count, true);
            else if (const auto* check = std::get_if<Check>(&step))
                f(host_base + check->host, check->range.offset, check->range.count, false);
        }
    }

    Shadow::iterator split(Shadow& shadow, uint64_t at) {
        auto it = std::prev(shadow.upper_bound(at));
        if (it->first == at)
            return it;
        return shadow.emplace_hint(std::next(it), at, it->second);
    }

    uint32_t agent_of(const Entry& entry) const { return events_[accesses_[entry.access].event].agent; }

    void access(uint32_t event, uint32_t object, uint64_t offset, uint64_t count, bool write) {
        // A range left at its default (count 0) is the rest of the object.
        if (count == 0)
            count = object_elements(object) - std::min(offset, object_elements(object));
        if (count == 0)
            return;
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
                if (!write && !entry.write)
                    continue;
                const uint32_t other = accesses_[entry.access].event;
                if (!happens_before(other, event)) {
                    report_race(entry.access, id);
                    ordered = false;
                }
            }
            if (write && ordered) {
                entries.assign(1, Entry{id, true});
                continue;
            }
            std::erase_if(entries, [&](const Entry& entry) {
                return agent_of(entry) == agent && (write || !entry.write);
            });
            entries.push_back(Entry{id, write});
        }
        // Coalesce what the access made equal, so that whole-object traffic keeps one segment.
        const auto stop = last == shadow.end() ? last : std::next(last);
        for (auto it = first == shadow.begin() ? first : std::prev(first);;) {
            const auto next = std::next(it);
            if (next == stop || next == shadow.end())
                break;
            if (next->second == it->second)
                shadow.erase(next);
            else
                it = next;
        }
    }

    // Counts a new finding of this kind; false once enough of them are listed.
    bool listed(FindingKind kind) { return ++pass_.found[static_cast<size_t>(kind)] <= k_max_listed; }

    // earlier/later: access ids, `earlier` executed first.
    void report_race(uint32_t earlier, uint32_t later) {
        const Access* a = &accesses_[earlier];
        const Access* b = &accesses_[later];
        // Name them in program order: the one the host issued first is the one the fix orders before.
        if (events_[a->event].issued > events_[b->event].issued)
            std::swap(a, b);
        const Event& first = events_[a->event];
        const Event& second = events_[b->event];
        // Issue order is step order within an iteration, so the key is the same in both iterations.
        const Key k = key(FindingKind::race, first, second, a->object);
        if (!pass_.keys.insert(k).second)
            return;
        if (!listed(FindingKind::race))
            return;
        const uint64_t lo = std::max(a->offset, b->offset);
        const uint64_t hi = std::min(a->offset + a->count, b->offset + b->count);
        const std::string object = object_name(a->object);
        Finding f;
        f.kind = FindingKind::race;
        f.object = object;
        f.offset = lo;
        f.count = hi - lo;
        f.steps = {first.step, second.step};
        f.accesses = {site(first, a->write, false), site(second, b->write, second.iteration > first.iteration)};
        f.hazard = !b->write ? Hazard::read_after_write : a->write ? Hazard::write_after_write : Hazard::write_after_read;
        f.message = race_sentence(s_, f);
        f.fix = fix_for(first, second);
        pass_.findings.push_back(std::move(f));
    }

    static AccessSite site(const Event& e, bool write, bool next_iteration) {
        AccessSite out;
        out.step = e.step;
        out.command = command_of(e);
        out.queue = queue_of(e);
        out.write = write;
        out.next_iteration = next_iteration;
        return out;
    }

    std::string fix_for(const Event& first, const Event& second) const {
        if (first.agent == 0)
            return {};  // a host access before a submission is always ordered; nothing to suggest
        const std::string before = " before steps[" + std::to_string(second.step) + "]";
        const std::string after = queue_name(first.agent - 1);
        if (second.agent == 0)
            return "add {\"op\": \"host_wait\", \"queue\": \"" + after + "\"}" + before;
        return "add {\"op\": \"sync\", \"queue\": \"" + queue_name(second.agent - 1) + "\", \"after\": \"" + after + "\"}" +
               before;
    }

    // ---- semaphores

    // The signal that first brought the semaphore to >= value and kept it there; k_none: the initial value.
    uint32_t satisfier(uint32_t sem, uint64_t value) const {
        const SemaphoreState& st = semaphores_[sem];
        auto below = std::lower_bound(st.rising.begin(), st.rising.end(), value,
                                      [&](uint32_t i, uint64_t v) { return st.executed[i].value < v; });
        if (below == st.rising.begin())
            return s_.semaphores[sem].initial >= value || st.executed.empty() ? k_none : st.executed.front().event;
        return st.executed[*std::prev(below) + 1].event;
    }

    void signal(uint32_t sem, uint64_t value, uint32_t event) {
        SemaphoreState& st = semaphores_[sem];
        check_timeline(sem, value, event);
        st.value = value;  // "sets the semaphore": a smaller value really does move it back
        st.last = event;
        st.executed.push_back({value, event});
        while (!st.rising.empty() && st.executed[st.rising.back()].value >= value)
            st.rising.pop_back();
        st.rising.push_back(static_cast<uint32_t>(st.executed.size() - 1));
    }

    uint64_t signalled_value(uint32_t event) const {
        const Event& e = events_[event];
        const Step& step = s_.steps[e.step];
        const uint64_t v = e.kind == EventKind::command ? std::get<Signal>(std::get<Submit>(step).commands[e.command]).value
                                                        : std::get<HostSignal>(step).value;
        return s_.semaphore_value(v, e.iteration);
    }

    void check_timeline(uint32_t sem, uint64_t value, uint32_t event) {
        SemaphoreState& st = semaphores_[sem];
        const Event& e = events_[event];
        const std::string& name = s_.semaphores[sem].name;
        Finding f;
        f.kind = FindingKind::timeline;
        f.object = name;
        if (st.last == k_none) {
            const uint64_t initial = s_.semaphores[sem].initial;
            if (value > initial)
                return;
            if (!pass_.keys.insert(key(FindingKind::timeline, e, e, sem)).second || !listed(FindingKind::timeline))
                return;
            f.steps = {e.step};
            f.message = describe(e) + " signals " + name + " = " + std::to_string(value) +
                        ", not larger than its initial value " + std::to_string(initial) + ": a timeline may only rise";
        } else {
            const uint64_t before = signalled_value(st.last);
            const Event& prev = events_[st.last];
            const bool ordered = happens_before(st.last, event);
            if (ordered && value > before)
                return;
            st.misused = true;
            if (!pass_.keys.insert(key(FindingKind::timeline, prev, e, sem)).second || !listed(FindingKind::timeline))
                return;
            f.steps = {prev.step, e.step};
            if (ordered)
                f.message = describe(e) + " signals " + name + " = " + std::to_string(value) + ", not larger than " + name +
                            " = " + std::to_string(before) + " signalled before it by " + describe(prev) +
                            ": a timeline may only rise";
            else
                f.message = describe(e) + " signals " + name + " = " + std::to_string(value) + " and " + describe(prev) +
                            " signals " + name + " = " + std::to_string(before) +
                            " with nothing ordering them: the later-landing one can move " + name +
                            " backwards, which Vulkan forbids, and waits on it may never finish";
        }
        pass_.findings.push_back(std::move(f));
    }

    // ---- the host program

    Event host_event(uint32_t step, uint32_t iteration) const {
        Event e;
        e.agent = 0;
        e.step = step;
        e.iteration = iteration;
        e.issued = host_pos_;
        e.kind = EventKind::host;
        return e;
    }

    // Executes the host's event for a step, after `preds` (what a wait or a direct path returns after).
    uint32_t finish_host(uint32_t step, uint32_t iteration, std::span<const uint32_t> preds = {}) {
        const uint32_t e = new_event(host_event(step, iteration));
        join(e, host_last_);
        for (uint32_t p : preds) {
            if (adds(e, p))
                pass_.adds_order[step] = 1;
            join(e, p);
        }
        vc(e)[0] += 1;
        events_[e].executed = true;
        host_last_ = e;
        for_each_access(events_[e], [&](uint32_t object, uint64_t offset, uint64_t count, bool write) {
            access(e, object, offset, count, write);
        });
        return e;
    }

    uint32_t enqueue(uint32_t queue, Event event) {
        event.agent = 1 + queue;
        event.issuer = host_last_;
        event.issued = host_pos_;
        const uint32_t e = new_event(event);
        queues_[queue].pending.push_back(e);
        return e;
    }

    bool idle(uint32_t q) const { return queues_[q].head == queues_[q].pending.size(); }

    // Runs the next host step (and any skipped ones before it); false if it blocks or the program is done.
    bool run_host_step() {
        const uint64_t n = s_.steps.size();
        while (host_pos_ < n * k_iterations) {
            const auto step = static_cast<uint32_t>(host_pos_ % n);
            const auto iteration = static_cast<uint32_t>(host_pos_ / n);
            if (!skip_[step] && !host_step(step, iteration))
                return false;
            ++host_pos_;
            if (!skip_[step])
                return true;
        }
        return false;
    }

    // False while the step blocks.
    bool host_step(uint32_t step, uint32_t iteration) {
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
            return true;
        }
        if (std::holds_alternative<Read>(s) || std::holds_alternative<Write>(s)) {
            const uint32_t queue = std::holds_alternative<Read>(s) ? std::get<Read>(s).queue : std::get<Write>(s).queue;
            if (host_direct_ == k_none) {
                Event e;
                e.step = step;
                e.iteration = iteration;
                e.kind = EventKind::direct;
                finish_host(step, iteration);
                host_direct_ = enqueue(queue, e);
            }
            if (!events_[host_direct_].executed)
                return false;
            const uint32_t done = host_direct_;
            host_direct_ = k_none;
            finish_host(step, iteration, std::span(&done, 1));
            return true;
        }
        if (const auto* signal_step = std::get_if<HostSignal>(&s)) {
            const uint32_t e = finish_host(step, iteration);
            signal(signal_step->semaphore, s_.semaphore_value(signal_step->value, iteration), e);
            return true;
        }
        if (const auto* wait = std::get_if<HostWait>(&s))
            return host_wait(*wait, step, iteration);
        finish_host(step, iteration);  // host_fill, check, sleep
        return true;
    }

    bool host_wait(const HostWait& wait, uint32_t step, uint32_t iteration) {
        std::vector<uint32_t> targets;
        if (wait.kind == HostWait::Kind::semaphore) {
            const uint64_t value = s_.semaphore_value(wait.value, iteration);
            if (semaphores_[wait.target].value < value)
                return false;
            targets.push_back(satisfier(wait.target, value));
            semaphores_[wait.target].waits.push_back({value, k_none, targets.back()});
        } else {
            for (uint32_t q = 0; q < queues_.size(); ++q) {
                if (wait.kind == HostWait::Kind::queue && q != wait.target)
                    continue;
                if (!idle(q))
                    return false;
                targets.push_back(queues_[q].last);
            }
        }
        const uint32_t e = finish_host(step, iteration, targets);
        if (wait.kind == HostWait::Kind::semaphore)
            semaphores_[wait.target].waits.back().event = e;
        return true;
    }

    // ---- queues

    // Runs queue q until its next event blocks; true if any ran.
    bool run_queue(uint32_t q) {
        QueueState& qs = queues_[q];
        bool progress = false;
        while (qs.head < qs.pending.size()) {
            const uint32_t e = qs.pending[qs.head];
            uint32_t extra = k_none;
            const Event& ev = events_[e];
            if (ev.kind == EventKind::sync) {
                if (ev.target != k_none && !events_[ev.target].executed)
                    return progress;
                extra = ev.target;
            } else if (ev.kind == EventKind::command) {
                const Command& c = std::get<Submit>(s_.steps[ev.step]).commands[ev.command];
                if (const auto* w = std::get_if<Wait>(&c)) {
                    const uint64_t value = s_.semaphore_value(w->value, ev.iteration);
                    if (semaphores_[w->semaphore].value < value)
                        return progress;
                    extra = satisfier(w->semaphore, value);
                    semaphores_[w->semaphore].waits.push_back({value, e, extra});
                }
            }
            join(e, qs.last);
            join(e, ev.issuer);
            if (ev.kind == EventKind::sync && adds(e, extra))
                pass_.adds_order[ev.step] = 1;
            join(e, extra);
            vc(e)[1 + q] += 1;
            events_[e].executed = true;
            qs.last = e;
            ++qs.head;
            progress = true;
            if (ev.kind == EventKind::command) {
                const Command& c = std::get<Submit>(s_.steps[events_[e].step]).commands[events_[e].command];
                if (const auto* sig = std::get_if<Signal>(&c))
                    signal(sig->semaphore, s_.semaphore_value(sig->value, events_[e].iteration), e);
            }
            for_each_access(events_[e], [&](uint32_t object, uint64_t offset, uint64_t count, bool write) {
                access(e, object, offset, count, write);
            });
        }
        return progress;
    }

    // ---- deadlocks

    bool stuck() const {
        if (host_pos_ < s_.steps.size() * k_iterations)
            return true;
        for (uint32_t q = 0; q < queues_.size(); ++q)
            if (!idle(q))
                return true;
        return false;
    }

    struct Link {
        std::string text;
        uint32_t next = k_none;  // agent the blocked one waits on; k_none: nothing can unblock it
    };

    // Who can raise `sem` to `value`: a queue holding a pending signal, or the host that has yet to issue one.
    Link who_signals(uint32_t sem, uint64_t value, std::vector<size_t>& steps) const {
        const std::string& name = s_.semaphores[sem].name;
        uint32_t best = k_none;
        uint64_t best_value = 0;
        for (uint32_t q = 0; q < queues_.size(); ++q)
            for (size_t i = queues_[q].head; i < queues_[q].pending.size(); ++i) {
                const Event& e = events_[queues_[q].pending[i]];
                if (e.kind != EventKind::command)
                    continue;
                const auto* sig = std::get_if<Signal>(&std::get<Submit>(s_.steps[e.step]).commands[e.command]);
                if (!sig || sig->semaphore != sem)
                    continue;
                const uint64_t v = s_.semaphore_value(sig->value, e.iteration);
                if (v >= value && (best == k_none || v < best_value)) {
                    best = queues_[q].pending[i];
                    best_value = v;
                }
            }
        if (best != k_none) {
            const Event& e = events_[best];
            steps.push_back(e.step);
            return {name + " = " + std::to_string(best_value) + " is signalled by queue " + queue_name(e.agent - 1) + " at " +
                        at(e),
                    e.agent};
        }
        // Not issued yet: the host reaches it only after it is unblocked.
        const uint64_t n = s_.steps.size();
        for (uint64_t pos = host_pos_; pos < n * k_iterations; ++pos) {
            const auto step = static_cast<uint32_t>(pos % n);
            const auto iteration = static_cast<uint32_t>(pos / n);
            if (skip_[step])
                continue;
            const Step& s = s_.steps[step];
            Event e = host_event(step, iteration);
            std::string by;
            if (const auto* hs = std::get_if<HostSignal>(&s); hs && hs->semaphore == sem &&
                                                              s_.semaphore_value(hs->value, iteration) >= value) {
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
            if (by.empty())
                continue;
            steps.push_back(step);
            return {name + " = " + std::to_string(best_value) + " is signalled by " + by + " at " + at(e), 0};
        }
        const SemaphoreState& st = semaphores_[sem];
        for (const SignalRecord& r : st.executed)
            if (r.value >= value) {
                steps.push_back(events_[r.event].step);
                steps.push_back(events_[st.last].step);
                return {name + " reached " + std::to_string(r.value) + " at " + at(events_[r.event]) + " but " +
                            at(events_[st.last]) + " set it back to " + std::to_string(st.value) +
                            ", and nothing signals it again",
                        k_none};
            }
        return {"nothing signals " + semaphore_text(sem, value, ">="), k_none};
    }

    Link blocked_on(uint32_t agent, std::vector<size_t>& steps) const {
        if (agent == 0) {
            const uint64_t n = s_.steps.size();
            const auto step = static_cast<uint32_t>(host_pos_ % n);
            const auto iteration = static_cast<uint32_t>(host_pos_ / n);
            const Event e = host_event(step, iteration);
            steps.push_back(step);
            const Step& s = s_.steps[step];
            if (host_direct_ != k_none)
                return {"the host waits for its " + std::string(op_name(s)) + " through queue " +
                            queue_name(events_[host_direct_].agent - 1) + " at " + at(e),
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
            return {"queue " + queue_name(agent - 1) + " waits (sync at " + at(e) + ") for queue " + queue_name(t.agent - 1) +
                        " to finish " + at(t),
                    t.agent};
        }
        const auto& w = std::get<Wait>(std::get<Submit>(s_.steps[e.step]).commands[e.command]);
        return {"queue " + queue_name(agent - 1) + " waits " +
                    semaphore_text(w.semaphore, s_.semaphore_value(w.value, e.iteration), ">=") + " at " + at(e),
                k_none};
    }

    // The semaphore a blocked agent waits on, if any.
    std::optional<std::pair<uint32_t, uint64_t>> awaited(uint32_t agent) const {
        if (agent == 0) {
            if (host_direct_ != k_none)
                return std::nullopt;
            const uint64_t n = s_.steps.size();
            const auto& wait = std::get<HostWait>(s_.steps[host_pos_ % n]);
            if (wait.kind != HostWait::Kind::semaphore)
                return std::nullopt;
            return std::pair{wait.target, s_.semaphore_value(wait.value, host_pos_ / n)};
        }
        const QueueState& qs = queues_[agent - 1];
        const Event& e = events_[qs.pending[qs.head]];
        if (e.kind != EventKind::command)
            return std::nullopt;
        const auto& w = std::get<Wait>(std::get<Submit>(s_.steps[e.step]).commands[e.command]);
        return std::pair{w.semaphore, s_.semaphore_value(w.value, e.iteration)};
    }

    void report_stuck() {
        uint32_t agent = host_pos_ < s_.steps.size() * k_iterations ? 0 : k_none;
        for (uint32_t q = 0; agent == k_none && q < queues_.size(); ++q)
            if (!idle(q))
                agent = 1 + q;
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
            }
            agent = link.next;
        }
        f.message = chain;
        pass_.deadlock = true;
        pass_.keys.insert(Key{static_cast<uint32_t>(FindingKind::deadlock), 0, 0, 0, 0, 0, 0});
        pass_.findings.push_back(std::move(f));
    }

    // A run that finished here can still hang elsewhere when a semaphore's signals are unordered or do
    // not rise: a smaller value landing after the one a wait relied on moves the timeline back under it.
    void find_backwards_timelines() {
        uint64_t budget = k_backwards_budget;
        // Out of budget, it reports nothing rather than a hang it could not finish proving.
        auto spend = [&] { return budget > 0 ? (--budget, true) : false; };
        for (uint32_t sem = 0; sem < semaphores_.size(); ++sem) {
            const SemaphoreState& st = semaphores_[sem];
            if (!st.misused)
                continue;
            for (const WaitRecord& w : st.waits)
                for (const SignalRecord& back : st.executed) {
                    if (!spend())
                        return;
                    // `back` must be free to land after what satisfied the wait and before the wait looks.
                    if (back.value >= w.value || happens_before(w.event, back.event) ||
                        (w.satisfier != k_none && happens_before(back.event, w.satisfier)))
                        continue;
                    bool rescued = false;
                    for (const SignalRecord& r : st.executed) {
                        if (!spend())
                            return;
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

    void report_backwards(uint32_t sem, const WaitRecord& w, const SignalRecord& back) {
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
            f.message += name + " = " + std::to_string(signalled_value(w.satisfier)) + " is signalled at " + at(sat) +
                         " (" + what(sat) + "), but ";
        } else {
            f.message += name + " starts at " + std::to_string(s_.semaphores[sem].initial) + ", but ";
        }
        f.steps.push_back(lower.step);
        f.message += describe(lower) + " signals " + name + " = " + std::to_string(back.value) +
                     " and nothing orders it before that, so it can land later and move " + name + " back under " +
                     std::to_string(w.value) + " <- nothing else signals " + semaphore_text(sem, w.value, ">=") +
                     " after it: the wait never finishes";
        pass_.deadlock = true;
        pass_.keys.insert(Key{static_cast<uint32_t>(FindingKind::deadlock), 0, 0, 0, 0, 0, 0});
        pass_.findings.push_back(std::move(f));
    }
};

Pass analyse_once(const Scenario& scenario, const std::vector<uint8_t>& skip) { return Analyzer(scenario, skip).run(); }

bool is_ordering_step(const Step& step) { return std::holds_alternative<Sync>(step) || std::holds_alternative<HostWait>(step); }

std::string ordering_name(const Scenario& scenario, size_t step) {
    const Step& s = scenario.steps[step];
    std::string text = "steps[" + std::to_string(step) + "] (";
    if (const auto* sync = std::get_if<Sync>(&s))
        return text + "sync of queue " + scenario.queues[sync->queue].name + " after " + scenario.queues[sync->after].name + ")";
    const auto& wait = std::get<HostWait>(s);
    if (wait.kind == HostWait::Kind::semaphore)
        return text + "host_wait " + scenario.semaphores[wait.target].name + " >= " + std::to_string(wait.value) + ")";
    if (wait.kind == HostWait::Kind::queue)
        return text + "host_wait for queue " + scenario.queues[wait.target].name + ")";
    return text + "host_wait for all queues)";
}

}  // namespace

std::string race_sentence(const Scenario& scenario, const Finding& race) {
    auto describe = [&](const AccessSite& a) {
        return step_where(scenario, a.step, a.command) + " (" + access_what(scenario, a.step, a.command, a.queue) + ")" +
               (a.next_iteration ? " of the next iteration" : "") + (a.write ? " writes " : " reads ") +
               range_text(race.object, race.offset, race.count);
    };
    if (race.accesses.size() != 2) return race.message;
    return describe(race.accesses[1]) + " while " + describe(race.accesses[0]) + ", unordered";
}

Analysis analyze(const Scenario& scenario) {
    Analysis result;
    if (scenario.steps.empty()) {
        result.as_expected = scenario.expect == Expect::pass;
        return result;
    }
    std::vector<uint8_t> removed(scenario.steps.size(), 0);
    Pass pass = analyse_once(scenario, removed);
    result.findings = std::move(pass.findings);

    if (!pass.deadlock) {
        // Redundant ones first: they change no clock, so removing all of them together changes nothing.
        // Then each other candidate is tried with every step already found removable also removed, so
        // that the warnings hold together (of two identical waits only one is reported).
        std::vector<size_t> candidates;
        for (size_t i = 0; i < scenario.steps.size(); ++i)
            if (is_ordering_step(scenario.steps[i]))
                candidates.push_back(i);
        std::vector<std::string> why(scenario.steps.size());
        for (size_t step : candidates)
            if (!pass.adds_order[step]) {
                removed[step] = 1;
                why[step] = "everything it waits for already happens before it";
            }
        if (uint64_t(candidates.size()) * pass.events <= k_oversync_budget)
            for (size_t step : candidates) {
                if (removed[step])
                    continue;
                removed[step] = 1;
                if (analyse_once(scenario, removed).keys == pass.keys)
                    why[step] = "without it no access becomes unordered and no signal or wait changes its outcome";
                else
                    removed[step] = 0;
            }
        for (size_t step : candidates) {
            if (!removed[step])
                continue;
            Finding f;
            f.kind = FindingKind::oversync;
            f.warning = true;
            f.steps = {step};
            f.message = ordering_name(scenario, step) + " orders nothing after it: " + why[step];
            result.findings.push_back(std::move(f));
        }
    }

    auto has = [&](FindingKind kind) {
        return std::any_of(result.findings.begin(), result.findings.end(), [&](const Finding& f) { return f.kind == kind; });
    };
    switch (scenario.expect) {
    case Expect::pass:
        result.as_expected = std::none_of(result.findings.begin(), result.findings.end(),
                                          [](const Finding& f) { return !f.warning; });
        break;
    case Expect::race: result.as_expected = has(FindingKind::race); break;
    case Expect::deadlock: result.as_expected = has(FindingKind::deadlock); break;
    }
    return result;
}

}  // namespace syncstress::scenario
