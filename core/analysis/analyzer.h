// Internal to core/analysis: one pass of the analysis. The Analyzer runs the scenario's two iterations as the
// protocol allows (queues as soon as they can, the host one step at a time), keeps a vector clock per event and
// finds races, timeline misuse and deadlocks on the way. Its members are defined in analyzer.cpp (the walk: host
// program, queues, semaphores, names), analyzer_races.cpp (shadow memory and races) and analyzer_deadlock.cpp
// (what a stuck run waits on, and timelines that can fall back under a wait).
#pragma once

#include "core/analysis/analysis.h"
#include "core/analysis/analysis_pass.h"
#include "core/scenario/accesses.h"
#include "core/scenario/scenario.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

namespace syncstress::analysis {

using namespace scenario;

constexpr uint32_t k_none = UINT32_MAX;
// One whole iteration plus what it carries over into the next: two back-to-back iterations.
constexpr uint32_t k_iterations = 2;
// A broken protocol repeated over many steps races everywhere; past this many findings of one kind
// the rest are only counted.
constexpr size_t k_max_listed = 64;

// progress: the point an unordered queue's submission (or sync) signals its queue's progress, which a later sync or
// host wait for the queue is ordered after (it orders nothing on its own queue).
enum class EventKind : uint8_t { host, command, direct, sync, progress, free };

// One thing that happens: a host step, a queue command, the queue side of a direct read/write, the wait a sync
// enqueues, or a free ordered on a queue. Host and queue events each form one totally ordered agent. On an unordered queue the
// commands' accesses are events of their own, one per access class, on the class's agent: not ordered among
// themselves, their place on it is a stamp, the count of points that cover the class (barriers, signals) plus one.
struct Event {
    uint32_t agent = 0;  // 0: the host; 1 + q: queue q; past the queues: an access class of an unordered queue
    uint32_t step = 0;
    uint32_t command = k_none;  // index in Submit::commands
    uint32_t iteration = 0;
    uint64_t issued = 0;  // position of the issuing host step in the two-iteration trace
    EventKind kind = EventKind::host;
    uint32_t issuer = k_none;  // the host event that enqueued a queue event
    uint32_t target = k_none;  // sync: the event of `after` it waits for
    bool executed = false;
    uint32_t stamp = 0;  // an access of an unordered queue: its clock (the agent's component is not its own)
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
    // An unordered queue's write: the access classes (bits) of its own queue that a buffer barrier made it visible to.
    uint8_t visible = 0;
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

class Analyzer {
public:
    // skip: per step, 1 to leave the step out (to see what a sync or host_wait is worth).
    Analyzer(const Scenario& scenario, const std::vector<uint8_t>& skip);
    Pass run();

private:
    struct QueueState {
        std::vector<uint32_t> pending;  // events in queue order; [head, size) not yet executed
        size_t head = 0;
        uint32_t last = k_none;  // last executed event (unordered: the last point that covers all before it)
        // An unordered queue (analyzer_unordered.cpp): vector clocks of what its later commands are ordered after.
        bool unordered = false;
        uint32_t base = 0;                                      // agent of its first access class
        std::vector<uint32_t> gate;                             // waits and syncs: every later command
        std::vector<uint32_t> total;                            // everything executed, stamps included: signals, idle waits
        std::array<std::vector<uint32_t>, k_stage_count> exec;  // per stage: later commands of it (a write after a read)
        std::array<std::vector<uint32_t>, 4> vis;               // per access class: writes made visible to it
        std::array<std::vector<uint32_t>, 4> pend;              // per access class: what its accesses knew
        std::array<uint32_t, 4> covered{};                      // per access class: points that covered it
    };

    const Scenario& s_;
    const std::vector<uint8_t>& skip_;
    uint32_t width_;
    std::vector<uint32_t> agent_queue_;  // per agent: its queue (k_none: the host)
    std::vector<Event> events_;
    std::vector<uint32_t> clocks_;  // events_.size() x width_ vector clocks
    std::vector<Access> accesses_;
    std::vector<QueueState> queues_;
    std::vector<SemaphoreState> semaphores_;
    std::vector<Shadow> shadows_;
    // A host thread: its steps, how far it is, its last event. Threads meet at the end of each iteration: a thread's
    // first step of iteration k is ordered after every thread's last of iteration k - 1.
    struct HostThread {
        uint32_t agent = 0;
        size_t first = 0, count = 0;
        uint64_t pos = 0;  // into its steps x k_iterations
        uint32_t last = k_none;
        uint32_t direct = k_none;  // a read/write it is blocked on
        bool join_due = false;     // its next event is the first of an iteration after the first
        std::array<uint32_t, k_iterations> ends{k_none, k_none};
        bool done() const { return pos >= count * k_iterations; }
        uint32_t step() const { return static_cast<uint32_t>(first + pos % count); }
        uint32_t iteration() const { return static_cast<uint32_t>(pos / count); }
    };
    std::vector<HostThread> threads_;
    std::vector<uint32_t> agent_thread_;  // per agent: its host thread (k_none: a queue's)
    // Per semaphore: the one queue whose signals are all of its signals, in values that rise in step order (k_none:
    // none is); found at the first race fix that asks (smallest_fix).
    mutable std::vector<uint32_t> sole_signaller_;
    uint32_t cur_ = 0;     // the thread whose step runs
    uint64_t issued_ = 0;  // host steps run so far, all threads
    Pass pass_;

