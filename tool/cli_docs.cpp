// describe_cli, and the hidden commands that print the man page and the completion scripts.
#include "tool/cli_docs.h"

#include "core/build_info/build_info.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <fstream>
#include <iostream>
#include <memory>
#include <utility>

namespace syncstress::tool {

namespace {

// CLI11 writes a check's accepted set into the type name: "TEXT:{auto,tty,lines,off}".
std::vector<std::string> choices_of(const std::string& type_name) {
    std::vector<std::string> out;
    const size_t open = type_name.find(":{"), close = type_name.find('}', open);
    if (open == std::string::npos || close == std::string::npos) return out;
    std::string item;
    for (char c : type_name.substr(open + 2, close - open - 2) + ",") {
        if (c != ',') item += c;
        else if (!item.empty()) out.push_back(std::exchange(item, {}));
    }
    return out;
}

CliOption describe_option(const CLI::Option& opt) {
    CliOption out;
    for (const auto& name : opt.get_snames()) out.names.push_back("-" + name);
    for (const auto& name : opt.get_lnames()) out.names.push_back("--" + name);
    if (out.names.empty()) out.positional = opt.get_name(true);
    if (opt.get_type_size() != 0) {
        const std::string type = opt.get_type_name();
        out.value = type.substr(0, type.find(':'));
        out.choices = choices_of(type);
        out.repeatable = opt.get_expected_max() > 1;
    }
    out.help = opt.get_description();
    return out;
}

CliCommand describe_command(const CLI::App& app) {
    CliCommand out{app.get_name(), app.get_description(), app.get_footer(), {}};
    auto visible = [](const CLI::Option* o) { return !o->get_group().empty(); };
    for (const CLI::Option* opt : app.get_options(visible))
        if (opt->nonpositional()) out.options.push_back(describe_option(*opt));
    for (const CLI::Option* opt : app.get_options(visible))
        if (!opt->nonpositional()) out.options.push_back(describe_option(*opt));
    return out;
}

int write_output(const std::string& text, const std::string& path) {
    if (path.empty() || path == "-") {
        std::cout << text;
        return std::cout.flush() ? 0 : 2;
    }
    std::ofstream out(path, std::ios::binary);
    out << text;
    if (out.flush()) return 0;
    std::cerr << "syncstress: cannot write " << path << "\n";
    return 2;
}

}  // namespace

CliModel describe_cli(const CLI::App& app) {
    CliModel out{describe_command(app), {}};
    for (const CLI::App* sub : app.get_subcommands([](const CLI::App* s) { return !s->get_group().empty(); }))
        out.commands.push_back(describe_command(*sub));
    return out;
}

std::function<std::optional<int>()> add_cli_docs_commands(CLI::App& app) {
    struct Flags {
        std::string output, shell;
    };
    auto flags = std::make_shared<Flags>();
    // Hidden (an empty group): they describe the command line rather than belong to it.
    CLI::App* man = app.add_subcommand("help-man", "Print the man page (roff), made from this command line's definition");
    man->group("");
    man->add_option("-o,--output", flags->output, "Write it to this file instead of stdout");
    CLI::App* completion = app.add_subcommand("completion", "Print the shell completion script for bash, zsh or powershell");
    completion->group("");
    completion->add_option("shell", flags->shell, "The shell")
        ->required()
        ->check(CLI::IsMember(std::vector<std::string>(std::begin(k_shell_names), std::end(k_shell_names))));
    completion->add_option("-o,--output", flags->output, "Write it to this file instead of stdout");
    return [&app, man, completion, flags]() -> std::optional<int> {
        if (man->parsed()) return write_output(man_page(describe_cli(app), build_info().version), flags->output);
        if (!completion->parsed()) return std::nullopt;
        const auto shell = static_cast<Shell>(std::find(std::begin(k_shell_names), std::end(k_shell_names), flags->shell) -
                                              std::begin(k_shell_names));
        return write_output(completion_script(describe_cli(app), shell), flags->output);
    };
}

}  // namespace syncstress::tool
