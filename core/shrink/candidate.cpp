#include "core/shrink/candidate.h"

#include "core/model/expect_check.h"
#include "core/scenario/loader.h"
#include "core/scenario/writer.h"

#include <algorithm>
#include <array>

namespace syncstress::shrink {

using namespace scenario;

namespace {

constexpr uint32_t k_gone = UINT32_MAX;

// The signal values a thread's kept steps and commands give each semaphore, in program order: f(semaphore, value) for
// each, then wait(step, command or none, semaphore, value, host) for each kept wait, host: a host_wait.
template <class Signal_, class Wait_>
void walk_thread(const Scenario& s, const Thread& thread, const std::vector<bool>& step_keep,
                 const std::vector<std::vector<bool>>& command_keep, Signal_&& signal, Wait_&& wait) {
    for (size_t i = thread.first; i < thread.first + thread.count; ++i) {
        if (!step_keep[i]) continue;
        if (const auto* h = std::get_if<HostSignal>(&s.steps[i])) signal(h->semaphore, h->value);
        if (const auto* w = std::get_if<HostWait>(&s.steps[i]); w && w->kind == HostWait::Kind::semaphore)
            wait(i, std::optional<size_t>(), w->target, w->value, true);
        const auto* submit = std::get_if<Submit>(&s.steps[i]);
        for (size_t k = 0; submit && k < submit->commands.size(); ++k) {
            if (!command_keep[i][k]) continue;
            if (const auto* sig = std::get_if<Signal>(&submit->commands[k])) signal(sig->semaphore, sig->value);
            if (const auto* w = std::get_if<Wait>(&submit->commands[k])) wait(i, std::optional<size_t>(k), w->semaphore, w->value, false);
        }
    }
}

using WaitPlace = std::pair<size_t, std::optional<size_t>>;

// The kept waits no kept signal can satisfy: a host_wait needs one from another thread or earlier in its own; a
// queue's wait, one anywhere.
std::vector<WaitPlace> orphan_waits(const Scenario& s, const std::vector<Thread>& threads, const std::vector<bool>& step_keep,
                                    const std::vector<std::vector<bool>>& command_keep) {
    const size_t semaphores = s.semaphores.size();
    std::vector<std::vector<uint64_t>> most(threads.size(), std::vector<uint64_t>(semaphores, 0));
    for (size_t t = 0; t < threads.size(); ++t)
        walk_thread(
            s, threads[t], step_keep, command_keep, [&](uint32_t sem, uint64_t v) { most[t][sem] = std::max(most[t][sem], v); },
            [](auto...) {});
    std::vector<WaitPlace> orphans;
    for (size_t t = 0; t < threads.size(); ++t) {
        std::vector<uint64_t> others(semaphores, 0), before(semaphores, 0);
        for (size_t u = 0; u < threads.size(); ++u)
            for (size_t sem = 0; u != t && sem < semaphores; ++sem) others[sem] = std::max(others[sem], most[u][sem]);
        walk_thread(
            s, threads[t], step_keep, command_keep, [&](uint32_t sem, uint64_t v) { before[sem] = std::max(before[sem], v); },
            [&](size_t step, std::optional<size_t> command, uint32_t sem, uint64_t value, bool host) {
                const uint64_t reach = std::max({s.semaphores[sem].initial, others[sem], host ? before[sem] : most[t][sem]});
                if (reach < value) orphans.emplace_back(step, command);
            });
    }
    return orphans;
}

// Dependencies: a wait whose signals the edit removed goes with them, rather than leave a certain hang behind; a wait
// that nothing satisfied before the edit stays (it may be the finding).
void drop_orphan_waits(const Scenario& s, const std::vector<Thread>& threads, std::vector<bool>& step_keep,
                       std::vector<std::vector<bool>>& command_keep) {
    std::vector<std::vector<bool>> all_commands(command_keep.size());
    for (size_t i = 0; i < all_commands.size(); ++i) all_commands[i].assign(command_keep[i].size(), true);
    std::vector<WaitPlace> before = orphan_waits(s, threads, std::vector<bool>(step_keep.size(), true), all_commands);
    std::sort(before.begin(), before.end());
    for (const auto& [step, command] : orphan_waits(s, threads, step_keep, command_keep)) {
        if (std::binary_search(before.begin(), before.end(), WaitPlace{step, command})) continue;
        if (command)
            command_keep[step][*command] = false;
        else
            step_keep[step] = false;
    }
}

// What stays of `c`: steps where step_keep, of each submit the commands where its command_keep (empty: all), threads
// where thread_keep (thread 0 always). A submit left without commands goes too. Call sites follow their steps.
Candidate rebuild(const Candidate& c, std::vector<bool> step_keep, std::vector<std::vector<bool>> command_keep,
                  const std::vector<bool>& thread_keep) {
    const Scenario& s = c.scenario;
    const std::vector<Thread> threads = threads_of(s);
    for (size_t t = 1; t < threads.size(); ++t)
        if (!thread_keep.empty() && !thread_keep[t])
            std::fill(step_keep.begin() + threads[t].first, step_keep.begin() + threads[t].first + threads[t].count, false);
    command_keep.resize(s.steps.size());
    for (size_t i = 0; i < s.steps.size(); ++i)
        if (const auto* submit = std::get_if<Submit>(&s.steps[i]); submit && command_keep[i].empty())
            command_keep[i].assign(submit->commands.size(), true);
    drop_orphan_waits(s, threads, step_keep, command_keep);
    Candidate out;
    out.scenario = s;
    out.scenario.steps.clear();
    out.scenario.threads.clear();
    out.scenario.call_sites.clear();
    std::vector<uint32_t> new_step(s.steps.size(), k_gone);
    std::vector<std::vector<uint32_t>> new_command(s.steps.size());
    for (size_t t = 0; t < threads.size(); ++t) {
        if (t > 0 && !thread_keep.empty() && !thread_keep[t]) continue;
        Thread thread{threads[t].name, out.scenario.steps.size(), 0};
        for (size_t i = threads[t].first; i < threads[t].first + threads[t].count; ++i) {
            if (!step_keep[i]) continue;
            Step step = s.steps[i];
            Origin origin{c.origins[i].step, {}};
            if (auto* submit = std::get_if<Submit>(&step)) {
                const Submit& old = std::get<Submit>(s.steps[i]);
                submit->commands.clear();
                new_command[i].assign(old.commands.size(), k_gone);
                for (size_t k = 0; k < old.commands.size(); ++k) {
                    if (!command_keep[i][k]) continue;
                    new_command[i][k] = static_cast<uint32_t>(submit->commands.size());
                    submit->commands.push_back(old.commands[k]);
                    origin.commands.push_back(c.origins[i].commands[k]);
                }
                if (submit->commands.empty()) continue;
            }
            new_step[i] = static_cast<uint32_t>(out.scenario.steps.size());
            if (once_of(s, i) == Once::setup) ++thread.setup;
            if (once_of(s, i) == Once::teardown) ++thread.teardown;
            out.scenario.steps.push_back(std::move(step));
            out.origins.push_back(std::move(origin));
        }
        thread.count = out.scenario.steps.size() - thread.first;
        out.scenario.threads.push_back(std::move(thread));
    }
    for (const PlacedCallSite& placed : s.call_sites) {
        if (new_step[placed.step] == k_gone) continue;
        PlacedCallSite moved = placed;
        moved.step = new_step[placed.step];
        if (placed.command) {
            const uint32_t k = new_command[placed.step][*placed.command];
            if (k == k_gone) continue;
            moved.command = k;
        }
        out.scenario.call_sites.push_back(std::move(moved));
    }
    return out;
}

bool has_expect_patterns(const Scenario& s) {
    return std::any_of(s.steps.begin(), s.steps.end(), [](const Step& step) {
        const auto* check = std::get_if<Check>(&step);
        return check && check->expect;
    });
}

}  // namespace

Candidate original(const Scenario& input) {
    Candidate c;
    c.scenario = input;
    if (c.scenario.threads.empty()) c.scenario.threads = threads_of(input);
    c.origins.reserve(input.steps.size());
    for (size_t i = 0; i < input.steps.size(); ++i) {
        Origin origin{static_cast<uint32_t>(i), {}};
        if (const auto* submit = std::get_if<Submit>(&input.steps[i]))
            for (size_t k = 0; k < submit->commands.size(); ++k) origin.commands.push_back(static_cast<uint32_t>(k));
        c.origins.push_back(std::move(origin));
    }
    return c;
}

Place origin_of(const Candidate& c, size_t step, std::optional<size_t> command) {
    const Origin& origin = c.origins[step];
    if (!command || *command >= origin.commands.size()) return Place{origin.step, std::nullopt};
    return Place{origin.step, origin.commands[*command]};
}

std::optional<Candidate> validated(Candidate c) {
    auto text = to_json(c.scenario);
    if (!text) return std::nullopt;
    LoadResult loaded = load_scenario_text(*text, c.scenario.file);
    // A check's `expect` is held against the model at load, as `run` and `analyze` do; the model costs a run of it.
    if (loaded.scenario && has_expect_patterns(*loaded.scenario)) model::check_expectations(loaded);
    if (!loaded.scenario) return std::nullopt;
    c.scenario = std::move(*loaded.scenario);
    return c;
}

std::optional<Candidate> keep_threads(const Candidate& c, const std::vector<bool>& keep) {
    std::vector<bool> thread_keep{true};
    thread_keep.insert(thread_keep.end(), keep.begin(), keep.end());
    return validated(rebuild(c, std::vector<bool>(c.scenario.steps.size(), true), {}, thread_keep));
}

std::optional<Candidate> keep_steps(const Candidate& c, const std::vector<bool>& keep) { return validated(rebuild(c, keep, {}, {})); }

std::vector<Place> command_units(const Candidate& c) {
    std::vector<Place> units;
    for (size_t i = 0; i < c.scenario.steps.size(); ++i)
        if (const auto* submit = std::get_if<Submit>(&c.scenario.steps[i]); submit && submit->commands.size() > 1)
            for (size_t k = 0; k < submit->commands.size(); ++k) units.push_back(Place{static_cast<uint32_t>(i), static_cast<uint32_t>(k)});
    return units;
}

std::optional<Candidate> keep_commands(const Candidate& c, const std::vector<bool>& keep) {
    const std::vector<Place> units = command_units(c);
    std::vector<std::vector<bool>> command_keep(c.scenario.steps.size());
    for (size_t u = 0; u < units.size(); ++u) {
        auto& of_step = command_keep[units[u].step];
        if (of_step.empty()) of_step.assign(std::get<Submit>(c.scenario.steps[units[u].step]).commands.size(), true);
        of_step[*units[u].command] = keep[u];
    }
    return validated(rebuild(c, std::vector<bool>(c.scenario.steps.size(), true), command_keep, {}));
}

std::optional<Candidate> keep_objects(const Candidate& c, ObjectKind kind, const std::vector<bool>& keep) {
    const Scenario& s = c.scenario;
    std::vector<uint32_t> renumber(keep.size(), k_gone);
    for (uint32_t i = 0, next = 0; i < keep.size(); ++i)
        if (keep[i]) renumber[i] = next++;
    auto names_gone = [&](const auto& op) {
        bool gone = false;
        for_each_object(op, [&](ObjectKind k, uint32_t index) { gone = gone || (k == kind && !keep[index]); });
        return gone;
    };
    std::vector<bool> step_keep(s.steps.size(), true);
    std::vector<std::vector<bool>> command_keep(s.steps.size());
    for (size_t i = 0; i < s.steps.size(); ++i) {
        const auto* submit = std::get_if<Submit>(&s.steps[i]);
        if (!submit) {
            step_keep[i] = !names_gone(s.steps[i]);
            continue;
        }
        step_keep[i] = !(kind == ObjectKind::queue && !keep[submit->queue]);
        for (const Command& command : submit->commands) command_keep[i].push_back(!names_gone(command));
    }
    Candidate out = rebuild(c, step_keep, command_keep, {});
    for (Step& step : out.scenario.steps)
        for_each_object(step, [&](ObjectKind k, uint32_t& index) {
            if (k == kind) index = renumber[index];
        });
    auto erase = [&](auto& objects) {
        size_t next = 0;
        for (size_t i = 0; i < objects.size(); ++i)
            if (keep[i] && next++ != i) objects[next - 1] = std::move(objects[i]);
        objects.resize(next);
    };
    switch (kind) {
    case ObjectKind::queue: erase(out.scenario.queues); break;
    case ObjectKind::buffer: erase(out.scenario.buffers); break;
    case ObjectKind::host: erase(out.scenario.host_arrays); break;
    case ObjectKind::semaphore: erase(out.scenario.semaphores); break;
    }
    return validated(std::move(out));
}

std::optional<Candidate> without_delays(const Candidate& c) {
    const Scenario& s = c.scenario;
    std::vector<bool> step_keep(s.steps.size(), true);
    std::vector<std::vector<bool>> command_keep(s.steps.size());
    bool any = false;
    for (size_t i = 0; i < s.steps.size(); ++i) {
        step_keep[i] = !std::holds_alternative<Sleep>(s.steps[i]);
        any = any || !step_keep[i];
        if (const auto* submit = std::get_if<Submit>(&s.steps[i]))
            for (const Command& command : submit->commands) {
                command_keep[i].push_back(!std::holds_alternative<Delay>(command));
                any = any || !command_keep[i].back();
            }
    }
    if (!any) return std::nullopt;
    return validated(rebuild(c, step_keep, command_keep, {}));
}

std::optional<Candidate> with_scenario(const Candidate& c, Scenario edited) {
    Candidate out{std::move(edited), c.origins};
    return validated(std::move(out));
}

}  // namespace syncstress::shrink
