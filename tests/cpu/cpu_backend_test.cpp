// The CPU backend's own behaviour, driven through the Backend interface directly (no sync core). What every backend
// must do (commands, kernels, ranges, timelines) is checked by tests/conformance.
#include "core/backends/cpu/cpu_backend.h"
#include "core/backends/cpu/stretches.h"
#include "core/conformance/independent_kernels.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <set>
#include <thread>
#include <vector>

using namespace syncstress;
using namespace std::chrono;
using sync::Batch;

namespace {

// Generous: the machine running the tests is small and shared.
constexpr auto k_timeout = seconds(10);

struct Fixture {
    std::unique_ptr<sync::Backend> backend;
    uint32_t next_semaphore = 0;

    Fixture() {
        auto created = backends::create_cpu_backend({});
        REQUIRE(created.ok());
        backend = std::move(*created);
    }

    sync::SemaphoreId semaphore(uint64_t initial = 0) {
        REQUIRE(backend->create_semaphore(next_semaphore, initial).ok());
        return next_semaphore++;
    }

    // Submits one batch that signals a fresh semaphore, and waits for it.
    void run(sync::QueueId queue, Batch batch, sync::SubmitFlags flags = {}) {
        const auto done = semaphore();
        batch.signals.push_back({done, 1});
        REQUIRE(backend->submit(queue, std::span<const Batch>(&batch, 1), flags).ok());
        auto reached = backend->host_wait(done, 1, k_timeout);
        REQUIRE(reached.ok());
        REQUIRE(*reached);
    }

    std::vector<uint32_t> download(sync::QueueId queue, sync::BufferId buffer, sync::HostArrayId host, uint64_t count) {
        run(queue, Batch{{}, {sync::DownloadCmd{buffer, host, 0, 0, count}}, {}});
        const uint32_t* data = backend->host_array_data(host);
        return {data, data + count};
    }
};

constexpr uint64_t k_n = 256;

}  // namespace

TEST_CASE("cpu: probe reports an always-available emulated device on both sides") {
    const auto a = backends::probe_cpu();
    CHECK(a.available);
    CHECK(a.device.find("host CPU (") == 0);
    CHECK(a.driver == "syncstress emulation");
    Fixture f;
    CHECK(f.backend->info().name == "cpu");
    CHECK(f.backend->info().device_side);
    CHECK(f.backend->info().cuda_side);
}

TEST_CASE("cpu: resources start zero-filled and host arrays are 64-byte aligned") {
    Fixture f;
    REQUIRE(f.backend->create_queue(0, Side::device, "q").ok());
    REQUIRE(f.backend->create_buffer(0, k_n, Memory::device, Side::device).ok());
    REQUIRE(f.backend->create_host_array(0, k_n).ok());
    REQUIRE(f.backend->create_host_array(1, 3).ok());
    for (uint32_t id : {0u, 1u}) CHECK(reinterpret_cast<uintptr_t>(f.backend->host_array_data(id)) % 64 == 0);
    uint32_t* h = f.backend->host_array_data(0);
    std::fill_n(h, k_n, 0xdeadu);
    const auto data = f.download(0, 0, 0, k_n);
    for (uint32_t v : data) REQUIRE(v == 0u);
}

TEST_CASE("cpu: host_wait returns false at its deadline and true once signalled") {
    Fixture f;
    const auto s = f.semaphore(3);
    auto already = f.backend->host_wait(s, 3, milliseconds(0));
    REQUIRE(already.ok());
    CHECK(*already);
    const auto start = steady_clock::now();
    auto late = f.backend->host_wait(s, 4, milliseconds(60));
    REQUIRE(late.ok());
    CHECK_FALSE(*late);
    CHECK(steady_clock::now() - start >= milliseconds(60));

    std::thread signaller([&] {
        std::this_thread::sleep_for(milliseconds(30));
        (void)f.backend->host_signal(s, 9);
    });
    auto woken = f.backend->host_wait(s, 9, k_timeout);
    signaller.join();
    REQUIRE(woken.ok());
    CHECK(*woken);
    auto value = f.backend->semaphore_value(s);
    REQUIRE(value.ok());
    CHECK(*value == 9u);
}

