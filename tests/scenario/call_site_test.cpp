// Call sites (the format's `at`, version 2): what the loader keeps of them, where it refuses them, and how messages
// name a step that has one.
#include "core/scenario/loader.h"
#include "tests/scenario/scenario_test_util.h"

#include <doctest/doctest.h>

#include <string>

using namespace syncstress::scenario;
using namespace syncstress::scenario::test;

namespace {

// A version 2 scenario with two queues, two buffers and a host array around `steps`.
std::string v2(const std::string& steps, const std::string& format = "syncstress/scenario@2") {
    return R"({"format": ")" + format + R"(", "name": "t",
        "queues": {"main": {}, "side": {}}, "buffers": {"x": {}, "y": {}}, "host": {"h": {}},
        "steps": [)" +
           steps + "]}";
}

// v2() of one fill of `dst`, standing alone, with `at` (a JSON value).
std::string fill_at(const std::string& at, const std::string& format = "syncstress/scenario@2", const std::string& dst = "x") {
    return v2(R"({"op": "fill", "queue": "main", "dst": ")" + dst + R"(", "value": 1, "at": )" + at + "}", format);
}

}  // namespace

TEST_CASE("call sites load onto steps and onto a submit's commands, in a side table by step") {
    const Scenario s = load_ok(v2(R"(
        {"op": "fill", "queue": "main", "dst": "x", "value": 1,
         "at": {"call": "vkCmdFillBuffer", "index": 7, "thread": "main", "file": "src/app.cpp", "line": 88}},
        {"op": "host_fill", "dst": "h", "fill": 2},
        {"op": "submit", "queue": "side", "at": {"call": "vkQueueSubmit"}, "commands": [
            {"op": "copy", "src": "x", "dst": "y"},
            {"op": "fill", "dst": "x", "value": 3, "at": {"call": "vkCmdFillBuffer", "line": 12}}]},
        {"op": "submit", "queue": "main", "commands": [{"op": "upload", "src": "h", "dst": "y", "at": {"call": "vkCmdCopyBuffer"}}]},
        {"op": "host_wait", "all": true, "at": {"call": "vkDeviceWaitIdle", "thread": "7f00"}}
    )"));
    REQUIRE(s.call_sites.size() == 5);
    CHECK(s.call_sites[0].step == 0);
    CHECK_FALSE(s.call_sites[0].command.has_value());
    CHECK(s.call_sites[0].site == CallSite{"vkCmdFillBuffer", 7, "main", "src/app.cpp", 88});
    CHECK(s.call_sites[1].step == 2);
    CHECK_FALSE(s.call_sites[1].command.has_value());
    CHECK(s.call_sites[2].step == 2);
    CHECK(s.call_sites[2].command == 1u);
    CHECK(s.call_sites[2].site == CallSite{"vkCmdFillBuffer", std::nullopt, "", "", 12});
    CHECK(s.call_sites[3].step == 3);
    CHECK(s.call_sites[3].command == 0u);
    CHECK(s.call_sites[4].step == 4);

    CHECK(call_site(s, 0)->call == "vkCmdFillBuffer");
    CHECK(call_site(s, 0, size_t{0})->index == 7u);  // the lone command of a step standing alone: the step's site
    CHECK(call_site(s, 1) == nullptr);
    CHECK(call_site(s, 2)->call == "vkQueueSubmit");
    CHECK(call_site(s, 2, size_t{0})->call == "vkQueueSubmit");  // no site of its own: its submit's
    CHECK(call_site(s, 2, size_t{1})->line == 12u);
    CHECK(call_site(s, 3)->call == "vkCmdCopyBuffer");  // a submit of one command is named by the command
    CHECK(call_site(s, 99) == nullptr);

    CHECK(step_name(s, 0) == "steps[0] fill (vkCmdFillBuffer #7 on thread main at src/app.cpp:88)");
    CHECK(step_name(s, 1) == "steps[1] host_fill");
    CHECK(step_name(s, 2) == "steps[2] submit on side (vkQueueSubmit)");
    CHECK(step_name(s, 4) == "steps[4] host_wait (vkDeviceWaitIdle on thread 7f00)");
    CHECK(step_text(s, 2, size_t{1}, "fill on queue side") == "steps[2].commands[1] (fill on queue side; vkCmdFillBuffer at line 12)");
    CHECK(step_text(s, 1, std::nullopt, "host_fill on the host") == "steps[1] (host_fill on the host)");
    CHECK(step_text(s, 1) == "steps[1]");
    CHECK(step_text(s, 4) == "steps[4] (vkDeviceWaitIdle on thread 7f00)");
}

TEST_CASE("a call site on a host thread's step is that step's, which is named by its place in its thread") {
    const Scenario s = load_ok(R"({"format": "syncstress/scenario@2", "name": "t",
        "queues": {"main": {}}, "buffers": {"x": {}}, "host": {"h": {}},
        "steps": [{"op": "host_fill", "dst": "h", "fill": 1, "at": {"call": "memset"}}],
        "threads": {"loader": {"steps": [
            {"op": "host_wait", "all": true},
            {"op": "upload", "queue": "main", "src": "h", "dst": "x", "at": {"call": "cudaMemcpyAsync", "thread": "loader"}}]}}})");
    REQUIRE(s.call_sites.size() == 2);
    CHECK(s.call_sites[1].step == 2);  // after the main thread's one step and the loader's first
    CHECK(step_name(s, 2) == "threads.loader.steps[1] upload (cudaMemcpyAsync on thread loader)");
    CHECK(step_text(s, 2, size_t{0}, "upload on queue main") ==
          "threads.loader.steps[1] (upload on queue main; cudaMemcpyAsync on thread loader)");
    CHECK(step_name(s, 1) == "threads.loader.steps[0] host_wait");
}

