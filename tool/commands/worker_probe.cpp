#include "tool/commands/worker_probe.h"

#include "core/backends/registry.h"
#include "core/platform/process.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <fstream>
#include <sstream>

namespace syncstress::tool {

namespace {

// A runtime adapter's start (its interpreter, its runtime, its compiler) is bounded by two minutes; the check has
// that and its own start.
constexpr auto k_probe_deadline = std::chrono::minutes(3);

std::vector<std::string> probe_argv(const std::string& program, const engine::RunOptions& run, const std::vector<std::string>& names,
                                    const std::string& json) {
    std::string list;
    for (const auto& name : names) list += (list.empty() ? "" : ",") + name;
    std::vector<std::string> argv = {program, "backends", "--backend", list, "--json-file", json};
    if (!run.device.empty()) argv.insert(argv.end(), {"--device", run.device});
    for (const auto& [key, value] : run.adapter_options) argv.insert(argv.end(), {"--adapter-option", key + "=" + value});
    if (run.queues) {
        const auto& q = *run.queues;
        argv.insert(argv.end(), {"--queues", std::to_string(q.device) + "," + std::to_string(q.cuda) + "," + std::to_string(q.lanes)});
    }
    return argv;
}

std::vector<report::BackendStatus> unavailable(const std::vector<std::string>& names, const std::string& why) {
    std::vector<report::BackendStatus> out;
    for (const auto& name : names) {
        report::BackendStatus b;
        b.name = name;
        b.reason = why;
        out.push_back(std::move(b));
    }
    return out;
}

// The report's list: every built-in backend (those the run does not use, not probed), then the adapters it uses.
std::vector<report::BackendStatus> as_host_lists(const std::vector<report::BackendStatus>& checked) {
    std::vector<report::BackendStatus> all = engine::describe_host({}).backends;
    for (auto& b : all)
        for (const auto& c : checked)
            if (c.name == b.name) b = c;
    for (const auto& c : checked)
        if (backends::is_adapter(c.name)) all.push_back(c);
    return all;
}

std::vector<report::BackendStatus> check(const std::string& program, const engine::RunOptions& run, const std::vector<std::string>& names) {
    auto dir = platform::TempDir::create("syncstress-probe");
    if (!dir) return unavailable(names, "its availability check could not start: " + dir.error().message);
    platform::ProcessSpec spec;
    spec.argv = probe_argv(program, run, names, dir->path() + "/backends.json");
    spec.output = dir->path() + "/output.txt";
    spec.timeout = k_probe_deadline;
    auto outcome = platform::run_process(spec);
    std::string why;
    if (!outcome) {
        why = "its availability check in a worker could not run: " + outcome.error().message;
    } else if (outcome->timed_out) {
        why = "its availability check in a worker did not finish within 3 minutes and was killed";
    } else if (outcome->crashed() || (outcome->exit_code != 0 && outcome->exit_code != 3)) {
        why = "its availability check in a worker ended: " + platform::exit_description(*outcome);
    }
    if (why.empty()) {
        std::ifstream in(dir->path() + "/backends.json");
        std::stringstream text;
        text << in.rdbuf();
        auto parsed = report::backends_from_json(nlohmann::json::parse(text.str(), nullptr, false), "the availability check's answer");
        if (parsed && parsed->size() == names.size()) return *parsed;
        why = "its availability check in a worker ended (" + (outcome ? platform::exit_description(*outcome) : std::string("?")) +
              ") without describing it";
    }
    std::string tail;
    for (const auto& line : platform::last_lines(spec.output, 4)) tail += (tail.empty() ? "" : " | ") + line;
    return unavailable(names, tail.empty() ? why : why + "; it printed: " + tail);
}

}  // namespace

std::vector<report::BackendStatus> probe_in_worker(const std::string& program, const engine::RunOptions& run,
                                                   const std::vector<std::string>& names) {
    return as_host_lists(check(program, run, names));
}

}  // namespace syncstress::tool
