// The cuda-side executor, run for real on both backends that have one: on cuda every queue is a CUDA
// stream; on vulkan+cuda these tests use its cuda-side queues (device-side ones are Vulkan's, see
// interop_test.cpp). Each test skips with the probe's reason where the backend cannot run.
#include "tests/cuda/cuda_test_rig.h"
#include "tests/common/independent_kernels.h"

#include <algorithm>
#include <thread>
#include <vector>

using namespace syncstress;
using namespace syncstress::test;

namespace {

// The sides whose queues and buffers are CUDA's on this backend.
std::vector<Side> cuda_sides(const std::string& backend) {
    return backend == "cuda" ? std::vector<Side>{Side::device, Side::cuda} : std::vector<Side>{Side::cuda};
}

// How many elements differ from expected(i); the first few are reported.
template <class Expected>
uint64_t mismatches(std::span<const uint32_t> data, Expected expected) {
    uint64_t wrong = 0;
    for (uint32_t i = 0; i < data.size(); ++i)
        if (data[i] != expected(i) && wrong++ < 5) MESSAGE("element " << i << " = " << data[i] << ", expected " << expected(i));
    return wrong;
}

}  // namespace

TEST_CASE("cuda-side kernels match the independently worked out element bit for bit, over an offset range, in every memory") {
    constexpr uint64_t n = 3000;  // more than one block, not a multiple of the block size
    constexpr uint64_t offset = 37, count = 2900;
    on_each_backend({"cuda", "vulkan+cuda"}, [&](const std::string& name, Rig& rig) {
        for (Side side : cuda_sides(name)) {
            for (Memory memory : {Memory::device, Memory::host_visible, Memory::shared}) {
                CAPTURE(to_string(side));
                CAPTURE(to_string(memory));
                const auto q = rig.queue(side, "q");
                const auto done = rig.semaphore();
                const auto a = rig.buffer(n, memory, side), b = rig.buffer(n, memory, side), dst = rig.buffer(n, memory, side);
                const auto host = rig.host_array(n);
                auto data = rig.data(host, n);
                std::vector<uint32_t> va(n), vb(n), vdst(n);
                for (uint32_t i = 0; i < n; ++i) {
                    va[i] = testing::independent_hash32(11, i);
                    vb[i] = testing::independent_hash32(22, i) | 0x80000000u;  // sums wrap
                    vdst[i] = testing::independent_hash32(33, i);
                }
                uint64_t signal = 0;
                auto upload = [&](sync::BufferId id, const std::vector<uint32_t>& values) {
                    std::copy(values.begin(), values.end(), data.begin());
                    rig.submit(q, {{}, {sync::UploadCmd{host, id, 0, 0, n}}, {{done, ++signal}}});
                    REQUIRE(rig.wait(done, signal));
                };
                upload(a, va);
                upload(b, vb);
                for (Kernel kernel : {Kernel::seq, Kernel::hash, Kernel::add, Kernel::scale, Kernel::inc, Kernel::copy}) {
                    CAPTURE(to_string(kernel));
                    const uint32_t p0 = 0x9e3779b9u, p1 = 0xfffffffdu;  // large enough that seq and scale wrap
                    upload(dst, vdst);
                    std::fill(data.begin(), data.end(), 0xdeadbeefu);
                    rig.submit(q, {{}, {sync::DispatchCmd{kernel, dst, a, b, offset, count, p0, p1}, sync::DownloadCmd{dst, host, 0, 0, n}}, {{done, ++signal}}});
                    REQUIRE(rig.wait(done, signal));
                    CHECK(mismatches(data, [&](uint32_t i) {
                              const bool inside = i >= offset && i < offset + count;
                              return inside ? testing::independent_element(kernel, i, vdst[i], va[i], vb[i], p0, p1) : vdst[i];
                          }) == 0);
                }
            }
        }
    });
}

