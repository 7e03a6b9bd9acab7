// What the report says about the machine: OS, CPU, and every backend's availability.
#include "core/backends/registry.h"
#include "core/engine/engine.h"

#include <algorithm>
#include <fstream>
#include <thread>

#ifndef _WIN32
#include <sys/utsname.h>
#include <unistd.h>
#endif

#ifndef SYNCSTRESS_VERSION
#define SYNCSTRESS_VERSION "0.0.0"
#endif

namespace syncstress::engine {

namespace {

std::string cpu_model() {
    std::ifstream in("/proc/cpuinfo");
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("model name", 0) == 0) {
            auto colon = line.find(':');
            if (colon != std::string::npos) return line.substr(line.find_first_not_of(' ', colon + 1));
        }
    }
    return "unknown";
}

std::string os_name() {
#ifdef _WIN32
    return "Windows";
#else
    std::string pretty;
    std::ifstream in("/etc/os-release");
    std::string line;
    while (std::getline(in, line))
        if (line.rfind("PRETTY_NAME=", 0) == 0) pretty = line.substr(12);
    if (pretty.size() >= 2 && pretty.front() == '"') pretty = pretty.substr(1, pretty.size() - 2);
    utsname u{};
    std::string kernel = uname(&u) == 0 ? std::string(u.sysname) + " " + u.release + " " + u.machine : "unknown";
    return pretty.empty() ? kernel : pretty + " (" + kernel + ")";
#endif
}

std::string host_name() {
#ifndef _WIN32
    char name[256] = {};
    if (gethostname(name, sizeof name - 1) == 0) return name;
#endif
    return "unknown";
}

}  // namespace

report::Host describe_host(const std::vector<std::string>& described) {
    report::Host host;
    host.os = os_name();
    host.cpu = cpu_model();
    host.hostname = host_name();
    host.cores = std::thread::hardware_concurrency();
    for (const auto& entry : backends::all_backends()) {
        const auto a = entry.probe();
        report::BackendStatus status{entry.name, a.available, a.reason, a.device, a.driver, a.api_version};
        // The report says, per device, which faults and races can show there: that needs the backend itself.
        const bool wanted = std::find(described.begin(), described.end(), entry.name) != described.end();
        if (a.available && wanted)
            if (auto backend = entry.create(sync::BackendOptions{}); backend) {
                status.queue_mapping = (*backend)->info().queue_mapping;
                status.notes = (*backend)->info().notes;
            }
        host.backends.push_back(std::move(status));
    }
    return host;
}

report::Report new_report(const RunOptions& o, const std::vector<std::string>& argv) {
    report::Report rep;
    report::start(rep);
    rep.tool_version = SYNCSTRESS_VERSION;
    rep.host = describe_host(o.backends.names);
    auto& j = rep.options;
    j["command_line"] = argv;
    j["backends"] = o.backends.names;
    j["iterations"] = o.iterations;
    if (o.duration) j["duration"] = format_duration(*o.duration);
    j["until_fail"] = o.until_fail;
    j["seed"] = o.seed;
    j["perturb"] = {{"delay_us", o.perturb.delay_us}, {"jitter_us", o.perturb.jitter_us}};
    j["inject"] = sync::to_string(o.faults);
    j["hang_timeout"] = format_duration(o.hang_timeout);
    j["validate"] = o.validate;
    return rep;
}

}  // namespace syncstress::engine
