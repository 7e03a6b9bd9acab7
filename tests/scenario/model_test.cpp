#include "core/conformance/independent_kernels.h"
#include "core/model/model.h"
#include "tests/scenario/scenario_test_util.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <vector>

using namespace syncstress;
using namespace syncstress::scenario;
using namespace syncstress::model;
using namespace syncstress::scenario::test;
using syncstress::conformance::independent_hash32;

namespace {

// Runs iterations first..last and returns the expectation of check `check` in the last one.
std::vector<uint32_t> run_and_expect(Model& model, uint64_t first, uint64_t last, size_t check = 0) {
    for (uint64_t it = first; it <= last; ++it) {
        const auto deadlock = model.run_iteration(it);
        INFO((deadlock ? deadlock->cycle : std::string()));
        REQUIRE_FALSE(deadlock.has_value());
    }
    const auto e = model.expected(check);
    return {e.begin(), e.end()};
}

std::vector<uint32_t> expect_of(const std::string& body, uint64_t last_iteration = 0, size_t check = 0) {
    Model model(load_ok(doc(body)));
    return run_and_expect(model, 0, last_iteration, check);
}

}  // namespace

TEST_CASE("scenario helpers: pattern values, names") {
    CHECK(pattern_value(Pattern{Pattern::Kind::fill, {7, false}, {}}, 3, 100) == 7);
    CHECK(pattern_value(Pattern{Pattern::Kind::fill, {7, true}, {}}, 3, 100) == 10);
    CHECK(pattern_value(Pattern{Pattern::Kind::seq, {5, false}, {2, false}}, 0, 10) == 25);
    CHECK(pattern_value(Pattern{Pattern::Kind::seq, {0xffffffffu, false}, {1, false}}, 0, 1) == 0);  // wraps
    CHECK(pattern_value(Pattern{Pattern::Kind::seq, {0, true}, {0x80000000u, false}}, 1, 3) == 0x80000001u);
    CHECK(pattern_value(Pattern{Pattern::Kind::seq, {2, true}, {3, false}}, 4, 10) == 36);
    // The fixed hash of docs/SCENARIO-FORMAT.md at a non-zero seed and index, where lowbias32(i + lowbias32(seed)) and
    // lowbias32(i ^ lowbias32(seed)) differ (worked out apart from the code; see tests/common/known_answers_test.cpp).
    CHECK(pattern_value(Pattern{Pattern::Kind::hash, {9, false}, {}}, 0, 1000) == 0xee0621bfu);
    CHECK(pattern_value(Pattern{Pattern::Kind::hash, {7, true}, {}}, 2, 1000) == 0xee0621bfu);
    CHECK(pattern_value(Pattern{Pattern::Kind::hash, {77, false}, {}}, 5, 15) == 0x0a453fa1u);

    CHECK(std::string(to_string(Expect::deadlock)) == "deadlock");
    const Scenario s = load_ok(doc(R"("queues": {"main": {}}, "semaphores": {"t": {}}, "steps": [
        {"op": "signal", "queue": "main", "semaphore": "t", "value": 1},
        {"op": "submit", "queue": "main", "commands": [{"op": "delay", "us": 1}, {"op": "wait", "semaphore": "t", "value": 1}]},
        {"op": "submit", "queue": "main", "commands": [{"op": "delay", "us": 1}]},
        {"op": "host_wait", "all": true}])"));
    CHECK(step_name(s, 0) == "steps[0] signal");
    CHECK(step_name(s, 1) == "steps[1] submit on main");
    CHECK(step_name(s, 2) == "steps[2] delay");
    CHECK(step_name(s, 3) == "steps[3] host_wait");
    CHECK(std::string(op_name(std::get<Submit>(s.steps[1]).commands[1])) == "wait");
    CHECK(std::string(op_name(s.steps[3])) == "host_wait");
}

