// Run with SYNCSTRESS_PARALLEL_WIDTH=4 (tests/scenario/CMakeLists.txt): the pool has three threads on any machine.
#include "core/common/parallel_for.h"
#include "core/conformance/independent_kernels.h"
#include "core/model/model.h"
#include "tests/scenario/scenario_test_util.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

using namespace syncstress;
using namespace syncstress::scenario;
using namespace syncstress::model;
using namespace syncstress::scenario::test;

TEST_CASE("parallel_for: every item once, on more than one thread, callers at once each get theirs") {
    REQUIRE(parallel_width() == 4);
    for (const size_t n : {size_t{0}, size_t{1}, size_t{2}, size_t{1000}}) {
        std::vector<std::atomic<int>> calls(n);
        parallel_for(n, [&](size_t i) { calls[i].fetch_add(1); });
        CHECK(std::all_of(calls.begin(), calls.end(), [](const auto& c) { return c.load() == 1; }));
    }
    // Items that take a while: the pool's threads take some of them.
    std::mutex m;
    std::set<std::thread::id> threads;
    parallel_for(32, [&](size_t) {
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
        std::lock_guard lock(m);
        threads.insert(std::this_thread::get_id());
    });
    CHECK(threads.size() > 1);
    // Two callers at once: one holds the pool, the other runs its items itself; both complete, each item once.
    std::vector<std::atomic<int>> a(5000), b(5000);
    std::thread other([&] {
        for (int r = 0; r < 20; ++r) parallel_for(a.size(), [&](size_t i) { a[i].fetch_add(1); });
    });
    for (int r = 0; r < 20; ++r) parallel_for(b.size(), [&](size_t i) { b[i].fetch_add(1); });
    other.join();
    CHECK(std::all_of(a.begin(), a.end(), [](const auto& c) { return c.load() == 20; }));
    CHECK(std::all_of(b.begin(), b.end(), [](const auto& c) { return c.load() == 20; }));
}

TEST_CASE("model: element-wise commands over blocks on the pool's threads give what they give one after the other") {
    // 600,000 elements: 74 blocks, a run the model hands to the pool. Ranges that start and end inside blocks, a
    // partial fill and an increment that carry elements over from the iteration before, a source that is also written
    // later, objects the iteration takes from its start state, and a copy between different offsets (on its own).
    constexpr uint32_t n = 600000;
    const std::string body = R"("elements": 600000, "queues": {"q": {}}, "buffers": {"a": {}, "b": {}, "c": {}},
        "host": {"out": {}}, "steps": [
        {"op": "submit", "queue": "q", "commands": [
            {"op": "dispatch", "kernel": "seq", "dst": "a", "base": "$iteration", "stride": 3},
            {"op": "fill", "dst": "b", "value": 7, "offset": 5000, "count": 300001},
            {"op": "dispatch", "kernel": "inc", "dst": "b", "k": 1},
            {"op": "dispatch", "kernel": "add", "a": "a", "b": "b", "dst": "c", "offset": 3, "count": 599990},
            {"op": "dispatch", "kernel": "hash", "dst": "a", "seed": 9, "offset": 400000, "count": 77777},
            {"op": "download", "src": "c", "dst": "out"},
            {"op": "copy", "src": "b", "dst": "a", "src_offset": 0, "dst_offset": 100, "count": 10}]},
        {"op": "host_wait", "queue": "q"},
        {"op": "check", "host": "out"},
        {"op": "read", "queue": "q", "src": "a", "dst": "out"},
        {"op": "check", "host": "out"}])";
    Model model(load_ok(doc(body)));
    std::vector<uint32_t> a(n, 0), b(n, 0), c(n, 0);
    for (uint64_t it = 0; it < 3; ++it) {
        REQUIRE_FALSE(model.run_iteration(it));
        // The same commands, one after the other, on plain arrays.
        for (uint32_t i = 0; i < n; ++i) a[i] = uint32_t(it) + i * 3;
        std::fill(b.begin() + 5000, b.begin() + 305001, 7u);
        for (auto& v : b) v += 1;
        for (uint32_t i = 3; i < 3 + 599990; ++i) c[i] = a[i] + b[i];
        for (uint32_t i = 400000; i < 400000 + 77777; ++i) a[i] = syncstress::conformance::independent_hash32(9, i);
        std::copy(b.begin(), b.begin() + 10, a.begin() + 100);
        const auto got_c = model.expected(0), got_a = model.expected(1);
        CHECK(std::vector<uint32_t>(got_c.begin(), got_c.end()) == c);
        CHECK(std::vector<uint32_t>(got_a.begin(), got_a.end()) == a);
    }
    CHECK(b[0] == 3);  // carried over: one increment per iteration
}

TEST_CASE("model: a large command alone runs in groups of blocks on the pool's threads and gives what it gives whole") {
    // Each op its own submission: the queue runs them one by one, each split over the pool. Ranges inside blocks,
    // a transfer between different offsets, an increment that carries elements over from the iteration before.
    constexpr uint32_t n = 700000;
    const std::string body = R"("elements": 700000, "queues": {"q": {}}, "buffers": {"a": {}, "b": {}},
        "host": {"out": {}}, "steps": [
        {"op": "dispatch", "queue": "q", "kernel": "seq", "dst": "a", "base": "$iteration", "stride": 5, "offset": 7, "count": 650001},
        {"op": "dispatch", "queue": "q", "kernel": "inc", "dst": "b", "k": 2},
        {"op": "copy", "queue": "q", "src": "a", "dst": "b", "src_offset": 10, "dst_offset": 300000, "count": 300003},
        {"op": "download", "queue": "q", "src": "b", "dst": "out"},
        {"op": "host_wait", "queue": "q"},
        {"op": "check", "host": "out"}])";
    Model model(load_ok(doc(body)));
    std::vector<uint32_t> a(n, 0), b(n, 0);
    for (uint64_t it = 0; it < 3; ++it) {
        REQUIRE_FALSE(model.run_iteration(it));
        for (uint32_t i = 7; i < 7 + 650001; ++i) a[i] = uint32_t(it) + i * 5;
        for (auto& v : b) v += 2;
        std::copy(a.begin() + 10, a.begin() + 10 + 300003, b.begin() + 300000);
        const auto got = model.expected(0);
        CHECK(std::vector<uint32_t>(got.begin(), got.end()) == b);
    }
    CHECK(b[0] == 6);  // carried over: one increment per iteration
}
