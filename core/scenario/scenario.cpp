#include "core/scenario/scenario.h"

#include <algorithm>
#include <iterator>

namespace syncstress::scenario {

uint32_t pattern_value(const Pattern& pattern, uint64_t iteration, uint64_t index) {
    const uint32_t a = pattern.a.at(iteration);
    const auto i = static_cast<uint32_t>(index);
    switch (pattern.kind) {
    case Pattern::Kind::fill: return a;
    case Pattern::Kind::seq: return a + i * pattern.b.at(iteration);
    case Pattern::Kind::hash: return hash32(a, i);
    }
    return 0;
}

const char* op_name(const Command& command) {
    static_assert(std::size(k_queue_command_names) == std::variant_size_v<Command>);
    return k_queue_command_names[command.index()];
}

std::optional<Stage> command_stage(const Command& command) {
    if (std::holds_alternative<Dispatch>(command) || std::holds_alternative<OpaqueDispatch>(command) ||
        std::holds_alternative<Delay>(command))
        return Stage::compute;
    if (std::holds_alternative<Barrier>(command) || std::holds_alternative<Signal>(command) || std::holds_alternative<Wait>(command))
        return std::nullopt;
    return Stage::transfer;
}

const char* op_name(const Step& step) {
    if (const auto* submit = std::get_if<Submit>(&step)) return submit->commands.size() == 1 ? op_name(submit->commands.front()) : "submit";
    static_assert(std::size(k_step_names) == std::variant_size_v<Step>);
    return k_step_names[step.index()];
}

size_t thread_of(const Scenario& scenario, size_t step) {
    for (size_t t = scenario.threads.size(); t-- > 1;)
        if (step >= scenario.threads[t].first) return t;
    return 0;
}

Once once_of(const Scenario& scenario, size_t step) {
    if (scenario.threads.empty()) return Once::no;
    const Thread& main = scenario.threads[0];
    if (step < main.first || step >= main.first + main.count) return Once::no;
    if (step < main.first + main.setup) return Once::setup;
    if (step >= main.first + main.count - main.teardown) return Once::teardown;
    return Once::no;
}

bool runs_in(const Scenario& scenario, size_t step, uint64_t iteration, bool last) {
    switch (once_of(scenario, step)) {
    case Once::no: return true;
    case Once::setup: return iteration == 0;
    case Once::teardown: return last;
    }
    return true;
}

bool names_in_iterations(const Scenario& scenario, uint32_t semaphore) {
    for (size_t i = 0; i < scenario.steps.size(); ++i) {
        if (once_of(scenario, i) != Once::no) continue;
        const Step& step = scenario.steps[i];
        if (const auto* signal = std::get_if<HostSignal>(&step); signal && signal->semaphore == semaphore) return true;
        if (const auto* wait = std::get_if<HostWait>(&step); wait && wait->kind == HostWait::Kind::semaphore && wait->target == semaphore)
            return true;
        if (const auto* submit = std::get_if<Submit>(&step))
            for (const Command& command : submit->commands) {
                if (const auto* signal = std::get_if<Signal>(&command); signal && signal->semaphore == semaphore) return true;
                if (const auto* wait = std::get_if<Wait>(&command); wait && wait->semaphore == semaphore) return true;
            }
    }
    return false;
}

uint64_t semaphore_value_at(const Scenario& scenario, size_t step, uint32_t semaphore, uint64_t value, uint64_t iteration) {
    if (iteration == 0 || (once_of(scenario, step) == Once::teardown && !names_in_iterations(scenario, semaphore))) return value;
    return scenario.semaphore_value(value, iteration);
}

StepSpan steps_in(const Thread& thread, uint64_t iteration, bool last) {
    return {thread.first + (iteration == 0 ? 0 : thread.setup), thread.first + thread.count - (last ? 0 : thread.teardown)};
}

void renumber_steps(Scenario& scenario, const std::vector<size_t>& start) {
    for (Thread& t : scenario.threads) {
        const size_t end = t.first + t.count, body = t.first + t.setup, body_end = end - t.teardown;
        t.first = start[t.first];
        t.count = start[end] - t.first;
        t.setup = start[body] - t.first;
        t.teardown = start[end] - start[body_end];
    }
    scenario.call_sites.clear();
}

std::vector<Thread> threads_of(const Scenario& scenario) {
    if (!scenario.threads.empty()) return scenario.threads;
    return {Thread{"main", 0, scenario.steps.size()}};
}

std::string step_path(const Scenario& scenario, size_t step, std::optional<size_t> command) {
    const size_t t = thread_of(scenario, step);
    const Thread* thread = t == 0 ? nullptr : &scenario.threads[t];
    std::string text;
    if (thread) {
        text = "threads." + thread->name + ".steps[" + std::to_string(step - thread->first) + "]";
    } else if (scenario.threads.empty()) {
        text = "steps[" + std::to_string(step) + "]";
    } else {
        const Thread& main = scenario.threads[0];
        switch (once_of(scenario, step)) {
        case Once::setup: text = "setup[" + std::to_string(step) + "]"; break;
        case Once::teardown: text = "teardown[" + std::to_string(step - (main.count - main.teardown)) + "]"; break;
        case Once::no: text = "steps[" + std::to_string(step - main.setup) + "]"; break;
        }
    }
    const auto* submit = step < scenario.steps.size() ? std::get_if<Submit>(&scenario.steps[step]) : nullptr;
    if (command && submit && submit->commands.size() > 1) text += ".commands[" + std::to_string(*command) + "]";
    return text;
}

std::string step_name(const Scenario& scenario, size_t step) {
    std::string name = step_path(scenario, step);
    if (step >= scenario.steps.size()) return name;
    const Step& s = scenario.steps[step];
    name += ' ';
    name += op_name(s);
    // A submission of several commands is known by its queue; a lone op by what it does.
    if (const auto* submit = std::get_if<Submit>(&s); submit && submit->commands.size() != 1 && submit->queue < scenario.queues.size())
        name += " on " + scenario.queues[submit->queue].name;
    if (const CallSite* site = call_site(scenario, step)) name += " (" + call_site_text(*site) + ")";
    return name;
}

namespace {

const CallSite* placed_site(const Scenario& scenario, size_t step, std::optional<size_t> command) {
    const auto& sites = scenario.call_sites;
    // Ordered by step, then command, none first: std::optional orders an empty one before any value.
    auto before = [](const PlacedCallSite& p, std::pair<size_t, std::optional<size_t>> key) {
        return std::pair<size_t, std::optional<size_t>>(p.step, p.command) < key;
    };
    const auto it = std::lower_bound(sites.begin(), sites.end(), std::pair(step, command), before);
    if (it == sites.end() || it->step != step || std::optional<size_t>(it->command) != command) return nullptr;
    return &it->site;
}

}  // namespace

const CallSite* call_site(const Scenario& scenario, size_t step, std::optional<size_t> command) {
    if (scenario.call_sites.empty()) return nullptr;
    if (command)
        if (const CallSite* own = placed_site(scenario, step, command)) return own;
    const CallSite* site = placed_site(scenario, step, std::nullopt);
    if (site || command || step >= scenario.steps.size()) return site;
    const auto* submit = std::get_if<Submit>(&scenario.steps[step]);
    return submit && submit->commands.size() == 1 ? placed_site(scenario, step, size_t{0}) : nullptr;
}

std::string step_text(const Scenario& scenario, size_t step, std::optional<size_t> command, const std::string& what) {
    std::string text = step_path(scenario, step, command);
    const CallSite* site = call_site(scenario, step, command);
    if (!site) return what.empty() ? text : text + " (" + what + ")";
    return text + " (" + what + (what.empty() ? "" : "; ") + call_site_text(*site) + ")";
}

}  // namespace syncstress::scenario