    // Whether step `step` is left out of iteration `iteration` (of k_iterations, the last one the run's last): a
    // pass's skipped step, setup after the first iteration, teardown before the last.
    bool skipped(uint32_t step, uint32_t iteration) const;
    // Semaphore value `value` of step `step` in `iteration` (semaphore_value_at).
    uint64_t value_at(uint32_t step, uint32_t semaphore, uint64_t value, uint32_t iteration) const;
    // Whether `e` is in an iteration after `first` and runs every iteration (not setup or teardown).
    bool later_iteration(const Event& e, uint32_t first) const;
    // How many events a step makes per iteration, at most (host_step, run_host_step and run_unordered say which).
    size_t events_of(const Step& step) const;

    // ---- vector clocks (new_event: analyzer.cpp)

    uint32_t* vc(uint32_t e) { return clocks_.data() + size_t(e) * width_; }
    const uint32_t* vc(uint32_t e) const { return clocks_.data() + size_t(e) * width_; }
    uint32_t clock(uint32_t e) const { return events_[e].stamp ? events_[e].stamp : vc(e)[events_[e].agent]; }
    bool happens_before(uint32_t a, uint32_t b) const { return a == b || vc(b)[events_[a].agent] >= clock(a); }
    // Whether joining `from` would teach event `into` something new.
    bool adds(uint32_t into, uint32_t from) const { return from != k_none && vc(into)[events_[from].agent] < clock(from); }
    void join(uint32_t into, uint32_t from) {
        if (from == k_none) return;
        uint32_t* a = vc(into);
        const uint32_t* b = vc(from);
        for (uint32_t i = 0; i < width_; ++i) a[i] = std::max(a[i], b[i]);
    }

    uint32_t new_event(Event event);

    // ---- names (analyzer.cpp)

    std::string queue_name(uint32_t q) const;
    std::string object_name(uint32_t object) const;
    uint64_t object_elements(uint32_t object) const;
    static std::optional<size_t> command_of(const Event& e) {
        return e.command != k_none ? std::optional<size_t>(e.command) : std::nullopt;
    }
    std::optional<size_t> queue_of(const Event& e) const {
        return agent_queue_[e.agent] != k_none ? std::optional<size_t>(agent_queue_[e.agent]) : std::nullopt;
    }
    bool is_host(uint32_t agent) const { return agent_thread_[agent] != k_none; }
    // "the host" (one thread) or "thread loader".
    std::string thread_text(uint32_t thread) const;
    std::string what(const Event& e) const;
    // "steps[3] (copy on queue main; its call site) of the next iteration": the event and what it does.
    std::string describe(const Event& e) const;
    // "steps[3]", "steps[3] (next iteration; its call site)": the event where a sentence has said what it does.
    std::string at(const Event& e) const;
    std::string semaphore_text(uint32_t sem, uint64_t value, const char* relation) const;
    // The signal or wait event `e` as a site of an order whose first site is in iteration `first`.
    SyncSite sync_site(const Event& e, uint32_t first) const;
    // An order of events (early, waiter: k_none when there is none; waiter: also a host wait not yet an event).
    Order order_of(uint32_t early, uint32_t late, const Event* waiter) const;
    Key key(FindingKind kind, const Event& a, const Event& b, uint32_t object) const;

    // ---- accesses: which ones an event makes (analyzer.cpp), the races among them (analyzer_races.cpp)

    // Calls f(object, offset, count, write) for each access the event makes (defined below the class).
    template <class F>
    void for_each_access(const Event& e, F&& f) const;
    Shadow::iterator split(Shadow& shadow, uint64_t at);
    uint32_t agent_of(const Entry& entry) const { return events_[accesses_[entry.access].event].agent; }
    void access(uint32_t event, uint32_t object, uint64_t offset, uint64_t count, bool write);
    // Counts a new finding of this kind; false once enough of them are listed.
    bool listed(FindingKind kind) { return ++pass_.found[static_cast<size_t>(kind)] <= k_max_listed; }
    // earlier/later: access ids, `earlier` executed first; from: where in the overlap the race starts (the first segment
    // of the shadow that races: a buffer barrier may have ordered the ones before it).
    void report_race(uint32_t earlier, uint32_t later, uint64_t from);
    AccessSite site(const Event& e, bool write, bool next_iteration) const;
    // A race's fix; `object`, `offset`, `count`: the part of which object races (a buffer barrier to widen names it).
    std::string fix_for(const Event& first, const Event& second, uint32_t object, uint64_t offset, uint64_t count) const;
    // A signal of the first access's queue after it, issued before the second: waiting for its value is a smaller fix
    // than waiting for the whole queue. "" where there is none.
    std::string signal_fix(const Event& first, const Event& second) const;

