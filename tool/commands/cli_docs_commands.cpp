#include "tool/commands/cli_docs_commands.h"

#include "core/build_info/build_info.h"
#include "tool/cli_docs.h"
#include "tool/commands/shared_options.h"
#include "tool/fail.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <memory>

namespace syncstress::tool {

CommandRunner add_cli_docs_commands(CLI::App& app) {
    struct Flags {
        std::string output, shell;
        bool markdown = false;
    };
    auto flags = std::make_shared<Flags>();
    CLI::App* man = app.add_subcommand("help-man", "Print the man page (roff), made from this command line's definition");
    man->group("");
    man->add_option("-o,--output", flags->output, "Write it to this file instead of stdout");
    man->add_flag("--markdown", flags->markdown, "Print it in Markdown instead (docs/cli.md)");
    CLI::App* completion = app.add_subcommand("completion", "Print the shell completion script for bash, zsh or powershell");
    completion->group("");
    completion->add_option("shell", flags->shell, "The shell")
        ->required()
        ->check(CLI::IsMember(std::vector<std::string>(std::begin(k_shell_names), std::end(k_shell_names))));
    completion->add_option("-o,--output", flags->output, "Write it to this file instead of stdout");
    return [&app, man, completion, flags]() -> std::optional<int> {
        if (man->parsed()) {
            const CliModel cli = describe_cli(app);
            return write_text_output(flags->markdown ? markdown_page(cli) : man_page(cli, build_info().version), flags->output);
        }
        if (!completion->parsed()) return std::nullopt;
        const auto shell =
            static_cast<Shell>(std::find(std::begin(k_shell_names), std::end(k_shell_names), flags->shell) - std::begin(k_shell_names));
        return write_text_output(completion_script(describe_cli(app), shell), flags->output);
    };
}

}  // namespace syncstress::tool
