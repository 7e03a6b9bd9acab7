// `syncstress shrink` (core/shrink): every broken scenario shrinks and the result still shows its finding and nothing
// of another kind; the test itself checks 1-minimality (each remaining step and command removed in turn, the oracle
// asked again); a padded scenario of about 1,000 steps ends at 8 steps or fewer; the run oracle on cpu keeps a
// mismatch; bad input ends with exit 2.
#include "core/model/expect_check.h"
#include "core/scenario/loader.h"
#include "core/scenario/writer.h"
#include "core/shrink/shrink.h"
#include "tests/shrink/shrink_checks.h"
#include "tests/support/support.h"

#include <doctest/doctest.h>

#include <set>
#include <string>

using namespace syncstress;
using namespace syncstress::shrink;
using syncstress::test::check_one_minimal;
using syncstress::test::load_checked;

namespace {

// The written result, read back as a file would be: the analysis still proves the finding's kind, and nothing of a
// kind the input did not have.
void check_written(const Candidate& result, const AnalysisTarget& target) {
    const auto text = scenario::to_json(result.scenario);
    REQUIRE(text.ok());
    const scenario::LoadResult again = scenario::load_scenario_text(*text, "shrunk.json");
    REQUIRE(again.scenario.has_value());
    std::set<analysis::FindingKind> kinds;
    for (const analysis::Finding& f : analysis::analyze(*again.scenario).findings)
        if (!f.warning) kinds.insert(f.kind);
    CHECK(kinds.count(target.target.kind) == 1);
    for (analysis::FindingKind k : kinds) CHECK(target.allowed.count(k) == 1);
}

Oracle analysis_oracle(const AnalysisTarget& target) {
    return [&target](const Candidate& c) { return analysis_keeps(target, c); };
}

}  // namespace

TEST_CASE("every broken scenario shrinks with the analysis oracle to a 1-minimal scenario that keeps its finding") {
    const auto files = scenario::find_scenario_files({SYNCSTRESS_SOURCE_DIR "/scenarios/broken"});
    REQUIRE(files.ok());
    REQUIRE(files->size() >= 10);
    for (const std::string& file : *files) {
        INFO(file);
        const scenario::Scenario input = load_checked(file);
        const auto target = analysis_target(input, std::nullopt, std::nullopt);
        REQUIRE_MESSAGE(target.ok(), (target.ok() ? "" : target.error().message));
        const Oracle keeps = analysis_oracle(*target);
        REQUIRE(keeps(original(input)));
        const Outcome outcome = reduce(input, keeps);
        CHECK_FALSE(outcome.out_of_budget);
        CHECK(keeps(outcome.result));
        CHECK(outcome.result.scenario.steps.size() < input.steps.size());
        CHECK(outcome.result.scenario.steps.size() <= 4);
        check_written(outcome.result, *target);
        check_one_minimal(outcome.result, keeps);
    }
}

TEST_CASE("shrinking keeps the input's names, call sites and the finding chosen by number") {
    const scenario::Scenario input = load_checked(SYNCSTRESS_SOURCE_DIR "/tests/scenario/inputs/race-with-call-sites.json");
    REQUIRE_FALSE(input.call_sites.empty());
    const auto target = analysis_target(input, size_t{1}, std::nullopt);
    REQUIRE(target.ok());
    const Outcome outcome = reduce(input, analysis_oracle(*target));
    const scenario::Scenario& r = outcome.result.scenario;
    REQUIRE(target->target.places.size() == 2);
    // The race's accesses keep their call sites and their objects their names.
    for (const Place& place : target->target.places) {
        const scenario::CallSite* before = scenario::call_site(input, place.step, place.command);
        if (!before) continue;
        bool found = false;
        for (size_t i = 0; i < r.steps.size(); ++i)
            if (outcome.result.origins[i].step == place.step) {
                const scenario::CallSite* after = scenario::call_site(r, i, place.command ? std::optional<size_t>(0) : std::nullopt);
                found = after && *after == *before;
            }
        CHECK(found);
    }
    for (const auto& b : r.buffers)
        CHECK(std::any_of(input.buffers.begin(), input.buffers.end(), [&](const auto& in) { return in.name == b.name; }));
    CHECK_FALSE(analysis_target(input, size_t{99}, std::nullopt).ok());
}

TEST_CASE("shrinking a race of a setup step keeps that step in the setup, and drops the teardown it does not need") {
    const scenario::Scenario input = load_checked(SYNCSTRESS_SOURCE_DIR "/scenarios/broken/weights-upload-not-waited.json");
    REQUIRE(input.threads[0].setup == 2);
    REQUIRE(input.threads[0].teardown == 2);
    const auto target = analysis_target(input, std::nullopt, std::nullopt);
    REQUIRE(target.ok());
    const Outcome outcome = reduce(input, analysis_oracle(*target));
    const scenario::Scenario& r = outcome.result.scenario;
    REQUIRE(r.threads.size() == 1);
    CHECK(r.threads[0].setup == 1);  // the upload, alone
    CHECK(r.threads[0].teardown == 0);
    CHECK(scenario::step_path(r, 0) == "setup[0]");
    CHECK(scenario::step_path(r, 1) == "steps[0]");
    check_written(outcome.result, *target);
}

