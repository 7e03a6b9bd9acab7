// Unordered queues and barriers, written as scenario text (the format's own examples): which accesses a barrier, a
// wait, a signal and a host wait order on a queue whose commands run at once otherwise.
#include "core/analysis/analysis.h"
#include "core/scenario/loader.h"
#include "tests/analysis/findings.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using namespace syncstress;
using analysis::FindingKind;

namespace {

// A scenario of one unordered queue `q` (and an ordered one, `o`) over buffers x, y and host array h, with `steps`.
std::string scenario_text(const std::string& steps) {
    return R"({"format": "syncstress/scenario@2", "name": "t", "elements": 64,
      "queues": {"q": {"ordered": false}, "o": {}}, "buffers": {"x": {}, "y": {}}, "host": {"h": {}},
      "semaphores": {"s": {}}, "steps": [)" +
           steps + "]}";
}

std::vector<analysis::Finding> races(const std::string& steps) {
    auto loaded = scenario::load_scenario_text(scenario_text(steps), "t.json");
    REQUIRE_MESSAGE(loaded.scenario, (loaded.errors.empty() ? std::string() : loaded.errors[0].to_string()));
    return analysis::testing::of_kind(analysis::analyze(*loaded.scenario), FindingKind::race);
}

const std::string k_dispatch = R"({"op": "dispatch", "kernel": "seq", "dst": "y", "base": 1, "stride": 1})";
const std::string k_copy = R"({"op": "copy", "src": "y", "dst": "x"})";
const std::string k_wait_idle = R"({"op": "host_wait", "queue": "q"})";

std::string submit(const std::vector<std::string>& commands) {
    std::string out = R"({"op": "submit", "queue": "q", "commands": [)";
    for (size_t i = 0; i < commands.size(); ++i) out += (i ? ", " : "") + commands[i];
    return out + "]}";
}

std::string barrier(const std::string& fields) { return R"({"op": "barrier", )" + fields + "}"; }

}  // namespace

TEST_CASE("unordered queue: a dispatch and the copy of its output race without a barrier, and the fix names the barrier") {
    const auto found = races(submit({k_dispatch, k_copy}) + ", " + k_wait_idle);
    REQUIRE(found.size() == 1);
    CHECK(found[0].message == "steps[0].commands[1] (copy on queue q) reads y[0..63] while steps[0].commands[0] (dispatch on queue q) "
                              "writes y[0..63], unordered");
    CHECK(found[0].fix == "add {\"op\": \"barrier\", \"src\": [\"compute\"], \"dst\": [\"transfer\"]} before steps[0].commands[1]");
    CHECK(found[0].hazard == Hazard::read_after_write);
}

TEST_CASE("unordered queue: a barrier from the writer's stage to the reader's orders them, one of other stages does not") {
    CHECK(races(submit({k_dispatch, barrier(R"("src": ["compute"], "dst": ["transfer"])"), k_copy}) + ", " + k_wait_idle).empty());
    CHECK(races(submit({k_dispatch, barrier(R"("src": ["all"], "dst": ["all"])"), k_copy}) + ", " + k_wait_idle).empty());
    const auto wrong_stage = races(submit({k_dispatch, barrier(R"("src": ["compute"], "dst": ["compute"])"), k_copy}) + ", " + k_wait_idle);
    REQUIRE(wrong_stage.size() == 1);
    CHECK(wrong_stage[0].fix ==
          "at steps[0].commands[1]'s barrier, add \"transfer\" to its dst and add \"transfer_read\" to its dst_access");
    CHECK(races(submit({k_dispatch, barrier(R"("src": ["transfer"], "dst": ["transfer"])"), k_copy}) + ", " + k_wait_idle).size() == 1);
}

TEST_CASE("unordered queue: an execution dependency orders a write after a read but not a read after a write") {
    const std::string exec_only = barrier(R"("src": ["compute"], "dst": ["transfer"], "src_access": [])");
    const auto raw = races(submit({k_dispatch, exec_only, k_copy}) + ", " + k_wait_idle);
    REQUIRE(raw.size() == 1);
    CHECK(raw[0].hazard == Hazard::read_after_write);
    // A dispatch reads x, a fill then writes x: the barrier's execution dependency is enough.
    const std::string reads_x = R"({"op": "dispatch", "kernel": "copy", "src": "x", "dst": "y"})";
    const std::string fill_x = R"({"op": "fill", "dst": "x", "value": 3})";
    CHECK(races(submit({reads_x, exec_only, fill_x}) + ", " + k_wait_idle).empty());
    CHECK(races(submit({reads_x, fill_x}) + ", " + k_wait_idle).size() == 1);
    // The access classes: writes made visible to transfer writes only leave a transfer read unordered.
    CHECK(races(submit({k_dispatch, barrier(R"("src": ["compute"], "dst": ["transfer"], "dst_access": ["transfer_write"])"), k_copy}) +
                ", " + k_wait_idle)
              .size() == 1);
}