TEST_CASE("cuda-side fill, copy, upload and download honour offsets and counts") {
    constexpr uint64_t n = 1024;
    on_each_backend({"cuda", "vulkan+cuda"}, [&](const std::string&, Rig& rig) {
        const Side side = Side::cuda;
        const auto q = rig.queue(side, "q");
        const auto done = rig.semaphore();
        const auto x = rig.buffer(n, Memory::device, side), y = rig.buffer(n, Memory::shared, side);
        const auto in = rig.host_array(n), out = rig.host_array(n);
        auto src = rig.data(in, n), dst = rig.data(out, n);
        for (uint32_t i = 0; i < n; ++i) src[i] = 1000 + i;
        std::fill(dst.begin(), dst.end(), 7u);
        // x = 5 everywhere; x[100, 300) = in[10, 210); y[500, 700) = x[100, 300); out[3, 1003) = y[0, 1000).
        rig.submit(q, {{},
                        {sync::FillCmd{x, 0, n, 5}, sync::UploadCmd{in, x, 10, 100, 200}, sync::CopyCmd{x, y, 100, 500, 200},
                         sync::DownloadCmd{y, out, 0, 3, 1000}},
                        {{done, 1}}});
        REQUIRE(rig.wait(done, 1));
        CHECK(mismatches(dst, [](uint32_t i) -> uint32_t {
                  if (i < 3 || i >= 1003) return 7;  // untouched by the download
                  const uint32_t yi = i - 3;
                  return yi >= 500 && yi < 700 ? 1000 + (yi - 500 + 10) : 0;  // y starts zeroed
              }) == 0);

        // Overlapping ranges of one buffer copy as memmove does: x[150, 350) = old x[100, 300).
        rig.submit(q, {{}, {sync::CopyCmd{x, x, 100, 150, 200}, sync::DownloadCmd{x, out, 0, 0, n}}, {{done, 2}}});
        REQUIRE(rig.wait(done, 2));
        CHECK(mismatches(dst, [](uint32_t i) -> uint32_t {
                  if (i >= 150 && i < 350) return 1000 + (i - 150 + 10);
                  if (i >= 100 && i < 150) return 1000 + (i - 100 + 10);
                  return 5;
              }) == 0);

        // A range outside its buffer is an error, not a write past the end, and the submission it is part of
        // enqueues nothing: here the first batch's signal must never come.
        const sync::Batch batches[] = {{{}, {sync::FillCmd{x, 0, n, 1}}, {{done, 3}}}, {{}, {sync::FillCmd{x, n - 10, 20, 1}}, {}}};
        const Status s = rig.backend->submit(q, batches, {});
        CHECK_FALSE(s.ok());
        CHECK_FALSE(rig.wait(done, 3, std::chrono::milliseconds(50)));
    });
}

TEST_CASE("cuda-side timelines order streams, the host, and time out") {
    constexpr uint64_t n = 4096;
    on_each_backend({"cuda", "vulkan+cuda"}, [&](const std::string&, Rig& rig) {
        const Side side = Side::cuda;
        const auto qa = rig.queue(side, "a"), qb = rig.queue(side, "b");
        const auto go = rig.semaphore(), mid = rig.semaphore(10), end = rig.semaphore();
        const auto x = rig.buffer(n, Memory::device, side), y = rig.buffer(n, Memory::device, side);
        const auto out = rig.host_array(n);
        auto data = rig.data(out, n);
        CHECK(rig.value(mid) == 10);
        // b waits for a, a waits for the host: nothing may run before the host signals.
        rig.submit(qb, {{{mid, 11}}, {sync::CopyCmd{x, y, 0, 0, n}, sync::DownloadCmd{y, out, 0, 0, n}}, {{end, 1}}});
        rig.submit(qa, {{{go, 1}}, {sync::FillCmd{x, 0, n, 42}}, {{mid, 11}}});
        const auto start = std::chrono::steady_clock::now();
        CHECK_FALSE(rig.wait(end, 1, 50ms));
        const auto waited = std::chrono::steady_clock::now() - start;
        CHECK(waited >= 50ms);
        CHECK(waited < 2s);
        CHECK(rig.value(end) == 0);
        CHECK(rig.value(mid) == 10);
        CHECK(racy_load(&data[0]) == 0);

        const Status s = rig.backend->host_signal(go, 1);
        REQUIRE_MESSAGE(s.ok(), why(s));
        REQUIRE(rig.wait(end, 1));
        CHECK(rig.value(mid) == 11);
        CHECK(rig.value(go) == 1);
        CHECK(std::count(data.begin(), data.end(), 42u) == n);
        CHECK(rig.backend->take_violations().empty());
    });
}

