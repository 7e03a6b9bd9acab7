// The CPU backend's primitives, driven through the Backend interface directly (no sync core).
#include "core/backends/cpu/cpu_backend.h"
#include "tests/common/independent_kernels.h"

#include <doctest/doctest.h>

#include <chrono>
#include <thread>

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

TEST_CASE("cpu: fill, copy, upload and download honour their ranges") {
    Fixture f;
    REQUIRE(f.backend->create_queue(0, Side::device, "q").ok());
    REQUIRE(f.backend->create_buffer(0, k_n, Memory::device, Side::device).ok());
    REQUIRE(f.backend->create_buffer(1, k_n, Memory::shared, Side::device).ok());
    REQUIRE(f.backend->create_host_array(0, k_n).ok());
    REQUIRE(f.backend->create_host_array(1, k_n).ok());
    uint32_t* src = f.backend->host_array_data(0);
    for (uint32_t i = 0; i < k_n; ++i) src[i] = 1000 + i;

    f.run(0, Batch{{}, {sync::FillCmd{0, 10, 20, 7u}, sync::UploadCmd{0, 1, 5, 100, 50}, sync::CopyCmd{1, 0, 110, 200, 8}}, {}});
    uint32_t* dst = f.backend->host_array_data(1);
    std::fill_n(dst, k_n, 0xffffffffu);
    f.run(0, Batch{{}, {sync::DownloadCmd{0, 1, 0, 0, k_n}}, {}});
    for (uint32_t i = 0; i < k_n; ++i) {
        uint32_t want = 0;
        if (i >= 10 && i < 30) want = 7;
        if (i >= 200 && i < 208) want = 1000 + 5 + (110 - 100) + (i - 200);
        REQUIRE_MESSAGE(dst[i] == want, "index " << i);
    }
    // A download range leaves the rest of the host array alone.
    std::fill_n(dst, k_n, 0xffffffffu);
    f.run(0, Batch{{}, {sync::DownloadCmd{1, 1, 100, 3, 2}}, {}});
    CHECK(dst[2] == 0xffffffffu);
    CHECK(dst[3] == 1005u);
    CHECK(dst[4] == 1006u);
    CHECK(dst[5] == 0xffffffffu);
}

TEST_CASE("cpu: every kernel computes the independently worked out element over its range, at absolute indices") {
    const Kernel kernels[] = {Kernel::seq, Kernel::hash, Kernel::add, Kernel::scale, Kernel::inc, Kernel::copy};
    for (Kernel k : kernels) {
        CAPTURE(to_string(k));
        Fixture f;
        REQUIRE(f.backend->create_queue(0, Side::device, "q").ok());
        for (uint32_t b = 0; b < 3; ++b) REQUIRE(f.backend->create_buffer(b, k_n, Memory::device, Side::device).ok());
        REQUIRE(f.backend->create_host_array(0, k_n).ok());
        // a = hash, b = seq, dst = 5 + i so that inc reads a non-trivial old value.
        f.run(0, Batch{{}, {sync::DispatchCmd{Kernel::hash, 0, 0, 0, 0, k_n, 17u, 0u},
                            sync::DispatchCmd{Kernel::seq, 1, 0, 0, 0, k_n, 3u, 1000u},
                            sync::DispatchCmd{Kernel::seq, 2, 0, 0, 0, k_n, 5u, 1u}}, {}});
        const uint64_t offset = 40, count = 100;
        f.run(0, Batch{{}, {sync::DispatchCmd{k, 2, 0, 1, offset, count, 0x01000193u, 0xfffffff0u}}, {}});
        const auto out = f.download(0, 2, 0, k_n);
        for (uint32_t i = 0; i < k_n; ++i) {
            const uint32_t old = 5 + i;
            const uint32_t want = (i >= offset && i < offset + count)
                ? testing::independent_element(k, i, old, testing::independent_hash32(17, i), 3 + i * 1000, 0x01000193u, 0xfffffff0u)
                : old;
            REQUIRE_MESSAGE(out[i] == want, "index " << i);
        }
    }
}