TEST_CASE("unordered queue: a buffer barrier covers its range only, and the race names the part it misses") {
    const std::string half = barrier(R"("src": ["compute"], "dst": ["transfer"], "buffer": "y", "offset": 0, "count": 40)");
    const auto found = races(submit({k_dispatch, half, k_copy}) + ", " + k_wait_idle);
    REQUIRE(found.size() == 1);
    CHECK(found[0].offset == 40);
    CHECK(found[0].count == 24);
    CHECK(found[0].fix == "at steps[0].commands[1]'s barrier, make its range cover y[40..63] (or drop its buffer)");
    const std::string whole = barrier(R"("src": ["compute"], "dst": ["transfer"], "buffer": "y")");
    CHECK(races(submit({k_dispatch, whole, k_copy}) + ", " + k_wait_idle).empty());
}

TEST_CASE("unordered queue: successive submissions run at once too, and a barrier in a later one orders across them") {
    const std::string dispatch_alone = R"({"op": "dispatch", "queue": "q", "kernel": "seq", "dst": "y", "base": 1, "stride": 1})";
    const std::string copy_alone = R"({"op": "copy", "queue": "q", "src": "y", "dst": "x"})";
    const std::string barrier_alone = R"({"op": "barrier", "queue": "q", "src": ["compute"], "dst": ["transfer"]})";
    CHECK(races(dispatch_alone + ", " + copy_alone + ", " + k_wait_idle).size() == 1);
    CHECK(races(dispatch_alone + ", " + barrier_alone + ", " + copy_alone + ", " + k_wait_idle).empty());
}

TEST_CASE("unordered queue: barriers chain through a shared stage") {
    const std::string to_transfer = barrier(R"("src": ["compute"], "dst": ["transfer"])");
    const std::string to_compute = barrier(R"("src": ["transfer"], "dst": ["compute"])");
    const std::string reads_y = R"({"op": "dispatch", "kernel": "copy", "src": "y", "dst": "x"})";
    CHECK(races(submit({k_dispatch, to_transfer, to_compute, reads_y}) + ", " + k_wait_idle).empty());
    CHECK(races(submit({k_dispatch, to_compute, reads_y}) + ", " + k_wait_idle).size() == 1);
}

TEST_CASE("unordered queue: a signal covers every earlier command for whoever waits, a wait orders every later command") {
    const std::string download = R"({"op": "download", "src": "y", "dst": "h"})";
    const std::string signal = R"({"op": "signal", "semaphore": "s", "value": 1})";
    const std::string check = R"({"op": "check", "host": "h"})";
    const std::string host_wait = R"({"op": "host_wait", "semaphore": "s", "value": 1})";
    // The download and the dispatch race with each other, but the host reads h after the signal: no host race.
    const auto found = races(submit({k_dispatch, download, signal}) + ", " + host_wait + ", " + check);
    REQUIRE(found.size() == 1);
    CHECK(found[0].object == "y");
    // An ordered queue's fill of y, then q waits for it: q's later copy reads y in order.
    const std::string fill_on_o = R"({"op": "submit", "queue": "o", "commands": [{"op": "fill", "dst": "y", "value": 1},
        {"op": "signal", "semaphore": "s", "value": 1}]})";
    const std::string wait = R"({"op": "wait", "semaphore": "s", "value": 1})";
    CHECK(races(fill_on_o + ", " + submit({wait, k_copy}) + ", " + R"({"op": "host_wait", "all": true})").empty());
    CHECK(races(fill_on_o + ", " + submit({k_copy}) + ", " + R"({"op": "host_wait", "all": true})").size() == 1);
}

TEST_CASE("unordered queue: a sync after it waits for all its work, a read through it is ordered after all of it") {
    const std::string sync = R"({"op": "sync", "queue": "o", "after": "q"})";
    const std::string copy_on_o = R"({"op": "copy", "queue": "o", "src": "y", "dst": "x"})";
    const std::string fill_x = R"({"op": "fill", "dst": "x", "value": 3})";
    CHECK(races(submit({k_dispatch, fill_x}) + ", " + sync + ", " + copy_on_o + ", " + R"({"op": "host_wait", "all": true})").empty());
    const std::string read = R"({"op": "read", "queue": "q", "src": "y", "dst": "h"})";
    CHECK(races(submit({k_dispatch}) + ", " + read).empty());
}
