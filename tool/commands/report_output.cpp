#include "tool/commands/report_output.h"

#include "core/report/file_output.h"
#include "tool/fail.h"
#include "tool/shard.h"
#include "core/platform/stop.h"

#include <cstdio>
#include <iostream>

namespace syncstress::tool {

std::optional<std::string> check_output_files(const std::vector<OutputFile>& outputs) {
    for (size_t i = 0; i < outputs.size(); ++i)
        for (size_t j = i + 1; j < outputs.size(); ++j)
            if (!outputs[i].path.empty() && !outputs[j].path.empty() && report::same_file(outputs[i].path, outputs[j].path))
                return outputs[i].option + " and " + outputs[j].option + " both name " + outputs[j].path +
                       "; give them different files (at most one can be - for stdout)";
    for (const OutputFile& output : outputs) {
        if (output.path.empty() || output.path == report::k_stdout_path) continue;
        if (auto s = report::check_writable(output.path); !s)
            return output.option + ": " + s.error().message +
                   "; give a file in a folder that exists and that you can write (or - for stdout)";
    }
    return std::nullopt;
}

std::optional<std::map<std::string, std::string>> check_report_options(const ReportOptions& options) {
    auto labels = report::parse_labels(options.labels);
    if (!labels) return fail(labels.error()), std::nullopt;
    if (auto problem = check_output_files({{"--json", options.json}, {"--junit", options.junit}})) return fail(*problem), std::nullopt;
    return std::move(*labels);
}

void identify(report::Report& rep, std::map<std::string, std::string> labels) {
    rep.labels = std::move(labels);
    rep.ci = report::detect_ci(process_environment());
}

void close_report(report::Report& rep, bool complete) {
    rep.complete = complete;
    report::stamp_finish(rep);
    report::finalize(rep);
    if (complete && rep.summary.interrupted && platform::interrupted_exit_code()) rep.summary.exit_code = platform::interrupted_exit_code();
}

bool write_reports(const report::Report& rep, const ReportOptions& options, Write when) {
    bool ok = true;
    auto write = [&](const std::string& path, auto writer) {
        if (path.empty() || (when == Write::incremental && report::is_stream(path))) return;
        if (auto s = writer(rep, path); !s) {
            fail(s.error());
            ok = false;
        }
    };
    write(options.json, report::write_json);
    write(options.junit, report::write_junit);
    return ok;
}

std::ostream& text_out(const ReportOptions& options) {
    return options.json == report::k_stdout_path || options.junit == report::k_stdout_path ? std::cerr : std::cout;
}

void print_result(const report::ScenarioResult& result, report::Verbosity verbosity, std::ostream& out) {
    if (result.status != report::ResultStatus::skip) report::print_result_line(result, out, verbosity);
}

void print_closing(const report::Report& rep, report::Verbosity verbosity, std::ostream& out) {
    report::print_skips(rep.results, out, verbosity);
    report::print_summary(rep, out);
}

std::unique_ptr<report::ProgressLine> make_progress(const ProgressOptions& progress, bool quiet) {
    const std::string word = progress.mode.value_or(quiet ? "off" : "auto");
    auto mode = report::progress_mode(word, stderr);
    return std::make_unique<report::ProgressLine>(stderr, mode.value_or(report::ProgressMode::off), progress.interval);
}

}  // namespace syncstress::tool
