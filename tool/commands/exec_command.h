// `syncstress exec -- COMMAND...`: runs any command again and again (a test, a smoke test) and measures how often
// it fails (tool/exec.h), with the report, statistics and shards of run.
#pragma once

#include "tool/commands/command.h"

namespace syncstress::tool {

// Exit codes: 0 no run failed, 1 some run failed, 2 bad usage (or the command cannot be started); 128 + the signal
// after a stop request.
CommandRunner add_exec_command(CLI::App& app, const std::vector<std::string>& argv);

}  // namespace syncstress::tool