TEST_CASE("model: kernels use absolute indices, the fixed hash and wrapping arithmetic") {
    const std::string objects = R"("elements": 16, "queues": {"q": {}}, "buffers": {"a": {}, "b": {}, "c": {}}, "host": {"h": {}}, )";
    auto run = [&](const std::string& steps) {
        return expect_of(objects + R"("steps": [)" + steps + R"(,
            {"op": "read", "queue": "q", "src": "c", "dst": "h"}, {"op": "check", "host": "h"}])");
    };
    const auto seq =
        run(R"({"op": "dispatch", "queue": "q", "kernel": "seq", "dst": "c", "base": 4294967295, "stride": 3, "offset": 4, "count": 4})");
    CHECK(seq == std::vector<uint32_t>{0, 0, 0, 0, 11, 14, 17, 20, 0, 0, 0, 0, 0, 0, 0, 0});

    const auto hash = run(R"({"op": "dispatch", "queue": "q", "kernel": "hash", "dst": "c", "seed": 77, "offset": 10})");
    for (uint32_t i = 0; i < 16; ++i) CHECK(hash[i] == (i < 10 ? 0 : independent_hash32(77, i)));
    CHECK(hash[15] == 0x0a453fa1u);

    // add overflows; scale by 0x80000001 keeps the low bit and flips bit 31 for odd values.
    const auto add = run(R"({"op": "dispatch", "queue": "q", "kernel": "seq", "dst": "a", "base": 4294967290, "stride": 1},
        {"op": "dispatch", "queue": "q", "kernel": "seq", "dst": "b", "base": 10, "stride": 0},
        {"op": "dispatch", "queue": "q", "kernel": "add", "a": "a", "b": "b", "dst": "c"})");
    for (uint32_t i = 0; i < 16; ++i) CHECK(add[i] == uint32_t(4294967290u + i + 10u));
    CHECK(add[0] == 4);

    const auto scale = run(R"({"op": "dispatch", "queue": "q", "kernel": "seq", "dst": "a", "base": 0, "stride": 1},
        {"op": "dispatch", "queue": "q", "kernel": "scale", "src": "a", "dst": "c", "k": 2147483649})");
    for (uint32_t i = 0; i < 16; ++i) CHECK(scale[i] == uint32_t(i * 0x80000001u));
    CHECK(scale[3] == 0x80000003u);
    CHECK(scale[2] == 2);

    const auto inc = run(R"({"op": "fill", "queue": "q", "dst": "c", "value": 4294967294},
        {"op": "dispatch", "queue": "q", "kernel": "inc", "dst": "c", "k": 3, "count": 8},
        {"op": "dispatch", "queue": "q", "kernel": "inc", "dst": "c", "k": 1, "offset": 4})");
    CHECK(inc == std::vector<uint32_t>{1, 1, 1, 1, 2, 2, 2, 2, 4294967295u, 4294967295u, 4294967295u, 4294967295u, 4294967295u, 4294967295u,
                                       4294967295u, 4294967295u});

    // Shader copy and copy-engine copy with offsets; in-place kernels read each element before writing it.
    const auto copies = run(R"({"op": "dispatch", "queue": "q", "kernel": "seq", "dst": "a", "base": 100, "stride": 1},
        {"op": "dispatch", "queue": "q", "kernel": "copy", "src": "a", "dst": "b", "offset": 2, "count": 2},
        {"op": "copy", "queue": "q", "src": "a", "dst": "c", "src_offset": 0, "dst_offset": 8, "count": 3},
        {"op": "copy", "queue": "q", "src": "b", "dst": "c", "offset": 2, "count": 2},
        {"op": "dispatch", "queue": "q", "kernel": "scale", "src": "c", "dst": "c", "k": 2, "offset": 8, "count": 1})");
    CHECK(copies == std::vector<uint32_t>{0, 0, 102, 103, 0, 0, 0, 0, 200, 101, 102, 0, 0, 0, 0, 0});
}

TEST_CASE("model: host arrays start with their init pattern, buffers with zeros, state persists") {
    const std::string body = R"("elements": 4, "queues": {"q": {}}, "buffers": {"b": {}},
        "host": {"in": {"init": {"seq": [10, 1]}}, "out": {"init": {"fill": 9}}}, "steps": [
        {"op": "read", "queue": "q", "src": "b", "dst": "out", "count": 2},
        {"op": "check", "host": "out"},
        {"op": "dispatch", "queue": "q", "kernel": "inc", "dst": "b", "k": 5},
        {"op": "upload", "queue": "q", "src": "in", "dst": "b", "count": 1},
        {"op": "host_wait", "queue": "q"}])";
    Model model(load_ok(doc(body)));
    CHECK(run_and_expect(model, 0, 0) == std::vector<uint32_t>{0, 0, 9, 9});
    CHECK(run_and_expect(model, 1, 1) == std::vector<uint32_t>{10, 5, 9, 9});
    CHECK(run_and_expect(model, 2, 2) == std::vector<uint32_t>{10, 10, 9, 9});
}

TEST_CASE("model: transfers take from their source offset and put at their destination offset") {
    // in = 10, 11, ..., 17. Each transfer moves 3 elements from offset 1 of its source to offset 4 of its destination
    // (or the reverse), so that a source offset taken for the destination one (or 0 for either) moves other values.
    const std::string body = R"("elements": 8, "queues": {"q": {}}, "buffers": {"a": {}, "b": {}},
        "host": {"in": {"init": {"seq": [10, 1]}}, "out": {}, "back": {}}, "steps": [
        {"op": "upload", "queue": "q", "src": "in", "dst": "a", "src_offset": 1, "dst_offset": 4, "count": 3},
        {"op": "submit", "queue": "q", "commands": [
            {"op": "copy", "src": "a", "dst": "b", "src_offset": 4, "dst_offset": 1, "count": 3},
            {"op": "download", "src": "b", "dst": "out", "src_offset": 1, "dst_offset": 5, "count": 3}]},
        {"op": "host_wait", "queue": "q"},
        {"op": "check", "host": "out"},
        {"op": "write", "queue": "q", "src": "in", "dst": "b", "src_offset": 6, "dst_offset": 0, "count": 2},
        {"op": "read", "queue": "q", "src": "b", "dst": "back", "src_offset": 0, "dst_offset": 2, "count": 4},
        {"op": "check", "host": "back"}])";
    Model model(load_ok(doc(body)));
    REQUIRE_FALSE(model.run_iteration(0));
    auto values = [&](size_t check) { return std::vector<uint32_t>(model.expected(check).begin(), model.expected(check).end()); };
    // a[4..7) = in[1..4) = 11 12 13; b[1..4) = a[4..7); out[5..8) = b[1..4).
    CHECK(values(0) == std::vector<uint32_t>{0, 0, 0, 0, 0, 11, 12, 13});
    // b = 16 17 12 13 0 0 0 0 after the write of in[6..8) to b[0..2); back[2..6) = b[0..4).
    CHECK(values(1) == std::vector<uint32_t>{0, 0, 16, 17, 12, 13, 0, 0});
}

