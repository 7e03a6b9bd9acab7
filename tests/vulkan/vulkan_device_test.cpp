// Protocol sequences of the sync core (sync::Device) run on the Vulkan backend.
#include "tests/vulkan/vulkan_fixture.h"

#include "core/sync/device.h"

#include <algorithm>
#include <chrono>

using namespace syncstress;
using namespace syncstress::testing;
using namespace std::chrono;
using sync::QueueOp;
using sync::WaitStatus;

namespace {

constexpr uint64_t k_n = 1024;

std::unique_ptr<sync::Device> vulkan_device(sync::FaultSet faults = {}, bool validate = false) {
    return std::make_unique<sync::Device>(must(backends::create_vulkan_backend({validate})), sync::DeviceOptions{faults});
}

sync::FaultSet only(sync::Fault fault) {
    sync::FaultSet set;
    set.add(fault);
    return set;
}

void submit(sync::Device& d, sync::QueueId q, std::vector<QueueOp> ops, uint32_t tag = 0) { must(d.submit(q, ops, tag)); }

std::vector<uint32_t> read_all(sync::Device& d, sync::QueueId q, sync::BufferId b, sync::HostArrayId h) {
    REQUIRE(must(d.read(q, sync::DownloadCmd{b, h, 0, 0, k_n}, k_timeout, 0)) == WaitStatus::done);
    const auto data = d.host_data(h);
    return {data.begin(), data.begin() + k_n};
}

}  // namespace

TEST_CASE("vulkan device: sync orders a queue after another queue's earlier work") {
    if (!vulkan_available()) return;
    auto d = vulkan_device();
    const auto producer = must(d->create_queue(Side::device, "producer"));
    const auto consumer = must(d->create_queue(Side::device, "consumer"));
    const auto a = must(d->create_buffer("a", k_n, Memory::device, Side::device));
    const auto b = must(d->create_buffer("b", k_n, Memory::host_visible, Side::device));
    const auto h = must(d->create_host_array("h", k_n));
    for (uint32_t iteration = 1; iteration <= 3; ++iteration) {
        d->begin_iteration();
        // A long producer, so that a consumer not ordered after it would copy the old contents.
        submit(*d, producer, {sync::DelayCmd{20000}, sync::DispatchCmd{Kernel::seq, a, a, a, 0, k_n, iteration * 1000, 1}});
        must(d->sync(consumer, producer, 1));
        submit(*d, consumer, {sync::CopyCmd{a, b, 0, 0, k_n}});
        const auto got = read_all(*d, consumer, b, h);
        CHECK(got.front() == iteration * 1000);
        CHECK(got.back() == iteration * 1000 + k_n - 1);
    }
    REQUIRE(must(d->wait_idle(k_timeout)) == WaitStatus::done);
    CHECK(d->take_violations().empty());
}

TEST_CASE("vulkan device: read and write are ordered after everything submitted to their queue") {
    if (!vulkan_available()) return;
    auto d = vulkan_device();
    const auto q = must(d->create_queue(Side::device, "q"));
    const auto b = must(d->create_buffer("b", k_n, Memory::device, Side::device));
    const auto h = must(d->create_host_array("h", k_n));
    submit(*d, q, {sync::DelayCmd{20000}, sync::FillCmd{b, 0, k_n, 9}});
    CHECK(read_all(*d, q, b, h) == std::vector<uint32_t>(k_n, 9u));

    auto data = d->host_data(h);
    std::fill(data.begin(), data.end(), 11u);
    submit(*d, q, {sync::DelayCmd{20000}, sync::FillCmd{b, 0, k_n, 10}});
    // The write lands after the fill, so 11 wins.
    REQUIRE(must(d->write(q, sync::UploadCmd{h, b, 0, 0, k_n}, k_timeout, 0)) == WaitStatus::done);
    std::fill(data.begin(), data.end(), 0u);
    CHECK(read_all(*d, q, b, h) == std::vector<uint32_t>(k_n, 11u));
}