TEST_CASE("a scenario without call sites has an empty side table, and names steps as before") {
    const Scenario s = load_ok(v2(R"({"op": "fill", "queue": "main", "dst": "x", "value": 1})"));
    CHECK(s.call_sites.empty());
    CHECK(call_site(s, 0) == nullptr);
    CHECK(step_name(s, 0) == "steps[0] fill");
    CHECK(step_text(s, 0, size_t{0}, "fill on queue main") == "steps[0] (fill on queue main)");
}

TEST_CASE("a call site's text gives what the file gave, in the order call, index, thread, place") {
    CHECK(call_site_text(CallSite{"vkCmdDispatch", 412, "main", "src/app.cpp", 88}) ==
          "vkCmdDispatch #412 on thread main at src/app.cpp:88");
    CHECK(call_site_text(CallSite{"vkCmdDispatch", std::nullopt, "", "", std::nullopt}) == "vkCmdDispatch");
    CHECK(call_site_text(CallSite{"cudaMemcpyAsync", 0, "", "kernel.cu", std::nullopt}) == "cudaMemcpyAsync #0 at kernel.cu");
    CHECK(call_site_text(CallSite{"cudaMemcpyAsync", std::nullopt, "", "", 5}) == "cudaMemcpyAsync at line 5");
}

TEST_CASE("a call site's errors name its JSON path and what it takes") {
    CHECK_ERROR(load(fill_at(R"({"index": 3})")), "steps[0].at", "missing 'call'");
    CHECK_ERROR(load(fill_at(R"({"call": 5})")), "steps[0].at.call", "expected a string", "5");
    CHECK_ERROR(load(fill_at(R"({"call": ""})")), "steps[0].at.call", "empty string");
    CHECK_ERROR(load(fill_at(R"({"call": "f", "index": -1})")), "steps[0].at.index", "non-negative integer");
    CHECK_ERROR(load(fill_at(R"({"call": "f", "index": "412"})")), "steps[0].at.index", "non-negative integer");
    CHECK_ERROR(load(fill_at(R"({"call": "f", "line": 0})")), "steps[0].at.line", "at least 1");
    CHECK_ERROR(load(fill_at(R"({"call": "f", "line": 1.5})")), "steps[0].at.line", "expected an integer");
    CHECK_ERROR(load(fill_at(R"({"call": "f", "thread": 3})")), "steps[0].at.thread", "expected a string");
    CHECK_ERROR(load(fill_at(R"({"call": "f", "file": true})")), "steps[0].at.file", "expected a string");
    CHECK_ERROR(load(fill_at(R"({"call": "f", "file": "a\nb.cpp"})")), "steps[0].at.file", "one line", "control character");
    CHECK_ERROR(load(fill_at(R"("vkCmdFillBuffer")")), "steps[0].at", "a call site such as", "a JSON object");
    CHECK_ERROR(load(fill_at(R"({"call": "f", "lien": 3})")), "steps[0].at.lien", "unknown key 'lien'", "did you mean 'line'?");
    CHECK_ERROR(load(fill_at(R"({"call": "f", "column": 3})")), "steps[0].at.column", "unknown key 'column'",
                "call, index, thread, file, line");
    // In a submit: the command's own path.
    CHECK_ERROR(
        load(v2(
            R"({"op": "submit", "queue": "main", "commands": [{"op": "delay", "us": 1}, {"op": "delay", "us": 1, "at": {"line": 4}}]})")),
        "steps[0].commands[1].at", "missing 'call'");
    // Every error of a file at once: a bad site does not hide the op's own.
    const auto both = load(fill_at(R"({"call": 1})", "syncstress/scenario@2", "nope"));
    CHECK_ERROR(both, "steps[0].at.call", "expected a string");
    CHECK_ERROR(both, "steps[0].dst", "unknown buffer 'nope'");
}

