// The scenario writer (core/scenario/writer.h): every scenario the loader accepts is written back as text the loader
// reads to the same Scenario, field by field (the structs' defaulted ==, which takes in any field added later) and
// text by text (written twice, the same text).
#include "core/scenario/loader.h"
#include "core/scenario/writer.h"
#include "tests/scenario/scenario_test_util.h"

#include <doctest/doctest.h>

#include <string>

using namespace syncstress::scenario;
using namespace syncstress::scenario::test;

namespace {

// Writes `s`, loads the text, and checks that the loaded scenario equals `s` and writes to the same text.
void check_round_trip(const Scenario& s) {
    const auto text = to_json(s);
    REQUIRE_MESSAGE(text.ok(), (text.ok() ? "" : text.error().message));
    INFO(*text);
    const LoadResult again = load_scenario_text(*text, s.file);
    INFO(all_errors(again));
    REQUIRE(again.scenario.has_value());
    CHECK(*again.scenario == s);
    const auto text2 = to_json(*again.scenario);
    REQUIRE(text2.ok());
    CHECK(*text2 == *text);
}

}  // namespace

TEST_CASE("every shipped scenario and every test fixture the loader accepts round-trips through the writer") {
    const auto files = find_scenario_files({SYNCSTRESS_SOURCE_DIR "/scenarios", SYNCSTRESS_SOURCE_DIR "/tests"});
    REQUIRE(files.ok());
    size_t shipped = 0, fixtures = 0;
    for (const std::string& file : *files) {
        const LoadResult r = load_scenario_file(file);
        const bool is_shipped = file.find("/scenarios/") != std::string::npos && file.find("/tests/") == std::string::npos;
        INFO(file);
        if (is_shipped) REQUIRE_MESSAGE(r.scenario.has_value(), all_errors(r));  // every shipped one loads
        if (!r.scenario) continue;
        (is_shipped ? shipped : fixtures) += 1;
        check_round_trip(*r.scenario);
    }
    CHECK(shipped >= 40);
    CHECK(fixtures >= 2);
}

TEST_CASE("the writer keeps what version 2 adds: threads, unordered queues, barriers, call sites, submits of several commands") {
    const Scenario s = load_ok(R"({"format": "syncstress/scenario@2", "name": "all-of-v2", "description": "d \"quoted\"",
        "source": "s", "tags": ["a", "b"], "elements": 64,
        "queues": {"gfx": {"ordered": false}, "cuda": {"side": "cuda"}},
        "buffers": {"x": {}, "y": {"elements": 32, "memory": "host_visible"}, "s": {"memory": "shared"}, "c": {"side": "cuda"}},
        "host": {"h": {"init": {"seq": ["$iteration+3", 2]}}, "g": {"elements": 8, "init": {"hash": 5}}},
        "semaphores": {"t": {"initial": 2}, "u": {}},
        "steps": [
          {"op": "host_fill", "dst": "h", "fill": "$iteration", "offset": 4, "count": 8},
          {"op": "submit", "queue": "gfx", "at": {"call": "vkQueueSubmit", "thread": "7f00"}, "commands": [
            {"op": "upload", "src": "h", "dst": "x", "src_offset": 1, "dst_offset": 2, "count": 3},
            {"op": "barrier", "src": ["transfer"], "dst": ["all"], "src_access": [], "dst_access": ["compute_read"]},
            {"op": "barrier", "src": ["all"], "dst": ["compute"], "buffer": "x", "offset": 8, "count": 8},
            {"op": "dispatch", "kernel": "add", "a": "x", "b": "s", "dst": "x", "offset": 1, "count": 30,
             "at": {"call": "vkCmdDispatch", "index": 0, "file": "a.cpp", "line": 3}},
            {"op": "dispatch", "kernel": "seq", "dst": "s", "base": "$iteration+1", "stride": 7},
            {"op": "signal", "semaphore": "t", "value": 5}]},
          {"op": "submit", "queue": "gfx", "commands": [{"op": "delay", "us": 10, "at": {"call": "spin"}}]},
          {"op": "fill", "queue": "gfx", "dst": "y", "value": 9, "at": {"call": "vkCmdFillBuffer"}},
          {"op": "copy", "queue": "cuda", "src": "c", "dst": "c", "src_offset": 0, "dst_offset": 32, "count": 32},
          {"op": "dispatch", "queue": "cuda", "kernel": "scale", "src": "s", "dst": "c", "k": 3},
          {"op": "sync", "queue": "cuda", "after": "gfx"},
          {"op": "host_wait", "semaphore": "t", "value": 5},
          {"op": "host_wait", "queue": "gfx"},
          {"op": "write", "queue": "gfx", "src": "g", "dst": "x", "dst_offset": 8},
          {"op": "read", "queue": "gfx", "src": "y", "dst": "g", "count": 8},
          {"op": "sleep", "us": 5},
          {"op": "check", "host": "g", "offset": 1, "count": 2, "expect": {"fill": 9}}
        ],
        "threads": {"loader": {"steps": [
            {"op": "host_signal", "semaphore": "u", "value": 1, "at": {"call": "signal"}},
            {"op": "host_wait", "all": true}]},
          "idle": {"steps": []}},
        "expect": "race"})");
    REQUIRE(s.threads.size() == 3);
    CHECK(format_version(s) == 2);
    check_round_trip(s);
}

