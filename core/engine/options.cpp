// Parsing of the engine's option values: durations, perturbation, backend lists.
#include "core/backends/registry.h"
#include "core/engine/engine.h"

#include <charconv>
#include <cstdio>

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

Result<std::chrono::nanoseconds> parse_duration(std::string_view text) {
    text = trim(text);
    uint64_t number = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), number);
    std::string_view unit(end, static_cast<size_t>(text.data() + text.size() - end));
    if (ec != std::errc() || end == text.data())
        return make_error("'" + std::string(text) + "' is not a duration: write a whole number and a unit, e.g. 500ms, 2s, 250us, 10m");
    struct Unit { std::string_view name; uint64_t ns; };
    static constexpr Unit units[] = {{"ns", 1}, {"us", 1000}, {"ms", 1000000}, {"s", 1000000000ull},
                                     {"m", 60000000000ull}, {"min", 60000000000ull}, {"h", 3600000000000ull}};
    for (const auto& u : units) {
        if (unit != u.name) continue;
        if (number > UINT64_MAX / u.ns / 2) return make_error("duration '" + std::string(text) + "' is too large");
        return std::chrono::nanoseconds(static_cast<int64_t>(number * u.ns));
    }
    return make_error("'" + std::string(text) + "' has no known unit: use ns, us, ms, s, m or h (e.g. 500ms)");
}

std::string format_duration(std::chrono::nanoseconds d) {
    const int64_t ns = d.count();
    struct Unit { const char* name; int64_t ns; };
    static constexpr Unit units[] = {{"h", 3600000000000ll}, {"m", 60000000000ll}, {"s", 1000000000ll},
                                     {"ms", 1000000ll}, {"us", 1000ll}};
    for (const auto& u : units)
        if (ns != 0 && ns % u.ns == 0) return std::to_string(ns / u.ns) + u.name;
    return std::to_string(ns) + "ns";
}

Result<Perturbation> parse_perturbation(std::string_view text) {
    text = trim(text);
    if (text == "auto") return Perturbation{true};
    if (text == "off" || text == "0") return Perturbation{};
    auto parts = split(text, ',');
    if (parts.size() > 2)
        return make_error("--perturb takes DELAY or DELAY,JITTER (e.g. 1ms or 1ms,200us), not '" + std::string(text) + "'");
    Perturbation p;
    auto delay = parse_duration(parts[0]);
    if (!delay) return make_error("--perturb delay: " + delay.error().message);
    p.delay_us = static_cast<uint32_t>(std::chrono::duration_cast<std::chrono::microseconds>(*delay).count());
    if (parts.size() == 2) {
        if (parts[1] == "0") return p;
        auto jitter = parse_duration(parts[1]);
        if (!jitter) return make_error("--perturb jitter: " + jitter.error().message);
        p.jitter_us = static_cast<uint32_t>(std::chrono::duration_cast<std::chrono::microseconds>(*jitter).count());
    }
    return p;
}

std::string to_string(const Perturbation& p) {
    if (p.aimed) return "auto";
    if (!p.enabled()) return "off";
    return format_duration(std::chrono::microseconds(p.delay_us)) + "," + format_duration(std::chrono::microseconds(p.jitter_us));
}

Result<BackendChoice> resolve_backends(std::string_view spec) {
    BackendChoice choice;
    const auto all = backends::all_backends();
    spec = trim(spec);
    if (spec.empty() || spec == "all") {
        for (const auto& b : all) choice.names.push_back(b.name);
        return choice;
    }
    if (spec == "auto") {
        // The single most capable available backend: vulkan+cuda, then cuda, then vulkan, then cpu.
        for (auto it = all.rbegin(); it != all.rend(); ++it) {
            if (it->probe().available) {
                choice.names.push_back(it->name);
                return choice;
            }
        }
        return make_error("--backend auto: no backend is available");
    }
    choice.named = true;
    for (auto name : split(spec, ',')) {
        if (!backends::find_backend(name)) {
            std::string known;
            for (const auto& b : all) known += (known.empty() ? "" : ", ") + b.name;
            return make_error("--backend: unknown backend '" + std::string(name) + "'; the backends are " + known + ", all, auto");
        }
        bool seen = false;
        for (const auto& n : choice.names) seen = seen || n == name;
        if (!seen) choice.names.emplace_back(name);
    }
    return choice;
}

}  // namespace syncstress::engine
