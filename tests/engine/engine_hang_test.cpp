// A hang that recovery cannot end, on the cpu backend: the backend is abandoned at once, its queue threads are
// stopped before the next scenario runs, and the result says so.
#include "core/engine/engine.h"
#include "core/engine/verdict.h"
#include "tests/common/report_names.h"
#include "tests/common/skip.h"
#include "tests/common/thread_count.h"
#include "tests/scenario/scenario_test_util.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <string>

using namespace syncstress;

TEST_CASE("engine: an unrecoverable hang abandons the backend and stops its threads before the next scenario") {
    const auto baseline = testing::thread_baseline();
    if (!baseline) {
        testing::skip(nullptr, testing::k_no_thread_count);
        return;
    }
    // A minute's delay: raising timelines cannot shorten it, so the watchdog's recovery fails.
    const scenario::Scenario sc = scenario::test::load_ok(scenario::test::doc(R"("elements": 16,
        "queues": {"q": {}, "r": {}}, "buffers": {"b": {}}, "host": {"h": {}}, "steps": [
        {"op": "delay", "queue": "q", "us": 60000000},
        {"op": "fill", "queue": "r", "dst": "b", "value": 1},
        {"op": "read", "queue": "q", "src": "b", "dst": "h"},
        {"op": "check", "host": "h", "expect": {"fill": 1}}])"));
    engine::RunOptions options;
    options.backends = {{"cpu"}, true};
    options.iterations = 5;
    options.hang_timeout = std::chrono::milliseconds(200);
    const auto start = std::chrono::steady_clock::now();
    const report::ScenarioResult r = engine::run_one(sc, "cpu", options);
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(10));
    CHECK(r.status == report::ResultStatus::hang);
    CHECK(r.iterations == 1);  // wedged: no second iteration on a dead backend
    REQUIRE(r.reason);
    CHECK(*r.reason == "stopped after 1 hang(s): the backend stayed wedged; backend abandoned: its 2 queue thread(s) were stopped");
    bool said = false;
    for (const auto& f : r.findings)
        if (f.kind == report::FindingKind::hang) {
            CHECK_FALSE(f.recovered);
            said = f.message.find("could not recover, backend abandoned for this scenario: its 2 queue thread(s) were stopped") !=
                   std::string::npos;
        }
    CHECK(said);
    // The queue thread sleeping through its minute is gone: later measurements run beside no dead job.
    CHECK(testing::thread_count().value_or(0) == *baseline);
}