TEST_CASE("a padded scenario of about 1,000 steps shrinks to at most 8 steps") {
    const platform::TempDir dir = test::scratch();
    const std::string padded = dir.path() + "/padded.json";
    const test::Outcome made = test::run_python({"scripts/gen_padded_scenario.py", "--steps", "1000", "--out", padded});
    INFO(made.output);
    REQUIRE(made.exit_code == 0);
    const scenario::Scenario input = load_checked(padded);
    REQUIRE(input.steps.size() >= 1000);
    const auto target = analysis_target(input, std::nullopt, std::nullopt);
    REQUIRE(target.ok());
    const Oracle keeps = analysis_oracle(*target);
    // The padding shares the finding's objects: removing any one object either loses the finding or leaves most steps.
    const Candidate whole = original(input);
    for (size_t kind = 0; kind < scenario::k_object_kind_count; ++kind) {
        const auto k = static_cast<scenario::ObjectKind>(kind);
        for (size_t i = 0; i < scenario::object_count(input, k); ++i) {
            std::vector<bool> keep(scenario::object_count(input, k), true);
            keep[i] = false;
            const auto without = keep_objects(whole, k, keep);
            CHECK_FALSE((without && keeps(*without) && without->scenario.steps.size() < 500));
        }
    }
    const Outcome outcome = reduce(input, keeps);
    CHECK(outcome.result.scenario.steps.size() <= 8);
    check_written(outcome.result, *target);
    check_one_minimal(outcome.result, keeps);
}

TEST_CASE("a budget that runs out ends the reduction with the smallest scenario found so far, which keeps the finding") {
    const scenario::Scenario input = load_checked(SYNCSTRESS_SOURCE_DIR "/scenarios/broken/slangpy-custom-stream-no-sync.json");
    const auto target = analysis_target(input, std::nullopt, std::nullopt);
    REQUIRE(target.ok());
    const Oracle keeps = analysis_oracle(*target);
    size_t tries = 0;
    Options options;
    options.budget = std::chrono::hours(1);
    // Ten tries, then the clock says the budget is gone: the reduction stops there.
    const Oracle counting = [&](const Candidate& c) {
        if (++tries == 10) options.budget = std::chrono::nanoseconds(0);
        return keeps(c);
    };
    const Outcome outcome = reduce(input, counting, options);
    CHECK(outcome.out_of_budget);
    CHECK(outcome.tries == 10);
    CHECK(keeps(outcome.result));
    CHECK(outcome.result.scenario.steps.size() <= input.steps.size());
}

TEST_CASE("the run oracle on cpu keeps a mismatch that a run shows") {
    const scenario::Scenario input = load_checked(SYNCSTRESS_SOURCE_DIR "/scenarios/broken/slangpy-partial-copy-no-order.json");
    const auto target = run_target(input, TargetKind::mismatch, "cpu", 50);
    REQUIRE_MESSAGE(target.ok(), (target.ok() ? "" : target.error().message));
    CHECK(target->object == "out");
    // Fifty of the input's iterations, within [50 ms, 2 s] (at 2 s only where the machine is loaded enough that an
    // iteration takes 40 ms).
    CHECK(target->hang_timeout >= std::chrono::milliseconds(50));
    CHECK(target->hang_timeout <= std::chrono::seconds(2));
    const Oracle keeps = [&](const Candidate& c) { return run_keeps(*target, c); };
    Options options;
    options.budget = std::chrono::seconds(60);
    const Outcome outcome = reduce(input, keeps, options);
    CHECK(outcome.result.scenario.steps.size() < input.steps.size());
    CHECK(keeps(outcome.result));
    CHECK_FALSE(run_target(input, TargetKind::mismatch, "nosuch", 10).ok());
}

TEST_CASE("syncstress shrink writes the smallest scenario and says what it removed") {
    const platform::TempDir dir = test::scratch();
    const std::string out = dir.path() + "/min.json";
    const test::Outcome o =
        test::syncstress("shrink " SYNCSTRESS_SOURCE_DIR "/scenarios/broken/vulkan-barrier-wrong-stage.json -o '" + out + "'");
    INFO(o.output);
    CHECK(o.exit_code == 0);
    CHECK(o.output.find("kept race (analysis)") != std::string::npos);
    CHECK(o.output.find("removed 4 of 5 steps") != std::string::npos);
    const scenario::Scenario shrunk = load_checked(out);
    CHECK(shrunk.steps.size() == 1);
}

