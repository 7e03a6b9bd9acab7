// describe_cli: the visible part of a CLI11 App as plain data, which man_page and completion_script write out.
#include "tool/cli_docs.h"

#include <CLI/CLI.hpp>

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
        if (c != ',')
            item += c;
        else if (!item.empty())
            out.push_back(std::exchange(item, {}));
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

}  // namespace

CliModel describe_cli(const CLI::App& app) {
    CliModel out{describe_command(app), {}};
    for (const CLI::App* sub : app.get_subcommands([](const CLI::App* s) { return !s->get_group().empty(); }))
        out.commands.push_back(describe_command(*sub));
    return out;
}

}  // namespace syncstress::tool