TEST_CASE("model: $iteration in patterns, kernel parameters and fill values") {
    const std::string body = R"("elements": 4, "queues": {"q": {}}, "buffers": {"a": {}, "b": {}}, "host": {"h": {}}, "steps": [
        {"op": "host_fill", "dst": "h", "seq": ["$iteration+100", "$iteration"]},
        {"op": "upload", "queue": "q", "src": "h", "dst": "a"},
        {"op": "fill", "queue": "q", "dst": "b", "value": "$iteration+1", "count": 2},
        {"op": "dispatch", "queue": "q", "kernel": "hash", "dst": "b", "seed": "$iteration", "offset": 2},
        {"op": "dispatch", "queue": "q", "kernel": "scale", "src": "a", "dst": "a", "k": "$iteration"},
        {"op": "read", "queue": "q", "src": "a", "dst": "h"},
        {"op": "check", "host": "h"},
        {"op": "read", "queue": "q", "src": "b", "dst": "h"},
        {"op": "check", "host": "h"}])";
    Model model(load_ok(doc(body)));
    for (uint64_t it = 0; it < 4; ++it) {
        REQUIRE_FALSE(model.run_iteration(it));
        const auto a = model.expected(0);
        const auto b = model.expected(1);
        for (uint32_t i = 0; i < 4; ++i) CHECK(a[i] == uint32_t((100 + it + i * it) * it));
        CHECK(b[0] == it + 1);
        CHECK(b[1] == it + 1);
        CHECK(b[2] == independent_hash32(uint32_t(it), 2));
        CHECK(b[3] == independent_hash32(uint32_t(it), 3));
    }
}

TEST_CASE("model: a submission's commands over many elements give what they give one after the other") {
    // Several blocks of elements (the model runs element-wise commands block by block), ranges that start and end
    // inside blocks, a partial fill and an increment that carry elements over from the iteration before, a source
    // that is also written later, and a copy between different offsets, which runs on its own.
    constexpr uint32_t n = 20000;
    const std::string body = R"("elements": 20000, "queues": {"q": {}}, "buffers": {"a": {}, "b": {}, "c": {}},
        "host": {"out": {}}, "steps": [
        {"op": "submit", "queue": "q", "commands": [
            {"op": "fill", "dst": "a", "value": "$iteration+1"},
            {"op": "fill", "dst": "b", "value": 7, "offset": 5000, "count": 10000},
            {"op": "dispatch", "kernel": "inc", "dst": "b", "k": 1},
            {"op": "dispatch", "kernel": "add", "a": "a", "b": "b", "dst": "c", "offset": 3, "count": 19990},
            {"op": "copy", "src": "c", "dst": "a", "offset": 9000, "count": 3000},
            {"op": "copy", "src": "b", "dst": "c", "src_offset": 0, "dst_offset": 100, "count": 10},
            {"op": "dispatch", "kernel": "inc", "dst": "a", "k": 10, "offset": 8191, "count": 2},
            {"op": "download", "src": "a", "dst": "out"}]},
        {"op": "host_wait", "queue": "q"},
        {"op": "check", "host": "out"},
        {"op": "read", "queue": "q", "src": "c", "dst": "out"},
        {"op": "check", "host": "out"}])";
    Model model(load_ok(doc(body)));
    std::vector<uint32_t> a(n, 0), b(n, 0), c(n, 0);
    for (uint64_t it = 0; it < 3; ++it) {
        REQUIRE_FALSE(model.run_iteration(it));
        // The same commands, one after the other, on plain arrays.
        std::fill(a.begin(), a.end(), uint32_t(it + 1));
        std::fill(b.begin() + 5000, b.begin() + 15000, 7u);
        for (auto& v : b) v += 1;
        for (uint32_t i = 3; i < 3 + 19990; ++i) c[i] = a[i] + b[i];
        std::copy(c.begin() + 9000, c.begin() + 12000, a.begin() + 9000);
        std::copy(b.begin(), b.begin() + 10, c.begin() + 100);
        a[8191] += 10;
        a[8192] += 10;
        const auto got_a = model.expected(0), got_c = model.expected(1);
        CHECK(std::vector<uint32_t>(got_a.begin(), got_a.end()) == a);
        CHECK(std::vector<uint32_t>(got_c.begin(), got_c.end()) == c);
    }
    CHECK(b[0] == 3);  // carried over: one increment per iteration
}