TEST_CASE("cpu: a command outside its object is an error and enqueues nothing of the submission") {
    Fixture f;
    REQUIRE(f.backend->create_queue(0, Side::device, "q").ok());
    REQUIRE(f.backend->create_buffer(0, k_n, Memory::device, Side::device).ok());
    REQUIRE(f.backend->create_host_array(0, k_n).ok());
    const auto s = f.semaphore();
    const Batch batches[] = {
        Batch{{}, {sync::FillCmd{0, 0, k_n, 9u}}, {{s, 1}}},
        Batch{{}, {sync::FillCmd{0, k_n - 1, 2, 9u}}, {}},
    };
    auto st = f.backend->submit(0, batches, {});
    REQUIRE_FALSE(st.ok());
    CHECK(st.error().message.find("outside buffer") != std::string::npos);
    std::this_thread::sleep_for(milliseconds(20));
    auto value = f.backend->semaphore_value(s);
    REQUIRE(value.ok());
    CHECK(*value == 0u);
    // Had the first batch run, this second signal of 1 would be a recorded violation.
    REQUIRE(f.backend->submit(0, std::span<const Batch>(&batches[0], 1), {}).ok());
    auto reached = f.backend->host_wait(s, 1, k_timeout);
    REQUIRE(reached.ok());
    CHECK(*reached);
    CHECK(f.backend->take_violations().empty());
    CHECK_FALSE(f.backend->submit(7, {}, {}).ok());
    CHECK_FALSE(f.backend->host_signal(99, 1).ok());
}

TEST_CASE("cpu: a queue waits for another queue's signal before it runs") {
    Fixture f;
    REQUIRE(f.backend->create_queue(0, Side::device, "producer").ok());
    REQUIRE(f.backend->create_queue(1, Side::cuda, "consumer").ok());
    REQUIRE(f.backend->create_buffer(0, k_n, Memory::shared, Side::device).ok());
    REQUIRE(f.backend->create_buffer(1, k_n, Memory::shared, Side::device).ok());
    REQUIRE(f.backend->create_host_array(0, k_n).ok());
    const auto t = f.semaphore();
    const auto done = f.semaphore();
    // The consumer is submitted first; the producer is slow. Only the wait orders them.
    const Batch consume{{{t, 1}}, {sync::CopyCmd{0, 1, 0, 0, k_n}}, {{done, 1}}};
    REQUIRE(f.backend->submit(1, std::span<const Batch>(&consume, 1), {}).ok());
    const Batch produce{{}, {sync::DelayCmd{30000}, sync::FillCmd{0, 0, k_n, 42u}}, {{t, 1}}};
    REQUIRE(f.backend->submit(0, std::span<const Batch>(&produce, 1), {}).ok());
    auto reached = f.backend->host_wait(done, 1, k_timeout);
    REQUIRE(reached.ok());
    REQUIRE(*reached);
    for (uint32_t v : f.download(0, 1, 0, k_n)) REQUIRE(v == 42u);
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

TEST_CASE("cpu: upload reads the host array when it executes, download writes it when it executes") {
    Fixture f;
    REQUIRE(f.backend->create_queue(0, Side::device, "q").ok());
    REQUIRE(f.backend->create_buffer(0, k_n, Memory::device, Side::device).ok());
    REQUIRE(f.backend->create_host_array(0, k_n).ok());
    REQUIRE(f.backend->create_host_array(1, k_n).ok());
    const auto go = f.semaphore();
    const auto done = f.semaphore();
    uint32_t* in = f.backend->host_array_data(0);
    uint32_t* out = f.backend->host_array_data(1);
    std::fill_n(in, k_n, 1u);
    const Batch batch{{{go, 1}}, {sync::UploadCmd{0, 0, 0, 0, k_n}, sync::DownloadCmd{0, 1, 0, 0, k_n}}, {{done, 1}}};
    REQUIRE(f.backend->submit(0, std::span<const Batch>(&batch, 1), {}).ok());
    std::this_thread::sleep_for(milliseconds(20));
    CHECK(out[0] == 0u);  // nothing ran yet
    std::fill_n(in, k_n, 2u);  // after submission, before execution
    REQUIRE(f.backend->host_signal(go, 1).ok());
    auto reached = f.backend->host_wait(done, 1, k_timeout);
    REQUIRE(reached.ok());
    REQUIRE(*reached);
    for (uint64_t i = 0; i < k_n; ++i) REQUIRE(out[i] == 2u);
}

TEST_CASE("cpu: a non-monotonic signal is recorded and still sets the value") {
    Fixture f;
    REQUIRE(f.backend->create_queue(0, Side::device, "q").ok());
    const auto s = f.semaphore(5);
    REQUIRE(f.backend->host_signal(s, 8).ok());
    CHECK(f.backend->take_violations().empty());
    REQUIRE(f.backend->host_signal(s, 8).ok());  // equal is not larger: forbidden too
    f.run(0, Batch{{}, {}, {{s, 3}}});            // from a queue
    const auto v = f.backend->take_violations();
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