TEST_CASE("cpu: a delay keeps the queue busy at least that long, short and long") {
    Fixture f;
    REQUIRE(f.backend->create_queue(0, Side::device, "q").ok());
    for (uint32_t us : {150u, 20000u}) {
        CAPTURE(us);
        const auto start = steady_clock::now();
        f.run(0, Batch{{}, {sync::DelayCmd{us}}, {}});
        CHECK(steady_clock::now() - start >= microseconds(us));
    }
}

TEST_CASE("cpu: a non-monotonic signal is recorded and still sets the value") {
    Fixture f;
    REQUIRE(f.backend->create_queue(0, Side::device, "q").ok());
    const auto s = f.semaphore(5);
    REQUIRE(f.backend->host_signal(s, 8).ok());
    CHECK_FALSE(f.backend->findings_pending());
    CHECK(f.backend->take_violations().empty());
    REQUIRE(f.backend->host_signal(s, 8).ok());  // equal is not larger: forbidden too
    CHECK(f.backend->findings_pending());
    f.run(0, Batch{{}, {}, {{s, 3}}});  // from a queue
    const auto v = f.backend->take_violations();
    CHECK_FALSE(f.backend->findings_pending());
    REQUIRE(v.size() == 2);
    CHECK(v[0].semaphore == s);
    CHECK(v[0].current == 8u);
    CHECK(v[0].signalled == 8u);
    CHECK(v[1].current == 8u);
    CHECK(v[1].signalled == 3u);
    auto value = f.backend->semaphore_value(s);
    REQUIRE(value.ok());
    CHECK(*value == 3u);  // the timeline went backwards, as the broken driver would
    CHECK(f.backend->take_violations().empty());
}

TEST_CASE("cpu: an unordered submission really runs its commands out of order") {
    Fixture f;
    REQUIRE(f.backend->create_queue(0, Side::device, "q").ok());
    REQUIRE(f.backend->create_buffer(0, 4, Memory::device, Side::device).ok());
    REQUIRE(f.backend->create_host_array(0, 4).ok());
    auto last_wins = [&](bool ordered) {
        int reordered = 0;
        for (int i = 0; i < 40; ++i) {
            f.run(0, Batch{{}, {sync::FillCmd{0, 0, 4, 1u}, sync::FillCmd{0, 0, 4, 2u}}, {}}, sync::SubmitFlags{ordered});
            reordered += f.download(0, 0, 0, 4)[0] == 1u;
        }
        return reordered;
    };
    CHECK(last_wins(true) == 0);
    CHECK(last_wins(false) > 0);
}

TEST_CASE("cpu: destroying the backend with a queue blocked on a wait returns") {
    const auto start = steady_clock::now();
    {
        Fixture f;
        REQUIRE(f.backend->create_queue(0, Side::device, "q").ok());
        const auto never = f.semaphore();
        const Batch stuck{{{never, 1}}, {}, {}};
        REQUIRE(f.backend->submit(0, std::span<const Batch>(&stuck, 1), {}).ok());
        std::this_thread::sleep_for(milliseconds(20));
    }
    CHECK(steady_clock::now() - start < seconds(5));
}

TEST_CASE("cpu: submissions pile up behind a wait (more than one chunk of the queue) and then all run in order") {
    Fixture f;
    REQUIRE(f.backend->create_queue(0, Side::device, "q").ok());
    REQUIRE(f.backend->create_buffer(0, k_n, Memory::device, Side::device).ok());
    REQUIRE(f.backend->create_host_array(0, k_n).ok());
    const auto gate = f.semaphore();
    const auto progress = f.semaphore();
    const Batch gated{{{gate, 1}}, {}, {}};
    REQUIRE(f.backend->submit(0, std::span<const Batch>(&gated, 1), {}).ok());
    // Each fills the buffer from element i on with i: in order, element i ends as i; two batches each, the second
    // signalling, so that multi-batch submissions cross chunks too.
    for (uint32_t i = 0; i < k_n; ++i) {
        const Batch pair[] = {Batch{{}, {sync::FillCmd{0, i, k_n - i, i}}, {}}, Batch{{}, {}, {{progress, i + 1u}}}};
        REQUIRE(f.backend->submit(0, pair, {}).ok());
    }
    auto before = f.backend->semaphore_value(progress);
    REQUIRE(before.ok());
    CHECK(*before == 0u);
    REQUIRE(f.backend->host_signal(gate, 1).ok());
    auto reached = f.backend->host_wait(progress, k_n, k_timeout);
    REQUIRE(reached.ok());
    REQUIRE(*reached);
    const auto data = f.download(0, 0, 0, k_n);
    for (uint32_t i = 0; i < k_n; ++i) REQUIRE(data[i] == i);
    CHECK(f.backend->take_violations().empty());
}