TEST_CASE("vulkan device: the LuisaCompute round trip in one submission is FIFO, and stage-at-submit breaks it") {
    if (!vulkan_available()) return;
    // host z_data = 123; [upload z <- z_data, z = x + y, download z_data <- z, upload z <- z_data, copy x <- z]
    auto run = [](sync::FaultSet faults) {
        auto d = vulkan_device(faults);
        const auto q = must(d->create_queue(Side::device, "stream"));
        const auto x = must(d->create_buffer("x", k_n, Memory::device, Side::device));
        const auto y = must(d->create_buffer("y", k_n, Memory::device, Side::device));
        const auto z = must(d->create_buffer("z", k_n, Memory::device, Side::device));
        const auto z_data = must(d->create_host_array("z_data", k_n));
        const auto out = must(d->create_host_array("out", k_n));
        const auto done = must(d->create_semaphore("done", 0));
        submit(*d, q, {sync::DispatchCmd{Kernel::seq, x, x, x, 0, k_n, 0, 1}, sync::DispatchCmd{Kernel::seq, y, y, y, 0, k_n, 5, 0}});
        auto data = d->host_data(z_data);
        std::fill(data.begin(), data.end(), 123u);
        submit(*d, q,
               {sync::UploadCmd{z_data, z, 0, 0, k_n}, sync::DispatchCmd{Kernel::add, z, x, y, 0, k_n, 0, 0},
                sync::DownloadCmd{z, z_data, 0, 0, k_n}, sync::UploadCmd{z_data, z, 0, 0, k_n}, sync::CopyCmd{z, x, 0, 0, k_n},
                sync::SignalOp{done, 1}});
        REQUIRE(must(d->host_wait(done, 1, k_timeout)) == WaitStatus::done);
        return read_all(*d, q, x, out);
    };
    const auto correct = run({});
    for (uint64_t i = 0; i < k_n; ++i) REQUIRE(correct[i] == i + 5);
    const auto broken = run(only(sync::Fault::stage_at_submit));
    CHECK(broken == std::vector<uint32_t>(k_n, 123u));
}

TEST_CASE("vulkan device: queue waits and host signals, across queues sharing a hardware queue") {
    if (!vulkan_available()) return;
    auto d = vulkan_device();
    const auto q1 = must(d->create_queue(Side::device, "q1"));
    const auto q2 = must(d->create_queue(Side::device, "q2"));
    const auto t = must(d->create_semaphore("t", 0));
    const auto b = must(d->create_buffer("b", k_n, Memory::device, Side::device));
    const auto h = must(d->create_host_array("h", k_n));
    // q2 waits for q1's signal, q1 waits for the host: submitted in the order that deadlocks a naive mapping.
    submit(*d, q2, {sync::WaitOp{t, 2}, sync::DispatchCmd{Kernel::inc, b, b, b, 0, k_n, 1, 0}, sync::SignalOp{t, 3}});
    submit(*d, q1, {sync::WaitOp{t, 1}, sync::FillCmd{b, 0, k_n, 40}, sync::SignalOp{t, 2}});
    CHECK(must(d->host_wait(t, 3, milliseconds(50))) == WaitStatus::timed_out);
    must(d->host_signal(t, 1));
    REQUIRE(must(d->host_wait(t, 3, k_timeout)) == WaitStatus::done);
    CHECK(read_all(*d, q2, b, h) == std::vector<uint32_t>(k_n, 41u));
}

TEST_CASE("vulkan device: a queue stuck on a wait nobody signals is seen, recovered, and destroyed without a hang") {
    if (!vulkan_available()) return;
    auto d = vulkan_device();
    const auto q = must(d->create_queue(Side::device, "q"));
    const auto never = must(d->create_semaphore("never", 0));
    const auto b = must(d->create_buffer("b", k_n, Memory::device, Side::device));
    submit(*d, q, {sync::WaitOp{never, 1}, sync::FillCmd{b, 0, k_n, 1}}, 7);
    CHECK(must(d->wait_queue_idle(q, milliseconds(50))) == WaitStatus::timed_out);
    const auto state = d->state();
    REQUIRE(!state.queues.empty());
    CHECK(state.queues[0].blocked_tag == 7u);
    must(d->recover());
    CHECK(must(d->wait_queue_idle(q, k_timeout)) == WaitStatus::done);

    submit(*d, q, {sync::WaitOp{never, 5}, sync::FillCmd{b, 0, k_n, 2}});
    const auto start = steady_clock::now();
    d.reset();
    CHECK(steady_clock::now() - start < seconds(8));
}