// The watchdog's recovery takes the backend's timeline violations before it raises anything (sync::Device::recover):
// a violation seen before the hang is reported all the same, though the backend has none left to say.
TEST_CASE("engine: a timeline violation seen before a hang is reported after the recovery") {
    const scenario::Scenario sc = scenario::test::load_ok(scenario::test::doc(R"("elements": 16,
        "queues": {"q": {}}, "semaphores": {"t": {}}, "steps": [
        {"op": "host_signal", "semaphore": "t", "value": 5},
        {"op": "host_signal", "semaphore": "t", "value": 3},
        {"op": "submit", "queue": "q", "commands": [{"op": "wait", "semaphore": "t", "value": 10}]}])"));
    engine::RunOptions options;
    options.backends = {{"cpu"}, true};
    options.iterations = 1;
    options.hang_timeout = std::chrono::milliseconds(100);
    const report::ScenarioResult r = engine::run_one(sc, "cpu", options);
    CHECK(r.hangs == 1);
    bool reported = false;
    for (const auto& f : r.findings)
        if (f.kind == report::FindingKind::timeline && f.iteration == 0)
            reported = reported || f.message.find("t signalled 3 while at 5") != std::string::npos;
    CHECK(reported);
}

// A deadlock the analysis proves certain, in a scenario that does not expect it: one iteration shows it, and the
// reason for stopping there is the proof, not a wedged backend (the watchdog recovered it).
TEST_CASE("engine: a certain deadlock stops after its first hang, saying that the deadlock is certain") {
    const scenario::Scenario sc = scenario::test::load_ok(scenario::test::doc(R"("elements": 16,
        "queues": {"q": {}}, "semaphores": {"t": {}}, "steps": [
        {"op": "submit", "queue": "q", "commands": [{"op": "wait", "semaphore": "t", "value": 1}]},
        {"op": "host_wait", "queue": "q"},
        {"op": "host_signal", "semaphore": "t", "value": 1}])"));
    engine::RunOptions options;
    options.backends = {{"cpu"}, true};
    options.iterations = 5;
    options.hang_timeout = std::chrono::milliseconds(100);
    const report::ScenarioResult r = engine::run_one(sc, "cpu", options);
    CHECK(r.status == report::ResultStatus::hang);
    CHECK(r.iterations == 1);
    REQUIRE(r.reason);
    INFO(*r.reason);
    CHECK(r.reason->find("the deadlock is certain") != std::string::npos);
    CHECK(r.reason->find("the backend was recovered") != std::string::npos);
    CHECK(r.reason->find("stayed wedged") == std::string::npos);
}

// Iteration k raises every semaphore value by k times the largest value the file names: a finding of a later
// iteration names values the file never does, and says which of the file's they are.
TEST_CASE("engine: a timeline violation of a later iteration says which of the file's values it names") {
    const scenario::Scenario sc = scenario::test::load_ok(scenario::test::doc(R"("elements": 16,
        "semaphores": {"t": {}}, "steps": [
        {"op": "host_signal", "semaphore": "t", "value": 5},
        {"op": "host_signal", "semaphore": "t", "value": 3}])"));
    engine::RunOptions options;
    options.backends = {{"cpu"}, true};
    options.iterations = 2;
    const report::ScenarioResult r = engine::run_one(sc, "cpu", options);
    std::string first, second;
    for (const auto& f : r.findings)
        if (f.kind == report::FindingKind::timeline) (f.iteration == 0 ? first : second) = f.message;
    INFO(first, " | ", second);
    CHECK(first.find("t signalled 3 while at 5") != std::string::npos);
    CHECK(first.find("the file's") == std::string::npos);  // iteration 0's values are the file's
    CHECK(second.find("t signalled 8 while at 10") != std::string::npos);
    CHECK(second.find("these are the file's 3 and 5: iteration 1 raises every semaphore value the file names by 5 (1 x 5") !=
          std::string::npos);
    CHECK(engine::iteration_values_note(sc, 0).empty());
}

// A scenario of several threads numbers its steps through all of them: a finding says where each step is in the
// file, and the text report prints those paths, not the flat numbers.
TEST_CASE("engine: findings of a scenario of several threads name their steps by path") {
    const scenario::Scenario sc = scenario::test::load_ok(R"({"format": "syncstress/scenario@2", "name": "t", "elements": 16,
        "semaphores": {"ready": {}, "done": {}},
        "threads": {"helper": {"steps": [
            {"op": "host_wait", "semaphore": "ready", "value": 1},
            {"op": "host_signal", "semaphore": "done", "value": 1}]}},
        "steps": [
            {"op": "host_wait", "semaphore": "done", "value": 1},
            {"op": "host_signal", "semaphore": "ready", "value": 1}]})");
    const auto findings = engine::analysis_findings(sc);
    bool named = false;
    for (const auto& f : findings)
        if (f.kind == report::FindingKind::deadlock) {
            REQUIRE(f.step_paths.size() == f.steps.size());
            for (size_t i = 0; i < f.steps.size(); ++i) CHECK(f.step_paths[i] == scenario::step_path(sc, f.steps[i]));
            named = std::find(f.step_paths.begin(), f.step_paths.end(), "threads.helper.steps[0]") != f.step_paths.end();
        }
    CHECK(named);
    // One thread: the numbers are the paths' own, and no paths are written.
    const scenario::Scenario one = scenario::test::load_ok(scenario::test::doc(R"("elements": 16, "semaphores": {"t": {}},
        "steps": [{"op": "host_wait", "semaphore": "t", "value": 1}])"));
    for (const auto& f : engine::analysis_findings(one)) CHECK(f.step_paths.empty());
}
