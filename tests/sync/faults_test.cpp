// Each fault switch has its observable effect at the Device level, and the same sequence is correct
// without it. Timing-dependent cases give the racing side a delay far longer than any scheduling hiccup.
#include "device_fixture.h"

using namespace syncstress;
using namespace syncstress::testing;
using namespace std::chrono;
using sync::Fault;
using sync::QueueOp;
using sync::WaitStatus;

namespace {

constexpr uint64_t k_n = 1024;
constexpr uint32_t k_slow_us = 300000;

struct Interop {
    std::unique_ptr<sync::Device> d;
    sync::QueueId dev, cu;
    sync::BufferId shared;
    sync::HostArrayId h;
};

Interop interop(sync::FaultSet faults) {
    Interop i;
    i.d = make_device(faults);
    i.dev = must(i.d->create_queue(Side::device, "dev"));
    i.cu = must(i.d->create_queue(Side::cuda, "cu"));
    i.shared = must(i.d->create_buffer("shared", k_n, Memory::shared, Side::device));
    i.h = must(i.d->create_host_array("h", k_n));
    return i;
}

}  // namespace

TEST_CASE("fault deferred-sync: a direct read skips the pending sync, which the next submit consumes") {
    for (bool faulty : {false, true}) {
        CAPTURE(faulty);
        auto i = interop(faulty ? only(Fault::deferred_sync) : sync::FaultSet{});
        const auto fresh = must(i.d->create_buffer("fresh", k_n, Memory::shared, Side::device));
        // scenarios/seeds/slangpy-direct-read-after-sync.json: C writes the shared buffer -> sync_to_cuda -> H reads through the direct path.
        submit(*i.d, i.cu, {sync::DelayCmd{k_slow_us}, sync::FillCmd{i.shared, 0, k_n, 77u}});
        must(i.d->sync(i.dev, i.cu, 1));
        const uint32_t direct = read_first(*i.d, i.dev, i.shared, i.h, k_n);
        CHECK(direct == (faulty ? 0u : 77u));
        // A regular submission carries the pending wait, so what it copies is fresh either way.
        submit(*i.d, i.dev, {sync::CopyCmd{i.shared, fresh, 0, 0, k_n}});
        CHECK(read_first(*i.d, i.dev, fresh, i.h, k_n) == 77u);
    }
}

TEST_CASE("fault deferred-sync: repeated syncs leave one pending wait, consumed by the next submit only") {
    RecordingBackend* rec = nullptr;
    auto d = make_device(only(Fault::deferred_sync), &rec);
    const auto dev = must(d->create_queue(Side::device, "dev"));  // progress: backend semaphore 0
    const auto cu = must(d->create_queue(Side::cuda, "cu"));      // progress: backend semaphore 1
    for (int i = 0; i < 5; ++i) {
        submit(*d, cu, {});
        must(d->sync(dev, cu, 0));
    }
    CHECK(rec->submissions.size() == 5);  // the syncs themselves submitted nothing
    submit(*d, dev, {});
    submit(*d, dev, {});
    REQUIRE(rec->submissions.size() == 7);
    const auto& consumed = rec->submissions[5].batches.front().waits;
    REQUIRE(consumed.size() == 1);
    CHECK(consumed[0].semaphore == 1);
    CHECK(consumed[0].value == 5u);
    CHECK(rec->submissions[6].batches.front().waits.empty());
    REQUIRE(must(d->wait_idle(k_timeout)) == WaitStatus::done);
}

