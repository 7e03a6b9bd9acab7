// A check's backend moved into a sync::Device, for the checks of what the core does over it: its objects made through
// the device and every op held against what the backend declares, as Rig does. Internal to core/conformance.
#pragma once

#include "core/conformance/rig.h"
#include "core/sync/device.h"

#include <algorithm>
#include <chrono>
#include <span>
#include <string>
#include <vector>

namespace syncstress::conformance {

class DeviceRig {
public:
    explicit DeviceRig(Rig& rig) : rig(rig), c(rig.c), device(std::move(rig.backend), sync::DeviceOptions{}) {}

    Rig& rig;
    Checker& c;
    sync::Device device;

    // ordered false: an unordered queue (its barriers are the backend's to declare).
    sync::QueueId queue(bool ordered = true) {
        rig.need_side(rig.side);
        if (!ordered) rig.need_barriers();
        rig.need_queues(++queues_);
        return c.must(device.create_queue(rig.side, "q" + std::to_string(queues_), ordered), "Device::create_queue");
    }
    sync::BufferId buffer(uint64_t elements = k_n) {
        rig.need_memory(Memory::device);
        return c.must(device.create_buffer("b", elements, Memory::device, rig.side), "Device::create_buffer");
    }
    sync::HostArrayId host(uint64_t elements = k_n) { return c.must(device.create_host_array("h", elements), "Device::create_host_array"); }
    sync::SemaphoreId semaphore() {
        return c.must(device.create_semaphore("s" + std::to_string(semaphores_++), 0), "Device::create_semaphore");
    }

    void submit(sync::QueueId queue, const std::vector<sync::QueueOp>& ops) {
        for (const sync::QueueOp& op : ops) rig.need(op);
        c.must(device.submit(queue, ops, tag_++), "Device::submit");
    }
    void sync(sync::QueueId queue, sync::QueueId after) { c.must(device.sync(queue, after, tag_++), "Device::sync"); }
    // The core's protocol runs a read as a download, a write as an upload.
    bool read(sync::QueueId queue, const sync::DownloadCmd& copy, std::chrono::nanoseconds timeout = k_timeout) {
        if (!rig.info.native.read) rig.need(sync::Command(copy));
        return c.must(device.read(queue, copy, timeout, tag_++), "Device::read") == sync::WaitStatus::done;
    }
    bool write(sync::QueueId queue, const sync::UploadCmd& copy, std::chrono::nanoseconds timeout = k_timeout) {
        if (!rig.info.native.write) rig.need(sync::Command(copy));
        return c.must(device.write(queue, copy, timeout, tag_++), "Device::write") == sync::WaitStatus::done;
    }
    bool host_wait(sync::SemaphoreId id, uint64_t value, std::chrono::nanoseconds timeout = k_timeout) {
        return c.must(device.host_wait(id, value, timeout), "Device::host_wait") == sync::WaitStatus::done;
    }
    void host_signal(sync::SemaphoreId id, uint64_t value) { c.must(device.host_signal(id, value), "Device::host_signal"); }
    bool idle(sync::QueueId queue, std::chrono::nanoseconds timeout = k_timeout) {
        return c.must(device.wait_queue_idle(queue, timeout), "Device::wait_queue_idle") == sync::WaitStatus::done;
    }
    std::vector<uint32_t> values(sync::HostArrayId id) {
        const std::span<uint32_t> data = device.host_data(id);
        return {data.begin(), data.end()};
    }
    void set(sync::HostArrayId id, const std::vector<uint32_t>& values) {
        const std::span<uint32_t> data = device.host_data(id);
        std::copy(values.begin(), values.end(), data.begin());
    }
    // No check signals a timeline below its value.
    void expect_no_violations() {
        const auto violations = device.take_violations();
        c.expect(violations.empty(), std::to_string(violations.size()) + " timeline violations reported" +
                                         (violations.empty() ? "" : ", the first of " + violations[0].name));
    }

private:
    uint32_t queues_ = 0, semaphores_ = 0, tag_ = 0;
};

}  // namespace syncstress::conformance
