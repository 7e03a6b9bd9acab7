// Steps that run once (SCENARIO-FORMAT.md, Setup and teardown): the loader, the writer, the model and the analysis.
#include "core/analysis/analysis.h"
#include "core/model/model.h"
#include "core/scenario/writer.h"
#include "tests/scenario/scenario_test_util.h"

#include <string>

using namespace syncstress;
using namespace syncstress::scenario;
using namespace syncstress::scenario::test;

namespace {

std::string v2(const std::string& body) { return R"({"format": "syncstress/scenario@2", "name": "t", )" + body + "}"; }

Scenario counter() {
    LoadResult r = load_scenario_file(SYNCSTRESS_SOURCE_DIR "/tests/scenario/inputs/setup-teardown-counter.json");
    model::check_expectations(r);
    INFO(all_errors(r));
    REQUIRE(r.scenario);
    return *r.scenario;
}

bool has_race(const Scenario& s, const std::string& words) {
    for (const auto& f : analysis::analyze(s).findings)
        if (f.kind == analysis::FindingKind::race && analysis::race_sentence(s, f).find(words) != std::string::npos) return true;
    return false;
}

}  // namespace

TEST_CASE("setup and teardown load as the main thread's first and last steps, each named by its own list") {
    const Scenario s = counter();
    REQUIRE(s.threads.size() == 1);
    CHECK(s.threads[0].count == 16);
    CHECK(s.threads[0].setup == 4);
    CHECK(s.threads[0].teardown == 7);
    CHECK(step_path(s, 1) == "setup[1]");
    CHECK(step_path(s, 4) == "steps[0]");
    CHECK(step_path(s, 9) == "teardown[0]");
    CHECK(step_path(s, 15) == "teardown[6]");
    CHECK(once_of(s, 0) == Once::setup);
    CHECK(once_of(s, 4) == Once::no);
    CHECK(once_of(s, 10) == Once::teardown);
    CHECK(runs_in(s, 0, 0, false));
    CHECK_FALSE(runs_in(s, 0, 1, true));
    CHECK_FALSE(runs_in(s, 10, 0, false));
    CHECK(runs_in(s, 10, 3, true));
}

TEST_CASE("a teardown value rises as the last iteration's where the iterations name its semaphore, and is kept where not") {
    const Scenario s = counter();
    CHECK(s.semaphore_stride == 1);
    CHECK_FALSE(names_in_iterations(s, 0));          // once
    CHECK(names_in_iterations(s, 1));                // frame
    CHECK(semaphore_value_at(s, 9, 0, 1, 4) == 1);   // teardown[0]: once >= 1, as the setup signalled it
    CHECK(semaphore_value_at(s, 10, 1, 1, 4) == 5);  // teardown[1]: frame >= 1 + 4, the last iteration's signal
    CHECK(semaphore_value_at(s, 7, 1, 1, 4) == 5);   // steps[3]: frame = 1 + 4
    // No deadlock: the teardown's wait for once >= 1 is met by the setup's signal (its waits are redundant: warnings).
    for (const auto& f : analysis::analyze(s).findings) CHECK(f.warning);
}

