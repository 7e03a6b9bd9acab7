// How a command joins the command line: add_X_command(app) adds its subcommand and options to the app and returns
// its runner. Once the app has parsed the command line, the runner runs the command if it was the one given and
// returns its exit code (tool/fail.h), and returns nullopt otherwise. A command whose report records the
// command line takes ARGV too, which must outlive the runner.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace syncstress::tool {

using CommandRunner = std::function<std::optional<int>()>;

// The runner of COMMAND: RUN's exit code once COMMAND was parsed, nullopt otherwise.
CommandRunner run_when_given(const CLI::App* command, std::function<int()> run);

}  // namespace syncstress::tool
