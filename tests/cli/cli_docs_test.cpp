// The man page and the completion scripts made from a command line's definition (tool/cli_docs.h), on a small
// CLI11 App whose every feature they read is known: hidden parts, choices, values, repeats, quoting.
#include "tool/cli_docs.h"

#include <CLI/CLI.hpp>
#include <doctest/doctest.h>

using namespace syncstress::tool;

namespace {

struct Sample {
    CLI::App app{"demo: does things.\nMore about it.", "demo"};
    std::string mode;
    std::vector<std::string> tags, paths;
    bool quiet = false, secret = false;
    Sample() {
        app.set_version_flag("--version", "demo 1");
        CLI::App* go = app.add_subcommand("go", "Go somewhere; fast");
        go->add_option("--mode", mode, "How: it's quick")->check(CLI::IsMember({"fast", "slow"}));
        go->add_option("--tag", tags, "A tag [repeatable]");
        go->add_flag("-q,--quiet", quiet, "Say less");
        go->add_flag("--secret", secret, "Not shown")->group("");
        go->add_option("paths", paths, "Files")->required();
        go->footer("Exit codes: 0 went.");
        app.add_subcommand("internal", "Not shown either")->group("");
    }
};

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("describe_cli: the visible commands and options, with their values, choices, repeats and positionals") {
    Sample s;
    const CliModel cli = describe_cli(s.app);
    CHECK(cli.program.name == "demo");
    REQUIRE(cli.program.options.size() == 2);
    CHECK(cli.program.options[0].names == std::vector<std::string>{"-h", "--help"});
    CHECK(cli.program.options[1].names == std::vector<std::string>{"--version"});
    REQUIRE(cli.commands.size() == 1);
    const CliCommand& go = cli.commands[0];
    CHECK(go.name == "go");
    CHECK(go.footer == "Exit codes: 0 went.");
    REQUIRE(go.options.size() == 5);  // --help, --mode, --tag, -q/--quiet, paths: --secret is hidden
    CHECK(go.options[1].names == std::vector<std::string>{"--mode"});
    CHECK(go.options[1].value == "TEXT");
    CHECK(go.options[1].choices == std::vector<std::string>{"fast", "slow"});
    CHECK_FALSE(go.options[1].repeatable);
    CHECK(go.options[2].repeatable);
    CHECK(go.options[3].names == std::vector<std::string>{"-q", "--quiet"});
    CHECK(go.options[3].value.empty());
    CHECK(go.options[4].positional == "paths");
    CHECK(go.options[4].repeatable);
}

TEST_CASE("man_page: roff with every command and option, the hidden ones left out") {
    Sample s;
    const std::string man = man_page(describe_cli(s.app), "1.2.3");
    CHECK(has(man, ".TH DEMO 1 \"\" \"demo 1.2.3\" \"User Commands\"\n"));
    CHECK(has(man, ".SH NAME\ndemo \\- does things\n"));
    CHECK(has(man, ".SH DESCRIPTION\nMore about it.\n"));
    CHECK(has(man, ".SS go\nGo somewhere; fast\n"));
    CHECK(has(man, ".TP\n\\fB\\-\\-mode\\fR \\fITEXT\\fR\nHow: it's quick\n.br\nOne of: fast, slow.\n"));
    CHECK(has(man, ".TP\n\\fB\\-q\\fR, \\fB\\-\\-quiet\\fR\nSay less\n"));
    CHECK(has(man, ".B demo go\n[\\fIOPTIONS\\fR] \\fIpaths\\fR ...\n"));
    CHECK(has(man, ".nf\nExit codes: 0 went.\n.fi\n"));
    CHECK_FALSE(has(man, "secret"));
    CHECK_FALSE(has(man, "internal"));
}

TEST_CASE("completion_script: each shell gets every command, option and choice, its help quoted for that shell") {
    Sample s;
    const CliModel cli = describe_cli(s.app);
    const std::string bash = completion_script(cli, Shell::bash), zsh = completion_script(cli, Shell::zsh),
                      ps = completion_script(cli, Shell::powershell);
    CHECK(has(bash, "options=\"-h --help --mode --tag -q --quiet\""));
    CHECK(has(bash, "--mode) COMPREPLY=($(compgen -W \"fast slow\" -- \"$cur\")); return 0 ;;"));
    CHECK(has(bash, "--tag) return 0 ;;"));  // a value without choices: the shell's file names
    CHECK(has(bash, "complete -o bashdefault -o default -F _demo demo\n"));
    CHECK(has(zsh, "#compdef demo\n"));
    CHECK(has(zsh, "'go:Go somewhere'"));
    CHECK(has(zsh, "--mode'[How\\: it'\\''s quick]:TEXT:(fast slow)'"));
    CHECK(has(zsh, "'*'--tag'[A tag \\[repeatable\\]]:TEXT:_files'"));
    CHECK(has(zsh, "'(-q --quiet)'{-q,--quiet}'[Say less]'"));
    CHECK(has(zsh, "'*:paths:_files'"));
    CHECK(has(ps, "-CommandName 'demo', 'demo.exe'"));
    CHECK(has(ps, "'--mode' = 'How: it''s quick'"));
    CHECK(has(ps, "'go --mode' = @('fast', 'slow')"));
    CHECK(has(ps, "'go' = 'Go somewhere'"));
    for (const std::string* script : {&bash, &zsh, &ps}) {
        CHECK_FALSE(has(*script, "secret"));
        CHECK_FALSE(has(*script, "internal"));
    }
}

TEST_CASE("markdown_page: every command and option in tables, with choices, defaults and the footer's examples as code") {
    Sample s;
    s.app.get_subcommand("go")->get_option("--mode")->default_str("fast");
    const std::string md = markdown_page(describe_cli(s.app));
    CHECK(has(md, "# demo command line\n\ndemo: does things.\n\nMore about it.\n"));
    CHECK(has(md, "- [go](#go): Go somewhere; fast\n"));
    CHECK(has(md, "## go\n\nGo somewhere; fast\n\n```\ndemo go [OPTIONS] paths...\n```\n"));
    CHECK(has(md, "| `--mode` `TEXT` | How: it's quick. One of: `fast`, `slow`. | `fast` |\n"));
    CHECK(has(md, "| `--tag` `TEXT` | A tag \\[repeatable\\] |  |\n"));
    CHECK(has(md, "| `-q`, `--quiet` | Say less |  |\n"));
    CHECK(has(md, "| `paths` ... | Files |  |\n"));
    CHECK(has(md, "\nExit codes: 0 went.\n"));
    CHECK_FALSE(has(md, "secret"));
    CHECK_FALSE(has(md, "internal"));
}

TEST_CASE("markdown_page: a `|` in a value type stays inside its table cell, and footer lines indented by two are code") {
    Sample s;
    s.app.get_subcommand("go")->footer("Example:\n  demo go --mode fast x.json");
    std::string how;
    s.app.get_subcommand("go")->add_option("--how", how, "A choice")->type_name("a|b");
    const std::string md = markdown_page(describe_cli(s.app));
    CHECK(has(md, "| `--how` `a\\|b` | A choice |  |\n"));
    CHECK(has(md, "\nExample:\n\n```sh\ndemo go --mode fast x.json\n```\n"));
}
