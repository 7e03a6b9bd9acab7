// Internal to core/analysis: one pass of the analysis. The Analyzer runs the scenario's two iterations as the
// protocol allows (queues as soon as they can, the host one step at a time), keeps a vector clock per event and
// finds races, timeline misuse and deadlocks on the way. Its members are defined in analyzer.cpp (the walk: host
// program, queues, semaphores, names), analyzer_races.cpp (shadow memory and races) and analyzer_deadlock.cpp
// (what a stuck run waits on, and timelines that can fall back under a wait).
#pragma once

#include "core/analysis/analysis.h"
#include "core/analysis/analysis_pass.h"
#include "core/scenario/scenario.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace syncstress::analysis {

using namespace scenario;

constexpr uint32_t k_none = UINT32_MAX;
// One whole iteration plus what it carries over into the next: two back-to-back iterations.
constexpr uint32_t k_iterations = 2;
// A broken protocol repeated over many steps races everywhere; past this many findings of one kind
// the rest are only counted.
constexpr size_t k_max_listed = 64;

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

class Analyzer {
public:
    // skip: per step, 1 to leave the step out (to see what a sync or host_wait is worth).
    Analyzer(const Scenario& scenario, const std::vector<uint8_t>& skip);
    Pass run();

private:
    struct QueueState {
        std::vector<uint32_t> pending;  // events in queue order; [head, size) not yet executed
        size_t head = 0;
        uint32_t last = k_none;  // last executed event
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
    static size_t events_of(const Step& step);

    // ---- vector clocks (new_event: analyzer.cpp)

    uint32_t* vc(uint32_t e) { return clocks_.data() + size_t(e) * width_; }
    const uint32_t* vc(uint32_t e) const { return clocks_.data() + size_t(e) * width_; }
    uint32_t clock(uint32_t e) const { return vc(e)[events_[e].agent]; }
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
    static std::optional<size_t> queue_of(const Event& e) { return e.agent != 0 ? std::optional<size_t>(e.agent - 1) : std::nullopt; }
    std::string where(const Event& e) const;
    std::string what(const Event& e) const;
    std::string describe(const Event& e) const;
    std::string at(const Event& e) const;
    std::string semaphore_text(uint32_t sem, uint64_t value, const char* relation) const;
    // The signal or wait event `e` as a site of an order whose first site is in iteration `first`.
    SyncSite sync_site(const Event& e, uint32_t first) const;
    // An order of events (early, waiter: k_none when there is none; waiter: also a host wait not yet an event).
    Order order_of(uint32_t early, uint32_t late, const Event* waiter) const;
    Key key(FindingKind kind, const Event& a, const Event& b, uint32_t object) const;

    // ---- accesses: which ones an event makes (analyzer.cpp), the races among them (analyzer_races.cpp)

    // Calls f(object, offset, count, write) for each access the event makes (defined in analyzer.cpp, its only user).
    template <class F>
    void for_each_access(const Event& e, F&& f) const;
    Shadow::iterator split(Shadow& shadow, uint64_t at);
    uint32_t agent_of(const Entry& entry) const { return events_[accesses_[entry.access].event].agent; }
    void access(uint32_t event, uint32_t object, uint64_t offset, uint64_t count, bool write);
    // Counts a new finding of this kind; false once enough of them are listed.
    bool listed(FindingKind kind) { return ++pass_.found[static_cast<size_t>(kind)] <= k_max_listed; }
    // earlier/later: access ids, `earlier` executed first.
    void report_race(uint32_t earlier, uint32_t later);
    static AccessSite site(const Event& e, bool write, bool next_iteration);
    std::string fix_for(const Event& first, const Event& second) const;

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
    // Runs the next host step (and any skipped ones before it); false if it blocks or the program is done.
    bool run_host_step();
    // False while the step blocks.
    bool host_step(uint32_t step, uint32_t iteration);
    bool host_wait(const HostWait& wait, uint32_t step, uint32_t iteration);

    // ---- queues (analyzer.cpp)

    // Runs queue q until its next event blocks; true if any ran.
    bool run_queue(uint32_t q);

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

}  // namespace syncstress::analysis
