// The analysis on the scenarios the project ships (picked up from SYNCSTRESS_SOURCE_DIR/scenarios at run
// time), on mutants of them with one sync op deleted (checked against the reference model), and on the
// generated 300,000-step scenario.
#include "core/analysis/analysis.h"
#include "core/model/expect_check.h"
#include "core/model/model.h"
#include "core/scenario/loader.h"

#include "tests/support/support.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

using namespace syncstress::analysis;
using namespace syncstress::scenario;
using namespace syncstress::model;
namespace fs = std::filesystem;

namespace {

const fs::path k_scenarios = fs::path(SYNCSTRESS_SOURCE_DIR) / "scenarios";

std::vector<std::string> files_under(const fs::path& dir) {
    auto found = find_scenario_files({dir.string()});
    REQUIRE_MESSAGE(found.ok(), (found.ok() ? "" : found.error().message));
    return found.value();
}

bool in_broken(const std::string& file) {
    const fs::path rel = fs::path(file).lexically_relative(k_scenarios);
    return !rel.empty() && *rel.begin() == "broken";
}

std::optional<Scenario> load(const std::string& file) {
    LoadResult r = load_scenario_file(file);
    check_expectations(r);
    std::string errors;
    for (const LoadError& e : r.errors) errors += e.to_string() + "\n";
    CHECK_MESSAGE(r.errors.empty(), errors);
    return std::move(r.scenario);
}

std::string findings_text(const Analysis& a) {
    std::string text;
    for (const Finding& f : a.findings) text += std::string(to_string(f.kind)) + ": " + f.message + "\n";
    return text;
}

bool reports_failure(const Analysis& a) {
    return std::any_of(a.findings.begin(), a.findings.end(), [](const Finding& f) { return !f.warning; });
}

// The expected contents of every check in iterations 0 and 1, or nothing if the model deadlocks.
std::optional<std::vector<std::vector<uint32_t>>> model_checks(const Scenario& s) {
    Model model(s);
    std::vector<std::vector<uint32_t>> out;
    for (uint64_t it = 0; it < 2; ++it) {
        if (model.run_iteration(it, it == 1)) return std::nullopt;  // the second is the last: teardown runs
        for (size_t c = 0; c < model.check_count(); ++c) {
            auto e = model.expected(c);
            out.emplace_back(e.begin(), e.end());
        }
    }
    return out;
}

struct Mutant {
    std::string what;
    Scenario scenario;
};

// Every way to delete one sync op: a sync or host_wait step, or a wait command (its step too if alone).
// The scenario without step i, its threads' ranges renumbered.
void erase_step(Scenario& s, size_t i) {
    std::vector<size_t> start(s.steps.size() + 1);
    for (size_t j = 0; j < start.size(); ++j) start[j] = j <= i ? j : j - 1;
    s.steps.erase(s.steps.begin() + static_cast<ptrdiff_t>(i));
    renumber_steps(s, start);
}

std::vector<Mutant> without_one_sync_op(const Scenario& s) {
    std::vector<Mutant> out;
    for (size_t i = 0; i < s.steps.size(); ++i) {
        const Step& step = s.steps[i];
        if (std::holds_alternative<Sync>(step) || std::holds_alternative<HostWait>(step)) {
            Mutant m{"without steps[" + std::to_string(i) + "] (" + op_name(step) + ")", s};
            erase_step(m.scenario, i);
            out.push_back(std::move(m));
            continue;
        }
        const auto* submit = std::get_if<Submit>(&step);
        if (!submit) continue;
        for (size_t c = 0; c < submit->commands.size(); ++c) {
            if (!std::holds_alternative<Wait>(submit->commands[c])) continue;
            Mutant m{"without steps[" + std::to_string(i) + "].commands[" + std::to_string(c) + "] (wait)", s};
            auto& commands = std::get<Submit>(m.scenario.steps[i]).commands;
            commands.erase(commands.begin() + static_cast<ptrdiff_t>(c));
            if (commands.empty()) erase_step(m.scenario, i);
            out.push_back(std::move(m));
        }
    }
    return out;
}

}  // namespace

