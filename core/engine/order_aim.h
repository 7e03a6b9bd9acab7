// --perturb auto's orders. A deadlock or a timeline reversal the analysis proved possible in one order only
// (analysis::Order) is shown by forcing that order in one iteration: the late signal is held until the early one has
// landed, and the starved wait until the late one has. Each hold is a gate, a wait for a timeline of the engine's own
// that the site before it signals, inserted into that iteration's steps. A delay cannot stand in for it: in
// scenarios/broken/slangpy-double-sync-deadlock.json the wait looks at once after the signal that satisfies it, so no
// delay of the late signal lands in between.
#pragma once

#include "core/analysis/analysis.h"
#include "core/report/report.h"
#include "core/scenario/scenario.h"
#include "core/sync/commands.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace syncstress::engine {

// The analysis's order as the report says it (queues by name).
report::Order report_order(const scenario::Scenario& scenario, const analysis::Order& order);

// One side of a gate at a site: a wait for the gate before it, or a signal of the gate after it. `command`: in a
// submit; none: around a host step (the host waits or signals).
struct GateOp {
    size_t step = 0;
    std::optional<size_t> command;
    bool signal = false;
    uint64_t value = 0;  // 1 or 2: the iteration adds its base
};

// How to force one order in one iteration.
struct OrderAim {
    size_t proved = 0;  // the finding it shows: the runner's index
    std::vector<GateOp> gates;
    std::string description;  // "hold steps[0].commands[2] (...) until ... has landed, ..."
};

// The gates that force `order`; none when its sites fall in different iterations (an iteration's gates would have to
// outlive it): --perturb auto delays the late signal instead.
std::optional<OrderAim> order_aim(const scenario::Scenario& scenario, const report::Order& order, const std::string& semaphore,
                                  size_t proved);

// Appends the gate's ops at command `command` of step `step`: its waits (before the command) or its signals (after).
void append_gates(std::vector<sync::QueueOp>& ops, std::span<const GateOp> gates, sync::SemaphoreId gate, uint64_t base, size_t step,
                  size_t command, bool after);

}  // namespace syncstress::engine
