// describe_cli: the visible part of a CLI11 App as plain data, which man_page, markdown_page and completion_script
// write out; and markdown_page itself.
#include "tool/cli_docs.h"

#include <CLI/CLI.hpp>

#include <sstream>
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
    out.default_value = opt.get_default_str();
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

// Text in a Markdown table cell or paragraph: what Markdown would read as markup made literal, lines joined.
std::string markdown(const std::string& text) {
    std::string out;
    for (char c : text) {
        if (c == '\n')
            out += ' ';
        else if (c == '<')
            out += "&lt;";
        else if (c == '\\' || c == '|' || c == '*' || c == '`' || c == '[' || c == ']' || c == '_')
            out += std::string("\\") + c;
        else
            out += c;
    }
    return out;
}

// A code span in a table cell, where even inside one a `|` would end the cell.
std::string code(const std::string& text) {
    std::string out = "`";
    for (char c : text) out += c == '|' ? std::string("\\|") : std::string(1, c);
    return out + "`";
}

std::string markdown_term(const CliOption& o) {
    if (!o.positional.empty()) return code(o.positional) + (o.repeatable ? " ..." : "");
    std::vector<std::string> names;
    for (const auto& name : o.names) names.push_back(code(name));
    return join_words(names, ", ") + (o.value.empty() ? "" : " " + code(o.value));
}

void markdown_options(std::ostream& out, const CliCommand& c) {
    out << "| Option | Description | Default |\n| --- | --- | --- |\n";
    for (const auto& o : c.options) {
        std::string help = markdown(o.help);
        if (!o.choices.empty()) {
            std::vector<std::string> choices;
            for (const auto& choice : o.choices) choices.push_back(code(choice));
            const bool ended = help.empty() || help.back() == '.';
            help += (ended ? " " : ". ") + ("One of: " + join_words(choices, ", ") + ".");
        }
        out << "| " << markdown_term(o) << " | " << help << " | " << (o.default_value.empty() ? "" : code(o.default_value)) << " |\n";
    }
}

// Prose as paragraphs; the lines indented by two spaces (examples of a command line) as a block of code.
void markdown_text(std::ostream& out, const std::string& text) {
    std::istringstream lines(text);
    bool in_code = false;
    for (std::string line; std::getline(lines, line);) {
        const bool example = line.rfind("  ", 0) == 0;
        if (example != in_code) out << (example ? "\n```sh\n" : "```\n\n");
        in_code = example;
        out << (example ? line.substr(2) : markdown(line)) << "\n";
    }
    if (in_code) out << "```\n";
}

}  // namespace

CliSummary program_summary(const CliCommand& program) {
    const std::string& text = program.help;
    const size_t end = text.find('\n');
    std::string first = text.substr(0, end), rest = end == std::string::npos ? "" : text.substr(end + 1);
    if (first.rfind(program.name + ": ", 0) == 0) first.erase(0, program.name.size() + 2);
    if (!first.empty() && first.back() == '.') first.pop_back();
    return {first, rest};
}

std::string join_words(const std::vector<std::string>& words, const std::string& separator) {
    std::string out;
    for (const auto& w : words) out += (out.empty() ? "" : separator) + w;
    return out;
}

std::string markdown_page(const CliModel& cli) {
    const CliCommand& program = cli.program;
    const CliSummary summary = program_summary(program);
    std::ostringstream out;
    out << "<!-- Generated by `" << program.name << " help-man --markdown -o docs/cli.md` from its command-line definition. -->\n"
        << "# " << program.name << " command line\n\n"
        << program.name << ": " << markdown(summary.summary) << ".\n\n";
    markdown_text(out, summary.description);
    out << "\nUsage: " << code(program.name + " COMMAND [OPTIONS] [ARGUMENTS]") << "; " << code(program.name + " COMMAND --help")
        << " describes a command's options, as below.\n\n## Options\n\n";
    markdown_options(out, program);
    out << "\n## Commands\n\n";
    for (const CliCommand& c : cli.commands) out << "- [" << c.name << "](#" << c.name << "): " << markdown(c.help) << "\n";
    for (const CliCommand& c : cli.commands) {
        std::string usage = program.name + " " + c.name + " [OPTIONS]";
        for (const auto& o : c.options)
            if (!o.positional.empty()) usage += " " + o.positional + (o.repeatable ? "..." : "");
        out << "\n## " << c.name << "\n\n" << markdown(c.help) << "\n\n```\n" << usage << "\n```\n\n";
        markdown_options(out, c);
        if (c.footer.empty()) continue;
        out << "\n";
        markdown_text(out, c.footer);
    }
    return out.str();
}

CliModel describe_cli(const CLI::App& app) {
    CliModel out{describe_command(app), {}};
    for (const CLI::App* sub : app.get_subcommands([](const CLI::App* s) { return !s->get_group().empty(); }))
        out.commands.push_back(describe_command(*sub));
    return out;
}

}  // namespace syncstress::tool
