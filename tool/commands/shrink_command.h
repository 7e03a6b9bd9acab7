// `syncstress shrink FILE`: the smallest scenario that keeps a finding of FILE (core/shrink).
#pragma once

#include "tool/commands/command.h"

namespace syncstress::tool {

// Exit codes: 0 written, 2 bad input or usage (a file that does not load, no such finding, a backend that cannot
// run it).
CommandRunner add_shrink_command(CLI::App& app);

}  // namespace syncstress::tool
