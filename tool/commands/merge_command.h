// `syncstress merge REPORTS`: joins JSON reports of shards or machines into one report (report::merge).
#pragma once

#include "tool/commands/command.h"

namespace syncstress::tool {

// Exit codes: the merged report's (0 all as expected, 1 findings, 3 a named backend unavailable or broken), or 2
// for bad input or usage.
CommandRunner add_merge_command(CLI::App& app);

}  // namespace syncstress::tool
