// Static analysis of the protocol a scenario declares, with no device: happens-before over vector clocks
// (one per queue, one for the host), deadlocks, timeline misuse, over-synchronization.
#pragma once

#include "core/scenario/scenario.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace syncstress::analysis {

// contract: relies on a rule of the format that the runtime under test does not promise (contract.h).
enum class FindingKind { race, deadlock, contract, timeline, oversync };
inline constexpr size_t k_finding_kind_count = static_cast<size_t>(FindingKind::oversync) + 1;  // oversync: the last
const char* to_string(FindingKind);

using syncstress::Hazard;  // core/common/types.h

// One side of a race, as data: where it is and what it does.
struct AccessSite {
    size_t step = 0;                // index into Scenario::steps
    std::optional<size_t> command;  // index in the submit's commands; none: a host step or a direct read/write
    std::optional<size_t> queue;    // index into Scenario::queues; none: the host
    bool write = false;
    bool next_iteration = false;  // in the iteration after the other access's (a race across iterations)
};

// A signal or a wait of a timeline, as data: where it is and the value it names.
struct SyncSite {
    size_t step = 0;                // index into Scenario::steps
    std::optional<size_t> command;  // index in the submit's commands; none: a host step
    std::optional<size_t> queue;    // index into Scenario::queues; none: the host
    uint64_t value = 0;             // as the scenario writes it (iteration 0)
    bool next_iteration = false;    // in the iteration after the order's first site
};

// The order a deadlock or a timeline reversal needs, as data: `late` lands after `early` and, for a deadlock,
// before `waiter` looks at the semaphore. A finding with no order happens in every order the protocol allows.
struct Order {
    std::optional<SyncSite> early;   // a signal; none: the semaphore's initial value satisfied the wait
    SyncSite late;                   // the signal that moves the timeline back
    std::optional<SyncSite> waiter;  // deadlock: the wait it starves; none: a reversal only
};

struct Finding {
    FindingKind kind;
    std::string message;               // readable, names steps as "steps[3] (upload on queue main)"
    std::vector<size_t> steps;         // indices into Scenario::steps
    std::string object;                // buffer / host array / semaphore concerned, if any
    uint64_t offset = 0, count = 0;    // overlapping range, for races
    std::string fix;                   // e.g. "add {\"op\": \"sync\", \"queue\": \"side\", \"after\": \"default\"} before steps[1]"
    bool warning = false;              // oversync and contract findings are warnings, never failures
    std::vector<AccessSite> accesses;  // races, contract: the access issued first, then the other
    std::optional<Hazard> hazard;      // races, contract: what accesses[1] does after accesses[0]
    // deadlock/timeline: the order it needs; none: certain (the reference model itself gets stuck, or the
    // program order alone moves the timeline back)
    std::optional<Order> order;
};

// A race's sentence, written from its data (accesses, object, offset, count): "steps[1] (copy on queue torch)
// writes shared[0..1023] while steps[0] (fill on queue main) writes shared[0..1023], unordered".
std::string race_sentence(const scenario::Scenario& scenario, const Finding& race);

// A site as sentences name it: "steps[2] (signal t = 2 on queue torch)", "steps[6] (host_wait t >= 3 on the host) of
// the next iteration".
std::string sync_site_text(const scenario::Scenario& scenario, const SyncSite& site);

// An order's sentence: "it needs an order: steps[0].commands[2] (signal t = 1 on queue device) lands after steps[2]
// (signal t = 2 on queue torch) and before steps[3] (wait t >= 2 on queue torch) looks".
std::string order_sentence(const scenario::Scenario& scenario, const Order& order);

struct Analysis {
    std::vector<Finding> findings;
    // pass: no non-warning finding; race/deadlock: a finding of that kind is present.
    bool as_expected = true;
};

Analysis analyze(const scenario::Scenario& scenario);

}  // namespace syncstress::analysis
