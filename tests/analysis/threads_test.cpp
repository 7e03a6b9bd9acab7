// Host threads, written as scenario text: what orders the steps of two threads (semaphores, waits for queues, the
// end of an iteration) and what the analysis says when nothing does.
#include "core/analysis/analysis.h"
#include "core/scenario/loader.h"
#include "tests/analysis/findings.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using namespace syncstress;
using analysis::FindingKind;
using analysis::testing::of_kind;

namespace {

// Main's steps and one more thread, "worker", over queue q, buffer x, host array h and semaphores s and t.
analysis::Analysis analyze_threads(const std::string& main_steps, const std::string& worker_steps) {
    const std::string text = R"({"format": "syncstress/scenario@2", "name": "t", "elements": 64, "queues": {"q": {}},
      "buffers": {"x": {}}, "host": {"h": {}, "g": {}}, "semaphores": {"s": {}, "t": {}},
      "threads": {"worker": {"steps": [)" +
                             worker_steps + R"(]}}, "steps": [)" + main_steps + "]}";
    auto loaded = scenario::load_scenario_text(text, "t.json");
    REQUIRE_MESSAGE(loaded.scenario, (loaded.errors.empty() ? std::string() : loaded.errors[0].to_string()));
    return analysis::analyze(*loaded.scenario);
}

const std::string k_fill_h = R"({"op": "host_fill", "dst": "h", "fill": 1})";
const std::string k_check_h = R"({"op": "check", "host": "h"})";
const std::string k_signal_s = R"({"op": "host_signal", "semaphore": "s", "value": 1})";
const std::string k_wait_s = R"({"op": "host_wait", "semaphore": "s", "value": 1})";

}  // namespace

TEST_CASE("threads: two threads' host accesses race unless a semaphore orders them, and the fix names both threads") {
    const auto racy = of_kind(analyze_threads(k_fill_h, k_check_h), FindingKind::race);
    REQUIRE(racy.size() == 1);
    CHECK(racy[0].message == "threads.worker.steps[0] (check on thread worker) reads h[0..63] while steps[0] (host_fill on thread main) "
                             "writes h[0..63], unordered");
    CHECK(racy[0].fix.find("order thread main's steps[0] before thread worker's threads.worker.steps[0]") == 0);
    CHECK(of_kind(analyze_threads(k_fill_h + ", " + k_signal_s, k_wait_s + ", " + k_check_h), FindingKind::race).empty());
}

TEST_CASE("threads: a thread's upload races with another thread's host write of its source") {
    const std::string upload = R"({"op": "upload", "queue": "q", "src": "h", "dst": "x"})";
    const std::string idle = R"({"op": "host_wait", "queue": "q"})";
    const auto racy = of_kind(analyze_threads(upload + ", " + k_signal_s, k_wait_s + ", " + k_fill_h), FindingKind::race);
    REQUIRE(racy.size() == 1);
    CHECK(racy[0].object == "h");
    CHECK(of_kind(analyze_threads(upload + ", " + idle + ", " + k_signal_s, k_wait_s + ", " + k_fill_h), FindingKind::race).empty());
}

TEST_CASE("threads: threads meet at the end of each iteration") {
    // Main writes h in every iteration, the worker reads it after a semaphore of the same iteration: the next
    // iteration's write comes after the worker's read because every thread ends the iteration first.
    CHECK(of_kind(analyze_threads(k_fill_h + ", " + k_signal_s, k_wait_s + ", " + k_check_h), FindingKind::race).empty());
}

TEST_CASE("threads: two threads that each wait for what the other signals after its wait deadlock, named thread by thread") {
    const std::string wait_t = R"({"op": "host_wait", "semaphore": "t", "value": 1})";
    const std::string signal_t = R"({"op": "host_signal", "semaphore": "t", "value": 1})";
    const auto stuck = of_kind(analyze_threads(k_wait_s + ", " + signal_t, wait_t + ", " + k_signal_s), FindingKind::deadlock);
    REQUIRE(stuck.size() == 1);
    CHECK(stuck[0].message == "thread main waits s >= 1 at steps[0] <- s = 1 is signalled by thread worker at threads.worker.steps[1] <- "
                              "thread worker waits t >= 1 at threads.worker.steps[0] <- t = 1 is signalled by thread main at steps[1]");
    CHECK(of_kind(analyze_threads(signal_t + ", " + k_wait_s, wait_t + ", " + k_signal_s), FindingKind::deadlock).empty());
}

// The search for waits that order nothing runs the scenario without each of them: a thread whose only step is such a
// wait then has nothing left, and must still let the other threads' next iteration open (it ended the analysis with
// "std::get: wrong index for variant").
TEST_CASE("threads: a thread whose every step is left out of a pass still lets the others' iterations open") {
    const auto a = analyze_threads(k_fill_h + ", " + k_signal_s, k_wait_s);
    CHECK(of_kind(a, FindingKind::deadlock).empty());
    CHECK(of_kind(a, FindingKind::race).empty());
    const auto oversync = of_kind(a, FindingKind::oversync);
    REQUIRE(oversync.size() == 1);
    CHECK(oversync[0].message.find("threads.worker.steps[0] (host_wait s >= 1) orders nothing after it") != std::string::npos);
}
