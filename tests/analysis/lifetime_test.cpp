// Lifetimes, written as scenario text: a free races with every access not ordered before it, and nothing else.
#include "core/analysis/analysis.h"
#include "core/scenario/loader.h"
#include "core/scenario/writer.h"
#include "tests/analysis/findings.h"

#include <doctest/doctest.h>

#include <string>

using namespace syncstress;
using analysis::FindingKind;
using analysis::testing::of_kind;

namespace {

scenario::LoadResult load(const std::string& steps, const std::string& format = "syncstress/scenario@2") {
    const std::string text = R"({"format": ")" + format + R"(", "name": "t", "elements": 64, "queues": {"q": {}, "r": {}},
      "buffers": {"x": {}, "y": {}}, "host": {"h": {}, "g": {}}, "semaphores": {"s": {}}, "steps": [)" +
                             steps + "]}";
    return scenario::load_scenario_text(text, "t.json");
}

std::vector<analysis::Finding> races(const std::string& steps) {
    auto loaded = load(steps);
    REQUIRE_MESSAGE(loaded.scenario, (loaded.errors.empty() ? std::string() : loaded.errors[0].to_string()));
    return of_kind(analysis::analyze(*loaded.scenario), FindingKind::race);
}

const std::string k_upload = R"({"op": "upload", "queue": "q", "src": "h", "dst": "x"})";
const std::string k_kernel_r = R"({"op": "dispatch", "queue": "r", "kernel": "scale", "src": "x", "dst": "y", "k": 2})";
const std::string k_free_x = R"({"op": "free", "buffer": "x", "at": {"call": "cudaFree"}})";
const std::string k_free_h = R"({"op": "free", "host": "h"})";

}  // namespace

TEST_CASE("lifetime: a buffer freed while a queue may still read it races with that read, and the fix waits for the queue") {
    const auto racy = races(k_upload + R"(, {"op": "host_wait", "queue": "q"}, )" + k_kernel_r + ", " + k_free_x +
                            R"(, {"op": "host_wait", "all": true})");
    REQUIRE(racy.size() == 1);
    CHECK(racy[0].object == "x");
    CHECK(racy[0].message.find(
              "steps[3] (free on the host; cudaFree) frees x[0..63] while steps[2] (dispatch on queue r) reads x[0..63]") == 0);
    CHECK(racy[0].fix == R"(add {"op": "host_wait", "queue": "r"} before steps[3])");
}

TEST_CASE("lifetime: a free ordered after every use of the memory is clean, and the memory's next use after it is allowed") {
    const std::string idle = R"({"op": "host_wait", "all": true})";
    CHECK(races(k_upload + R"(, {"op": "host_wait", "queue": "q"}, )" + k_kernel_r + ", " + idle + ", " + k_free_x).empty());
    // The allocator hands the block out again: the next upload into x is ordered after the free by the host.
    CHECK(races(k_upload + ", " + idle + ", " + k_free_x + ", " + k_upload + ", " + idle).empty());
    // A signal after the read that the host waits for before freeing (record_stream's event) is enough.
    const std::string signalled = R"({"op": "submit", "queue": "r", "commands": [{"op": "dispatch", "kernel": "scale", "src": "x",
      "dst": "y", "k": 2}, {"op": "signal", "semaphore": "s", "value": 1}]})";
    CHECK(races(k_upload + R"(, {"op": "host_wait", "queue": "q"}, )" + signalled +
                R"(, {"op": "host_wait", "semaphore": "s", "value": 1}, )" + k_free_x + ", " + idle)
              .empty());
}

TEST_CASE("lifetime: a pinned host array freed while its upload may still read it races, and a free of another range does not") {
    const auto racy = races(k_upload + ", " + k_free_h);
    REQUIRE(racy.size() == 1);
    CHECK(racy[0].object == "h");
    const std::string half_upload = R"({"op": "upload", "queue": "q", "src": "h", "dst": "x", "count": 32})";
    CHECK(races(half_upload + R"(, {"op": "free", "host": "h", "offset": 32, "count": 32})").empty());
}

TEST_CASE("lifetime: a free names exactly one object, belongs to version 2, and stays inside its object") {
    auto both = load(R"({"op": "free", "buffer": "x", "host": "h"})");
    REQUIRE_FALSE(both.errors.empty());
    CHECK(both.errors[0].to_string().find("give exactly one of \"buffer\" or \"host\"") != std::string::npos);
    auto v1 = load(k_free_x, "syncstress/scenario@1");
    REQUIRE_FALSE(v1.errors.empty());
    CHECK(v1.errors[0].to_string().find("declare \"format\": \"syncstress/scenario@2\"") != std::string::npos);
    auto outside = load(R"({"op": "free", "buffer": "x", "offset": 60, "count": 8})");
    REQUIRE_FALSE(outside.errors.empty());
    CHECK(outside.errors[0].to_string().find("steps[0]") != std::string::npos);
}

TEST_CASE("lifetime: a free is written back as it was read") {
    auto loaded = load(k_free_x + ", " + R"({"op": "free", "host": "h", "offset": 8, "count": 8})");
    REQUIRE(loaded.scenario);
    auto text = scenario::to_json(*loaded.scenario);
    REQUIRE(text.ok());
    auto again = scenario::load_scenario_text(*text, "again.json");
    REQUIRE(again.scenario);
    CHECK(again.scenario->steps == loaded.scenario->steps);
}

TEST_CASE("lifetime: a free ordered on a stream comes after that stream's work, not another stream's, until a sync joins them") {
    // PyTorch's caching allocator: x made on q, read on r, dropped on q; record_stream is the sync of q after r.
    const std::string read_r = R"({"op": "submit", "queue": "r", "commands": [{"op": "wait", "semaphore": "s", "value": 1},
      {"op": "dispatch", "kernel": "scale", "src": "x", "dst": "y", "k": 2}]})";
    const std::string made = R"({"op": "submit", "queue": "q", "commands": [{"op": "upload", "src": "h", "dst": "x"},
      {"op": "signal", "semaphore": "s", "value": 1}]})";
    const std::string free_on_q = R"({"op": "free", "buffer": "x", "queue": "q"})";
    const std::string idle = R"({"op": "host_wait", "all": true})";
    const auto racy = races(made + ", " + read_r + ", " + free_on_q + ", " + idle);
    REQUIRE(racy.size() == 1);
    CHECK(racy[0].message.find("steps[2] (free on queue q) frees x[0..63] while steps[1].commands[1] (dispatch on queue r) reads") == 0);
    CHECK(racy[0].fix == R"(add {"op": "sync", "queue": "q", "after": "r"} before steps[2])");
    CHECK(races(made + ", " + read_r + R"(, {"op": "sync", "queue": "q", "after": "r"}, )" + free_on_q + ", " + idle).empty());
}

TEST_CASE("lifetime: a free is ordered on an in-order queue only") {
    const std::string text = R"({"format": "syncstress/scenario@2", "name": "t", "elements": 64, "queues": {"v": {"ordered": false}},
      "buffers": {"x": {}}, "steps": [{"op": "free", "buffer": "x", "queue": "v"}]})";
    auto loaded = scenario::load_scenario_text(text, "t.json");
    REQUIRE_FALSE(loaded.errors.empty());
    CHECK(loaded.errors[0].to_string().find("steps[0].queue") != std::string::npos);
    CHECK(loaded.errors[0].to_string().find("in-order queue only") != std::string::npos);
}