TEST_CASE("setup's and teardown's semaphore values do not widen the stride of the iterations") {
    const Scenario s = load_ok(v2(R"("queues": {"q": {}}, "semaphores": {"s": {}},
        "setup": [{"op": "signal", "queue": "q", "semaphore": "s", "value": 9}, {"op": "host_wait", "semaphore": "s", "value": 9}],
        "steps": [{"op": "signal", "queue": "q", "semaphore": "s", "value": 10}, {"op": "host_wait", "semaphore": "s", "value": 10}],
        "teardown": [{"op": "host_wait", "semaphore": "s", "value": 10}])"));
    CHECK(s.semaphore_stride == 10);
    const Scenario high = load_ok(v2(R"("queues": {"q": {}}, "semaphores": {"s": {}},
        "steps": [{"op": "signal", "queue": "q", "semaphore": "s", "value": 1}],
        "teardown": [{"op": "signal", "queue": "q", "semaphore": "s", "value": 5}, {"op": "host_wait", "semaphore": "s", "value": 5}])"));
    CHECK(high.semaphore_stride == 1);
}

TEST_CASE("setup and teardown: errors name their path, and version 1 may not hold them") {
    CHECK_ERROR(load(R"({"format": "syncstress/scenario@1", "name": "t", "setup": [], "steps": []})"), "setup", "syncstress/scenario@2");
    CHECK_ERROR(load(R"({"format": "syncstress/scenario@1", "name": "t", "steps": [], "teardown": []})"), "teardown",
                "syncstress/scenario@2");
    CHECK_ERROR(load(v2(R"("setup": {"op": "sleep", "us": 1}, "steps": [])")), "setup", "an array of ops");
    CHECK_ERROR(load(v2(R"("steps": [], "teardown": [{"op": "sleep", "us": 1}, {"op": "check", "host": "nowhere"}])")), "teardown[1].host",
                "nowhere");
    CHECK_ERROR(load(v2(R"("host": {"h": {}}, "setup": [{"op": "host_fill", "dst": "h", "fill": 3}, {"op": "check", "host": "h",
        "expect": {"fill": 4}}], "steps": [])")),
                "setup[1].expect", "the model gives 3");
    CHECK_ERROR(load(v2(R"("steps": [], "threads": {"w": {"steps": [], "setup": []}})")), "threads.w.setup", "unknown key");
}

TEST_CASE("the writer writes setup and teardown as their lists, and they load back as they were") {
    const Scenario s = counter();
    const auto text = to_json(s);
    REQUIRE(text);
    CHECK(text->find("\"setup\": [") != std::string::npos);
    CHECK(text->find("\"teardown\": [") != std::string::npos);
    Scenario again = load_ok(*text);
    again.file = s.file;
    CHECK(again.name == "setup-teardown-counter");
    CHECK(again == s);
}

TEST_CASE("the model runs setup in iteration 0 alone and teardown in the last alone") {
    const Scenario s = counter();
    model::Model m(s);
    for (uint64_t it = 0; it < 5; ++it) {
        const bool last = it == 4;
        REQUIRE_FALSE(m.run_iteration(it, last));
        const auto out = m.expected(0);
        REQUIRE(out.size() == 64);
        CHECK(out[0] == 101 + it);
        if (last) CHECK(m.expected(1)[63] == 1105);
    }
}

TEST_CASE("the analysis finds a setup upload that iteration 1 reads unordered, and a teardown read of the last iteration's write") {
    const Scenario upload = load_ok(v2(R"("queues": {"copy": {}, "compute": {}}, "buffers": {"w": {}, "y": {}}, "host": {"h": {}},
        "setup": [{"op": "upload", "queue": "copy", "src": "h", "dst": "w"}],
        "steps": [{"op": "dispatch", "queue": "compute", "kernel": "copy", "src": "w", "dst": "y"}, {"op": "host_wait", "queue": "compute"}],
        "expect": "race")"));
    CHECK(has_race(upload, "steps[0] (dispatch on queue compute) of the next iteration reads w"));
    CHECK(has_race(upload, "setup[0] (upload on queue copy) writes w"));

    const Scenario waited = load_ok(v2(R"("queues": {"copy": {}, "compute": {}}, "buffers": {"w": {}, "y": {}}, "host": {"h": {}},
        "setup": [{"op": "upload", "queue": "copy", "src": "h", "dst": "w"}, {"op": "host_wait", "queue": "copy"}],
        "steps": [{"op": "dispatch", "queue": "compute", "kernel": "copy", "src": "w", "dst": "y"}, {"op": "host_wait", "queue": "compute"}])"));
    CHECK_FALSE(has_race(waited, ""));

    const Scenario readback = load_ok(v2(R"("queues": {"copy": {}, "compute": {}}, "buffers": {"y": {}}, "host": {"h": {}},
        "steps": [{"op": "dispatch", "queue": "compute", "kernel": "seq", "dst": "y", "base": 1, "stride": 1}],
        "teardown": [{"op": "read", "queue": "copy", "src": "y", "dst": "h"}],
        "expect": "race")"));
    CHECK(has_race(readback, "teardown[0] (read through queue copy) reads y"));
    CHECK_FALSE(has_race(readback, "of the next iteration"));
}

TEST_CASE("another thread is ordered after setup as after any step of the main thread, and the fix signals every iteration") {
    const std::string thread = R"("host": {"h": {}}, "setup": [{"op": "host_fill", "dst": "h", "fill": 5}],
        "threads": {"reader": {"steps": [)";
    const Scenario racing = load_ok(v2(thread + R"({"op": "check", "host": "h"}]}}, "steps": [{"op": "sleep", "us": 1}])"));
    const auto found = analysis::analyze(racing).findings;
    REQUIRE(found.size() == 1);
    CHECK(found[0].fix.find("\"host_signal\", \"semaphore\": \"NEW\", \"value\": 1} as the first of steps (after the setup)") !=
          std::string::npos);
    const Scenario fixed = load_ok(v2(thread + R"({"op": "host_wait", "semaphore": "NEW", "value": 1}, {"op": "check", "host": "h"}]}},
        "semaphores": {"NEW": {}}, "steps": [{"op": "host_signal", "semaphore": "NEW", "value": 1}, {"op": "sleep", "us": 1}])"));
    CHECK(analysis::analyze(fixed).findings.empty());
}
