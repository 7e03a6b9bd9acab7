// `syncstress run PATHS`: analyze, then stress-run scenarios on backends and compare with the model; reports as
// JSON and JUnit, rewritten after every result.
#pragma once

#include "tool/commands/command.h"

namespace syncstress::tool {

// Exit codes: 0 all as expected, 1 findings, 2 bad input or usage, 3 a named backend unavailable or broken;
// 128 + the signal after a stop request.
CommandRunner add_run_command(CLI::App& app, const std::vector<std::string>& argv);

}  // namespace syncstress::tool
