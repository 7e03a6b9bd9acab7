// The sync core (sync::Device) on the cuda and vulkan+cuda backends: the protocol across the two sides, the
// direct paths, recovery from a stuck wait, and a fault that must show on real hardware. Producers are
// delayed first, so that missing ordering would show as stale data (races hide without a delay).
#include "tests/cuda/cuda_test_rig.h"

#include "core/conformance/independent_kernels.h"
#include "core/sync/device.h"

#include <algorithm>
#include <thread>
#include <vector>

using namespace syncstress;
using namespace syncstress::test;
using sync::QueueOp;
using sync::WaitStatus;

namespace {

constexpr uint64_t k_n = 2048;
constexpr uint32_t k_delay_us = 20000;
constexpr auto k_timeout = std::chrono::seconds(10);

using testing::must;

// Runs body(device) on each backend that can run here, with these faults.
template <class Body>
void on_each_device(sync::FaultSet faults, Body&& body) {
    on_each_backend({"cuda", "vulkan+cuda"}, [&](const std::string&, Rig& rig) {
        sync::Device device(std::move(rig.backend), sync::DeviceOptions{faults});
        body(device);
    });
}

std::vector<uint32_t> read_all(sync::Device& d, sync::QueueId q, sync::BufferId b, sync::HostArrayId h) {
    REQUIRE(must(d.read(q, sync::DownloadCmd{b, h, 0, 0, k_n}, k_timeout, 0)) == WaitStatus::done);
    const auto data = d.host_data(h);
    return {data.begin(), data.begin() + k_n};
}

}  // namespace

TEST_CASE("cuda device: the torch round trip across the sides (scenarios/seeds/slangpy-torch-interop-roundtrip.json)") {
    on_each_device({}, [](sync::Device& d) {
        const auto device = must(d.create_queue(Side::device, "device"));
        const auto torch = must(d.create_queue(Side::cuda, "torch"));
        const auto a = must(d.create_buffer("a", k_n, Memory::shared, Side::device));
        const auto b = must(d.create_buffer("b", k_n, Memory::shared, Side::device));
        const auto c = must(d.create_buffer("c", k_n, Memory::shared, Side::device));
        const auto out = must(d.create_host_array("out", k_n));
        for (uint32_t iteration = 1; iteration <= 3; ++iteration) {
            CAPTURE(iteration);
            d.begin_iteration();
            const std::vector<QueueOp> produce = {sync::DelayCmd{k_delay_us}, sync::DispatchCmd{Kernel::seq, a, 0, 0, 0, k_n, iteration, 1},
                                                  sync::DispatchCmd{Kernel::hash, b, 0, 0, 0, k_n, iteration, 0}};
            must(d.submit(torch, produce, 0));
            must(d.sync(device, torch, 1));  // sync_to_cuda
            const std::vector<QueueOp> add = {sync::DelayCmd{k_delay_us}, sync::DispatchCmd{Kernel::add, c, a, b, 0, k_n, 0, 0}};
            must(d.submit(device, add, 2));
            must(d.sync(torch, device, 3));  // sync_to_device
            const std::vector<QueueOp> read = {sync::DownloadCmd{c, out, 0, 0, k_n}};
            must(d.submit(torch, read, 4));
            REQUIRE(must(d.wait_queue_idle(torch, k_timeout)) == WaitStatus::done);
            const auto data = d.host_data(out);
            uint64_t wrong = 0;
            for (uint32_t i = 0; i < k_n; ++i) wrong += data[i] != iteration + i + conformance::independent_hash32(iteration, i);
            CHECK(wrong == 0);
        }
        REQUIRE(must(d.wait_idle(k_timeout)) == WaitStatus::done);
        CHECK(d.take_violations().empty());
    });
}

TEST_CASE("cuda device: a direct read after sync sees the cuda side's write (scenarios/seeds/slangpy-direct-read-after-sync.json)") {
    on_each_device({}, [](sync::Device& d) {
        const auto device = must(d.create_queue(Side::device, "device"));
        const auto torch = must(d.create_queue(Side::cuda, "torch"));
        const auto shared = must(d.create_buffer("shared", k_n, Memory::shared, Side::device));
        const auto out = must(d.create_host_array("out", k_n));
        for (uint32_t iteration = 1; iteration <= 3; ++iteration) {
            d.begin_iteration();
            const std::vector<QueueOp> write = {sync::DelayCmd{k_delay_us}, sync::FillCmd{shared, 0, k_n, 40 + iteration}};
            must(d.submit(torch, write, 0));
            must(d.sync(device, torch, 1));
            CHECK(read_all(d, device, shared, out) == std::vector<uint32_t>(k_n, 40 + iteration));
        }
    });
}

TEST_CASE("cuda device: a wait nobody signals times out, and recover() lets the queues run on") {
    on_each_device({}, [](sync::Device& d) {
        const auto torch = must(d.create_queue(Side::cuda, "torch"));
        const auto never = must(d.create_semaphore("never", 0));
        const auto b = must(d.create_buffer("b", k_n, Memory::device, Side::cuda));
        const auto out = must(d.create_host_array("out", k_n));
        const std::vector<QueueOp> stuck = {sync::WaitOp{never, 3}, sync::FillCmd{b, 0, k_n, 8}, sync::DownloadCmd{b, out, 0, 0, k_n}};
        must(d.submit(torch, stuck, 0));
        REQUIRE(must(d.wait_idle(std::chrono::milliseconds(100))) == WaitStatus::timed_out);
        const sync::DeviceState state = d.state();
        REQUIRE(state.queues.size() == 1);
        CHECK(state.queues[0].finished < state.queues[0].submitted);
        must(d.recover());
        REQUIRE(must(d.wait_idle(k_timeout)) == WaitStatus::done);
        CHECK(std::count(d.host_data(out).begin(), d.host_data(out).begin() + k_n, 8u) == k_n);
    });
}

// The fault switches one rule of the core off; on a GPU with a delayed producer the broken order must show.
TEST_CASE("cuda device: with early-signal the host sees the queue done before its data lands") {
    sync::FaultSet faults;
    faults.add(sync::Fault::early_signal);
    on_each_device(faults, [](sync::Device& d) {
        const auto torch = must(d.create_queue(Side::cuda, "torch"));
        const auto b = must(d.create_buffer("b", k_n, Memory::device, Side::cuda));
        const auto out = must(d.create_host_array("out", k_n));
        const std::vector<QueueOp> slow = {sync::DelayCmd{200000}, sync::FillCmd{b, 0, k_n, 5}, sync::DownloadCmd{b, out, 0, 0, k_n}};
        must(d.submit(torch, slow, 0));
        REQUIRE(must(d.wait_queue_idle(torch, k_timeout)) == WaitStatus::done);
        CHECK(d.host_data(out)[0] == 0u);  // not there yet: the signal came at submission
        // A correct wait (the device's own drain) still lets the work finish.
        std::this_thread::sleep_for(std::chrono::milliseconds(400));
        CHECK(d.host_data(out)[0] == 5u);
    });
}
