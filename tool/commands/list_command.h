// `syncstress list PATHS`: one line per scenario found: its name, expect, queues, steps, tags and file.
#pragma once

#include "tool/commands/command.h"

namespace syncstress::tool {

// Exit codes: 0 listed, 2 bad input or usage.
CommandRunner add_list_command(CLI::App& app);

}  // namespace syncstress::tool
