// Setup and teardown on a backend: setup runs once before iteration 0's steps, teardown once after the last
// iteration's, on the cpu backend and on Vulkan (lavapipe here).
#include "core/backends/registry.h"
#include "core/engine/engine.h"
#include "core/model/expect_check.h"
#include "core/scenario/loader.h"
#include "tests/common/skip.h"
#include "tests/engine/run_result_util.h"

#include <doctest/doctest.h>

#include <chrono>
#include <string>

using namespace syncstress;

namespace {

// tests/scenario/inputs/setup-teardown-counter.json: its checks fail where setup runs again or teardown runs before
// the last iteration, and the reads and writes a run times say how often each ran.
scenario::Scenario counter() {
    scenario::LoadResult r = scenario::load_scenario_file(SYNCSTRESS_SOURCE_DIR "/tests/scenario/inputs/setup-teardown-counter.json");
    model::check_expectations(r);
    REQUIRE(r.scenario);
    return *r.scenario;
}

report::ScenarioResult run(const std::string& backend, uint64_t iterations) {
    engine::RunOptions o;
    o.backends = {{backend}, true};
    o.iterations = iterations;
    o.hang_timeout = std::chrono::seconds(10);
    return engine::run_one(counter(), backend, o);
}

void check_once(const std::string& backend) {
    for (const uint64_t n : {1, 5}) {
        CAPTURE(n);
        const report::ScenarioResult r = run(backend, n);
        INFO(testing::describe(r));
        CHECK(r.status == report::ResultStatus::pass);
        CHECK(r.iterations == n);
        CHECK(r.failures == 0);
        REQUIRE(r.timing.ops.count("read"));
        CHECK(r.timing.ops.at("read").count == n + 1);  // each iteration's, and teardown's once
        REQUIRE(r.timing.ops.count("write"));
        CHECK(r.timing.ops.at("write").count == 1);  // setup's, once
    }
}

}  // namespace

TEST_CASE("setup runs once before iteration 0 and teardown once after the last, on the cpu backend") { check_once("cpu"); }

TEST_CASE("setup runs once before iteration 0 and teardown once after the last, on vulkan") {
    const auto availability = backends::find_backend("vulkan")->probe({});
    if (!availability.available) return testing::skip(testing::k_require_vulkan, "Vulkan unavailable here: " + availability.reason);
    check_once("vulkan");
}

TEST_CASE("a run that --duration ends does not know its last iteration: it skips the teardown") {
    engine::RunOptions o;
    o.backends = {{"cpu"}, true};
    o.duration = std::chrono::milliseconds(50);
    o.hang_timeout = std::chrono::seconds(10);
    const report::ScenarioResult r = engine::run_one(counter(), "cpu", o);
    INFO(testing::describe(r));
    CHECK(r.status == report::ResultStatus::pass);
    REQUIRE(r.iterations > 0);
    CHECK(r.timing.ops.at("read").count == r.iterations);
}
