#include "tool/commands/merge_command.h"

#include "tool/commands/report_output.h"
#include "tool/commands/shared_options.h"
#include "tool/fail.h"

#include <CLI/CLI.hpp>

#include <memory>

namespace syncstress::tool {

namespace {

struct MergeFlags {
    std::vector<std::string> inputs;
    ReportOptions report;  // no --label: the inputs' labels are joined
};

int merge(const MergeFlags& f) {
    if (!check_report_options(f.report)) return k_exit_usage;
    std::vector<report::Report> reports;
    for (const auto& file : f.inputs) {
        auto r = report::read_json_report(file);
        if (!r) return fail(r.error());
        reports.push_back(std::move(*r));
    }
    auto merged = report::merge(reports);
    if (!merged) return fail(merged.error());
    merged->options.erase("shard");  // the merged report is no longer one shard
    if (!write_reports(*merged, f.report)) return k_exit_usage;
    report::print_text(*merged, text_out(f.report), f.report.verbosity());
    return merged->summary.exit_code;
}

}  // namespace

CommandRunner add_merge_command(CLI::App& app) {
    auto flags = std::make_shared<MergeFlags>();
    CLI::App* command = app.add_subcommand("merge", "Join JSON reports of shards or machines into one report");
    command->add_option("reports", flags->inputs, "JSON reports written by run --json")->required()->check(CLI::ExistingFile);
    add_json_option(command, flags->report.json, "Write the merged JSON report here (- for stdout)");
    add_junit_option(command, flags->report.junit, "Write the merged JUnit XML report here (- for stdout)");
    add_quiet_flag(command, flags->report.quiet);
    add_verbose_flag(command, flags->report.verbose);
    return run_when_given(command, [flags] { return merge(*flags); });
}

}  // namespace syncstress::tool
