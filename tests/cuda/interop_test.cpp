// vulkan+cuda across its two APIs: Vulkan device queues and CUDA streams ordered by the shared timelines,
// meeting in shared buffers and host arrays. The producer is delayed first: with no real ordering the
// consumer would then read stale data (races hide without a delay).
#include "tests/cuda/cuda_test_rig.h"

#include <algorithm>
#include <cstdlib>

using namespace syncstress;
using namespace syncstress::test;

namespace {

constexpr uint64_t k_n = 4096;
constexpr uint32_t k_delay_us = 20000;

uint64_t count_equal(std::span<const uint32_t> data, uint32_t value) { return std::count(data.begin(), data.end(), value); }

}  // namespace

TEST_CASE("vulkan+cuda: a CUDA stream waits for the Vulkan queue that fills a shared buffer") {
    auto rig = open_rig("vulkan+cuda");
    if (!rig) return;
    const auto device = rig->queue(Side::device, "device"), torch = rig->queue(Side::cuda, "torch");
    const auto t = rig->semaphore(), done = rig->semaphore();
    const auto shared = rig->buffer(k_n, Memory::shared, Side::device);
    const auto local = rig->buffer(k_n, Memory::device, Side::cuda);
    const auto out = rig->host_array(k_n);
    auto data = rig->data(out, k_n);
    for (uint32_t iteration = 1; iteration <= 3; ++iteration) {
        CAPTURE(iteration);
        rig->submit(device, {{}, {sync::DelayCmd{k_delay_us}, sync::FillCmd{shared, 0, k_n, 100 + iteration}}, {{t, iteration}}});
        rig->submit(
            torch,
            {{{t, iteration}}, {sync::CopyCmd{shared, local, 0, 0, k_n}, sync::DownloadCmd{local, out, 0, 0, k_n}}, {{done, iteration}}});
        REQUIRE(rig->wait(done, iteration));
        CHECK(count_equal(data, 100 + iteration) == k_n);
    }
}

TEST_CASE("vulkan+cuda: a Vulkan queue waits for the CUDA stream that writes a shared buffer") {
    auto rig = open_rig("vulkan+cuda");
    if (!rig) return;
    const auto device = rig->queue(Side::device, "device"), torch = rig->queue(Side::cuda, "torch");
    const auto t = rig->semaphore(), done = rig->semaphore();
    const auto shared = rig->buffer(k_n, Memory::shared, Side::cuda);
    const auto out = rig->host_array(k_n);
    auto data = rig->data(out, k_n);
    for (uint32_t iteration = 1; iteration <= 3; ++iteration) {
        CAPTURE(iteration);
        rig->submit(
            torch,
            {{}, {sync::DelayCmd{k_delay_us}, sync::DispatchCmd{Kernel::seq, shared, 0, 0, 0, k_n, iteration, 3}}, {{t, iteration}}});
        rig->submit(device, {{{t, iteration}}, {sync::DownloadCmd{shared, out, 0, 0, k_n}}, {{done, iteration}}});
        REQUIRE(rig->wait(done, iteration));
        uint64_t wrong = 0;
        for (uint32_t i = 0; i < k_n; ++i) wrong += data[i] != iteration + 3 * i;
        CHECK(wrong == 0);
    }
}

TEST_CASE("vulkan+cuda: one host array carries data from a Vulkan download to a CUDA upload") {
    auto rig = open_rig("vulkan+cuda");
    if (!rig) return;
    const auto device = rig->queue(Side::device, "device"), torch = rig->queue(Side::cuda, "torch");
    const auto t = rig->semaphore(), done = rig->semaphore();
    const auto vk_buffer = rig->buffer(k_n, Memory::device, Side::device);
    const auto cuda_buffer = rig->buffer(k_n, Memory::device, Side::cuda);
    const auto staging = rig->host_array(k_n), out = rig->host_array(k_n);
    auto result = rig->data(out, k_n);
    rig->submit(device,
                {{},
                 {sync::DelayCmd{k_delay_us}, sync::FillCmd{vk_buffer, 0, k_n, 77}, sync::DownloadCmd{vk_buffer, staging, 0, 0, k_n}},
                 {{t, 1}}});
    rig->submit(
        torch, {{{t, 1}}, {sync::UploadCmd{staging, cuda_buffer, 0, 0, k_n}, sync::DownloadCmd{cuda_buffer, out, 0, 0, k_n}}, {{done, 1}}});
    REQUIRE(rig->wait(done, 1));
    CHECK(count_equal(result, 77) == k_n);
    CHECK(count_equal(rig->data(staging, k_n), 77) == k_n);
}

TEST_CASE("vulkan+cuda: the host signals a timeline that a CUDA stream waits on, and sees the stream's signal") {
    auto rig = open_rig("vulkan+cuda");
    if (!rig) return;
    const auto torch = rig->queue(Side::cuda, "torch");
    const auto go = rig->semaphore(), done = rig->semaphore();
    rig->submit(torch, {{{go, 5}}, {}, {{done, 9}}});
    CHECK_FALSE(rig->wait(done, 9, 30ms));
    CHECK(rig->value(done) == 0);
    const Status s = rig->backend->host_signal(go, 5);
    REQUIRE_MESSAGE(s.ok(), why(s));
    REQUIRE(rig->wait(done, 9));
    CHECK(rig->value(done) == 9);
}

