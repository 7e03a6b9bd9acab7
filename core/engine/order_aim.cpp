#include "core/engine/order_aim.h"

namespace syncstress::engine {

namespace {

report::SyncSite report_site(const scenario::Scenario& s, const analysis::SyncSite& site) {
    report::SyncSite out;
    out.step = site.step;
    if (site.command) out.command = *site.command;
    if (site.queue) out.queue = s.queues[*site.queue].name;
    out.value = site.value;
    out.next_iteration = site.next_iteration;
    if (const scenario::CallSite* call = scenario::call_site(s, site.step, site.command)) out.call_site = *call;
    return out;
}

// The inverse, for the analysis's sentences; a queue the scenario does not have (a report of another version of it)
// reads as the host.
analysis::SyncSite scenario_site(const scenario::Scenario& s, const report::SyncSite& site) {
    analysis::SyncSite out;
    out.step = site.step;
    out.command = site.command;
    for (size_t q = 0; q < s.queues.size(); ++q)
        if (s.queues[q].name == site.queue) out.queue = q;
    out.value = site.value;
    out.next_iteration = site.next_iteration;
    return out;
}

// Whether the site names a signal or wait of this scenario (a report may come from another version of it).
bool in_scenario(const scenario::Scenario& s, const report::SyncSite& site) {
    if (site.step >= s.steps.size()) return false;
    const scenario::Step& step = s.steps[site.step];
    if (!site.command) return std::holds_alternative<scenario::HostSignal>(step) || std::holds_alternative<scenario::HostWait>(step);
    const auto* submit = std::get_if<scenario::Submit>(&step);
    if (!submit || *site.command >= submit->commands.size()) return false;
    const scenario::Command& c = submit->commands[*site.command];
    return std::holds_alternative<scenario::Signal>(c) || std::holds_alternative<scenario::Wait>(c);
}

GateOp wait_before(const report::SyncSite& site, uint64_t value) { return {site.step, site.command, false, value}; }
GateOp signal_after(const report::SyncSite& site, uint64_t value) { return {site.step, site.command, true, value}; }

}  // namespace

report::Order report_order(const scenario::Scenario& scenario, const analysis::Order& order) {
    report::Order out;
    if (order.early) out.early = report_site(scenario, *order.early);
    out.late = report_site(scenario, order.late);
    if (order.waiter) out.waiter = report_site(scenario, *order.waiter);
    return out;
}

std::optional<OrderAim> order_aim(const scenario::Scenario& scenario, const report::Order& order, const std::string& semaphore,
                                  size_t proved) {
    std::vector<const report::SyncSite*> sites = {&order.late};
    if (order.early) sites.push_back(&*order.early);
    if (order.waiter) sites.push_back(&*order.waiter);
    for (const report::SyncSite* site : sites)
        if (site->next_iteration || !in_scenario(scenario, *site)) return std::nullopt;
    if (!order.early && !order.waiter) return std::nullopt;  // nothing to hold it against

    auto text = [&](const report::SyncSite& site) { return analysis::sync_site_text(scenario, scenario_site(scenario, site)); };
    OrderAim aim;
    aim.proved = proved;
    // Gate value 1: the early signal has landed; 2: the late one has.
    if (order.early) {
        aim.gates.push_back(signal_after(*order.early, 1));
        aim.gates.push_back(wait_before(order.late, 1));
        aim.description = "hold " + text(order.late) + " until " + text(*order.early) + " has landed";
    }
    if (order.waiter) {
        aim.gates.push_back(signal_after(order.late, 2));
        aim.gates.push_back(wait_before(*order.waiter, 2));
        aim.description += (aim.description.empty() ? "hold " : ", and ") + text(*order.waiter) + " until " +
                           (order.early ? "it has" : text(order.late) + " has landed");
    }
    aim.description += std::string(": the order the ") + (order.waiter ? "deadlock" : "reversal") + " of " + semaphore + " needs";
    return aim;
}

void append_gates(std::vector<sync::QueueOp>& ops, std::span<const GateOp> gates, sync::SemaphoreId gate, uint64_t base, size_t step,
                  size_t command, bool after) {
    for (const GateOp& g : gates) {
        if (g.step != step || g.command != command || g.signal != after) continue;
        if (after)
            ops.push_back(sync::SignalOp{gate, base + g.value});
        else
            ops.push_back(sync::WaitOp{gate, base + g.value});
    }
}

}  // namespace syncstress::engine
