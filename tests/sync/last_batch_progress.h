// One check run on every backend's sync::Device: a submission that the core splits into batches (a wait after
// work starts a new one) signals its queue's progress from the last batch. Were it signalled from an earlier
// batch, the queue would look idle, and a queue synced after it would start, before the last batch ran.
#pragma once

#include "core/sync/device.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <vector>

namespace syncstress::testing {

inline void check_progress_waits_for_the_last_batch(sync::Device& d) {
    using namespace std::chrono_literals;
    using sync::WaitStatus;
    auto ok = [](const auto& result) {
        REQUIRE_MESSAGE(result.ok(), (result.ok() ? std::string() : result.error().message));
        if constexpr (requires { *result; }) return *result;
    };
    constexpr uint64_t n = 256;
    const auto q = ok(d.create_queue(Side::device, "q")), after = ok(d.create_queue(Side::device, "after"));
    const auto b = ok(d.create_buffer("b", n, Memory::device, Side::device));
    const auto c = ok(d.create_buffer("c", n, Memory::device, Side::device));
    const auto h = ok(d.create_host_array("h", n));
    const auto go = ok(d.create_semaphore("go", 0));

    // Two batches: the first runs at once, the second only once the host signals go.
    const std::vector<sync::QueueOp> two_batches = {sync::FillCmd{b, 0, n, 1}, sync::WaitOp{go, 1}, sync::FillCmd{b, 0, n, 2}};
    ok(d.submit(q, two_batches, 0));
    ok(d.sync(after, q, 1));
    const std::vector<sync::QueueOp> copy = {sync::CopyCmd{b, c, 0, 0, n}};
    ok(d.submit(after, copy, 2));

    CHECK(ok(d.wait_queue_idle(q, 100ms)) == WaitStatus::timed_out);
    CHECK(ok(d.wait_queue_idle(after, 10ms)) == WaitStatus::timed_out);
    CHECK(ok(d.wait_idle(10ms)) == WaitStatus::timed_out);
    ok(d.host_signal(go, 1));
    REQUIRE(ok(d.wait_idle(10s)) == WaitStatus::done);
    // The synced queue copied what the last batch wrote.
    REQUIRE(ok(d.read(after, sync::DownloadCmd{c, h, 0, 0, n}, 10s, 3)) == WaitStatus::done);
    const auto data = d.host_data(h);
    CHECK(std::count(data.begin(), data.end(), 2u) == static_cast<long>(n));
}

}  // namespace syncstress::testing
