#include "tool/commands/list_command.h"

#include "tool/commands/scenario_files.h"
#include "tool/commands/shared_options.h"
#include "tool/fail.h"

#include <CLI/CLI.hpp>

#include <iostream>
#include <memory>
#include <set>

namespace syncstress::tool {

namespace {

struct ListFlags {
    ScenarioSelection scenarios;
    bool quiet = false, verbose = false;
};

// "device+cuda": the sides of its queues, in the order they first appear.
std::string sides_of(const scenario::Scenario& sc) {
    std::string sides;
    std::set<std::string> seen;
    for (const auto& q : sc.queues)
        if (seen.insert(to_string(q.side)).second) sides += (sides.empty() ? "" : "+") + std::string(to_string(q.side));
    return sides;
}

int list(const ListFlags& f) {
    auto scenarios = load_scenarios(f.scenarios);
    if (!scenarios) return k_exit_usage;
    for (const auto& sc : *scenarios) {
        std::cout << sc.name << "  expect=" << scenario::to_string(sc.expect) << "  queues=" << sc.queues.size() << " (" << sides_of(sc)
                  << ")  steps=" << sc.steps.size();
        if (!sc.tags.empty()) {
            std::cout << "  tags=";
            for (size_t i = 0; i < sc.tags.size(); ++i) std::cout << (i ? "," : "") << sc.tags[i];
        }
        std::cout << "  " << sc.file << "\n";
        if (f.verbose && !sc.description.empty()) std::cout << "    " << sc.description << "\n";
    }
    return k_exit_ok;
}

}  // namespace

CommandRunner add_list_command(CLI::App& app) {
    auto flags = std::make_shared<ListFlags>();
    CLI::App* command = app.add_subcommand("list", "List the scenarios found under PATHs");
    add_scenario_options(command, flags->scenarios);
    add_quiet_flag(command, flags->quiet);
    add_verbose_flag(command, flags->verbose);
    return run_when_given(command, [flags] { return list(*flags); });
}

}  // namespace syncstress::tool
