// What the watchdog relies on after a hang: a wait nobody signals times out at the host, the queue runs on once the
// host raises the semaphore (what sync::Device::recover does) and Backend::recover() was called, and a backend with a
// queue still stuck is destroyed in bounded time.
#include "core/conformance/checks.h"
#include "core/conformance/device_rig.h"

#include <chrono>
#include <future>
#include <memory>
#include <thread>

namespace syncstress::conformance {

namespace {

using namespace std::chrono;
using sync::Batch;

// Vulkan's backend gives a stuck device 4 s to drain before it leaks it; the rest is slack for a loaded machine.
constexpr seconds k_destroy_bound{20};

void check_recover(Rig& rig) {
    Checker& c = rig.c;
    const auto q = rig.queue();
    const auto x = rig.buffer();
    const auto h = rig.host();
    const auto never = rig.semaphore(), done = rig.semaphore();
    rig.fill(h, k_untouched);
    rig.submit(q, Batch{{{never, 1}}, {sync::FillCmd{x, 0, k_n, 5}}, {{done, 1}}});
    // Later work, queued behind the stuck wait.
    rig.submit(q, Batch{{}, {sync::DownloadCmd{x, h, 0, 0, k_n}}, {{done, 2}}});
    const auto start = steady_clock::now();
    c.expect(!rig.wait(done, 1, milliseconds(100)), "a submission behind a wait nobody signals finished");
    const auto waited = duration_cast<milliseconds>(steady_clock::now() - start);
    c.expect(waited < seconds(5), "a host wait with a timeout of 100 ms returned after " + std::to_string(waited.count()) + " ms");
    c.expect_value(rig.value(done), 0, "done while the queue is stuck");
    c.expect_elements(rig.values(h), filled(k_untouched), "the host array while the queue is stuck");
    rig.host_signal(never, 1);
    c.must(rig.backend->recover(), "recover");
    rig.await(done, 2, "the queue after the host raised the semaphore and recover()");
    c.expect_elements(rig.values(h), filled(5), "what the work behind the stuck wait downloaded");
    // The queue takes new work after the recovery.
    rig.run(q, {sync::FillCmd{x, 0, k_n, 6}, sync::DownloadCmd{x, h, 0, 0, k_n}});
    c.expect_elements(rig.values(h), filled(6), "what a submission after the recovery downloaded");
}

// As the engine's watchdog does it: a host wait times out, Device::recover raises what is awaited, the device drains.
void check_recover_through_device(Rig& rig) {
    DeviceRig d(rig);
    const auto q = d.queue();
    const auto x = d.buffer();
    const auto h = d.host();
    const auto never = d.semaphore();
    d.submit(q, {sync::WaitOp{never, 1}, sync::FillCmd{x, 0, k_n, 5}});
    d.c.expect(!d.idle(q, milliseconds(100)), "a submission behind a wait nobody signals finished");
    d.c.must(d.device.recover(), "Device::recover");
    d.c.require(d.c.must(d.device.wait_idle(k_timeout), "Device::wait_idle") == sync::WaitStatus::done,
                "the device did not drain after Device::recover");
    d.c.require(d.read(q, sync::DownloadCmd{x, h, 0, 0, k_n}), "a read after the recovery did not finish");
    d.c.expect_elements(d.values(h), filled(5), "what the work behind the stuck wait wrote");
    d.submit(q, {sync::FillCmd{x, 0, k_n, 6}});
    d.c.require(d.read(q, sync::DownloadCmd{x, h, 0, 0, k_n}), "a read of work submitted after the recovery did not finish");
    d.c.expect_elements(d.values(h), filled(6), "what work submitted after the recovery wrote");
    d.expect_no_violations();
}

// The adapter ABI's destroy: after recover(), when the queues could not drain, it must still return in bounded time.
void check_destroy_stuck(Rig& rig) {
    Checker& c = rig.c;
    const auto q = rig.queue();
    const auto x = rig.buffer();
    const auto never = rig.semaphore(), done = rig.semaphore();
    rig.submit(q, Batch{{{never, 1}}, {sync::FillCmd{x, 0, k_n, 5}}, {{done, 1}}});
    c.expect(!rig.wait(done, 1, milliseconds(50)), "a submission behind a wait nobody signals finished");
    c.must(rig.backend->recover(), "recover");
    // Destroyed on a thread of its own, which is left behind if it does not return.
    auto destroyed = std::make_shared<std::promise<void>>();
    auto returned = destroyed->get_future();
    const auto start = steady_clock::now();
    std::thread destroyer([backend = std::move(rig.backend), destroyed]() mutable {
        backend.reset();
        destroyed->set_value();
    });
    if (returned.wait_for(k_destroy_bound) != std::future_status::ready) {
        destroyer.detach();
        c.fail("destroying a backend with a queue stuck on a wait nobody signals did not return within " +
               std::to_string(k_destroy_bound.count()) + " s");
        return;
    }
    destroyer.join();
    const auto took = duration_cast<milliseconds>(steady_clock::now() - start);
    rig.notes.push_back("destroyed with a stuck queue in " + std::to_string(took.count()) + " ms");
}

}  // namespace

std::vector<Check> recovery_checks() {
    std::vector<Check> checks;
    add_sided(checks, "a wait nobody signals times out and its queue runs on once the host raises it and recover() is called",
              check_recover);
    add_sided(checks, "through the sync core a queue stuck on a wait nobody signals drains after Device::recover",
              check_recover_through_device);
    add_sided(checks, "a backend with a queue stuck on a wait nobody signals is destroyed in bounded time", check_destroy_stuck);
    return checks;
}

}  // namespace syncstress::conformance