TEST_CASE("`at` belongs to ops only: elsewhere it is an unknown key") {
    CHECK_ERROR(load(v2(R"({"op": "check", "host": "h", "expect": {"fill": 0, "at": {"call": "f"}}})")), "steps[0].expect.at",
                "unknown key 'at'");
    CHECK_ERROR(load(R"({"format": "syncstress/scenario@2", "name": "t", "at": {"call": "f"}, "steps": []})"), "at", "unknown key 'at'");
    CHECK_ERROR(load(R"({"format": "syncstress/scenario@2", "name": "t", "queues": {"q": {"at": {"call": "f"}}}, "steps": []})"),
                "queues.q.at", "unknown key 'at'");
    // An op's list of keys names it, for a typo's suggestion.
    CHECK_ERROR(load(v2(R"({"op": "fill", "queue": "main", "dst": "x", "value": 1, "att": {"call": "f"}})")), "steps[0].att",
                "did you mean 'at'?");
}

TEST_CASE("a version 1 file refuses `at`, saying to declare version 2") {
    const auto step = load(fill_at(R"({"call": "vkCmdFillBuffer"})", "syncstress/scenario@1"));
    CHECK_ERROR(step, "steps[0].at", "version 2", "\"format\": \"syncstress/scenario@2\"");
    const auto command = load(
        v2(R"({"op": "submit", "queue": "main", "commands": [{"op": "delay", "us": 1, "at": {"call": "f"}}]})", "syncstress/scenario@1"));
    CHECK_ERROR(command, "steps[0].commands[0].at", "version 2", "syncstress/scenario@2");
    CHECK(command.errors.size() == 1);
    // Without `at`, the same file loads under either version.
    CHECK(load_ok(v2(R"({"op": "fill", "queue": "main", "dst": "x", "value": 1})", "syncstress/scenario@1")).call_sites.empty());
}

TEST_CASE("the test scenario with call sites loads with each site where the file puts it") {
    const LoadResult r = load_scenario_file(SYNCSTRESS_SOURCE_DIR "/tests/scenario/inputs/race-with-call-sites.json");
    INFO(all_errors(r));
    REQUIRE(r.scenario.has_value());
    const Scenario& s = *r.scenario;
    REQUIRE(s.call_sites.size() == 5);
    CHECK(step_text(s, 0, size_t{0}, "upload on queue graphics") ==
          "steps[0].commands[0] (upload on queue graphics; vkQueueSubmit #40 on thread render at src/frame.cpp:120)");
    CHECK(step_text(s, 0, size_t{1}) == "steps[0].commands[1] (vkCmdDispatch #39 on thread render at src/frame.cpp:88)");
    CHECK(step_name(s, 1) == "steps[1] copy (vkCmdCopyBuffer #41 on thread worker-2 at src/worker.cpp:30)");
    CHECK(step_name(s, 2) == "steps[2] fill");
    CHECK(step_name(s, 5) == "steps[5] check (memcmp at src/verify.cpp:12)");
}