    // ---- semaphores (analyzer.cpp)

    // The signal that first brought the semaphore to >= value and kept it there; k_none: the initial value.
    uint32_t satisfier(uint32_t sem, uint64_t value) const;
    void signal(uint32_t sem, uint64_t value, uint32_t event);
    uint64_t signalled_value(uint32_t event) const;
    void check_timeline(uint32_t sem, uint64_t value, uint32_t event);

    // ---- the host program (analyzer.cpp)

    Event host_event(uint32_t step, uint32_t iteration) const;
    // Executes the host's event for a step, after `preds` (what a wait or a direct path returns after).
    uint32_t finish_host(uint32_t step, uint32_t iteration, std::span<const uint32_t> preds = {});
    uint32_t enqueue(uint32_t queue, Event event);
    bool idle(uint32_t q) const { return queues_[q].head == queues_[q].pending.size(); }
    // Runs the next host step of some thread (and any skipped ones before it); false if all block or are done.
    bool run_host_step();
    bool run_thread_step(uint32_t thread);
    // Whether every thread has finished iteration `iteration` - 1.
    bool iteration_open(uint32_t iteration) const;
    // False while the step blocks.
    bool host_step(uint32_t step, uint32_t iteration);
    bool host_wait(const HostWait& wait, uint32_t step, uint32_t iteration);

    // ---- queues (analyzer.cpp)

    // Runs queue q until its next event blocks; true if any ran.
    bool run_queue(uint32_t q);

    // ---- unordered queues (analyzer_unordered.cpp)

    // Executes event e of unordered queue q, which no longer blocks (extra: the wait's or sync's satisfier).
    void run_unordered(uint32_t q, uint32_t e, uint32_t extra);
    // A point after everything executed on q so far: a signal, a direct read/write, a submission's progress.
    void full_point(uint32_t q, uint32_t e);
    void run_barrier(uint32_t q, uint32_t e, const Barrier& barrier);
    void run_accesses(uint32_t q, uint32_t e);
    // Whether a buffer barrier made the earlier write `entry` visible to the access event `later` of its queue.
    bool made_visible(const Entry& entry, uint32_t later) const;
    // Joins event `from`'s clock into a vector; a vector into event `into`'s clock (true if it learned something).
    void join_into(std::vector<uint32_t>& into, uint32_t from) const;
    bool join_event(uint32_t into, const std::vector<uint32_t>& from);
    std::string barrier_fix(const Event& first, const Event& second, uint32_t object, uint64_t offset, uint64_t count) const;
    std::string thread_fix(const Event& first, const Event& second) const;

    // ---- deadlocks (analyzer_deadlock.cpp)

    bool stuck() const;

    struct Link {
        std::string text;
        uint32_t next = k_none;  // agent the blocked one waits on; k_none: nothing can unblock it
    };
    struct SetBack {
        uint32_t reached = k_none;  // the signal that first brought the semaphore to the value; k_none: none did
        uint32_t last = k_none;     // the last signal, which left it under the value
    };
    SetBack set_back(uint32_t sem, uint64_t value) const;

    // Who can raise `sem` to `value`: a queue holding a pending signal, or the host that has yet to issue one.
    Link who_signals(uint32_t sem, uint64_t value, std::vector<size_t>& steps) const;
    // A host thread that has yet to issue a signal of `sem` reaching `value`: what says so, or empty.
    Link unissued_signal(uint32_t thread, uint32_t sem, uint64_t value, std::vector<size_t>& steps) const;
    Link blocked_on(uint32_t agent, std::vector<size_t>& steps) const;
    // The semaphore a blocked agent waits on, if any.
    std::optional<std::pair<uint32_t, uint64_t>> awaited(uint32_t agent) const;
    // The wait a blocked agent is at (a host wait is not an event yet: made here).
    Event waiting_event(uint32_t agent) const;
    void report_stuck();
    // A run that finished here can still hang elsewhere when a semaphore's signals are unordered or do
    // not rise: a smaller value landing after the one a wait relied on moves the timeline back under it.
    void find_backwards_timelines();
    void report_backwards(uint32_t sem, const WaitRecord& w, const SignalRecord& back);
};

// A host event's accesses are its step's, except a direct read or write's and a queue-ordered free's: those are the
// events their queue runs (direct, free).
template <class F>
void Analyzer::for_each_access(const Event& e, F&& f) const {
    const Step& step = s_.steps[e.step];
    const auto* free = std::get_if<Free>(&step);
    switch (e.kind) {
    case EventKind::command: scenario::for_each_access(s_, e.step, e.command, f); return;
    case EventKind::direct:
    case EventKind::free: break;
    case EventKind::host:
        if (std::holds_alternative<Write>(step) || std::holds_alternative<Read>(step) || (free && free->queue)) return;
        break;
    default: return;
    }
    scenario::for_each_access(s_, e.step, std::nullopt, f);
}

}  // namespace syncstress::analysis
