// syncstress: the command line. Each command is in tool/commands/; this sets up the app, adds the commands, runs
// the one given and turns what escapes it into an exit code. The only place that exits.
#include "core/backends/registry.h"
#include "core/build_info/build_info.h"
#include "core/common/startup_trace.h"
#include "tool/commands/analyze_command.h"
#include "tool/commands/backends_command.h"
#include "tool/commands/capture_command.h"
#include "tool/commands/cli_docs_commands.h"
#include "tool/commands/conformance_command.h"
#include "tool/commands/exec_command.h"
#include "tool/commands/list_command.h"
#include "tool/commands/merge_command.h"
#include "tool/commands/report_command.h"
#include "tool/commands/run_command.h"
#include "tool/commands/shrink_command.h"
#include "tool/fail.h"

#include <CLI/CLI.hpp>

#include <exception>
#include <iostream>
#include <string>
#include <vector>

int main(int argc, char** argv) {
    using namespace syncstress;
    startup_trace::mark("main");
    const std::vector<std::string> args(argv, argv + argc);
    CLI::App app{"syncstress: finds synchronization bugs between a host, GPU queues and CUDA streams.\n"
                 "Scenarios (JSON, SCENARIO-FORMAT.md) are proven race- and deadlock-free by analysis, then run\n"
                 "thousands of times on the cpu, vulkan, cuda and vulkan+cuda backends and checked against a model.\n"
                 "Exit codes: 0 all as expected, 1 findings, 2 bad input or usage, 3 a named backend unavailable or broken.",
                 "syncstress"};
    app.set_version_flag(
        // Asked only when --version is given: finding the module looks at the file system.
        "--version", [] { return version_text() + "\npython adapter module: " + backends::python_module_folder(); },
        "Print the version, commit, build type, compiler, backends, adapter ABI and the Python adapter module's folder, and exit");
    app.allow_windows_style_options(false);  // "/path/to/file" is a path, also on Windows
    app.require_subcommand(1);

    // In the order --help lists them.
    const std::vector<tool::CommandRunner> commands = {
        tool::add_run_command(app, args),     tool::add_analyze_command(app, args), tool::add_shrink_command(app),
        tool::add_list_command(app),          tool::add_backends_command(app),      tool::add_merge_command(app),
        tool::add_exec_command(app, args),    tool::add_report_command(app),        tool::add_conformance_command(app),
        tool::add_capture_command(app, args), tool::add_cli_docs_commands(app),
    };

    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        std::cerr << "syncstress: " << e.what() << "\nRun 'syncstress --help' or 'syncstress COMMAND --help'.\n";
        return tool::k_exit_usage;
    }
    startup_trace::mark("arguments parsed");

    try {
        for (const auto& run : commands)
            if (auto code = run()) {
                startup_trace::mark("command done");
                return *code;
            }
    } catch (const std::exception& e) {
        std::cerr << "syncstress: internal error: " << e.what() << "\n";
        return tool::k_exit_usage;
    }
    return tool::k_exit_usage;
}
