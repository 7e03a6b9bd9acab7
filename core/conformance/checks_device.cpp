// What the sync core does over a backend, as the scenario format says: a read returns after its queue's earlier
// work, a write lands after it and has read its host array when it returns, a sync makes a queue wait for another's
// earlier work. Each through the runtime's own host op where the backend declares one (BackendInfo::native), and
// through the core's protocol over its queues elsewhere: a check of the other path is not applicable.
#include "core/conformance/checks.h"
#include "core/conformance/device_rig.h"

#include <algorithm>
#include <chrono>

namespace syncstress::conformance {

namespace {

using namespace std::chrono;
using sync::WaitStatus;

// The core splits a submission into batches at a wait after work, and signals the queue's progress from the last
// batch: were it signalled from an earlier batch, the queue would look idle, and a queue synced after it would start,
// before the last batch ran.
void check_progress_after_last_batch(Rig& rig) {
    DeviceRig d(rig);
    const auto q = d.queue(), after = d.queue();
    const auto b = d.buffer(), c = d.buffer();
    const auto h = d.host();
    const auto go = d.semaphore();
    // Two batches: the first runs at once, the second only once the host signals go.
    d.submit(q, {sync::FillCmd{b, 0, k_n, 1}, sync::WaitOp{go, 1}, sync::FillCmd{b, 0, k_n, 2}});
    d.sync(after, q);
    d.submit(after, {sync::CopyCmd{b, c, 0, 0, k_n}});
    d.c.expect(!d.idle(q, milliseconds(100)), "the queue looked idle while its last batch waited for the host's go");
    d.c.expect(!d.idle(after, milliseconds(10)), "the synced queue looked idle while the queue it waits for was not");
    d.c.expect(d.c.must(d.device.wait_idle(milliseconds(10)), "Device::wait_idle") == WaitStatus::timed_out,
               "the device looked idle while a batch waited for the host's go");
    d.host_signal(go, 1);
    d.c.require(d.c.must(d.device.wait_idle(k_timeout), "Device::wait_idle") == WaitStatus::done,
                "the device did not drain after the host's go");
    d.c.require(d.read(after, sync::DownloadCmd{c, h, 0, 0, k_n}), "a read on the synced queue did not finish");
    d.c.expect_elements(d.values(h), filled(2), "what the synced queue copied (the last batch's fill)");
    d.expect_no_violations();
}

void check_read(Rig& rig) {
    DeviceRig d(rig);
    const auto q = d.queue();
    const auto x = d.buffer();
    const auto h = d.host();
    const auto go = d.semaphore();
    d.set(h, filled(k_untouched));
    d.submit(q, {sync::WaitOp{go, 1}, sync::FillCmd{x, 0, k_n, 7}});
    d.c.expect(!d.read(q, sync::DownloadCmd{x, h, 0, 0, k_n}, milliseconds(50)),
               "a read returned done while the queue's earlier work waited for the host's go");
    d.c.expect_elements(d.values(h), filled(k_untouched), "the read's host array while the queue's earlier work waited");
    d.host_signal(go, 1);
    d.c.require(d.read(q, sync::DownloadCmd{x, h, 0, 0, k_n}), "a read did not finish after the host's go");
    d.c.expect_elements(d.values(h), filled(7), "what the read returned (the queue's earlier fill)");
    // Work submitted between two reads of the queue is in the second.
    d.submit(q, {sync::FillCmd{x, 100, 200, 8}});
    d.c.require(d.read(q, sync::DownloadCmd{x, h, 0, 0, k_n}), "a second read did not finish");
    std::vector<uint32_t> expected = filled(7);
    std::fill_n(expected.begin() + 100, 200, 8u);
    d.c.expect_elements(d.values(h), expected, "what the second read returned");
    d.expect_no_violations();
}

void check_write(Rig& rig) {
    DeviceRig d(rig);
    const auto q = d.queue();
    const auto x = d.buffer();
    const auto in = d.host(), out = d.host();
    const auto go = d.semaphore();
    std::vector<uint32_t> data(k_n);
    for (uint32_t i = 0; i < k_n; ++i) data[i] = 2000 + i;
    d.set(in, data);
    d.submit(q, {sync::WaitOp{go, 1}, sync::FillCmd{x, 0, k_n, 1}});
    d.c.expect(!d.write(q, sync::UploadCmd{in, x, 0, 0, k_n}, milliseconds(50)),
               "a write returned done while the queue's earlier work waited for the host's go");
    d.host_signal(go, 1);
    d.c.require(d.write(q, sync::UploadCmd{in, x, 0, 0, k_n}), "a write did not finish after the host's go");
    // A write that returned done has read its host array: what the host writes there now is not in the buffer.
    d.set(in, filled(k_untouched));
    d.submit(q, {sync::FillCmd{x, 0, 10, 5}});
    d.c.require(d.read(q, sync::DownloadCmd{x, out, 0, 0, k_n}), "a read after the writes did not finish");
    std::fill_n(data.begin(), 10, 5u);
    d.c.expect_elements(d.values(out), data, "the buffer after the writes and a later fill of its first 10 elements");
    d.expect_no_violations();
}

void check_sync(Rig& rig) {
    DeviceRig d(rig);
    const auto producer = d.queue(), consumer = d.queue();
    const auto a = d.buffer(), b = d.buffer();
    const auto h = d.host();
    const auto go = d.semaphore(), done = d.semaphore();
    for (uint32_t round = 1; round <= 2; ++round) {
        auto scope = d.c.scope("round " + std::to_string(round));
        d.set(h, filled(k_untouched));
        d.submit(producer, {sync::WaitOp{go, round}, sync::FillCmd{a, 0, k_n, 10 * round}});
        d.sync(consumer, producer);
        d.submit(consumer, {sync::CopyCmd{a, b, 0, 0, k_n}, sync::DownloadCmd{b, h, 0, 0, k_n}, sync::SignalOp{done, round}});
        d.c.expect(!d.host_wait(done, round, milliseconds(50)), "the synced queue ran before the other queue's earlier work");
        d.c.expect_elements(d.values(h), filled(k_untouched), "the synced queue's host array before the host's go");
        d.host_signal(go, round);
        d.c.require(d.host_wait(done, round), "the synced queue did not finish after the host's go");
        d.c.expect_elements(d.values(h), filled(10 * round), "what the synced queue copied of the other's buffer");
    }
    d.expect_no_violations();
}

void add_host_op(std::vector<Check>& checks, const std::string& op, const std::string& what, HostOp host_op, void (*run)(Rig&)) {
    add_sided(checks, "a " + op + " through the runtime's own path " + what, run, {.host_op = host_op, .path = HostPath::native});
    add_sided(checks, "a " + op + " through the sync core's protocol " + what, run, {.host_op = host_op, .path = HostPath::protocol});
}

}  // namespace

std::vector<Check> device_checks() {
    std::vector<Check> checks = {
        {{.name = "through the sync core progress is signalled from a submission's last batch", .side = Side::device},
         check_progress_after_last_batch}};
    add_host_op(checks, "read", "returns after the queue's earlier work", HostOp::read, check_read);
    add_host_op(checks, "write", "lands after the queue's earlier work and has read its host array when it returns", HostOp::write,
                check_write);
    add_host_op(checks, "sync", "makes a queue wait for another queue's earlier work", HostOp::sync, check_sync);
    return checks;
}

}  // namespace syncstress::conformance
