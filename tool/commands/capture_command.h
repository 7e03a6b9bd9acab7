// `syncstress capture -- PROGRAM [ARGS...]`: runs a Vulkan program under the capture layer (core/capture/layer),
// writes what it did as a scenario and prints the scenario's analysis.
#pragma once

#include "tool/commands/command.h"

namespace syncstress::tool {

// Exit codes: the program's own when it failed; else 0 no finding, 1 findings; 2 bad usage or a program that
// cannot be started; 3 the layer cannot load, or the program made no Vulkan instance under it.
CommandRunner add_capture_command(CLI::App& app, const std::vector<std::string>& argv);

}  // namespace syncstress::tool