TEST_CASE("fault stage-at-submit: the LuisaCompute round trip in one submission gives 123s") {
    for (bool faulty : {false, true}) {
        CAPTURE(faulty);
        auto d = make_device(faulty ? only(Fault::stage_at_submit) : sync::FaultSet{});
        const auto q = must(d->create_queue(Side::device, "main"));
        const auto x = must(d->create_buffer("x", k_n, Memory::device, Side::device));
        const auto y = must(d->create_buffer("y", k_n, Memory::device, Side::device));
        const auto z = must(d->create_buffer("z", k_n, Memory::device, Side::device));
        const auto z_data = must(d->create_host_array("z_data", k_n));
        const auto out = must(d->create_host_array("out", k_n));
        submit(*d, q,
               {sync::DispatchCmd{Kernel::seq, x, 0, 0, 0, k_n, 0u, 1u}, sync::DispatchCmd{Kernel::seq, y, 0, 0, 0, k_n, 0u, 1000u}});
        std::fill(d->host_data(z_data).begin(), d->host_data(z_data).end(), 123u);
        // The LuisaCompute host round trip in one list (scenarios/seeds/luisa-host-roundtrip-in-one-list.json).
        submit(*d, q,
               {sync::UploadCmd{z_data, z, 0, 0, k_n}, sync::DispatchCmd{Kernel::add, z, x, y, 0, k_n, 0u, 0u},
                sync::DownloadCmd{z, z_data, 0, 0, k_n}, sync::UploadCmd{z_data, z, 0, 0, k_n}, sync::CopyCmd{z, x, 0, 0, k_n}});
        REQUIRE(must(d->wait_idle(k_timeout)) == WaitStatus::done);
        REQUIRE(must(d->read(q, sync::DownloadCmd{x, out, 0, 0, k_n}, k_timeout, 0)) == WaitStatus::done);
        const auto got = d->host_data(out);
        for (uint32_t e = 0; e < k_n; ++e) REQUIRE(got[e] == (faulty ? 123u : e * 1001u));
        // z_data itself got x + y from the download in both cases.
        CHECK(d->host_data(z_data)[3] == 3003u);
    }
}

TEST_CASE("fault stage-at-submit: staging is not reused while an earlier upload still needs it") {
    auto d = make_device(only(Fault::stage_at_submit));
    const auto q = must(d->create_queue(Side::device, "q"));
    const auto gate = must(d->create_semaphore("gate", 0));
    const auto src = must(d->create_host_array("src", k_n));
    const auto out = must(d->create_host_array("out", k_n));
    std::vector<sync::BufferId> buffers;
    for (uint32_t b = 0; b < 4; ++b) buffers.push_back(must(d->create_buffer("b" + std::to_string(b), k_n, Memory::device, Side::device)));
    // All uploads are held behind the gate, so every staging copy is still in use when the next is made.
    submit(*d, q, {sync::WaitOp{gate, 1}});
    for (uint32_t b = 0; b < buffers.size(); ++b) {
        std::fill(d->host_data(src).begin(), d->host_data(src).end(), 10u + b);
        submit(*d, q, {sync::UploadCmd{src, buffers[b], 0, 0, k_n}});
    }
    must(d->host_signal(gate, 1));
    for (uint32_t b = 0; b < buffers.size(); ++b) CHECK(read_first(*d, q, buffers[b], out, k_n) == 10u + b);
    // Once finished, a staging array is reused: many more uploads create no runaway of host arrays,
    // which shows as the same data path still being correct.
    for (uint32_t round = 0; round < 50; ++round) {
        std::fill(d->host_data(src).begin(), d->host_data(src).end(), 100u + round);
        REQUIRE(must(d->write(q, sync::UploadCmd{src, buffers[0], 0, 0, k_n}, k_timeout, 0)) == WaitStatus::done);
        REQUIRE(read_first(*d, q, buffers[0], out, k_n) == 100u + round);
    }
}

TEST_CASE("fault drop-wait: queue waits and sync waits are skipped") {
    for (bool faulty : {false, true}) {
        CAPTURE(faulty);
        auto i = interop(faulty ? only(Fault::drop_wait) : sync::FaultSet{});
        const auto t = must(i.d->create_semaphore("t", 0));
        submit(*i.d, i.dev, {sync::WaitOp{t, 1}, sync::FillCmd{i.shared, 0, k_n, 5u}});
        const auto idle = must(i.d->wait_queue_idle(i.dev, milliseconds(faulty ? 10000 : 50)));
        CHECK(idle == (faulty ? WaitStatus::done : WaitStatus::timed_out));
        must(i.d->host_signal(t, 1));
        REQUIRE(must(i.d->wait_idle(k_timeout)) == WaitStatus::done);

        submit(*i.d, i.cu, {sync::DelayCmd{k_slow_us}, sync::FillCmd{i.shared, 0, k_n, 6u}});
        must(i.d->sync(i.dev, i.cu, 0));
        submit(*i.d, i.dev, {sync::DownloadCmd{i.shared, i.h, 0, 0, k_n}});
        REQUIRE(must(i.d->wait_queue_idle(i.dev, k_timeout)) == WaitStatus::done);
        CHECK(i.d->host_data(i.h)[0] == (faulty ? 5u : 6u));
    }
}

