#include "core/engine/capabilities.h"

#include "core/common/ops.h"

#include <set>
#include <variant>

namespace syncstress::engine {

namespace {

bool has(uint32_t bits, size_t row) { return row < 32 && (bits & (1u << row)) != 0; }

}  // namespace

std::optional<std::string> cannot_run(const scenario::Scenario& sc, const sync::BackendInfo& b) {
    const std::string who = "the " + b.name + " backend ";
    if (b.max_queues != 0 && sc.queues.size() > b.max_queues)
        return who + "creates at most " + std::to_string(b.max_queues) + " queues; the scenario has " + std::to_string(sc.queues.size());
    for (const auto& buffer : sc.buffers)
        if (!has(b.memories, static_cast<size_t>(buffer.memory)))
            return who + "has no " + std::string(to_string(buffer.memory)) + " memory (buffer " + buffer.name + ")";
    // Unordered queues and barriers (format 2): a runtime adapter runs them only when it declares so.
    if (!b.barriers) {
        const std::string missing = who + "does not declare barriers (adapter ABI 1.1 capability SS_CAP_BARRIERS, \"barriers\" in "
                                          "an adapter process's info); ";
        for (const auto& queue : sc.queues)
            if (!queue.ordered) return missing + "an unordered queue needs them (queue " + queue.name + ")";
        for (const auto& step : sc.steps)
            if (const auto* submit = std::get_if<scenario::Submit>(&step))
                for (const auto& command : submit->commands)
                    if (std::holds_alternative<scenario::Barrier>(command)) return missing + "the scenario's barriers need them";
    }
    if (!b.opaque_kernels)
        for (size_t s = 0; s < sc.steps.size(); ++s)
            if (const auto* submit = std::get_if<scenario::Submit>(&sc.steps[s]))
                for (size_t c = 0; c < submit->commands.size(); ++c)
                    if (std::holds_alternative<scenario::OpaqueDispatch>(submit->commands[c]))
                        return who +
                               "does not declare opaque kernels (adapter ABI 1.1 capability SS_CAP_OPAQUE_KERNELS, \"opaque_kernels\" "
                               "in an adapter process's info); the scenario dispatches one at " +
                               scenario::step_path(sc, s, c);
    std::set<std::string> missing;
    for (const auto& step : sc.steps) {
        if (const auto* submit = std::get_if<scenario::Submit>(&step)) {
            for (const auto& command : submit->commands) {
                if (!has(b.commands, command.index())) missing.insert(k_queue_command_names[command.index()]);
                if (const auto* d = std::get_if<scenario::Dispatch>(&command); d && !has(b.kernels, static_cast<size_t>(d->kernel)))
                    missing.insert(std::string("the ") + to_string(d->kernel) + " kernel");
            }
        } else if (std::holds_alternative<scenario::Read>(step)) {
            if (!b.native.read && !has(b.commands, scenario::Command(scenario::Download{}).index())) missing.insert("read");
        } else if (std::holds_alternative<scenario::Write>(step)) {
            if (!b.native.write && !has(b.commands, scenario::Command(scenario::Upload{}).index())) missing.insert("write");
        }
    }
    if (missing.empty()) return std::nullopt;
    std::string list;
    for (const auto& m : missing) list += (list.empty() ? "" : ", ") + m;
    return who + "does not run " + list + ", which the scenario uses";
}

}  // namespace syncstress::engine
