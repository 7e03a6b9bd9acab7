// What the engine's timing says about a run on the cpu backend: every iteration in each of the three
// histograms, the device's time (a device-side delay) apart from the engine's (a host sleep), and the drain's.
#include "core/engine/engine.h"
#include "tests/common/report_names.h"
#include "tests/scenario/scenario_test_util.h"

#include <doctest/doctest.h>

#include <chrono>

using namespace syncstress;

namespace {

report::ScenarioResult run_passing(const scenario::Scenario& sc, uint64_t iterations) {
    engine::RunOptions options;
    options.backends = {{"cpu"}, true};
    options.iterations = iterations;
    options.hang_timeout = std::chrono::seconds(5);
    report::ScenarioResult r = engine::run_one(sc, "cpu", options);
    REQUIRE(r.status == report::ResultStatus::pass);
    return r;
}

// The iteration's, the device's and the engine's histograms are all there.
void require_histograms(const report::Timing& t) {
    REQUIRE(t.device_us);
    REQUIRE(t.engine_us);
    REQUIRE(t.iteration_us.histogram);
    REQUIRE(t.device_us->histogram);
    REQUIRE(t.engine_us->histogram);
}

}  // namespace

TEST_CASE("engine timing: iteration = device + engine, a queue's delay is device time, a host sleep engine time") {
    constexpr uint64_t k_iterations = 12;
    constexpr double k_delay_us = 4000, k_sleep_us = 1500;
    const scenario::Scenario sc = scenario::test::load_ok(scenario::test::doc(R"("elements": 16,
        "queues": {"q": {}}, "buffers": {"b": {}}, "host": {"h": {}}, "steps": [
        {"op": "fill", "queue": "q", "dst": "b", "value": "$iteration"},
        {"op": "delay", "queue": "q", "us": 4000},
        {"op": "read", "queue": "q", "src": "b", "dst": "h"},
        {"op": "sleep", "us": 1500},
        {"op": "check", "host": "h", "expect": {"fill": "$iteration"}}])"));
    const report::ScenarioResult r = run_passing(sc, k_iterations);
    const report::Timing& t = r.timing;
    require_histograms(t);
    CHECK(t.iteration_us.count == k_iterations);
    CHECK(t.device_us->count == k_iterations);
    CHECK(t.engine_us->count == k_iterations);
    // Exact sums: the two parts add up to the whole, iteration by iteration.
    CHECK(t.device_us->histogram->sum() + t.engine_us->histogram->sum() == doctest::Approx(t.iteration_us.histogram->sum()).epsilon(1e-9));
    // The delay keeps the read waiting: device time. The sleep is the host's: engine time. Neither returns early.
    CHECK(t.device_us->histogram->min() >= k_delay_us);
    CHECK(t.engine_us->histogram->min() >= k_sleep_us);
    CHECK(t.iteration_us.histogram->min() >= k_delay_us + k_sleep_us);
    CHECK(t.ops.at("read").count == k_iterations);
    CHECK(t.ops.at("read").histogram->min() >= k_delay_us * 0.5);  // the fill may run before the read is asked
    // The read saw the only queue finish: the drain has nothing to wait for and takes no time, every iteration.
    CHECK(t.ops.at("drain").count == k_iterations);
    CHECK(t.ops.at("drain").histogram->max() == 0);
}

TEST_CASE("engine timing: a drain of work no wait saw finish is timed as device time") {
    constexpr uint64_t k_iterations = 6;
    constexpr double k_delay_us = 30000;
    const scenario::Scenario sc = scenario::test::load_ok(scenario::test::doc(R"("elements": 16,
        "queues": {"q": {}, "r": {}}, "buffers": {"b": {}, "c": {}}, "host": {"h": {}}, "steps": [
        {"op": "fill", "queue": "q", "dst": "b", "value": "$iteration"},
        {"op": "read", "queue": "q", "src": "b", "dst": "h"},
        {"op": "check", "host": "h", "expect": {"fill": "$iteration"}},
        {"op": "submit", "queue": "r", "commands": [{"op": "delay", "us": 30000}, {"op": "fill", "dst": "c", "value": 1}]}])"));
    const report::ScenarioResult r = run_passing(sc, k_iterations);
    const report::Timing& t = r.timing;
    REQUIRE(t.device_us);
    REQUIRE(t.ops.count("drain"));
    CHECK(t.ops.at("drain").count == k_iterations);
    // The delay is still running when the drain starts, unless the host was descheduled for most of it between the
    // submission and the drain (under Wine on a loaded 2-core machine, 2.7 ms of a 3 ms delay once was).
    CHECK(t.ops.at("drain").histogram->min() >= k_delay_us / 6);
    CHECK(t.device_us->histogram->min() >= k_delay_us / 6);
    CHECK(t.device_us->histogram->sum() + t.engine_us->histogram->sum() == doctest::Approx(t.iteration_us.histogram->sum()).epsilon(1e-9));
}

// Iterations follow each other with no gap, one ending where the next starts: a sleep that opens an iteration is that
// iteration's, not the last one's (whatever reading ends an iteration whose drain waits for nothing).
TEST_CASE("engine timing: a host step before an iteration's first device call counts in that iteration, the last one too") {
    constexpr uint64_t k_iterations = 3;
    constexpr double k_sleep_us = 20000;
    const scenario::Scenario sc = scenario::test::load_ok(scenario::test::doc(R"("elements": 16,
        "queues": {"q": {}}, "buffers": {"b": {}}, "host": {"h": {}}, "steps": [
        {"op": "sleep", "us": 20000},
        {"op": "fill", "queue": "q", "dst": "b", "value": "$iteration"},
        {"op": "read", "queue": "q", "src": "b", "dst": "h"},
        {"op": "check", "host": "h", "expect": {"fill": "$iteration"}}])"));
    const report::ScenarioResult r = run_passing(sc, k_iterations);
    const report::Timing& t = r.timing;
    REQUIRE(t.engine_us);
    REQUIRE(t.engine_us->histogram);
    CHECK(t.iteration_us.count == k_iterations);
    CHECK(t.engine_us->count == k_iterations);
    CHECK(t.ops.at("drain").histogram->max() == 0);  // every drain known done: every iteration ended at a later reading
    // Each iteration holds its own sleep: had the first one held the second's, the last would hold none.
    CHECK(t.engine_us->histogram->min() >= k_sleep_us);
    CHECK(t.device_us->histogram->sum() + t.engine_us->histogram->sum() == doctest::Approx(t.iteration_us.histogram->sum()).epsilon(1e-9));
}

// Host threads that wait at once count that time once: device time is the time some thread is in a device call, so
// it never exceeds the iteration's and the parts still add up.
TEST_CASE("engine timing: threads that wait at the same time count the wait once") {
    constexpr uint64_t k_iterations = 6;
    constexpr double k_delay_us = 20000;
    const scenario::Scenario sc = scenario::test::load_ok(R"({"format": "syncstress/scenario@2", "name": "t", "elements": 16,
        "queues": {"q": {}}, "semaphores": {"done": {}},
        "threads": {"a": {"steps": [{"op": "host_wait", "semaphore": "done", "value": 1}]},
                    "b": {"steps": [{"op": "host_wait", "semaphore": "done", "value": 1}]}},
        "steps": [
            {"op": "submit", "queue": "q", "commands": [{"op": "delay", "us": 20000}, {"op": "signal", "semaphore": "done", "value": 1}]},
            {"op": "host_wait", "semaphore": "done", "value": 1}]})");
    const report::ScenarioResult r = run_passing(sc, k_iterations);
    const report::Timing& t = r.timing;
    require_histograms(t);
    CHECK(t.device_us->histogram->sum() + t.engine_us->histogram->sum() == doctest::Approx(t.iteration_us.histogram->sum()).epsilon(1e-9));
    CHECK(t.device_us->histogram->sum() <= t.iteration_us.histogram->sum());
    CHECK(t.device_us->histogram->min() >= k_delay_us * 0.5);  // some thread waits for most of the delay
    CHECK(t.engine_us->histogram->sum() > 0);
    // Each of the three waits is an op of its own, with its own time.
    CHECK(t.ops.at("host_wait").count == 3 * k_iterations);
}