TEST_CASE("fault early-signal: signals and progress fire at submission, before the work") {
    for (bool faulty : {false, true}) {
        CAPTURE(faulty);
        auto i = interop(faulty ? only(Fault::early_signal) : sync::FaultSet{});
        const auto t = must(i.d->create_semaphore("t", 0));
        submit(*i.d, i.dev,
               {sync::DelayCmd{k_slow_us}, sync::FillCmd{i.shared, 0, k_n, 8u}, sync::DownloadCmd{i.shared, i.h, 0, 0, k_n},
                sync::SignalOp{t, 1}});
        REQUIRE(must(i.d->host_wait(t, 1, k_timeout)) == WaitStatus::done);
        CHECK(i.d->host_data(i.h)[0] == (faulty ? 0u : 8u));
        // The direct path trusts progress, so a read returns before its download ran.
        submit(*i.d, i.dev, {sync::DelayCmd{k_slow_us}, sync::FillCmd{i.shared, 0, k_n, 9u}});
        const uint32_t read = read_first(*i.d, i.dev, i.shared, i.h, k_n);
        if (faulty)
            CHECK(read != 9u);
        else
            CHECK(read == 9u);
    }
}

TEST_CASE("fault no-barrier: the commands of one submission run out of order") {
    for (bool faulty : {false, true}) {
        CAPTURE(faulty);
        auto i = interop(faulty ? only(Fault::no_barrier) : sync::FaultSet{});
        int out_of_order = 0;
        for (uint32_t round = 1; round <= 40; ++round) {
            submit(*i.d, i.dev, {sync::FillCmd{i.shared, 0, k_n, 0u}, sync::FillCmd{i.shared, 0, k_n, round}});
            out_of_order += read_first(*i.d, i.dev, i.shared, i.h, k_n) != round;
        }
        if (faulty)
            CHECK(out_of_order > 0);
        else
            CHECK(out_of_order == 0);
    }
}

TEST_CASE("fault lost-signal: the first queue signal of an iteration never fires and recover() unblocks the wait") {
    for (bool faulty : {false, true}) {
        CAPTURE(faulty);
        auto i = interop(faulty ? only(Fault::lost_signal) : sync::FaultSet{});
        const auto t = must(i.d->create_semaphore("t", 0));
        for (uint64_t iteration = 0; iteration < 3; ++iteration) {
            i.d->begin_iteration();
            const uint64_t base = iteration * 2;
            submit(*i.d, i.dev, {sync::SignalOp{t, base + 1}});
            const auto first = must(i.d->host_wait(t, base + 1, milliseconds(faulty ? 50 : 10000)));
            CHECK(first == (faulty ? WaitStatus::timed_out : WaitStatus::done));
            if (first == WaitStatus::timed_out) {
                const auto st = i.d->state();
                CHECK(st.semaphores[0].awaited == std::vector<uint64_t>{base + 1});
                must(i.d->recover());
                CHECK(must(i.d->host_wait(t, base + 1, k_timeout)) == WaitStatus::done);
            }
            // Only one signal per iteration is lost.
            submit(*i.d, i.dev, {sync::SignalOp{t, base + 2}});
            CHECK(must(i.d->host_wait(t, base + 2, k_timeout)) == WaitStatus::done);
        }
        CHECK(i.d->take_violations().empty());
    }
}

TEST_CASE("fault deferred-sync and drop-wait together: the sync is dropped, not deferred") {
    sync::FaultSet faults = only(Fault::deferred_sync);
    faults.add(Fault::drop_wait);
    auto i = interop(faults);
    submit(*i.d, i.cu, {sync::DelayCmd{k_slow_us}, sync::FillCmd{i.shared, 0, k_n, 3u}});
    must(i.d->sync(i.dev, i.cu, 0));
    submit(*i.d, i.dev, {sync::DownloadCmd{i.shared, i.h, 0, 0, k_n}});
    REQUIRE(must(i.d->wait_queue_idle(i.dev, k_timeout)) == WaitStatus::done);
    CHECK(i.d->host_data(i.h)[0] == 0u);
}
