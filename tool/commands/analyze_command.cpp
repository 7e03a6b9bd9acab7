#include "tool/commands/analyze_command.h"

#include "core/engine/engine.h"
#include "tool/commands/report_output.h"
#include "tool/commands/scenario_files.h"
#include "tool/commands/shared_options.h"
#include "tool/fail.h"

#include <CLI/CLI.hpp>

#include <memory>

namespace syncstress::tool {

namespace {

struct AnalyzeFlags {
    ScenarioSelection scenarios;
    ReportOptions report;
};

// A scenario's analysis as a result of backend "analysis": it passes when what it found is what it expects.
report::ScenarioResult analyze(const scenario::Scenario& sc) {
    report::ScenarioResult r;
    r.scenario = sc.name;
    r.file = sc.file;
    r.backend = "analysis";
    r.expect = sc.expect;
    r.findings = engine::analysis_findings(sc);
    bool found_expected = false, unexpected = false;
    for (const auto& f : r.findings) {
        found_expected = found_expected || f.expected;
        unexpected = unexpected || (!f.expected && !f.warning);
    }
    if (sc.expect == scenario::Expect::pass) {
        r.status = unexpected ? report::ResultStatus::fail : report::ResultStatus::pass;
    } else {
        r.status = found_expected ? report::ResultStatus::expected : report::ResultStatus::fail;
        const std::string expect = to_string(r.expect);
        r.reason = found_expected ? "the analysis found the " + expect + " the scenario expects"
                                  : "expect: " + expect + ", but the analysis found none";
    }
    return r;
}

int analyze_all(const AnalyzeFlags& f, const std::vector<std::string>& argv) {
    if (!check_report_options(f.report)) return k_exit_usage;
    auto scenarios = load_scenarios(f.scenarios);
    if (!scenarios) return k_exit_usage;
    return print_analysis(*scenarios, f.report, argv);
}

}  // namespace

int print_analysis(const std::vector<scenario::Scenario>& scenarios, const ReportOptions& options, const std::vector<std::string>& argv) {
    auto labels = check_report_options(options);
    if (!labels) return k_exit_usage;
    std::ostream& out = text_out(options);
    report::Report rep = engine::new_report(engine::RunOptions{}, argv);
    identify(rep, std::move(*labels));
    rep.options = {{"command", "analyze"}, {"command_line", argv}, {"backends", nlohmann::ordered_json::array()}};
    for (const auto& sc : scenarios) {
        rep.results.push_back(analyze(sc));
        report::print_result_line(rep.results.back(), out, options.verbosity());
    }
    close_report(rep, true);
    if (!write_reports(rep, options)) return k_exit_usage;
    report::print_summary(rep, out);
    return rep.summary.exit_code;
}

CommandRunner add_analyze_command(CLI::App& app, const std::vector<std::string>& argv) {
    auto flags = std::make_shared<AnalyzeFlags>();
    CLI::App* command = app.add_subcommand("analyze", "Prove scenarios race- and deadlock-free with no device, or name the bug");
    add_scenario_options(command, flags->scenarios);
    add_report_options(command, flags->report, "gpu=h200");
    return run_when_given(command, [flags, &argv] { return analyze_all(*flags, argv); });
}

}  // namespace syncstress::tool
