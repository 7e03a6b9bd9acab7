// The man page and the shell completions, generated from the command line's own definition (CLI11's App): a
// new option or subcommand shows in both without anyone writing it twice. The hidden commands that print them are
// tool/commands/cli_docs_commands.h.
#pragma once

#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace syncstress::tool {

struct CliOption {
    std::vector<std::string> names;    // "-n", "--iterations"; empty for a positional
    std::string positional;            // a positional's name ("paths"); empty for an option
    std::string value;                 // what it takes ("INT", "DURATION"); empty for a flag
    std::vector<std::string> choices;  // the values it accepts, where it names them (an IsMember check)
    std::string help;
    bool repeatable = false;
};

struct CliCommand {
    std::string name, help, footer;
    std::vector<CliOption> options;  // options first, then positionals, in the order defined
};

struct CliModel {
    CliCommand program;  // its options are the ones before a subcommand (--help, --version)
    std::vector<CliCommand> commands;
};

// The visible part of APP: hidden subcommands and options (an empty group) are left out.
CliModel describe_cli(const CLI::App& app);

// roff for man(1), section 1; VERSION goes into the footer.
std::string man_page(const CliModel& cli, const std::string& version);

enum class Shell { bash, zsh, powershell };
inline constexpr const char* k_shell_names[] = {"bash", "zsh", "powershell"};
std::string completion_script(const CliModel& cli, Shell shell);

}  // namespace syncstress::tool
