// A sync::Device on the real CPU backend, and the few helpers the protocol and fault tests share.
#pragma once

#include "core/backends/cpu/cpu_backend.h"
#include "core/sync/device.h"
#include "tests/common/must.h"

#include <doctest/doctest.h>

#include <chrono>
#include <memory>
#include <vector>

namespace syncstress::testing {

// Generous: the machine running the tests is small and shared.
constexpr std::chrono::seconds k_timeout{10};

// Records what the core hands the backend, then forwards every call to the real CPU backend.
class RecordingBackend final : public sync::Backend {
public:
    struct Submission {
        sync::QueueId queue;
        std::vector<sync::Batch> batches;
        sync::SubmitFlags flags;
    };
    std::vector<Submission> submissions;
    std::vector<sync::SemaphoreValue> host_signals;

    explicit RecordingBackend(std::unique_ptr<sync::Backend> inner) : inner_(std::move(inner)) {}
    const sync::BackendInfo& info() const override { return inner_->info(); }
    Status create_queue(sync::QueueId id, Side side, const std::string& name) override { return inner_->create_queue(id, side, name); }
    Status create_buffer(sync::BufferId id, uint64_t n, Memory m, Side s) override { return inner_->create_buffer(id, n, m, s); }
    Status create_host_array(sync::HostArrayId id, uint64_t n) override { return inner_->create_host_array(id, n); }
    uint32_t* host_array_data(sync::HostArrayId id) override { return inner_->host_array_data(id); }
    Status create_semaphore(sync::SemaphoreId id, uint64_t initial) override { return inner_->create_semaphore(id, initial); }
    Status submit(sync::QueueId queue, std::span<const sync::Batch> batches, const sync::SubmitFlags& flags) override {
        submissions.push_back({queue, {batches.begin(), batches.end()}, flags});
        return inner_->submit(queue, batches, flags);
    }
    Result<bool> host_wait(sync::SemaphoreId id, uint64_t value, std::chrono::nanoseconds timeout) override {
        return inner_->host_wait(id, value, timeout);
    }
    Status host_signal(sync::SemaphoreId id, uint64_t value) override {
        host_signals.push_back({id, value});
        return inner_->host_signal(id, value);
    }
    Result<uint64_t> semaphore_value(sync::SemaphoreId id) override { return inner_->semaphore_value(id); }
    std::vector<sync::TimelineViolation> take_violations() override { return inner_->take_violations(); }

private:
    std::unique_ptr<sync::Backend> inner_;
};

inline std::unique_ptr<sync::Backend> cpu_backend() {
    auto created = backends::create_cpu_backend({});
    REQUIRE(created.ok());
    return std::move(*created);
}

inline std::unique_ptr<sync::Device> make_device(sync::FaultSet faults = {}, RecordingBackend** recorder = nullptr) {
    std::unique_ptr<sync::Backend> backend = cpu_backend();
    if (recorder) {
        auto wrapped = std::make_unique<RecordingBackend>(std::move(backend));
        *recorder = wrapped.get();
        backend = std::move(wrapped);
    }
    return std::make_unique<sync::Device>(std::move(backend), sync::DeviceOptions{faults});
}

inline sync::FaultSet only(sync::Fault f) {
    sync::FaultSet s;
    s.add(f);
    return s;
}

inline void submit(sync::Device& d, sync::QueueId q, std::vector<sync::QueueOp> ops, uint32_t tag = 0) { must(d.submit(q, ops, tag)); }

// What the engine's watchdog does: recover and wait, a few rounds, since a queue released by one
// raise may move a timeline back below another raised value (the CPU backend lets timelines go backwards).
inline sync::WaitStatus recover_and_drain(sync::Device& d) {
    auto idle = sync::WaitStatus::timed_out;
    for (int round = 0; round < 3 && idle == sync::WaitStatus::timed_out; ++round) {
        must(d.recover());
        idle = must(d.wait_idle(std::chrono::seconds(2)));
    }
    return idle;
}

// Reads a whole buffer through the direct path into a host array and returns element 0.
inline uint32_t read_first(sync::Device& d, sync::QueueId q, sync::BufferId b, sync::HostArrayId h, uint64_t n) {
    REQUIRE(must(d.read(q, sync::DownloadCmd{b, h, 0, 0, n}, k_timeout, 0)) == sync::WaitStatus::done);
    return d.host_data(h)[0];
}

}  // namespace syncstress::testing
