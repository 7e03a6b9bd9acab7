// What the report says about the machine: OS, CPU, and the availability of the backends a command uses.
#include "core/backends/registry.h"
#include "core/build_info/build_info.h"
#include "core/engine/engine.h"
#include "core/platform/host.h"

#include <algorithm>
#include <thread>

namespace syncstress::engine {

report::Host describe_host(const std::vector<std::string>& used) {
    report::Host host;
    host.os = platform::os_name();
    host.cpu = platform::cpu_model();
    host.hostname = platform::host_name();
    host.cores = std::thread::hardware_concurrency();
    for (const auto& entry : backends::all_backends()) {
        if (std::find(used.begin(), used.end(), entry.name) == used.end()) {
            report::BackendStatus status{entry.name, false, "not probed"};
            status.probed = false;
            host.backends.push_back(std::move(status));
            continue;
        }
        const auto a = entry.probe();
        report::BackendStatus status{entry.name, a.available, a.reason, a.device, a.driver, a.api_version};
        // The report says, per device, which faults and races can show there: that needs the backend itself.
        if (a.available)
            if (auto backend = entry.create(sync::BackendOptions{}); backend) {
                status.queue_mapping = (*backend)->info().queue_mapping;
                status.notes = (*backend)->info().notes;
            }
        host.backends.push_back(std::move(status));
    }
    return host;
}

void describe_tool(report::Report& rep) {
    const BuildInfo& b = build_info();
    rep.tool_version = b.version;
    rep.tool_build = {b.commit, b.build_type, b.compiler, b.adapter_abi, b.backends};
}

report::Report new_report(const RunOptions& o, const std::vector<std::string>& argv) {
    report::Report rep;
    report::start(rep);
    describe_tool(rep);
    if (o.host_backends) {
        rep.host = describe_host({});
        rep.host.backends = *o.host_backends;
    } else {
        rep.host = describe_host(o.backends.names);
    }
    // The names and types run and exec share (report.schema.json, "options"): command, command_line, durations in
    // seconds as numbers (*_s).
    auto& j = rep.options;
    j["command"] = "run";
    j["command_line"] = argv;
    j["backends"] = o.backends.names;
    if (o.backends.per_scenario) j["backend_auto"] = true;
    j["iterations"] = o.iterations;
    if (o.duration) j["duration_s"] = to_seconds(*o.duration);
    j["until_fail"] = o.until_fail;
    j["seed"] = o.seed;
    j["perturb"] = {{"mode", o.perturb.aimed ? "auto" : o.perturb.enabled() ? "random" : "off"},
                    {"delay_s", to_seconds(std::chrono::microseconds(o.perturb.delay_us))},
                    {"jitter_s", to_seconds(std::chrono::microseconds(o.perturb.jitter_us))}};
    j["inject"] = sync::to_string(o.faults);
    j["hang_timeout_s"] = to_seconds(o.hang_timeout);
    j["validate"] = o.validate;
    return rep;
}

}  // namespace syncstress::engine
