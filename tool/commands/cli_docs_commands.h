// The hidden commands `syncstress help-man [--markdown]` and `syncstress completion SHELL`: the man page, the
// Markdown reference (docs/cli.md) and the shell completions made from the command line's own definition
// (tool/cli_docs.h). The build runs them to make the installed files (cmake/install.cmake); a test compares
// docs/cli.md with `help-man --markdown`.
#pragma once

#include "tool/commands/command.h"

namespace syncstress::tool {

// Adds both to APP, hidden (an empty group): they describe the command line rather than belong to it. The runner
// describes APP as it is once parsed. Exit codes: 0 written, 2 cannot write the file.
CommandRunner add_cli_docs_commands(CLI::App& app);

}  // namespace syncstress::tool
