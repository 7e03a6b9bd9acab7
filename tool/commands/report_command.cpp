#include "tool/commands/report_command.h"

#include "core/report/file_output.h"
#include "core/report/report.h"
#include "core/report/views.h"
#include "tool/commands/report_output.h"
#include "tool/fail.h"
#include "tool/shard.h"

#include <CLI/CLI.hpp>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>

namespace syncstress::tool {

namespace {

constexpr const char* k_step_summary_variable = "GITHUB_STEP_SUMMARY";

struct ReportFlags {
    std::vector<std::string> inputs;
    std::string html, markdown, csv;
    bool summary = false;
};

struct View {
    OutputFile file;
    std::string (*view)(const std::vector<report::Report>&);
};

// GitHub gives each step its own summary file, which it shows on the run's page: appended to, never replaced.
Status append_to_file(const std::string& path, const std::string& text) {
    std::error_code ignored;
    const bool has_text = std::filesystem::exists(path, ignored) && std::filesystem::file_size(path, ignored) > 0;
    std::ofstream out(path, std::ios::binary | std::ios::app);
    if (has_text) out << "\n";  // a blank line before the heading
    out << text;
    out.flush();
    if (!out) return make_error(path + ": cannot append the summary", ErrorKind::io);
    return {};
}

// Every check before anything is read or written: what to write, that the targets differ and can be written, and
// that none is the summary --summary appends to.
std::optional<std::string> check_outputs(const std::vector<View>& views, const std::optional<std::string>& summary) {
    std::vector<OutputFile> files;
    for (const View& v : views) files.push_back(v.file);
    if (auto problem = check_output_files(files)) return problem;
    for (const OutputFile& file : files)
        if (summary && file.path != report::k_stdout_path && report::same_file(file.path, *summary))
            return file.option + " names " + k_step_summary_variable + " (" + *summary + "), which --summary appends to; leave it out";
    return std::nullopt;
}

int run_report(const ReportFlags& f) {
    std::vector<View> outputs;
    if (!f.html.empty()) outputs.push_back({{"--html", f.html}, report::to_html});
    if (!f.markdown.empty()) outputs.push_back({{"--markdown", f.markdown}, report::to_markdown});
    if (!f.csv.empty()) outputs.push_back({{"--csv", f.csv}, report::to_csv});
    std::optional<std::string> summary;
    if (f.summary) {
        summary = process_environment()(k_step_summary_variable);
        if (summary && summary->empty()) summary.reset();
        if (!summary)
            std::cerr << "syncstress: --summary: " << k_step_summary_variable
                      << " is not set (it is in GitHub Actions): no job summary written\n";
    }
    if (outputs.empty() && !f.summary) return fail("give at least one of --html FILE, --markdown FILE, --csv FILE or --summary");
    if (auto problem = check_outputs(outputs, summary)) return fail(*problem);

    std::vector<report::Report> reports;
    for (const std::string& input : f.inputs) {
        auto read = report::read_json_report(input);
        if (!read) return fail(read.error());
        reports.push_back(std::move(*read));
    }
    for (const View& output : outputs)
        if (auto s = report::write_output(output.file.path, output.view(reports)); !s) return fail(s.error());
    if (summary)
        if (auto s = append_to_file(*summary, report::to_markdown(reports)); !s) return fail(s.error());
    return k_exit_ok;
}

}  // namespace

CommandRunner add_report_command(CLI::App& app) {
    auto flags = std::make_shared<ReportFlags>();
    CLI::App* command =
        app.add_subcommand("report", "Views for people of JSON reports: an HTML dashboard, Markdown for a CI job summary, CSV");
    command
        ->add_option("reports", flags->inputs, "JSON reports (report@2 or @1) written by run, analyze, exec or merge; several: one per run")
        ->required();
    command->add_option("--html", flags->html,
                        "Write a self-contained HTML dashboard here (- for stdout): grid, trends, timing, findings, filters");
    command->add_option("--markdown", flags->markdown,
                        "Write a Markdown summary here (- for stdout): totals, scenario x backend table, failing findings");
    command->add_option("--csv", flags->csv, "Write one CSV row per result here (- for stdout)");
    command->add_flag("--summary", flags->summary,
                      "Append the Markdown summary to $GITHUB_STEP_SUMMARY (GitHub Actions' job summary), if set");
    command->footer("Runs are ordered by started_at; the same reports give the same output. Exit codes: 0 written,\n"
                    "2 bad input (the message names the file and the JSON path) or usage.\n"
                    "  syncstress report nightly/*.json --html dashboard.html --markdown summary.md --csv results.csv");
    return run_when_given(command, [flags] { return run_report(*flags); });
}

}  // namespace syncstress::tool
