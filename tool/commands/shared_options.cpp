#include "tool/commands/shared_options.h"

#include "tool/cli_options.h"
#include "tool/fail.h"

#include <CLI/CLI.hpp>

#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>

namespace syncstress::tool {

namespace {

DurationRules heartbeat_rules() {
    DurationRules r = child_wait_rules();
    r.zero_allowed = false;
    r.zero_refused = "a heartbeat needs an interval above zero, e.g. 10s (--progress off for none)";
    return r;
}

}  // namespace

DurationRules budget_rules() {
    DurationRules r;
    r.zero_allowed = false;
    r.zero_refused = "a time budget must be above zero, e.g. 30s or 10m";
    return r;
}

DurationRules child_wait_rules() {
    DurationRules r;
    r.resolution = std::chrono::milliseconds(1);
    return r;
}

void add_scenario_options(CLI::App* command, ScenarioSelection& selection) {
    command->add_option("paths", selection.paths, "Scenario files, or folders searched recursively for *.json")->required();
    command->add_option("--tag", selection.tags, "Only scenarios with this tag (repeatable)");
}

CLI::Option* add_json_option(CLI::App* command, std::string& path, const std::string& help) {
    return command->add_option("--json", path, help);
}

CLI::Option* add_junit_option(CLI::App* command, std::string& path, const std::string& help) {
    return command->add_option("--junit", path, help);
}

CLI::Option* add_label_option(CLI::App* command, std::vector<std::string>& labels, const std::string& example) {
    return command->add_option("--label", labels, "KEY=VALUE written into the report's labels (repeatable), e.g. --label " + example);
}

CLI::Option* add_quiet_flag(CLI::App* command, bool& quiet, const std::string& help) {
    return command->add_flag("-q,--quiet", quiet, help);
}

CLI::Option* add_verbose_flag(CLI::App* command, bool& verbose, const std::string& help) {
    return command->add_flag("-v,--verbose", verbose, help);
}

void add_report_options(CLI::App* command, ReportOptions& options, const std::string& label_example) {
    add_label_option(command, options.labels, label_example);
    add_json_option(command, options.json);
    add_junit_option(command, options.junit);
    add_quiet_flag(command, options.quiet);
    add_verbose_flag(command, options.verbose);
}

void add_progress_options(CLI::App* command, ProgressOptions& options) {
    command
        ->add_option("--progress", options.mode,
                     "auto (default): a status line redrawn on a terminal, else (a CI log) a line every --progress-interval; "
                     "tty, lines, off. -q means off unless --progress is given")
        ->check(CLI::IsMember(std::vector<std::string>(std::begin(report::k_progress_modes), std::end(report::k_progress_modes))));
    add_duration(command, "--progress-interval", options.interval, heartbeat_rules(),
                 "How often --progress lines prints a line (resolution 1ms)");
}

void add_shard_options(CLI::App* command, ShardOptions& options, const std::string& what) {
    command->add_option("--shard", options.shard,
                        "I/N: run only shard I of N (1-based) of the " + what +
                            ": item k goes to shard k mod N. Without it, GTEST_SHARD_INDEX/GTEST_TOTAL_SHARDS and "
                            "CI_NODE_INDEX/CI_NODE_TOTAL (GitLab) are honoured");
    command->add_option("--shard-count", options.count, "N shards, this one JOB_COMPLETION_INDEX (a Kubernetes Indexed Job)");
}

std::optional<Shard> select_shard(const ShardOptions& options) {
    auto shard = choose_shard(options.shard, options.count, process_environment());
    if (!shard) return fail(shard.error()), std::nullopt;
    if (shard->sharded()) {
        std::cerr << "syncstress: shard " << to_string(*shard) << " (" << shard->source << ")\n";
        // GoogleTest's protocol: a test program that shards touches this file to say so.
        if (const char* status = std::getenv("GTEST_SHARD_STATUS_FILE")) std::ofstream(status, std::ios::app);
    }
    return *shard;
}

CLI::Option* add_backend_option(CLI::App* command, std::string& spec, const std::string& help) {
    return command->add_option("--backend", spec, help);
}

CLI::Option* add_adapter_option(CLI::App* command, std::vector<std::string>& options, const std::string& help) {
    return command->add_option("--adapter-option", options, help);
}

CLI::Option* add_device_option(CLI::App* command, std::string& spec) {
    return command
        ->add_option("--device", spec,
                     "The GPU every backend opens: an index in the API's order, a UUID prefix or a part of the name, as "
                     "'syncstress backends' lists them (vulkan+cuda: the Vulkan device, and the CUDA device of its UUID); "
                     "default: each backend's choice (Vulkan: the most capable; CUDA: device 0)")
        ->type_name("INDEX|UUID|NAME");
}

int write_text_output(const std::string& text, const std::string& path) {
    if (path.empty() || path == "-") {
        std::cout << text;
        return std::cout.flush() ? k_exit_ok : k_exit_usage;
    }
    std::ofstream out(path, std::ios::binary);
    out << text;
    if (out.flush()) return k_exit_ok;
    return fail("cannot write " + path);
}

}  // namespace syncstress::tool
