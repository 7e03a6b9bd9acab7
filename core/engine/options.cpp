// Parsing of the engine's option values: durations, perturbation, backend lists.
#include "core/backends/registry.h"
#include "core/engine/engine.h"

#include <algorithm>
#include <cstdint>

namespace syncstress::engine {

namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> parts;
    size_t start = 0;
    while (true) {
        size_t end = text.find(separator, start);
        parts.push_back(trim(text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start)));
        if (end == std::string_view::npos) break;
        start = end + 1;
    }
    return parts;
}

}  // namespace

Result<Perturbation> parse_perturbation(std::string_view text) {
    text = trim(text);
    if (text == "auto") return Perturbation{true};
    if (text == "off" || text == "0") return Perturbation{};
    auto parts = split(text, ',');
    if (parts.size() > 2)
        return make_error("--perturb takes DELAY or DELAY,JITTER (e.g. 1ms or 1ms,200us), not '" + std::string(text) + "'",
                          ErrorKind::bad_input);
    // Delays are drawn in whole microseconds into 32 bits: a finer or larger value is refused, never rounded or wrapped.
    DurationRules rules;
    rules.resolution = std::chrono::microseconds(1);
    rules.max = k_max_perturbation;
    static_assert(2 * std::chrono::duration_cast<std::chrono::microseconds>(k_max_perturbation).count() + 1 <= UINT32_MAX);
    auto micros = [](std::chrono::nanoseconds d) {
        return static_cast<uint32_t>(std::chrono::duration_cast<std::chrono::microseconds>(d).count());
    };
    Perturbation p;
    auto delay = parse_duration(parts[0], rules);
    if (!delay) return make_error("--perturb delay: " + delay.error().message, ErrorKind::bad_input);
    p.delay_us = micros(*delay);
    if (parts.size() == 2) {
        auto jitter = parse_duration(parts[1], rules);
        if (!jitter) return make_error("--perturb jitter: " + jitter.error().message, ErrorKind::bad_input);
        p.jitter_us = micros(*jitter);
    }
    return p;
}

std::string to_string(const Perturbation& p) {
    if (p.aimed) return "auto";
    if (!p.enabled()) return "off";
    return format_duration(std::chrono::microseconds(p.delay_us)) + "," + format_duration(std::chrono::microseconds(p.jitter_us));
}

Result<BackendChoice> resolve_backends(std::string_view spec, std::string_view device) {
    BackendChoice choice;
    const auto all = backends::all_backends();
    spec = trim(spec);
    if (spec.empty() || spec == "all") {
        for (const auto& b : all) choice.names.push_back(b.name);
        return choice;
    }
    if (spec == "auto") {
        // Every available backend, the most capable first (vulkan+cuda, cuda, vulkan, cpu); backends_for picks per scenario.
        choice.per_scenario = true;
        for (auto it = all.rbegin(); it != all.rend(); ++it)
            if (it->probe(device).available) choice.names.push_back(it->name);
        if (choice.names.empty()) return make_error("--backend auto: no backend is available", ErrorKind::bad_input);
        return choice;
    }
    choice.named = true;
    for (auto name : split(spec, ',')) {
        if (!backends::find_backend(name)) {
            std::string known;
            for (const auto& b : all) known += (known.empty() ? "" : ", ") + b.name;
            return make_error(
                "--backend: unknown backend '" + std::string(name) + "'; the backends are " + known +
                    ", all, auto, or a runtime adapter: adapter:PATH (a shared library), adapter:FILE.json (an adapter process's "
                    "manifest), adapter:python:FILE.py",
                ErrorKind::bad_input);
        }
        SYNCSTRESS_TRY(backends::check_adapter_manifest(name));
        bool seen = false;
        for (const auto& n : choice.names) seen = seen || n == name;
        if (!seen) choice.names.emplace_back(name);
    }
    return choice;
}

std::vector<std::string> backends_for(const scenario::Scenario& sc, const BackendChoice& choice) {
    if (!choice.per_scenario) return choice.names;
    const bool needs_cuda_side = std::any_of(sc.queues.begin(), sc.queues.end(), [](const auto& q) { return q.side == Side::cuda; });
    for (const auto& name : choice.names) {
        const auto* entry = backends::find_backend(name);
        if (entry && (entry->cuda_side || !needs_cuda_side)) return {name};
    }
    // None can: the most capable, which then says why it skips the scenario.
    return choice.names.empty() ? std::vector<std::string>{} : std::vector<std::string>{choice.names.front()};
}

sync::BackendOptions backend_options(const RunOptions& o, const scenario::Scenario* sc) {
    sync::BackendOptions options{o.validate, o.adapter_options, o.device};
    options.cache = o.use_cache;
    options.calibrations = o.calibrations;
    options.kept_devices = o.kept_devices;
    options.queues = o.queues;
    if (!sc) return options;
    options.kernels = 0;
    bool delays = o.perturb.enabled();  // --perturb auto's calibration and aimed delays too
    for (const auto& step : sc->steps) {
        const auto* submit = std::get_if<scenario::Submit>(&step);
        if (!submit) continue;
        for (const auto& command : submit->commands) {
            if (const auto* d = std::get_if<scenario::Dispatch>(&command)) options.kernels |= 1u << static_cast<uint32_t>(d->kernel);
            if (std::holds_alternative<scenario::OpaqueDispatch>(command)) options.kernels |= 1u << k_kernel_count;
            delays = delays || std::holds_alternative<scenario::Delay>(command);
        }
    }
    options.delays = delays;
    return options;
}

}  // namespace syncstress::engine

namespace syncstress::engine {

sync::QueueNeeds queue_needs(std::span<const scenario::Scenario> scenarios, const RunOptions& o) {
    sync::QueueNeeds needs;
    for (const auto& sc : scenarios) {
        sync::QueueNeeds n;
        for (const auto& q : sc.queues) ++(q.side == Side::cuda ? n.cuda : n.device);
        if (o.faults.has(sync::Fault::no_barrier)) {
            size_t commands = 0;
            for (const auto& step : sc.steps)
                if (const auto* submit = std::get_if<scenario::Submit>(&step)) commands = std::max(commands, submit->commands.size());
            n.lanes = static_cast<uint32_t>(commands * sc.queues.size());
        }
        needs.device = std::max(needs.device, n.device);
        needs.cuda = std::max(needs.cuda, n.cuda);
        needs.lanes = std::max(needs.lanes, n.lanes);
    }
    return needs;
}

void plan_queues(RunOptions& o, std::span<const scenario::Scenario> scenarios) {
    o.queues = queue_needs(scenarios, o);
    backends::plan_queues(o.queues);
}

}  // namespace syncstress::engine