TEST_CASE("scenarios/broken: every case of docs/cases.md, each reported as it expects") {
    const auto files = files_under(k_scenarios / "broken");
    CHECK(files.size() >= 8);
    std::vector<bool> cases(9, false);
    for (const std::string& file : files) {
        CAPTURE(file);
        const auto s = load(file);
        if (!s) continue;
        CHECK(s->name == fs::path(file).stem().string());
        CHECK(s->expect != Expect::pass);
        CHECK_FALSE(s->source.empty());
        for (int n = 1; n <= 8; ++n)
            if (s->source.find("docs/cases.md " + std::to_string(n) + ")") != std::string::npos) cases[n] = true;
        const Analysis a = analyze(*s);
        CHECK_MESSAGE(a.as_expected, findings_text(a));
    }
    for (int n = 1; n <= 8; ++n) {
        CAPTURE(n);
        CHECK_MESSAGE(cases[n], "no broken scenario names docs/cases.md case ", n, " in its source");
    }
}

TEST_CASE("the double-sync deadlock reports both the timeline going backwards and the hang") {
    const auto s = load((k_scenarios / "broken" / "slangpy-double-sync-deadlock.json").string());
    REQUIRE(s);
    const Analysis a = analyze(*s);
    const auto count = [&](FindingKind k) {
        return std::count_if(a.findings.begin(), a.findings.end(), [&](const Finding& f) { return f.kind == k; });
    };
    CHECK(count(FindingKind::timeline) >= 1);
    CHECK(count(FindingKind::deadlock) == 1);
    CHECK(count(FindingKind::race) == 0);
}

TEST_CASE("every shipped scenario outside broken/ is as it expects") {
    size_t seen = 0;
    for (const std::string& file : files_under(k_scenarios)) {
        if (in_broken(file)) continue;
        CAPTURE(file);
        ++seen;
        const auto s = load(file);
        if (!s) continue;
        const Analysis a = analyze(*s);
        CHECK_MESSAGE(a.as_expected, findings_text(a));
    }
    CHECK(seen > 0);
}

// A deleted sync op must either not matter (the model computes the same data) or be caught.
TEST_CASE("deleting one sync op from a pass scenario is caught or changes nothing") {
    size_t scenarios = 0, mutants = 0, caught = 0;
    for (const std::string& file : files_under(k_scenarios)) {
        if (in_broken(file)) continue;
        const auto s = load(file);
        if (!s || s->expect != Expect::pass) continue;
        ++scenarios;
        const auto original = model_checks(*s);
        REQUIRE_MESSAGE(original, file, ": the model deadlocks on an expect: pass scenario");
        for (const Mutant& m : without_one_sync_op(*s)) {
            CAPTURE(file);
            CAPTURE(m.what);
            ++mutants;
            if (reports_failure(analyze(m.scenario))) {
                ++caught;
                continue;
            }
            const auto mutated = model_checks(m.scenario);
            CHECK_MESSAGE(mutated, "the analysis passed a mutant on which the model deadlocks");
            if (mutated) CHECK_MESSAGE(*mutated == *original, "the analysis passed a mutant whose checks differ");
        }
    }
    MESSAGE(scenarios, " pass scenarios, ", mutants, " mutants, ", caught, " caught by the analysis");
    CHECK(scenarios > 0);
    CHECK(caught > 0);
}

TEST_CASE("a generated 300,000-step scenario over 4 queues is analyzed in seconds, race-free") {
    auto dir = syncstress::test::scratch();
    const fs::path out = fs::path(dir.path()) / "big-300000.json";
    const auto generated =
        syncstress::test::run_python({"scripts/gen_big_scenario.py", "--steps", "300000", "--queues", "4", "--out", out.string()});
    INFO(generated.output);
    REQUIRE(generated.exit_code == 0);
    const auto s = load(out.string());
    REQUIRE(s);
    REQUIRE(s->steps.size() == 300000);
    const auto start = std::chrono::steady_clock::now();
    const Analysis a = analyze(*s);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    MESSAGE("analysis of 300,000 steps: ", seconds, " s");
    CHECK_MESSAGE(!reports_failure(a), findings_text(a));
    // Generous for a loaded shared CI machine; quadratic behaviour would take minutes.
    CHECK(seconds < 20.0);
}