TEST_CASE("vulkan+cuda: a device queue cannot touch a cuda-side buffer") {
    auto rig = open_rig("vulkan+cuda");
    if (!rig) return;
    const auto device = rig->queue(Side::device, "device");
    const auto cuda_only = rig->buffer(64, Memory::device, Side::cuda);
    const sync::Batch batch{{}, {sync::FillCmd{cuda_only, 0, 64, 1}}, {}};
    const Status s = rig->backend->submit(device, std::span<const sync::Batch>(&batch, 1), {});
    REQUIRE_FALSE(s.ok());
    CHECK(s.error().message.find("cuda side") != std::string::npos);
}

// A device queue's barrier naming a buffer: translated into the Vulkan backend's id for a buffer the queue reaches;
// for a cuda-side one, which no device command touches, it keeps its execution dependency only.
TEST_CASE("vulkan+cuda: an unordered device queue's buffer barrier on a shared buffer orders its dispatch and download") {
    auto rig = open_rig("vulkan+cuda");
    if (!rig) return;
    const auto device = rig->queue(Side::device, "device");
    const auto cuda_only = rig->buffer(64, Memory::device, Side::cuda);
    const auto shared = rig->buffer(1024, Memory::shared, Side::device);
    const auto out = rig->host_array(1024);
    const auto done = rig->semaphore();
    const sync::BarrierCmd to_download{stage_bit(Stage::compute),
                                       stage_bit(Stage::transfer),
                                       access_bit(Stage::compute, true),
                                       access_bit(Stage::transfer, false),
                                       shared,
                                       0,
                                       1024};
    const sync::BarrierCmd on_cuda_only{stage_bit(Stage::compute),
                                        stage_bit(Stage::transfer),
                                        access_bit(Stage::compute, true),
                                        access_bit(Stage::transfer, false),
                                        cuda_only,
                                        0,
                                        64};
    const sync::Batch batch{{},
                            {sync::DispatchCmd{Kernel::seq, shared, 0, 0, 0, 1024, 3, 1}, on_cuda_only, to_download,
                             sync::DownloadCmd{shared, out, 0, 0, 1024}},
                            {{done, 1}}};
    REQUIRE(rig->backend->submit(device, std::span<const sync::Batch>(&batch, 1), sync::SubmitFlags{false, false}).ok());
    REQUIRE(rig->wait(done, 1));
    const auto data = rig->data(out, 1024);
    for (uint32_t i = 0; i < 1024; ++i) REQUIRE(data[i] == 3 + i);
}

namespace {

// Chooses how vulkan+cuda lets CUDA reach host arrays (see create_host_array); "" restores the default.
void force_host_array_path(const char* path) {
#ifdef _WIN32
    _putenv_s("SYNCSTRESS_HOST_ARRAY_PATH", path);
#else
    if (*path)
        setenv("SYNCSTRESS_HOST_ARRAY_PATH", path, 1);
    else
        unsetenv("SYNCSTRESS_HOST_ARRAY_PATH");
#endif
}

}  // namespace

TEST_CASE("vulkan+cuda: each way CUDA reaches a host array reads and writes it when the command executes") {
    for (const char* path : {"import", "register", "mirror"}) {
        CAPTURE(path);
        auto rig = open_rig("vulkan+cuda");
        if (!rig) break;
        const auto torch = rig->queue(Side::cuda, "torch");
        const auto go = rig->semaphore(), done = rig->semaphore();
        const auto buffer = rig->buffer(k_n, Memory::device, Side::cuda);
        force_host_array_path(path);
        const Status created = rig->backend->create_host_array(0, k_n);
        force_host_array_path("");
        if (!created.ok()) {
            // The backend falls back to the next way by itself; only the mirror must always work.
            MESSAGE("host array path '" << path << "' is not available here: " << created.error().message);
            CHECK(std::string(path) != "mirror");
            continue;
        }
        auto data = rig->data(0, k_n);
        // The stream waits for the host, so the upload must read what the host writes after submitting.
        std::fill(data.begin(), data.end(), 1u);
        rig->submit(torch, {{{go, 1}},
                            {sync::UploadCmd{0, buffer, 0, 0, k_n}, sync::DispatchCmd{Kernel::inc, buffer, 0, 0, 0, k_n, 10, 0},
                             sync::DownloadCmd{buffer, 0, 0, 0, k_n}},
                            {{done, 1}}});
        std::fill(data.begin(), data.end(), 5u);
        REQUIRE(rig->backend->host_signal(go, 1).ok());
        REQUIRE(rig->wait(done, 1));
        CHECK(count_equal(data, 15) == k_n);
    }
}