TEST_CASE("cpu: stretch shuffling keeps every command within its stretch and every barrier in place, in every order") {
    using backends::cpu::ResolvedCmd;
    // Commands 0..6 (p0 names each), barriers at 3 and 5: stretches [0, 3), [4, 5), [6, 8).
    auto make = [] {
        std::vector<ResolvedCmd> commands(8);
        for (uint32_t i = 0; i < commands.size(); ++i) commands[i].p0 = i;
        commands[3].kind = commands[5].kind = ResolvedCmd::Kind::barrier;
        return commands;
    };
    uint64_t state = 1;
    std::set<std::vector<uint32_t>> first_stretch_orders;
    bool last_swapped = false;
    for (int round = 0; round < 200; ++round) {
        auto commands = make();
        backends::cpu::shuffle_stretches(commands, state);
        REQUIRE(commands[3].kind == ResolvedCmd::Kind::barrier);
        REQUIRE(commands[5].kind == ResolvedCmd::Kind::barrier);
        CHECK(commands[3].p0 == 3u);
        CHECK(commands[5].p0 == 5u);
        CHECK(commands[4].p0 == 4u);  // a stretch of one
        std::vector<uint32_t> first{commands[0].p0, commands[1].p0, commands[2].p0};
        CHECK(std::is_permutation(first.begin(), first.end(), std::vector<uint32_t>{0, 1, 2}.begin()));
        CHECK(std::min(commands[6].p0, commands[7].p0) == 6u);
        CHECK(std::max(commands[6].p0, commands[7].p0) == 7u);
        first_stretch_orders.insert(first);
        last_swapped = last_swapped || commands[6].p0 == 7u;
    }
    CHECK(first_stretch_orders.size() == 6);
    CHECK(last_swapped);
    // No barrier: the whole list is one stretch (the fault no-barrier).
    std::vector<ResolvedCmd> none(4);
    for (uint32_t i = 0; i < none.size(); ++i) none[i].p0 = i;
    bool moved = false;
    for (int round = 0; round < 50 && !moved; ++round) {
        backends::cpu::shuffle_stretches(none, state);
        moved = none[3].p0 != 3u;
    }
    CHECK(moved);
}

TEST_CASE("cpu: an unordered queue's barrier is a point no command crosses, and commands between barriers reorder") {
    Fixture f;
    REQUIRE(f.backend->create_queue(0, Side::device, "q").ok());
    REQUIRE(f.backend->create_buffer(0, 4, Memory::device, Side::device).ok());
    REQUIRE(f.backend->create_host_array(0, 4).ok());
    const sync::SubmitFlags unordered{false, false};
    const sync::BarrierCmd barrier{stage_bit(Stage::transfer),
                                   stage_bit(Stage::transfer),
                                   access_bit(Stage::transfer, true),
                                   access_bit(Stage::transfer, false),
                                   0,
                                   0,
                                   4};
    int reordered = 0;
    for (int i = 0; i < 40; ++i) {
        // The barrier keeps fill 3 after fills 1 and 2, whose order is free, and the download after all of them.
        f.run(0, Batch{{}, {sync::FillCmd{0, 0, 4, 1u}, sync::FillCmd{0, 0, 4, 2u}, barrier, sync::DownloadCmd{0, 0, 0, 0, 4}}, {}},
              unordered);
        const uint32_t got = f.backend->host_array_data(0)[0];
        REQUIRE((got == 1u || got == 2u));
        reordered += got == 1u;
        f.run(0,
              Batch{{}, {sync::FillCmd{0, 0, 4, 1u}, barrier, sync::FillCmd{0, 0, 4, 3u}, barrier, sync::DownloadCmd{0, 0, 0, 0, 4}}, {}},
              unordered);
        REQUIRE(f.backend->host_array_data(0)[0] == 3u);
    }
    CHECK(reordered > 0);
    // A barrier's buffer range is checked as a command's.
    const Batch outside{{}, {sync::BarrierCmd{stage_bit(Stage::transfer), stage_bit(Stage::transfer), 0, 0, 0, 2, 3}}, {}};
    const Status refused = f.backend->submit(0, std::span<const Batch>(&outside, 1), unordered);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().message == "cpu: barrier: range [2, +3) outside buffer 0 of 4 elements");
}