TEST_CASE("the writer keeps opaque kernels: a dispatch of kernel opaque with its id and ranges, standing alone and in a submit") {
    const Scenario s = load_ok(R"({"format": "syncstress/scenario@2", "name": "opaque", "elements": 64,
        "queues": {"q": {}}, "buffers": {"x": {}, "y": {"elements": 16}},
        "steps": [
          {"op": "dispatch", "queue": "q", "kernel": "opaque", "id": 4294967295, "writes": [{"buffer": "x"}]},
          {"op": "submit", "queue": "q", "commands": [
            {"op": "dispatch", "kernel": "opaque", "id": 7, "reads": [{"buffer": "x", "offset": 8, "count": 8}, {"buffer": "y"}],
             "writes": [{"buffer": "x", "offset": 8, "count": 4}, {"buffer": "y", "count": 2}], "at": {"call": "vkCmdDispatch"}},
            {"op": "fill", "dst": "y", "value": 1}]}]})");
    CHECK(format_version(s) == 2);
    check_round_trip(s);
    const auto written_or = to_json(s);
    REQUIRE(written_or.ok());
    const std::string& written = *written_or;
    CHECK(written.find(
              R"("op": "dispatch", "queue": "q", "kernel": "opaque", "id": 4294967295, "reads": [], "writes": [{ "buffer": "x" }])") !=
          std::string::npos);
    CHECK(written.find(R"("reads": [{ "buffer": "x", "offset": 8, "count": 8 }, { "buffer": "y" }])") != std::string::npos);
}

TEST_CASE("a version 1 scenario is written as version 1, and one submit per line where its commands are several") {
    const Scenario s = load_ok(doc(R"("queues": {"q": {}}, "buffers": {"x": {}}, "host": {"h": {}},
        "steps": [{"op": "submit", "queue": "q", "commands": [{"op": "upload", "src": "h", "dst": "x"},
                                                              {"op": "download", "src": "x", "dst": "h"}]},
                  {"op": "host_wait", "all": true}, {"op": "check", "host": "h"}])"));
    CHECK(format_version(s) == 1);
    const auto text = to_json(s);
    REQUIRE(text.ok());
    CHECK(text->find("\"syncstress/scenario@1\"") != std::string::npos);
    CHECK(text->find("    { \"op\": \"submit\", \"queue\": \"q\", \"commands\": [\n"
                     "      { \"op\": \"upload\", \"src\": \"h\", \"dst\": \"x\" },\n") != std::string::npos);
    CHECK(text->find("    { \"op\": \"host_wait\", \"all\": true },\n") != std::string::npos);
    check_round_trip(s);
}

TEST_CASE("a scenario built in code that names an undeclared object is refused with an error, not written") {
    Scenario s =
        load_ok(doc(R"("queues": {"q": {}}, "buffers": {"x": {}}, "steps": [{"op": "fill", "queue": "q", "dst": "x", "value": 1}])"));
    SUBCASE("a buffer index past the declarations") {
        std::get<Fill>(std::get<Submit>(s.steps[0]).commands[0]).dst = 3;
        const auto text = to_json(s);
        REQUIRE_FALSE(text.ok());
        CHECK(text.error().message.find("steps[0] names buffers[3], but the scenario declares 1") != std::string::npos);
        CHECK(text.error().kind == syncstress::ErrorKind::bad_input);
    }
    SUBCASE("a submit without commands") {
        std::get<Submit>(s.steps[0]).commands.clear();
        const auto text = to_json(s);
        REQUIRE_FALSE(text.ok());
        CHECK(text.error().message.find("a submit without commands") != std::string::npos);
    }
    SUBCASE("threads that leave a step out") {
        s.threads[0].count = 0;
        const auto text = to_json(s);
        REQUIRE_FALSE(text.ok());
        CHECK(text.error().message.find("the threads hold 0 of the 1 steps") != std::string::npos);
    }
    SUBCASE("a call site of a command that is not there") {
        s.call_sites.push_back(PlacedCallSite{0, 4, syncstress::CallSite{"vkCmdFillBuffer"}});
        const auto text = to_json(s);
        REQUIRE_FALSE(text.ok());
        CHECK(text.error().message.find("steps[0].commands[4], which does not exist") != std::string::npos);
    }
}
