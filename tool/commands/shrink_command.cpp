#include "tool/commands/shrink_command.h"

#include "core/common/enum_names.h"
#include "core/model/expect_check.h"
#include "core/scenario/loader.h"
#include "core/scenario/writer.h"
#include "core/shrink/shrink.h"
#include "tool/commands/shared_options.h"
#include "tool/commands/shrink_progress.h"
#include "tool/fail.h"

#include <CLI/CLI.hpp>

#include <iostream>
#include <memory>

namespace syncstress::tool {

namespace {

struct ShrinkFlags {
    std::string file, output, kind, backend = "cpu";
    std::optional<size_t> finding;
    uint64_t iterations = 200;
    std::optional<double> budget_s;
};

// The oracle FILE's finding asks for: the analysis' where it proves the finding asked for (or, with none asked, any),
// else a run's.
Result<shrink::Chosen> pick_oracle(const scenario::Scenario& input, const ShrinkFlags& f) {
    std::optional<shrink::TargetKind> kind;
    if (!f.kind.empty()) kind = parse_name<shrink::TargetKind>(f.kind);
    if (!kind || shrink::proved_by_analysis(*kind) || f.finding) {
        auto target = shrink::analysis_target(input, f.finding, kind);
        if (target) return shrink::oracle_of(std::move(*target));
        if (kind || f.finding) return target.error();
    }
    auto target = shrink::run_target(input, kind, f.backend, f.iterations);
    if (!target) return target.error();
    return shrink::oracle_of(std::move(*target));
}

// "kept race (analysis): ...", then what went, what is left, and the time.
void print_outcome(std::ostream& out, const std::string& kept, const shrink::Outcome& outcome, double seconds) {
    std::string removed;
    for (const std::string& r : outcome.removed) removed += (removed.empty() ? "" : ", ") + r;
    const size_t steps = outcome.result.scenario.steps.size();
    out << "kept " << kept << "\n"
        << "removed " << (removed.empty() ? "nothing" : removed) << "; " << steps << (steps == 1 ? " step" : " steps") << " left, "
        << shrink::command_count(outcome.result.scenario) << " with their commands; " << outcome.tries << " tries in " << took_text(seconds)
        << (outcome.out_of_budget ? " (the budget ran out: a smaller one may exist)" : "") << "\n";
}

int shrink_file(const ShrinkFlags& f) {
    scenario::LoadResult loaded = scenario::load_scenario_file(f.file);
    model::check_expectations(loaded);
    if (!loaded.scenario) {
        for (const auto& e : loaded.errors) std::cerr << "syncstress: " << e.to_string() << "\n";
        return k_exit_usage;
    }
    const scenario::Scenario& input = *loaded.scenario;
    const auto start = std::chrono::steady_clock::now();
    auto oracle = pick_oracle(input, f);
    if (!oracle) return fail(oracle.error());
    std::optional<std::chrono::nanoseconds> budget;
    if (f.budget_s) budget = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::duration<double>(*f.budget_s));
    ShrinkProgress progress(input.name);
    const shrink::Outcome outcome = shrink::reduce(input, oracle->keeps, shrink_options(progress, budget));
    progress.clear();
    auto text = scenario::to_json(outcome.result.scenario);
    if (!text) return fail(text.error());
    if (const int code = write_text_output(*text, f.output); code != k_exit_ok) return code;
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::ostream& out = f.output.empty() || f.output == "-" ? std::cerr : std::cout;
    print_outcome(out, oracle->kept, outcome, seconds);
    if (!f.output.empty() && f.output != "-") out << "wrote " << f.output << "\n";
    return k_exit_ok;
}

// A count of at least 1; the error says why, not CLI11's range of doubles.
CLI::Validator counts_from_one(const std::string& why) {
    return CLI::Validator(
        [why](const std::string& text) -> std::string {
            size_t end = 0;
            try {
                if (std::stoull(text, &end) >= 1 && end == text.size() && text[0] != '-') return "";
            } catch (const std::exception&) {}
            return "expected a whole number of at least 1 (" + why + "), got '" + text + "'";
        },
        "N");
}

}  // namespace

CommandRunner add_shrink_command(CLI::App& app) {
    auto f = std::make_shared<ShrinkFlags>();
    CLI::App* command = app.add_subcommand("shrink", "Write the smallest scenario that keeps a finding of FILE");
    command->add_option("file", f->file, "The scenario to shrink")->required()->type_name("FILE");
    command->add_option("-o,--output", f->output, "Write the shrunk scenario to OUT (default: standard output)")->type_name("OUT");
    auto* finding =
        command->add_option("--finding", f->finding, "Keep the Nth race, deadlock or timeline misuse the analysis proves (1: the first)")
            ->check(counts_from_one("the first finding the analysis proves is 1"));
    command->add_option("--kind", f->kind, "Keep the first finding of this kind (mismatch and hang: a run shows them)")
        ->check(CLI::IsMember(std::vector<std::string>(std::begin(shrink::k_target_kinds), std::end(shrink::k_target_kinds))))
        ->excludes(finding);
    add_backend_option(command, f->backend, "The backend whose runs show a mismatch or a hang (the run oracle)")->capture_default_str();
    command
        ->add_option("--iterations,-n", f->iterations,
                     "The most iterations of a try of the run oracle, which stops at its first failure (a try runs ten times the "
                     "iterations FILE took per failure, at least 10)")
        ->check(counts_from_one("a try runs at least one iteration"))
        ->capture_default_str();
    command->add_option("--budget", f->budget_s, "Stop trying after SECONDS and write the smallest scenario found so far")
        ->check(CLI::PositiveNumber)
        ->type_name("SECONDS");
    command->footer("By default the first race, deadlock or timeline misuse the analysis proves is kept, with no device; with none\n"
                    "proved, the first mismatch or hang a run on --backend shows. Exit codes: 0 written, 2 bad input or usage.\n"
                    "Example: syncstress shrink app-capture.json -o app-capture.min.json");
    return run_when_given(command, [f] { return shrink_file(*f); });
}

}  // namespace syncstress::tool