TEST_CASE("model: sync orders a queue after another, and a wait holds a queue until its signal") {
    // p's fill is held by a wait; q syncs after p and copies: q must see p's fill once the host signals.
    const std::string body = R"("elements": 4, "queues": {"p": {}, "q": {}}, "buffers": {"a": {}, "b": {}},
        "host": {"h": {}}, "semaphores": {"go": {}}, "steps": [
        {"op": "submit", "queue": "p", "commands": [{"op": "wait", "semaphore": "go", "value": 1},
                                                    {"op": "fill", "dst": "a", "value": "$iteration+7"}]},
        {"op": "sync", "queue": "q", "after": "p"},
        {"op": "copy", "queue": "q", "src": "a", "dst": "b"},
        {"op": "host_signal", "semaphore": "go", "value": 1},
        {"op": "read", "queue": "q", "src": "b", "dst": "h"},
        {"op": "check", "host": "h"}])";
    CHECK(expect_of(body, 0) == std::vector<uint32_t>{7, 7, 7, 7});
    CHECK(expect_of(body, 3) == std::vector<uint32_t>{10, 10, 10, 10});
}

TEST_CASE("model: semaphore values rise by the stride each iteration") {
    // Queue a waits t >= 3 before writing x; queue b downloads x with no ordering, before the host signals.
    // With the offset, iteration 1's wait is t >= 6 and still blocks, so b sees iteration 0's value.
    // Without it, t = 3 from iteration 0 would release the wait at once and b would see 101.
    const std::string body = R"("elements": 2, "queues": {"a": {}, "b": {}}, "buffers": {"x": {}}, "host": {"h": {}},
        "semaphores": {"t": {}}, "expect": "race", "steps": [
        {"op": "submit", "queue": "a", "commands": [{"op": "wait", "semaphore": "t", "value": 3},
                                                    {"op": "fill", "dst": "x", "value": "$iteration+100"}]},
        {"op": "download", "queue": "b", "src": "x", "dst": "h"},
        {"op": "host_wait", "queue": "b"},
        {"op": "check", "host": "h"},
        {"op": "host_signal", "semaphore": "t", "value": 3},
        {"op": "host_wait", "all": true}])";
    const Scenario s = load_ok(doc(body));
    CHECK(s.semaphore_stride == 3);
    Model model(s);
    CHECK(run_and_expect(model, 0, 0) == std::vector<uint32_t>{0, 0});
    CHECK(run_and_expect(model, 1, 1) == std::vector<uint32_t>{100, 100});
    CHECK(run_and_expect(model, 2, 2) == std::vector<uint32_t>{101, 101});
}

TEST_CASE("model: a smaller signal does not move a timeline back") {
    const std::string body = R"("elements": 1, "queues": {"q": {}}, "buffers": {"x": {}}, "host": {"h": {}},
        "semaphores": {"t": {}}, "steps": [
        {"op": "host_signal", "semaphore": "t", "value": 5},
        {"op": "signal", "queue": "q", "semaphore": "t", "value": 2},
        {"op": "submit", "queue": "q", "commands": [{"op": "wait", "semaphore": "t", "value": 5},
                                                    {"op": "fill", "dst": "x", "value": 1}]},
        {"op": "read", "queue": "q", "src": "x", "dst": "h"},
        {"op": "check", "host": "h"}])";
    CHECK(expect_of(body, 2) == std::vector<uint32_t>{1});
}