TEST_CASE("vulkan device: no-barrier under synchronization validation shows as hazards") {
    if (!vulkan_available()) return;
    auto backend = validating_backend();
    if (!backend) return;
    sync::Device d(std::move(backend), sync::DeviceOptions{only(sync::Fault::no_barrier)});
    const auto q = must(d.create_queue(Side::device, "q"));
    const auto a = must(d.create_buffer("a", k_n, Memory::device, Side::device));
    const auto b = must(d.create_buffer("b", k_n, Memory::device, Side::device));
    const auto done = must(d.create_semaphore("done", 0));
    submit(d, q, {sync::FillCmd{a, 0, k_n, 1}, sync::CopyCmd{a, b, 0, 0, k_n}, sync::SignalOp{done, 1}});
    REQUIRE(must(d.host_wait(done, 1, k_timeout)) == WaitStatus::done);
    const auto messages = d.take_messages();
    CHECK(std::any_of(messages.begin(), messages.end(),
                      [](const std::string& m) { return m.rfind("SYNC-HAZARD-READ-AFTER-WRITE", 0) == 0; }));
}

namespace {

// Under the validation layer: a signal of 1 on the hardware, held back by a long delay, then a signal of 5 from the
// host while it is pending (VUID-VkSemaphoreSignalInfo-value-03259: a host signal must stay below pending signals),
// the recovery's (a raise, forced) or the scenario's. The messages of that call.
std::vector<std::string> host_signal_above_pending(bool raise) {
    auto backend = validating_backend();
    if (!backend) return {"skipped"};
    VulkanRig rig(std::move(backend));
    const auto q = rig.queue();
    const auto t = rig.semaphore();
    rig.submit(q, sync::Batch{{}, {sync::DelayCmd{50000}}, {{t, 1}}});
    if (raise)
        CHECK(must(rig.backend->raise(t, 5, true)));
    else
        must(rig.backend->host_signal(t, 5));
    (void)rig.backend->host_wait(t, 5, k_timeout);
    return rig.backend->take_messages();
}

bool any_starts(const std::vector<std::string>& messages, const std::string& start) {
    return std::any_of(messages.begin(), messages.end(), [&](const std::string& m) { return m.rfind(start, 0) == 0; });
}

}  // namespace

TEST_CASE("vulkan: what the validation layer says of a recovery signal is the recovery's, of a host signal the scenario's") {
    if (!vulkan_available()) return;
    const std::string vuid = "VUID-VkSemaphoreSignalInfo-value-03259";
    const auto raised = host_signal_above_pending(true);
    if (raised == std::vector<std::string>{"skipped"}) return;
    INFO(raised.size());
    CHECK(any_starts(raised, std::string(sync::k_recovery_message) + vuid));
    CHECK_FALSE(any_starts(raised, vuid));
    const auto signalled = host_signal_above_pending(false);
    CHECK(any_starts(signalled, vuid));
    CHECK_FALSE(any_starts(signalled, std::string(sync::k_recovery_message)));
}

TEST_CASE("vulkan: a raise that a signal on the hardware reaches is left to that signal unless forced") {
    if (!vulkan_available()) return;
    VulkanRig rig;
    const auto q = rig.queue();
    const auto t = rig.semaphore();
    rig.submit(q, sync::Batch{{}, {sync::DelayCmd{200000}}, {{t, 3}}});
    // A host signal of 3 would race the queue's: a driver that sees it land second loses the device.
    CHECK_FALSE(must(rig.backend->raise(t, 2, false)));
    CHECK_FALSE(must(rig.backend->raise(t, 3, false)));
    CHECK(rig.wait(t, 3));
    CHECK(must(rig.backend->raise(t, 4, false)));  // nothing on the hardware reaches 4
    CHECK(must(rig.backend->semaphore_value(t)) == 4);
    CHECK(rig.backend->take_violations().empty());
}
