// Version 2 of the format in the loader: unordered queues and barriers, and what a version 1 file may not say.
#include "tests/scenario/scenario_test_util.h"

#include <string>

using namespace syncstress;
using namespace syncstress::scenario;
using namespace syncstress::scenario::test;

namespace {

std::string v2(const std::string& steps, const std::string& queues = R"({"q": {"ordered": false}, "o": {}})") {
    return R"({"format": "syncstress/scenario@2", "name": "t", "queues": )" + queues +
           R"(, "buffers": {"y": {"elements": 64}, "c": {"side": "cuda"}}, "steps": [)" + steps + "]}";
}

std::string in_q(const std::string& barrier) { return R"({"op": "submit", "queue": "q", "commands": [)" + barrier + "]}"; }

}  // namespace

TEST_CASE("version 2: an unordered queue and a barrier load with their scopes as bits") {
    const Scenario s = load_ok(v2(in_q(R"({"op": "barrier", "src": ["compute"], "dst": ["all"], "dst_access": ["transfer_read"]},
        {"op": "barrier", "src": ["transfer"], "dst": ["compute"], "src_access": [], "buffer": "y", "offset": 8, "count": 4})")));
    REQUIRE(s.queues.size() == 2);
    CHECK_FALSE(s.queues[0].ordered);
    CHECK(s.queues[1].ordered);
    const auto& commands = std::get<Submit>(s.steps[0]).commands;
    const auto& a = std::get<Barrier>(commands[0]);
    CHECK(a.src == stage_bit(Stage::compute));
    CHECK(a.dst == k_all_stages);
    CHECK(a.src_access == access_bit(Stage::compute, true));  // default: the writes of the src stages
    CHECK(a.dst_access == access_bit(Stage::transfer, false));
    CHECK(a.buffer == Barrier::k_all_memory);
    const auto& b = std::get<Barrier>(commands[1]);
    CHECK(b.src_access == 0);
    CHECK(b.dst_access == access_bits(stage_bit(Stage::compute), true, true));  // default: every class of the dst stages
    CHECK(b.buffer == 0);
    CHECK(b.range.offset == 8);
    CHECK(b.range.count == 4);
    CHECK(command_stage(commands[0]) == std::nullopt);
}

TEST_CASE("version 2: bad barriers are errors with their path and the fix") {
    CHECK_ERROR(load(v2(R"({"op": "barrier", "queue": "o", "src": ["compute"], "dst": ["transfer"]})")), "steps[0].op", "in order",
                "\"ordered\": false");
    CHECK_ERROR(load(v2(in_q(R"({"op": "barrier", "src": ["compute"], "dst": ["graphics"]})"))), "steps[0].commands[0].dst[0]",
                "\"transfer\"");
    CHECK_ERROR(load(v2(in_q(R"({"op": "barrier", "src": [], "dst": ["compute"]})"))), "steps[0].commands[0].src", "non-empty");
    CHECK_ERROR(load(v2(in_q(R"({"op": "barrier", "dst": ["compute"]})"))), "steps[0].commands[0]", "src");
    CHECK_ERROR(load(v2(in_q(R"({"op": "barrier", "src": ["compute"], "dst": ["transfer"], "src_access": ["compute_read"]})"))),
                "steps[0].commands[0].src_access[0]", "a read needs nothing made available");
    CHECK_ERROR(load(v2(in_q(R"({"op": "barrier", "src": ["compute"], "dst": ["transfer"], "src_access": ["transfer_write"]})"))),
                "steps[0].commands[0].src_access[0]", "not an access of the barrier's src stages (compute)");
    CHECK_ERROR(load(v2(in_q(R"({"op": "barrier", "src": ["compute"], "dst": ["transfer"], "dst_access": ["compute_read"]})"))),
                "steps[0].commands[0].dst_access[0]", "dst stages (transfer)");
    CHECK_ERROR(load(v2(in_q(R"({"op": "barrier", "src": ["compute"], "dst": ["transfer"], "count": 4})"))), "steps[0].commands[0].count",
                "add \"buffer\"");
    CHECK_ERROR(load(v2(in_q(R"({"op": "barrier", "src": ["compute"], "dst": ["transfer"], "buffer": "y", "offset": 60, "count": 8})"))),
                "steps[0].commands[0].count", "falls outside");
    CHECK_ERROR(load(v2(in_q(R"({"op": "barrier", "src": ["compute"], "dst": ["transfer"], "buffer": "c"})"))),
                "steps[0].commands[0].buffer", "cuda side");
    CHECK_ERROR(load(v2("", R"({"q": {"ordered": "no"}})")), "queues.q.ordered", "true or false");
}

TEST_CASE("version 1 files may not use version 2: the error says to declare it") {
    const std::string v1_queue = R"({"format": "syncstress/scenario@1", "name": "t", "queues": {"q": {"ordered": false}}, "steps": []})";
    CHECK_ERROR(load(v1_queue), "queues.q.ordered", "syncstress/scenario@2");
    const std::string v1_barrier = R"({"format": "syncstress/scenario@1", "name": "t", "queues": {"q": {}}, "steps": [
        {"op": "barrier", "queue": "q", "src": ["compute"], "dst": ["transfer"]}]})";
    CHECK_ERROR(load(v1_barrier), "steps[0].op", "syncstress/scenario@2");
    CHECK_ERROR(load(R"({"format": "syncstress/scenario@3", "name": "t", "steps": []})"), "format", "syncstress/scenario@2");
}

TEST_CASE("version 2: threads load after the main thread's steps, and their errors name the thread's path") {
    const Scenario s = load_ok(R"({"format": "syncstress/scenario@2", "name": "t", "host": {"h": {}}, "steps": [
        {"op": "host_fill", "dst": "h", "fill": 1}], "threads": {"loader": {"steps": [{"op": "sleep", "us": 1}, {"op": "check", "host": "h"}]}}})");
    REQUIRE(s.threads.size() == 2);
    CHECK(s.threads[0].name == "main");
    CHECK(s.threads[1].name == "loader");
    CHECK(s.threads[1].first == 1);
    CHECK(s.threads[1].count == 2);
    CHECK(step_path(s, 0) == "steps[0]");
    CHECK(step_path(s, 2) == "threads.loader.steps[1]");
    CHECK(thread_of(s, 2) == 1);
    CHECK_ERROR(load(R"({"format": "syncstress/scenario@2", "name": "t", "steps": [], "threads": {"w": {"steps": [{"op": "sleep"}]}}})"),
                "threads.w.steps[0]", "us");
    CHECK_ERROR(load(R"({"format": "syncstress/scenario@2", "name": "t", "steps": [], "threads": {"main": {"steps": []}}})"),
                "threads.main", "top-level steps");
    CHECK_ERROR(load(R"({"format": "syncstress/scenario@2", "name": "t", "steps": [], "threads": {"w": {"step": []}}})"), "threads.w",
                "steps");
    CHECK_ERROR(load(R"({"format": "syncstress/scenario@1", "name": "t", "steps": [], "threads": {"w": {"steps": []}}})"), "threads",
                "syncstress/scenario@2");
    std::string many;
    for (int i = 0; i < 64; ++i) many += (i ? ", " : "") + std::string("\"t") + std::to_string(i) + "\": {\"steps\": []}";
    CHECK_ERROR(load(R"({"format": "syncstress/scenario@2", "name": "t", "steps": [], "threads": {)" + many + "}}"), "threads",
                "more than the 64");
}