TEST_CASE("model: deadlocks are described step by step") {
    SUBCASE("the host waits for a queue that waits for a later host signal") {
        const Scenario s = load_ok(doc(R"("queues": {"torch": {"side": "cuda"}}, "semaphores": {"t": {}}, "steps": [
            {"op": "sleep", "us": 1},
            {"op": "wait", "queue": "torch", "semaphore": "t", "value": 3},
            {"op": "host_wait", "queue": "torch"},
            {"op": "host_signal", "semaphore": "t", "value": 3}])"));
        Model model(s);
        const auto d = model.run_iteration(0);
        REQUIRE(d.has_value());
        CHECK(d->cycle == "host waits for queue torch to be idle at steps[2] <- torch waits t >= 3 at steps[1] <- nobody signals t >= 3 "
                          "(the host would at steps[3], after steps[2])");
        CHECK(d->steps == std::vector<size_t>{2, 1, 3});
        CHECK(model.run_iteration(1).has_value());  // unusable afterwards
    }
    SUBCASE("two queues waiting for each other's signal") {
        const Scenario s = load_ok(doc(R"("queues": {"a": {}, "b": {}}, "semaphores": {"x": {}, "y": {}}, "steps": [
            {"op": "submit", "queue": "a", "commands": [{"op": "wait", "semaphore": "x", "value": 1},
                                                        {"op": "signal", "semaphore": "y", "value": 1}]},
            {"op": "submit", "queue": "b", "commands": [{"op": "wait", "semaphore": "y", "value": 1},
                                                        {"op": "signal", "semaphore": "x", "value": 1}]},
            {"op": "host_wait", "all": true}])"));
        Model model(s);
        const auto d = model.run_iteration(0);
        REQUIRE(d.has_value());
        CHECK(d->cycle ==
              "host waits for all queues to be idle at steps[2] <- a waits x >= 1 at steps[0].commands[0] <- x >= 1 would be "
              "signalled by b at steps[1].commands[1] <- b waits y >= 1 at steps[1].commands[0] <- y >= 1 would be signalled by "
              "a at steps[0].commands[1] (a cycle)");
    }
    SUBCASE("a sync behind a blocked queue, found by a direct read") {
        const Scenario s = load_ok(doc(R"("queues": {"dev": {}, "torch": {"side": "cuda"}}, "buffers": {"s": {"memory": "shared"}},
            "host": {"h": {}}, "semaphores": {"t": {}}, "steps": [
            {"op": "wait", "queue": "torch", "semaphore": "t", "value": 1},
            {"op": "sync", "queue": "dev", "after": "torch"},
            {"op": "read", "queue": "dev", "src": "s", "dst": "h"},
            {"op": "signal", "queue": "dev", "semaphore": "t", "value": 1}])"));
        const auto d = Model(s).run_iteration(0);
        REQUIRE(d.has_value());
        CHECK(d->cycle == "host waits for queue dev to be idle at steps[2] (read) <- dev waits for queue torch at steps[1] (sync) <- torch "
                          "waits t >= 1 at steps[0] <- nobody signals t >= 1 (queue dev would at steps[3], submitted after steps[2])");
    }
    SUBCASE("a queue still blocked at the end of the iteration") {
        const Scenario s = load_ok(doc(R"("queues": {"q": {}}, "semaphores": {"t": {}}, "steps": [
            {"op": "wait", "queue": "q", "semaphore": "t", "value": 2}])"));
        const auto d = Model(s).run_iteration(0);
        REQUIRE(d.has_value());
        CHECK(d->cycle == "at the end of the iteration, q waits t >= 2 at steps[0] <- nobody signals t >= 2 in this iteration");
    }
    SUBCASE("the host waits for a semaphore that a blocked queue would signal") {
        const Scenario s = load_ok(doc(R"("queues": {"q": {}}, "semaphores": {"t": {}, "u": {}}, "steps": [
            {"op": "submit", "queue": "q", "commands": [{"op": "wait", "semaphore": "u", "value": 1},
                                                        {"op": "signal", "semaphore": "t", "value": 1}]},
            {"op": "host_wait", "semaphore": "t", "value": 1}])"));
        const auto d = Model(s).run_iteration(0);
        REQUIRE(d.has_value());
        CHECK(d->cycle == "host waits t >= 1 at steps[1] <- t >= 1 would be signalled by q at steps[0].commands[1] <- q waits u >= 1 at "
                          "steps[0].commands[0] <- nobody signals u >= 1");
        CHECK(d->steps == std::vector<size_t>{1, 0});
    }
    SUBCASE("the host waits for a semaphore only it signals later") {
        const Scenario s = load_ok(doc(R"("semaphores": {"t": {"initial": 1}}, "steps": [
            {"op": "host_wait", "semaphore": "t", "value": 1},
            {"op": "host_signal", "semaphore": "t", "value": 1}])"));
        Model model(s);
        CHECK_FALSE(model.run_iteration(0).has_value());  // the initial value satisfies iteration 0
        const auto d = model.run_iteration(1);            // iteration 1 waits for 1 + 1
        REQUIRE(d.has_value());
        CHECK(d->cycle == "host waits t >= 1 at steps[0] <- nobody signals t >= 1 (the host would at steps[1], after steps[0])");
    }
}

TEST_CASE("model: the LuisaCompute host round trip in one list gives x = x + y (scenarios/seeds/luisa-host-roundtrip-in-one-list.json)") {
    const std::string objects = R"("queues": {"main": {}, "other": {}}, "buffers": {"x": {}, "y": {}, "z": {}},
        "host": {"z_data": {}, "out": {}}, "semaphores": {"s": {}}, )";
    const std::string setup = R"(
        {"op": "host_fill", "dst": "z_data", "fill": 123},
        {"op": "submit", "queue": "main", "commands": [
            {"op": "dispatch", "kernel": "seq", "dst": "x", "base": "$iteration", "stride": 1},
            {"op": "dispatch", "kernel": "seq", "dst": "y", "base": 0, "stride": 1000}]},)";
    const std::string tail = R"(
        {"op": "host_wait", "all": true},
        {"op": "read", "queue": "main", "src": "x", "dst": "out"},
        {"op": "check", "host": "out"},
        {"op": "check", "host": "z_data"}])";
    auto verify = [&](const std::string& list) {
        Model model(load_ok(doc(objects + R"("steps": [)" + setup + list + tail)));
        for (uint64_t it = 0; it < 3; ++it) {
            const auto d = model.run_iteration(it);
            INFO((d ? d->cycle : ""));
            REQUIRE_FALSE(d.has_value());
            const auto x = model.expected(0);
            const auto z_data = model.expected(1);
            REQUIRE(x.size() == 1024);
            for (uint32_t i = 0; i < 1024; ++i) {
                CHECK(x[i] == uint32_t(it + i + 1000 * i));
                CHECK(z_data[i] == x[i]);
            }
        }
    };
    SUBCASE("one submission") {
        verify(R"({"op": "submit", "queue": "main", "commands": [
            {"op": "upload", "src": "z_data", "dst": "z"},
            {"op": "dispatch", "kernel": "add", "a": "x", "b": "y", "dst": "z"},
            {"op": "download", "src": "z", "dst": "z_data"},
            {"op": "upload", "src": "z_data", "dst": "z"},
            {"op": "copy", "src": "z", "dst": "x"}]},)");
    }
    SUBCASE("split into five submissions on one queue") {
        verify(R"({"op": "upload", "queue": "main", "src": "z_data", "dst": "z"},
            {"op": "dispatch", "queue": "main", "kernel": "add", "a": "x", "b": "y", "dst": "z"},
            {"op": "download", "queue": "main", "src": "z", "dst": "z_data"},
            {"op": "upload", "queue": "main", "src": "z_data", "dst": "z"},
            {"op": "copy", "queue": "main", "src": "z", "dst": "x"},)");
    }
    SUBCASE("two queues joined by a semaphore, the waiter submitted first") {
        verify(R"({"op": "submit", "queue": "other", "commands": [
                {"op": "wait", "semaphore": "s", "value": 1},
                {"op": "upload", "src": "z_data", "dst": "z"},
                {"op": "copy", "src": "z", "dst": "x"}]},
            {"op": "submit", "queue": "main", "commands": [
                {"op": "upload", "src": "z_data", "dst": "z"},
                {"op": "dispatch", "kernel": "add", "a": "x", "b": "y", "dst": "z"},
                {"op": "download", "src": "z", "dst": "z_data"},
                {"op": "signal", "semaphore": "s", "value": 1}]},)");
    }
}

