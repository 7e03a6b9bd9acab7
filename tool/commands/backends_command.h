// `syncstress backends`: which backends are available here, and why not; with --json as a report holds them.
#pragma once

#include "tool/commands/command.h"

namespace syncstress::tool {

// Exit codes: 0 described, 2 bad usage, 3 a backend named with --backend is unavailable (as for run).
CommandRunner add_backends_command(CLI::App& app);

}  // namespace syncstress::tool
