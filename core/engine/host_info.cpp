// What the report says about the machine: OS, CPU, and the availability of the backends a command uses.
#include "core/backends/registry.h"
#include "core/build_info/build_info.h"
#include "core/engine/engine.h"
#include "core/platform/host.h"
#include "core/sync/calibration_cache.h"

#include <algorithm>
#include <thread>

namespace syncstress::engine {

report::BackendStatus describe_backend(const backends::BackendEntry& entry, const sync::BackendOptions& options) {
    const auto a = entry.probe(options.device);
    report::BackendStatus status{entry.name, a.available, a.reason, a.device, a.driver, a.api_version};
    if (!a.available) return status;
    // The report says, per device, which faults and races can show there: that needs the backend itself, but none
    // of what only a run needs (no delay calibration, no pipeline).
    sync::BackendOptions describing = options;
    describing.delays = false;
    describing.kernels = 0;
    auto backend = entry.create(describing);
    if (!backend) {
        // Loads but does not start (an adapter whose runtime finds no device): unavailable, saying why.
        status.available = false;
        status.reason = backend.error().message;
        return status;
    }
    const sync::BackendInfo& info = (*backend)->info();
    status.queue_mapping = info.queue_mapping;
    status.notes = info.notes;
    // An adapter's probe only loads its library: what it runs on is known once it runs.
    if (status.device.empty()) status.device = info.device;
    if (status.driver.empty()) status.driver = info.driver;
    if (info.adapter) {
        // The runtime's API, then the ABI or protocol the probe read, where it read one.
        status.api_version = status.api_version.empty() ? info.api_version : info.api_version + " (" + status.api_version + ")";
        status.adapter = report::AdapterIdentity{info.adapter->name, info.adapter->version, info.adapter->path};
    }
    return status;
}

std::vector<report::DeviceListing> list_devices(const std::string& name) {
    const backends::BackendEntry* entry = backends::find_backend(name);
    if (!entry || !entry->devices) return {};
    auto devices = entry->devices();
    if (!devices) return {};
    std::vector<report::DeviceListing> out;
    for (size_t i = 0; i < devices->size(); ++i) {
        const sync::DeviceEntry& d = (*devices)[i];
        out.push_back({i, d.name, sync::uuid_text(d.uuid), d.why_not});
    }
    return out;
}

report::Host describe_host(const std::vector<std::string>& used, const sync::BackendOptions& options) {
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
        host.backends.push_back(describe_backend(entry, options));
    }
    // Runtime adapters are listed only where used, after the built-in backends.
    for (const auto& name : used)
        if (backends::is_adapter(name))
            if (const auto* entry = backends::find_backend(name)) host.backends.push_back(describe_backend(*entry, options));
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
        rep.host = describe_host(o.backends.names, backend_options(o));
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
    j["perturb"] = {{"mode", o.perturb.aimed       ? "auto"
                             : o.perturb.enabled() ? "random"
                                                   : "off"},
                    {"delay_s", to_seconds(std::chrono::microseconds(o.perturb.delay_us))},
                    {"jitter_s", to_seconds(std::chrono::microseconds(o.perturb.jitter_us))}};
    j["inject"] = sync::to_string(o.faults);
    j["hang_timeout_s"] = to_seconds(o.hang_timeout);
    j["validate"] = o.validate;
    if (!o.device.empty()) j["device"] = o.device;
    return rep;
}

}  // namespace syncstress::engine