TEST_CASE("classify: zeros, initial, stale, torn, other") {
    // h starts as 5s; each iteration uploads seq(it*100) into b, and reads b back into h.
    const std::string body = R"("elements": 8, "queues": {"q": {}}, "buffers": {"b": {}, "c": {}},
        "host": {"src": {}, "h": {"init": {"fill": 5}}}, "steps": [
        {"op": "host_fill", "dst": "src", "seq": ["$iteration+1000", 1]},
        {"op": "fill", "queue": "q", "dst": "c", "value": 77},
        {"op": "dispatch", "queue": "q", "kernel": "inc", "dst": "c", "k": 1},
        {"op": "upload", "queue": "q", "src": "src", "dst": "b"},
        {"op": "read", "queue": "q", "src": "b", "dst": "h"},
        {"op": "check", "host": "h", "offset": 2, "count": 4}])";
    Model model(load_ok(doc(body)));
    REQUIRE_FALSE(model.run_iteration(0));
    REQUIRE_FALSE(model.run_iteration(1));
    REQUIRE_FALSE(model.run_iteration(2));
    const auto e = model.expected(0);
    REQUIRE(e.size() == 4);
    CHECK(e[0] == 1004);  // iteration 2: 1002 + absolute index 2

    SUBCASE("match") {
        const std::vector<uint32_t> actual(e.begin(), e.end());
        const Mismatch m = model.classify(0, actual);
        CHECK(m.count == 0);
        CHECK(m.checked == 4);
    }
    SUBCASE("zeros") {
        const Mismatch m = model.classify(0, std::vector<uint32_t>{1004, 0, 0, 1007});
        CHECK(m.kind == MismatchKind::zeros);
        CHECK(m.count == 2);
        CHECK(m.first_index == 3);
        REQUIRE(m.samples.size() == 2);
        CHECK(m.samples[0].index == 3);
        CHECK(m.samples[0].expected == 1005);
        CHECK(m.samples[0].actual == 0);
    }
    SUBCASE("initial") {
        const Mismatch m = model.classify(0, std::vector<uint32_t>{5, 5, 5, 5});
        CHECK(m.kind == MismatchKind::initial);
        CHECK(m.count == 4);
    }
    SUBCASE("stale: the previous iteration's data in h") {
        const Mismatch m = model.classify(0, std::vector<uint32_t>{1003, 1004, 1005, 1006});
        CHECK(m.kind == MismatchKind::stale);
        // h held iteration 1's values at the end of iteration 1, and again before the read of iteration 2.
        CHECK(m.note.find("iteration 1") != std::string::npos);
        CHECK(m.note.find("end of") != std::string::npos);
    }
    SUBCASE("stale: what another object held only between two writes of this iteration") {
        // c is 77 only between its fill (steps[1]) and its increment (steps[2]).
        const Mismatch m = model.classify(0, std::vector<uint32_t>{77, 1005, 77, 1007});
        CHECK(m.kind == MismatchKind::stale);
        CHECK(m.note == "c before steps[2], iteration 2");
        CHECK(m.count == 2);
    }
    SUBCASE("torn") {
        const Mismatch m = model.classify(0, std::vector<uint32_t>{1004, 1005, 123456, 1007});
        CHECK(m.kind == MismatchKind::torn);
        CHECK(m.count == 1);
        CHECK(m.first_index == 4);
    }
    SUBCASE("other") {
        const Mismatch m = model.classify(0, std::vector<uint32_t>{1, 2, 3, 4});
        CHECK(m.kind == MismatchKind::other);
        CHECK(m.count == 4);
        CHECK(m.samples.size() == 4);
    }
}