TEST_CASE("cpu: a prepared ordered submission with a barrier runs it as nothing, its values in place") {
    Fixture f;
    REQUIRE(f.backend->create_queue(0, Side::device, "q").ok());
    REQUIRE(f.backend->create_buffer(0, 4, Memory::device, Side::device).ok());
    REQUIRE(f.backend->create_host_array(0, 4).ok());
    const auto done = f.semaphore();
    std::vector<Batch> batches{Batch{{},
                                     {sync::FillCmd{0, 0, 4, 0}, sync::full_barrier(), sync::DispatchCmd{Kernel::inc, 0, 0, 0, 0, 4, 0, 0},
                                      sync::DownloadCmd{0, 0, 0, 0, 4}},
                                     {{done, 0}}}};
    // The fill's value, the inc's p0 (after the barrier: its index counts it) and the signal, set at each submit.
    std::vector<sync::BatchValue> values{
        {0, 0, sync::BatchValue::Field::fill}, {0, 2, sync::BatchValue::Field::p0}, {0, 0, sync::BatchValue::Field::signal}};
    auto prepared = f.backend->prepare(0, batches, {}, values);
    REQUIRE(prepared.ok());
    for (uint64_t round = 1; round <= 3; ++round) {
        REQUIRE((*prepared)->submit(std::vector<uint64_t>{10 * round, round, round}).ok());
        auto reached = f.backend->host_wait(done, round, k_timeout);
        REQUIRE(reached.ok());
        REQUIRE(*reached);
        CHECK(f.backend->host_array_data(0)[3] == 11 * round);
    }
}

TEST_CASE("cpu: opaque kernels in a prepared submission, two of them over one buffer, match the independent elements") {
    Fixture f;
    REQUIRE(f.backend->create_queue(0, Side::device, "q").ok());
    for (uint32_t b = 0; b < 2; ++b) REQUIRE(f.backend->create_buffer(b, k_n, Memory::device, Side::device).ok());
    REQUIRE(f.backend->create_host_array(0, k_n).ok());
    std::vector<std::vector<uint32_t>> before(2, std::vector<uint32_t>(k_n));
    for (uint32_t i = 0; i < k_n; ++i) before[0][i] = 3 * i + 1;
    std::copy(before[0].begin(), before[0].end(), f.backend->host_array_data(0));
    // Two kernels of one id that differ only in a range: each its own resolved ranges.
    const sync::OpaqueCmd first{9, {{0, 0, k_n}}, {{1, 0, 100}}}, second{9, {{0, 0, k_n}}, {{1, 100, 100}, {0, 0, 50}}};
    const auto done = f.semaphore();
    std::vector<Batch> batches{
        Batch{{}, {sync::UploadCmd{0, 0, 0, 0, k_n}, first, second, sync::DownloadCmd{1, 0, 0, 0, k_n}}, {{done, 0}}}};
    auto prepared = f.backend->prepare(0, batches, {}, {{0, 0, sync::BatchValue::Field::signal}});
    REQUIRE(prepared.ok());
    for (uint64_t round = 1; round <= 2; ++round) {
        REQUIRE((*prepared)->submit(std::vector<uint64_t>{round}).ok());
        auto reached = f.backend->host_wait(done, round, k_timeout);
        REQUIRE(reached.ok());
        REQUIRE(*reached);
        const auto expected = conformance::independent_opaque(second, conformance::independent_opaque(first, before));
        const uint32_t* got = f.backend->host_array_data(0);
        CHECK(std::vector<uint32_t>(got, got + k_n) == expected[1]);
        std::copy(before[0].begin(), before[0].end(), f.backend->host_array_data(0));
    }
}