TEST_CASE("a host signal that does not raise the timeline is reported") {
    on_each_backend({"cuda", "vulkan+cuda"}, [&](const std::string&, Rig& rig) {
        const auto s = rig.semaphore();
        REQUIRE(rig.backend->host_signal(s, 5).ok());
        REQUIRE(rig.backend->take_violations().empty());
        (void)rig.backend->host_signal(s, 3);  // Vulkan may refuse it outright; either way it must be seen
        const auto violations = rig.backend->take_violations();
        REQUIRE(violations.size() == 1);
        CHECK(violations[0].semaphore == s);
        CHECK(violations[0].current == 5);
        CHECK(violations[0].signalled == 3);
        CHECK(rig.backend->take_violations().empty());
    });
}

TEST_CASE("a delay keeps a cuda-side queue busy at least that long") {
    on_each_backend({"cuda", "vulkan+cuda"}, [&](const std::string&, Rig& rig) {
        const auto q = rig.queue(Side::cuda, "q");
        const auto done = rig.semaphore();
        const auto start = std::chrono::steady_clock::now();
        rig.submit(q, {{}, {sync::DelayCmd{100000}}, {{done, 1}}});
        CHECK_FALSE(rig.wait(done, 1, 20ms));
        REQUIRE(rig.wait(done, 1));
        const auto took = std::chrono::steady_clock::now() - start;
        CHECK(took >= 95ms);
        CHECK(took < 2s);
    });
}

// With ordered = false the download must be able to run before the delay ahead of it ends; ordered, never.
TEST_CASE("an unordered submission really runs its commands concurrently") {
    constexpr uint64_t n = 256;
    on_each_backend({"cuda", "vulkan+cuda"}, [&](const std::string&, Rig& rig) {
        const auto q = rig.queue(Side::cuda, "q");
        const auto done = rig.semaphore();
        const auto x = rig.buffer(n, Memory::device, Side::cuda);
        const auto out = rig.host_array(n);
        auto data = rig.data(out, n);
        rig.submit(q, {{}, {sync::FillCmd{x, 0, n, 5}}, {{done, 1}}});
        REQUIRE(rig.wait(done, 1));

        for (bool ordered : {true, false}) {
            CAPTURE(ordered);
            std::fill(data.begin(), data.end(), 0u);
            const uint64_t signal = ordered ? 2 : 3;
            rig.submit(q, {{}, {sync::DelayCmd{300000}, sync::DownloadCmd{x, out, 0, 0, n}}, {{done, signal}}}, ordered);
            bool early = false;
            const auto deadline = std::chrono::steady_clock::now() + 200ms;
            while (!early && std::chrono::steady_clock::now() < deadline) {
                early = racy_load(&data[n - 1]) == 5;
                std::this_thread::sleep_for(1ms);
            }
            const bool finished_early = rig.value(done) >= signal;
            CHECK(early == !ordered);
            CHECK_FALSE(finished_early);  // the signal still waits for the delay
            REQUIRE(rig.wait(done, signal));
            CHECK(std::count(data.begin(), data.end(), 5u) == n);
        }
    });
}

TEST_CASE("destroying a backend with a stream stuck on a wait does not hang") {
    for (const std::string name : {"cuda", "vulkan+cuda"}) {
        CAPTURE(name);
        const auto start = std::chrono::steady_clock::now();
        {
            auto rig = open_rig(name);
            if (!rig) continue;
            const auto q = rig->queue(Side::cuda, "q");
            const auto never = rig->semaphore(), done = rig->semaphore();
            const auto x = rig->buffer(64, Memory::device, Side::cuda);
            rig->submit(q, {{{never, 7}}, {sync::FillCmd{x, 0, 64, 1}}, {{done, 1}}});
            CHECK_FALSE(rig->wait(done, 1, 10ms));
        }
        CHECK(std::chrono::steady_clock::now() - start < 30s);
        // The device is still usable afterwards.
        auto rig = open_rig(name);
        REQUIRE(rig);
        const auto q = rig->queue(Side::cuda, "q");
        const auto done = rig->semaphore();
        rig->submit(q, {{}, {}, {{done, 1}}});
        CHECK(rig->wait(done, 1));
    }
}