TEST_CASE("classify keeps at most 8 samples") {
    Model model(load_ok(doc(R"("elements": 100, "host": {"h": {"init": {"fill": 1}}}, "steps": [{"op": "check", "host": "h"}])")));
    REQUIRE_FALSE(model.run_iteration(0));
    const Mismatch m = model.classify(0, std::vector<uint32_t>(100, 9));
    CHECK(m.count == 100);
    CHECK(m.samples.size() == 8);
    CHECK(m.kind == MismatchKind::other);
}

TEST_CASE("model: a trivial scenario runs many thousands of iterations per second") {
    Model model(load_ok(doc(R"("queues": {"q": {}}, "buffers": {"b": {}}, "host": {"h": {}}, "steps": [
        {"op": "dispatch", "queue": "q", "kernel": "seq", "dst": "b", "base": "$iteration", "stride": 1},
        {"op": "read", "queue": "q", "src": "b", "dst": "h"},
        {"op": "check", "host": "h"}])")));
    constexpr uint64_t k_iterations = 20000;
    const auto start = std::chrono::steady_clock::now();
    for (uint64_t it = 0; it < k_iterations; ++it) REQUIRE_FALSE(model.run_iteration(it));
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    MESSAGE("model: " << k_iterations / seconds << " iterations/s");
    CHECK(model.expected(0)[5] == k_iterations - 1 + 5);
    // Generous so that a loaded CI machine or a sanitizer build passes; a per-op allocation blow-up does not.
    CHECK(seconds < 4.0);
}

TEST_CASE("model: without $iteration values, iterations are reused only once one repeats its start") {
    SUBCASE("an increment changes the state every iteration: never reused") {
        const std::string body = R"("elements": 2, "queues": {"q": {}}, "buffers": {"b": {}}, "host": {"h": {}}, "steps": [
            {"op": "dispatch", "queue": "q", "kernel": "inc", "dst": "b", "k": 3},
            {"op": "read", "queue": "q", "src": "b", "dst": "h"},
            {"op": "check", "host": "h"}])";
        Model model(load_ok(doc(body)));
        for (uint64_t it = 0; it < 50; ++it) {
            REQUIRE_FALSE(model.run_iteration(it));
            REQUIRE(model.expected(0)[1] == 3 * (it + 1));
        }
    }
    SUBCASE("a chain of copies settles after three iterations: 0, 0, 5, then 5 for ever") {
        const std::string body =
            R"("elements": 2, "queues": {"q": {}}, "buffers": {"a": {}, "b": {}, "c": {}}, "host": {"h": {}}, "steps": [
            {"op": "copy", "queue": "q", "src": "b", "dst": "c"},
            {"op": "copy", "queue": "q", "src": "a", "dst": "b"},
            {"op": "fill", "queue": "q", "dst": "a", "value": 5},
            {"op": "read", "queue": "q", "src": "c", "dst": "h"},
            {"op": "check", "host": "h"}])";
        Model model(load_ok(doc(body)));
        for (uint64_t it = 0; it < 20; ++it) {
            REQUIRE_FALSE(model.run_iteration(it));
            CAPTURE(it);
            CHECK(model.expected(0)[0] == (it < 2 ? 0u : 5u));
        }
    }
    SUBCASE("semaphores keep rising: a wait released by a signal of the previous iteration") {
        // p's wait for go >= 2 rises by the stride each iteration: only this iteration's host signal releases
        // it, also once iterations are reused (else the read would find p stuck: a deadlock).
        const std::string body = R"("elements": 2, "queues": {"p": {}, "q": {}}, "buffers": {"a": {}, "b": {}},
            "host": {"h": {}}, "semaphores": {"go": {}}, "steps": [
            {"op": "submit", "queue": "p", "commands": [{"op": "wait", "semaphore": "go", "value": 2},
                                                        {"op": "fill", "dst": "a", "value": 7}]},
            {"op": "sync", "queue": "q", "after": "p"},
            {"op": "copy", "queue": "q", "src": "a", "dst": "b"},
            {"op": "host_signal", "semaphore": "go", "value": 2},
            {"op": "read", "queue": "q", "src": "b", "dst": "h"},
            {"op": "check", "host": "h"}])";
        Model model(load_ok(doc(body)));
        for (uint64_t it = 0; it < 30; ++it) {
            const auto deadlock = model.run_iteration(it);
            INFO((deadlock ? deadlock->cycle : std::string()));
            REQUIRE_FALSE(deadlock);
            REQUIRE(model.expected(0)[0] == 7);
        }
    }
    SUBCASE("classify after reuse names the iteration it is in") {
        const std::string body = R"("elements": 4, "queues": {"q": {}}, "buffers": {"b": {}, "c": {}},
            "host": {"src": {}, "h": {"init": {"fill": 5}}}, "steps": [
            {"op": "host_fill", "dst": "src", "seq": [1000, 1]},
            {"op": "fill", "queue": "q", "dst": "c", "value": 77},
            {"op": "dispatch", "queue": "q", "kernel": "inc", "dst": "c", "k": 1},
            {"op": "upload", "queue": "q", "src": "src", "dst": "b"},
            {"op": "read", "queue": "q", "src": "b", "dst": "h"},
            {"op": "check", "host": "h"}])";
        Model model(load_ok(doc(body)));
        for (uint64_t it = 0; it < 10; ++it) REQUIRE_FALSE(model.run_iteration(it));
        CHECK(model.expected(0)[3] == 1003);
        const Mismatch stale = model.classify(0, std::vector<uint32_t>{77, 1001, 77, 1003});
        CHECK(stale.kind == MismatchKind::stale);
        CHECK(stale.note == "c before steps[2], iteration 9");
        CHECK(model.classify(0, std::vector<uint32_t>{5, 5, 5, 5}).kind == MismatchKind::initial);
    }
}

