// The sync core's device with the watchdog's bound given once: every blocking host op the engine makes (read, write,
// host_wait, wait_queue_idle, wait_idle, a prepared read or write) waits at most `hang_timeout`, and the calls that
// take a timeout cannot be reached without it. Internal to core/engine.
#pragma once

#include "core/sync/device.h"

#include <chrono>
#include <memory>
#include <span>

namespace syncstress::engine {

class WatchedDevice : private sync::Device {
public:
    // Named before `using Device::sync` below, which hides the namespace in this class.
    using WaitStatus = sync::WaitStatus;
    using PreparedId = sync::PreparedId;
    using QueueId = sync::QueueId;
    using SemaphoreId = sync::SemaphoreId;
    using DownloadCmd = sync::DownloadCmd;
    using UploadCmd = sync::UploadCmd;

    WatchedDevice(std::unique_ptr<sync::Backend> backend, sync::DeviceOptions options, std::chrono::nanoseconds hang_timeout)
        : Device(std::move(backend), options), hang_timeout_(hang_timeout) {}

    std::chrono::nanoseconds hang_timeout() const { return hang_timeout_; }

    // The calls that do not wait, as the device has them.
    using Device::abandon;
    using Device::begin_iteration;
    using Device::create_buffer;
    using Device::create_host_array;
    using Device::create_queue;
    using Device::create_semaphore;
    using Device::findings_pending;
    using Device::host_data;
    using Device::host_signal;
    using Device::info;
    using Device::known_idle;
    using Device::prepare;
    using Device::recover;
    using Device::state;
    using Device::submit;
    using Device::sync;
    using Device::take_messages;
    using Device::take_violations;
    using Device::work_in_next_wait;

    // The blocking host ops, each bounded by hang_timeout().
    Result<WaitStatus> submit_and_wait(PreparedId prepared, std::span<const uint64_t> values) {
        return Device::submit_and_wait(prepared, values, hang_timeout_);
    }
    Result<WaitStatus> read(QueueId queue, const DownloadCmd& copy, uint32_t tag) { return Device::read(queue, copy, hang_timeout_, tag); }
    Result<WaitStatus> write(QueueId queue, const UploadCmd& copy, uint32_t tag) { return Device::write(queue, copy, hang_timeout_, tag); }
    Result<WaitStatus> host_wait(SemaphoreId id, uint64_t value) { return Device::host_wait(id, value, hang_timeout_); }
    Result<WaitStatus> wait_queue_idle(QueueId queue) { return Device::wait_queue_idle(queue, hang_timeout_); }
    Result<WaitStatus> wait_idle() { return Device::wait_idle(hang_timeout_); }

    // Host threads: a look that does not wait, or the start of a read or write that does not wait for its end, so that
    // a thread can give up its turn between looks; the caller bounds the looks by hang_timeout().
    using Device::submitted;
    Result<WaitStatus> look_semaphore(SemaphoreId id, uint64_t value) { return Device::host_wait(id, value, {}); }
    Result<WaitStatus> look_submitted(QueueId queue, uint64_t value) { return Device::wait_submitted(queue, value, {}); }
    Result<WaitStatus> start_read(QueueId queue, const DownloadCmd& copy, uint32_t tag) { return Device::read(queue, copy, {}, tag); }
    Result<WaitStatus> start_write(QueueId queue, const UploadCmd& copy, uint32_t tag) { return Device::write(queue, copy, {}, tag); }
    Result<WaitStatus> start_prepared(PreparedId prepared, std::span<const uint64_t> values) {
        return Device::submit_and_wait(prepared, values, {});
    }

private:
    std::chrono::nanoseconds hang_timeout_;
};

}  // namespace syncstress::engine