TEST_CASE("syncstress shrink ends bad input with exit 2 and the reason") {
    const platform::TempDir dir = test::scratch();
    const std::string bad = dir.path() + "/bad.json";
    test::write_text(bad, R"({"format": "syncstress/scenario@1", "name": "bad", "steps": [{"op": "fill"}]})");
    const std::string broken = SYNCSTRESS_SOURCE_DIR "/scenarios/broken/slangpy-direct-read-no-sync.json";
    const std::pair<std::string, std::string> cases[] = {
        {"shrink '" + dir.path() + "/missing.json'", "cannot read the file"},
        {"shrink '" + bad + "'", "steps[0]"},
        {"shrink " + broken + " --finding 9", "--finding takes 1 to 1"},
        {"shrink " + broken + " --kind mismatch --backend nosuch", "unknown backend 'nosuch'"},
        {"shrink " SYNCSTRESS_SOURCE_DIR "/scenarios/patterns/staging-reuse.json --kind deadlock", "proves no deadlock"},
        {"shrink " + broken + " --kind race --finding 1", "--finding excludes --kind"},
        {"shrink " + broken + " --finding 0",
         "expected a whole number of at least 1 (the first finding the analysis proves is 1), got '0'"},
        {"shrink " + broken + " --kind mismatch -n 0", "a try runs at least one iteration"},
        {"shrink " + broken + " --kind mismatch --backend cpu,vulkan", "shrink runs on one backend; 'cpu,vulkan' names 2"},
        // A backend that cannot run the scenario: vulkan runs no cuda-side queue (and where vulkan is missing, says so).
        {"shrink " SYNCSTRESS_SOURCE_DIR "/scenarios/broken/slangpy-torch-interop-no-sync.json --kind mismatch --backend vulkan",
         "backend vulkan cannot run"},
        // A finding the backend cannot show: every barrier is a full one on cpu.
        {"shrink " SYNCSTRESS_SOURCE_DIR "/scenarios/broken/vulkan-barrier-wrong-stage.json --kind mismatch -n 20",
         "shows no mismatch in 20 iterations on cpu"},
    };
    for (const auto& [args, words] : cases) {
        const test::Outcome o = test::syncstress(args);
        INFO(args << "\n" << o.output);
        CHECK(o.exit_code == 2);
        CHECK(o.output.find(words) != std::string::npos);
    }
}

TEST_CASE("the run oracle's hang timeout is fifty of the input's own iterations, without the watchdog's wait, within its bounds") {
    using std::chrono::milliseconds;
    report::ScenarioResult r;
    r.iterations = 10;
    r.timing.iteration_us.p50 = 4000;  // 4 ms an iteration, none hung
    CHECK(calibrated_hang_timeout(r, std::chrono::seconds(2)) == milliseconds(200));
    CHECK(calibrated_hang_timeout(r, milliseconds(100)) == milliseconds(100));  // never above the run's own
    r.timing.iteration_us.p50 = 100;                                            // 0.1 ms: 5 ms, raised to the least
    CHECK(calibrated_hang_timeout(r, std::chrono::seconds(2)) == k_min_hang_timeout);
    // Every iteration hung: each waited the 2 s timeout, and 3 ms of work besides.
    r.iterations = r.hangs = 1;
    r.timing.iteration_us.p50 = 2'003'000;
    CHECK(calibrated_hang_timeout(r, std::chrono::seconds(2)) == milliseconds(150));
}

TEST_CASE("the run oracle of a deadlock on cpu waits a calibrated hang timeout, not the 2 s default") {
    const scenario::Scenario input = load_checked(SYNCSTRESS_SOURCE_DIR "/scenarios/broken/submission-thread-deadlock.json");
    const auto target = run_target(input, TargetKind::hang, "cpu", 20);
    REQUIRE_MESSAGE(target.ok(), (target.ok() ? "" : target.error().message));
    // Fifty correct iterations as this run measured them (how long they take is the machine's: under load a correct
    // iteration of 40 ms or more makes it the 2 s bound itself), never the default taken as it is.
    INFO("a correct iteration took " << target->iteration_work.count() << " ns");
    CHECK(target->iteration_work > std::chrono::nanoseconds(0));
    CHECK(target->hang_timeout == hang_timeout_for(target->iteration_work, std::chrono::seconds(2)));
    // The input still hangs under it.
    CHECK(oracle_of(*target).keeps(original(input)));
}

TEST_CASE("a try of the run oracle runs ten times the iterations the input took per failure, at least 10, at most those asked for") {
    const scenario::Scenario input = load_checked(SYNCSTRESS_SOURCE_DIR "/scenarios/broken/slangpy-partial-copy-no-order.json");
    report::ScenarioResult shown;
    shown.backend = "cpu";
    report::Finding mismatch;
    mismatch.object = "out";
    const auto iterations = [&](uint64_t ran, uint64_t failed, uint64_t most) {
        shown.iterations = ran;
        shown.failures = failed;
        return run_target(input, shown, mismatch, most, run_defaults()).iterations;
    };
    CHECK(iterations(100, 100, 200) == 10);  // every iteration failed
    CHECK(iterations(100, 4, 200) == 200);   // one in 25: 250, held to the 200 asked for
    CHECK(iterations(100, 4, 1000) == 250);
    CHECK(iterations(7, 1, 200) == 70);  // --until-fail: the first failure at the 7th
    CHECK(iterations(1, 1, 5) == 5);     // never more than asked for
}
