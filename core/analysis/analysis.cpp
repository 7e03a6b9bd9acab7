#include "core/analysis/analysis.h"

#include "core/analysis/analysis_pass.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <variant>
#include <vector>

namespace syncstress::analysis {

const char* to_string(FindingKind kind) {
    switch (kind) {
    case FindingKind::race: return "race";
    case FindingKind::deadlock: return "deadlock";
    case FindingKind::contract: return "contract";
    case FindingKind::timeline: return "timeline";
    case FindingKind::oversync: return "oversync";
    }
    return "?";
}

namespace {

// Oversync beyond plain redundancy re-analyzes the scenario once per candidate; past this many
// events x candidates only redundant waits are reported, so that big scenarios stay fast.
constexpr uint64_t k_oversync_budget = 8'000'000;

std::string range_text(const std::string& object, uint64_t offset, uint64_t count) {
    return object + "[" + std::to_string(offset) + ".." + std::to_string(offset + count - 1) + "]";
}

bool is_ordering_step(const Step& step) { return std::holds_alternative<Sync>(step) || std::holds_alternative<HostWait>(step); }

std::string ordering_what(const Scenario& scenario, size_t step) {
    const Step& s = scenario.steps[step];
    if (const auto* sync = std::get_if<Sync>(&s))
        return "sync of queue " + scenario.queues[sync->queue].name + " after " + scenario.queues[sync->after].name;
    const auto& wait = std::get<HostWait>(s);
    if (wait.kind == HostWait::Kind::semaphore)
        return "host_wait " + scenario.semaphores[wait.target].name + " >= " + std::to_string(wait.value);
    if (wait.kind == HostWait::Kind::queue) return "host_wait for queue " + scenario.queues[wait.target].name;
    return "host_wait for all queues";
}

}  // namespace

std::string access_what(const Scenario& s, size_t step, std::optional<size_t> command, std::optional<size_t> queue) {
    const Step& st = s.steps[step];
    if (command) return std::string(op_name(std::get<Submit>(st).commands[*command])) + " on queue " + s.queues[*queue].name;
    if (queue && std::holds_alternative<Free>(st)) return "free on queue " + s.queues[*queue].name;
    if (queue) return std::string(op_name(st)) + " through queue " + s.queues[*queue].name;
    if (s.threads.size() > 1) return std::string(op_name(st)) + " on thread " + s.threads[thread_of(s, step)].name;
    return std::string(op_name(st)) + " on the host";
}

std::string access_text(const Scenario& s, const AccessSite& a) {
    return step_text(s, a.step, a.command, access_what(s, a.step, a.command, a.queue)) + (a.next_iteration ? " of the next iteration" : "");
}

std::string race_sentence(const Scenario& scenario, const Finding& race) {
    auto describe = [&](const AccessSite& a) {
        const char* verb = std::holds_alternative<Free>(scenario.steps[a.step]) ? " frees " : a.write ? " writes " : " reads ";
        return access_text(scenario, a) + verb + range_text(race.object, race.offset, race.count);
    };
    if (race.accesses.size() != 2) return race.message;
    return describe(race.accesses[1]) + " while " + describe(race.accesses[0]) + ", unordered";
}

std::string sync_site_text(const Scenario& s, const SyncSite& site) {
    const Step& step = s.steps[site.step];
    uint32_t semaphore = 0;
    bool wait = false;
    if (site.command) {
        const Command& c = std::get<Submit>(step).commands[*site.command];
        wait = std::holds_alternative<Wait>(c);
        semaphore = wait ? std::get<Wait>(c).semaphore : std::get<Signal>(c).semaphore;
    } else {
        wait = std::holds_alternative<HostWait>(step);
        semaphore = wait ? std::get<HostWait>(step).target : std::get<HostSignal>(step).semaphore;
    }
    std::string what = std::string(site.command ? op_name(std::get<Submit>(step).commands[*site.command]) : op_name(step)) + " " +
                       s.semaphores[semaphore].name + (wait ? " >= " : " = ") + std::to_string(site.value) +
                       (site.queue ? " on queue " + s.queues[*site.queue].name : " on the host");
    return step_text(s, site.step, site.command, what) + (site.next_iteration ? " of the next iteration" : "");
}

std::string order_sentence(const Scenario& scenario, const Order& order) {
    std::string text = "it needs an order: " + sync_site_text(scenario, order.late) + " lands";
    if (order.early) text += " after " + sync_site_text(scenario, *order.early);
    if (order.waiter) text += std::string(order.early ? " and" : "") + " before " + sync_site_text(scenario, *order.waiter) + " looks";
    return text;
}

Analysis analyze(const Scenario& scenario) {
    Analysis result;
    if (scenario.steps.empty()) {
        result.as_expected = scenario.expect == Expect::pass;
        return result;
    }
    std::vector<uint8_t> removed(scenario.steps.size(), 0);
    Pass pass = analyze_once(scenario, removed);
    result.findings = std::move(pass.findings);

    if (!pass.deadlock) {
        // Redundant ones first: they change no clock, so removing all of them together changes nothing.
        // Then each other candidate is tried with every step already found removable also removed, so
        // that the warnings hold together (of two identical waits only one is reported).
        std::vector<size_t> candidates;
        for (size_t i = 0; i < scenario.steps.size(); ++i)
            if (is_ordering_step(scenario.steps[i])) candidates.push_back(i);
        std::vector<std::string> why(scenario.steps.size());
        for (size_t step : candidates)
            if (!pass.adds_order[step]) {
                removed[step] = 1;
                why[step] = "everything it waits for already happens before it";
            }
        if (uint64_t(candidates.size()) * pass.events <= k_oversync_budget)
            for (size_t step : candidates) {
                if (removed[step]) continue;
                removed[step] = 1;
                if (analyze_once(scenario, removed).keys == pass.keys)
                    why[step] = "without it no access becomes unordered and no signal or wait changes its outcome";
                else
                    removed[step] = 0;
            }
        for (size_t step : candidates) {
            if (!removed[step]) continue;
            Finding f;
            f.kind = FindingKind::oversync;
            f.warning = true;
            f.steps = {step};
            f.message = step_text(scenario, step, std::nullopt, ordering_what(scenario, step)) + " orders nothing after it: " + why[step];
            result.findings.push_back(std::move(f));
        }
    }

    auto has = [&](FindingKind kind) {
        return std::any_of(result.findings.begin(), result.findings.end(), [&](const Finding& f) { return f.kind == kind; });
    };
    switch (scenario.expect) {
    case Expect::pass:
        result.as_expected = std::none_of(result.findings.begin(), result.findings.end(), [](const Finding& f) { return !f.warning; });
        break;
    case Expect::race: result.as_expected = has(FindingKind::race); break;
    case Expect::deadlock: result.as_expected = has(FindingKind::deadlock); break;
    }
    return result;
}

}  // namespace syncstress::analysis
