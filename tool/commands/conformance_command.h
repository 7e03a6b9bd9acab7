// `syncstress conformance --backend B`: the backend conformance checks (core/conformance) on one backend, built-in or
// a runtime adapter, as a table of checks and a summary; what an adapter's author runs to see what the sync core
// needs of the runtime.
#pragma once

#include "tool/commands/command.h"

namespace syncstress::tool {

// Exit codes: 0 every applicable check passed, 1 one failed, 2 bad usage, 3 the backend is unavailable or cannot be
// created.
CommandRunner add_conformance_command(CLI::App& app);

}  // namespace syncstress::tool