TEST_CASE("model: a large scenario without $iteration values costs its model once, not every iteration") {
    // 4 Mi elements filled and read back: ~16 MiB of model work per iteration were it re-run.
    Model model(load_ok(doc(R"("elements": 4194304, "queues": {"q": {}}, "buffers": {"b": {}}, "host": {"h": {}}, "steps": [
        {"op": "fill", "queue": "q", "dst": "b", "value": 9},
        {"op": "read", "queue": "q", "src": "b", "dst": "h"},
        {"op": "check", "host": "h"}])")));
    const auto start = std::chrono::steady_clock::now();
    for (uint64_t it = 0; it < 20000; ++it) REQUIRE_FALSE(model.run_iteration(it));
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    MESSAGE("model, 4 Mi elements: " << 20000 / seconds << " iterations/s");
    CHECK(model.expected(0)[4194303] == 9);
    // Re-run every iteration this would move 20000 x 48 MiB: minutes. Generous for a loaded machine.
    CHECK(seconds < 10.0);
}

// A check's expectation is a view of the model's memory only where nothing later in the iteration writes the
// checked array; else a copy taken at the check. Each case writes the array after the check in another way and
// requires the value it held at the check (worked out by hand), then the view case requires the same of a check
// that nothing overwrites, and the expectations of two iterations in turn.
TEST_CASE("model: a check expects what the array held at the check, whatever writes it later in the iteration") {
    const std::string head = R"("elements": 4, "queues": {"q": {}}, "buffers": {"b": {}}, "host": {"h": {}},
        "semaphores": {"go": {}}, "steps": [
        {"op": "host_fill", "dst": "h", "fill": "$iteration+10"},
        {"op": "check", "host": "h"},)";
    // A later host_fill.
    CHECK(expect_of(head + R"( {"op": "host_fill", "dst": "h", "fill": 99}])", 1) == std::vector<uint32_t>(4, 11));
    // A later read into it.
    CHECK(expect_of(head + R"( {"op": "submit", "queue": "q", "commands": [{"op": "fill", "dst": "b", "value": 7}]},
        {"op": "read", "queue": "q", "src": "b", "dst": "h"}])",
                    1) == std::vector<uint32_t>(4, 11));
    // A later submission downloading into it.
    CHECK(expect_of(head + R"( {"op": "submit", "queue": "q", "commands": [{"op": "download", "src": "b", "dst": "h"}]},
        {"op": "host_wait", "queue": "q"}])",
                    1) == std::vector<uint32_t>(4, 11));
    // A download submitted before the check, held by a wait the host opens only after it: pending at the check.
    CHECK(expect_of(R"("elements": 4, "queues": {"q": {}}, "buffers": {"b": {}}, "host": {"h": {}},
        "semaphores": {"go": {}}, "steps": [
        {"op": "host_fill", "dst": "h", "fill": "$iteration+10"},
        {"op": "submit", "queue": "q", "commands": [{"op": "wait", "semaphore": "go", "value": 1},
                                                    {"op": "fill", "dst": "b", "value": 5},
                                                    {"op": "download", "src": "b", "dst": "h"}]},
        {"op": "check", "host": "h"},
        {"op": "host_signal", "semaphore": "go", "value": 1},
        {"op": "host_wait", "queue": "q"},
        {"op": "check", "host": "h"}])",
                    1, 0) == std::vector<uint32_t>(4, 11));
    // Nothing writes it later: the view, the same values; and each iteration's own.
    Model model(load_ok(doc(head + R"( {"op": "host_wait", "all": true}])")));
    CHECK(run_and_expect(model, 0, 0) == std::vector<uint32_t>(4, 10));
    CHECK(run_and_expect(model, 1, 1) == std::vector<uint32_t>(4, 11));
    CHECK(run_and_expect(model, 2, 4) == std::vector<uint32_t>(4, 14));
}
