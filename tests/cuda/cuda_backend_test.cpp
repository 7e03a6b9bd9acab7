// The cuda-side executor, run for real on both backends that have one: on cuda every queue is a CUDA
// stream; on vulkan+cuda these tests use its cuda-side queues (device-side ones are Vulkan's, see
// interop_test.cpp). Each test skips with the probe's reason where the backend cannot run. What every backend
// must do (commands, kernels, ranges, timelines) is checked by tests/conformance; these are the executor's own.
#include "tests/cuda/cuda_test_rig.h"

#include <algorithm>
#include <thread>

using namespace syncstress;
using namespace syncstress::test;

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

// An unordered queue's stretch between two barriers runs on lanes, joined at the barrier: the download after a barrier
// waits for the delay before it (a full join whatever the barrier's stages), the one in the same stretch does not.
TEST_CASE("an unordered submission's barrier joins its stretch: the commands after it wait for every command before it") {
    constexpr uint64_t n = 256;
    on_each_backend({"cuda", "vulkan+cuda"}, [&](const std::string&, Rig& rig) {
        const auto q = rig.queue(Side::cuda, "q");
        const auto done = rig.semaphore();
        const auto x = rig.buffer(n, Memory::device, Side::cuda);
        const auto out = rig.host_array(n), early_out = rig.host_array(n);
        auto data = rig.data(out, n), early_data = rig.data(early_out, n);
        rig.submit(q, {{}, {sync::FillCmd{x, 0, n, 5}}, {{done, 1}}});
        REQUIRE(rig.wait(done, 1));
        std::fill(data.begin(), data.end(), 0u);
        std::fill(early_data.begin(), early_data.end(), 0u);
        // A barrier of the narrowest scope: CUDA has no stages, so it joins everything all the same.
        const sync::BarrierCmd barrier{stage_bit(Stage::compute), stage_bit(Stage::transfer), 0, 0};
        const sync::Batch batch{
            {},
            {sync::DelayCmd{300000}, sync::DownloadCmd{x, early_out, 0, 0, n}, barrier, sync::DownloadCmd{x, out, 0, 0, n}},
            {{done, 2}}};
        REQUIRE(rig.backend->submit(q, std::span<const sync::Batch>(&batch, 1), sync::SubmitFlags{false, false}).ok());
        bool early = false, crossed = false;
        const auto deadline = std::chrono::steady_clock::now() + 200ms;
        while (std::chrono::steady_clock::now() < deadline) {
            early = early || racy_load(&early_data[n - 1]) == 5;
            crossed = crossed || racy_load(&data[n - 1]) == 5;
            std::this_thread::sleep_for(1ms);
        }
        CHECK(early);          // same stretch as the delay: ran at once
        CHECK_FALSE(crossed);  // after the barrier: held by the delay
        REQUIRE(rig.wait(done, 2));
        CHECK(std::count(data.begin(), data.end(), 5u) == n);
        CHECK(rig.backend->info().queue_mapping.find("a barrier is a full join") != std::string::npos);
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
