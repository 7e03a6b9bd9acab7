// `syncstress analyze PATHS`: proves scenarios race- and deadlock-free with no device, or names the bug.
#pragma once

#include "core/scenario/scenario.h"
#include "tool/commands/command.h"

namespace syncstress::tool {

// Exit codes: 0 all as expected, 1 findings, 2 bad input or usage.
CommandRunner add_analyze_command(CLI::App& app, const std::vector<std::string>& argv);

struct ReportOptions;
// What `analyze` prints for `scenarios` (and the reports it writes): a line per scenario, its findings, the
// summary; returns the exit code.
int print_analysis(const std::vector<scenario::Scenario>& scenarios, const ReportOptions& options, const std::vector<std::string>& argv);

}  // namespace syncstress::tool
