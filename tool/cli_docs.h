// The man page, the Markdown reference (docs/cli.md) and the shell completions, generated from the command line's own
// definition (CLI11's App): a new option or subcommand shows in all of them without anyone writing it twice. The
// hidden commands that print them are tool/commands/cli_docs_commands.h.
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
    std::string default_value;  // where the option states it (capture_default_str); empty otherwise
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

// The program's one-line summary (its help's first line, without "NAME: " and the full stop) and the rest of its help.
struct CliSummary {
    std::string summary, description;
};
CliSummary program_summary(const CliCommand& program);

std::string join_words(const std::vector<std::string>& words, const std::string& separator);

// roff for man(1), section 1; VERSION goes into the footer.
std::string man_page(const CliModel& cli, const std::string& version);

// The same page in Markdown (docs/cli.md): each command's usage, a table of its options with their help, values and
// defaults, and its footer (exit codes, examples). No version in it, so that it changes only with the command line.
std::string markdown_page(const CliModel& cli);

enum class Shell { bash, zsh, powershell };
inline constexpr const char* k_shell_names[] = {"bash", "zsh", "powershell"};
std::string completion_script(const CliModel& cli, Shell shell);

}  // namespace syncstress::tool
