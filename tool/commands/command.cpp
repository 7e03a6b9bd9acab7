#include "tool/commands/command.h"

#include <CLI/CLI.hpp>

namespace syncstress::tool {

CommandRunner run_when_given(const CLI::App* command, std::function<int()> run) {
    return [command, run = std::move(run)]() -> std::optional<int> {
        if (!command->parsed()) return std::nullopt;
        return run();
    };
}

}  // namespace syncstress::tool
