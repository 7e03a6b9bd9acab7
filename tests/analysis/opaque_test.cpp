// Opaque kernels in the analysis: each read range and each write range is an access of the dispatch's stage
// (compute), so races, waits and barriers work for them as for any dispatch.
#include "core/analysis/analysis.h"
#include "core/scenario/loader.h"
#include "tests/analysis/findings.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using namespace syncstress;
using analysis::FindingKind;

namespace {

std::vector<analysis::Finding> races(const std::string& steps, const std::string& queues = R"({"up": {}, "gfx": {}})") {
    const std::string text = R"({"format": "syncstress/scenario@2", "name": "t", "elements": 64, "queues": )" + queues +
                             R"(, "buffers": {"in": {}, "out": {}}, "host": {"h": {}}, "semaphores": {"s": {}}, "steps": [)" + steps + "]}";
    auto loaded = scenario::load_scenario_text(text, "t.json");
    REQUIRE_MESSAGE(loaded.scenario, (loaded.errors.empty() ? std::string() : loaded.errors[0].to_string()));
    return analysis::testing::of_kind(analysis::analyze(*loaded.scenario), FindingKind::race);
}

const std::string k_upload = R"({"op": "upload", "queue": "up", "src": "h", "dst": "in"})";
const std::string k_opaque_gfx =
    R"({"op": "dispatch", "queue": "gfx", "kernel": "opaque", "id": 7, "reads": [{"buffer": "in", "offset": 16, "count": 8}],
        "writes": [{"buffer": "out"}]})";
const std::string k_idle = R"({"op": "host_wait", "all": true})";

}  // namespace

TEST_CASE("opaque kernel: a read range races with an upload on another queue, and a wait orders them") {
    const auto found = races(k_upload + ", " + k_opaque_gfx + ", " + k_idle);
    REQUIRE(found.size() == 1);
    CHECK(found[0].hazard == Hazard::read_after_write);
    CHECK(analysis::testing::contains(found[0].message, "steps[1] (opaque on queue gfx) reads in[16..23]"));
    CHECK(analysis::testing::contains(found[0].message, "steps[0] (upload on queue up) writes in[16..23]"));
    const std::string signal = R"({"op": "signal", "queue": "up", "semaphore": "s", "value": 1})";
    const std::string wait = R"({"op": "wait", "queue": "gfx", "semaphore": "s", "value": 1})";
    CHECK(races(k_upload + ", " + signal + ", " + wait + ", " + k_opaque_gfx + ", " + k_idle).empty());
}

TEST_CASE("opaque kernel: only its ranges count: an upload of another part of the buffer does not race") {
    const std::string elsewhere = R"({"op": "upload", "queue": "up", "src": "h", "dst": "in", "offset": 32, "count": 32})";
    CHECK(races(elsewhere + ", " + k_opaque_gfx + ", " + k_idle).empty());
}

TEST_CASE("opaque kernel: a write range races with a download, and on an unordered queue a compute barrier orders them") {
    const std::string unordered = R"({"q": {"ordered": false}, "up": {}, "gfx": {}})";
    const std::string opaque = R"({"op": "dispatch", "kernel": "opaque", "id": 7, "reads": [{"buffer": "in"}],
        "writes": [{"buffer": "in"}, {"buffer": "out", "offset": 60}]})";
    const std::string download = R"({"op": "download", "src": "out", "dst": "h"})";
    const auto found = races(R"({"op": "submit", "queue": "q", "commands": [)" + opaque + ", " + download + "]}, " + k_idle, unordered);
    REQUIRE(found.size() == 1);
    CHECK(found[0].hazard == Hazard::read_after_write);
    CHECK(analysis::testing::contains(found[0].message, "writes out[60..63]"));
    CHECK(found[0].fix == "add {\"op\": \"barrier\", \"src\": [\"compute\"], \"dst\": [\"transfer\"]} before steps[0].commands[1]");
    const std::string barrier = R"({"op": "barrier", "src": ["compute"], "dst": ["transfer"]})";
    CHECK(races(R"({"op": "submit", "queue": "q", "commands": [)" + opaque + ", " + barrier + ", " + download + "]}, " + k_idle, unordered)
              .empty());
}
