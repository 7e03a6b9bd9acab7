#include "tool/commands/backends_command.h"

#include "core/report/terminal_text.h"
#include "core/backends/registry.h"
#include "core/engine/engine.h"
#include "tool/adapter_options.h"
#include "tool/commands/shared_options.h"
#include "tool/fail.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <iostream>
#include <memory>

namespace syncstress::tool {

namespace {

struct BackendsFlags {
    bool json = false;
    std::string backend;                       // empty: every built-in backend
    std::vector<std::string> adapter_options;  // KEY=VALUE
    std::string device;
    std::string json_file;  // the JSON to this file (a run's availability check in a worker)
    std::string queues;     // "D,C,L": the run's queue needs (sync::QueueNeeds); empty: one of each side
};

void print_backend(const report::BackendStatus& b, std::ostream& out) {
    // An adapter names itself and its device: what it says is printed as text, never as terminal control.
    const auto safe = [](const std::string& text) { return report::terminal_text(text); };
    out << safe(b.name) << ": " << (b.available ? "available" : "unavailable") << "\n";
    if (!b.available) out << "  why: " << safe(b.reason) << "\n";
    if (b.adapter) out << "  adapter: " << safe(b.adapter->name + " " + b.adapter->version + " (" + b.adapter->path + ")") << "\n";
    if (!b.device.empty()) out << "  device: " << safe(b.device) << "\n";
    if (!b.driver.empty()) out << "  driver: " << safe(b.driver) << "\n";
    if (!b.api_version.empty()) out << "  api: " << safe(b.api_version) << "\n";
    if (!b.queue_mapping.empty()) out << "  queues: " << safe(b.queue_mapping) << "\n";
    for (const auto& d : b.devices)
        out << "  device " << d.index << ": " << safe(d.name) << " (uuid " << d.uuid << ")"
            << (d.unusable.empty() ? "" : ", not usable: " + safe(d.unusable)) << "\n";
    for (const auto& n : b.notes) out << "  note: " << safe(n) << "\n";
}

// Every built-in backend, or those `--backend` names (a runtime adapter among them), described as a run's report
// describes them, in the order named.
int describe(const BackendsFlags& f) {
    auto options = parse_adapter_options(f.adapter_options);
    if (!options) return fail(options.error());
    std::vector<std::string> names;
    if (f.backend.empty()) {
        for (const auto& entry : backends::all_backends()) names.push_back(entry.name);
    } else {
        auto choice = engine::resolve_backends(f.backend, f.device);
        if (!choice) return fail(choice.error());
        names = choice->names;
    }
    // Described on one queue of each side: what the backends can do does not need more, and each queue costs
    // device creation time (sync::QueueNeeds).
    sync::BackendOptions describing{false, *options, f.device};
    describing.queues = sync::QueueNeeds{1, 1, 0};
    if (!f.queues.empty()) {
        sync::QueueNeeds needs;
        char comma1 = 0, comma2 = 0;
        std::istringstream in(f.queues);
        if (!(in >> needs.device >> comma1 >> needs.cuda >> comma2 >> needs.lanes) || comma1 != ',' || comma2 != ',')
            return fail("--queues " + f.queues + ": give D,C,L (device-side queues, cuda-side queues, lanes)");
        describing.queues = needs;
    }
    backends::plan_queues(describing.queues);
    const report::Host host = engine::describe_host(names, describing);
    std::vector<report::BackendStatus> described;
    for (const auto& name : names)
        for (const auto& b : host.backends)
            if (b.name == name) {
                described.push_back(b);
                if (b.available) described.back().devices = engine::list_devices(name);
            }
    if (!f.json_file.empty()) {
        std::ofstream out(f.json_file, std::ios::binary);
        out << report::to_json(described).dump(2) << "\n";
        if (!out) return fail("--json-file " + f.json_file + ": cannot be written");
    }
    if (f.json) {
        std::cout << report::to_json(described).dump(2) << "\n";
        return k_exit_ok;
    }
    for (const auto& b : described) print_backend(b, std::cout);
    // A backend named and unavailable is exit 3, as for run.
    const bool all_there = std::all_of(described.begin(), described.end(), [](const auto& b) { return b.available; });
    return f.backend.empty() || all_there ? k_exit_ok : k_exit_backend;
}

}  // namespace

CommandRunner add_backends_command(CLI::App& app) {
    auto flags = std::make_shared<BackendsFlags>();
    CLI::App* command = app.add_subcommand("backends", "Say which backends are available here, and why not");
    command->add_flag("--json", flags->json, "Print as JSON");
    add_backend_option(command, flags->backend,
                       "Describe only these (a comma list; a runtime adapter: adapter:PATH, adapter:FILE.json, adapter:python:FILE.py)");
    add_adapter_option(command, flags->adapter_options, "KEY=VALUE handed to a runtime adapter; repeatable");
    add_device_option(command, flags->device);
    command->add_option("--json-file", flags->json_file, "The JSON to this file too (a run's check in a worker)")->group("");
    command->add_option("--queues", flags->queues, "The queues a run needs, D,C,L (a run's check in a worker)")->group("");
    return run_when_given(command, [flags] { return describe(*flags); });
}

}  // namespace syncstress::tool
