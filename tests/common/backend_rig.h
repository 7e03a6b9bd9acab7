// A raw sync::Backend handed the core's ids, dense per kind in creation order, for the tests that drive a backend
// directly (the conformance suite, the cuda and interop tests): every call must succeed, or the test case ends.
#pragma once

#include "core/sync/backend.h"
#include "tests/common/must.h"

#include <chrono>
#include <memory>
#include <span>
#include <string>

namespace syncstress::testing {

struct BackendRig {
    std::string name;
    std::unique_ptr<sync::Backend> backend;
    uint32_t queues = 0, buffers = 0, host_arrays = 0, semaphores = 0;

    sync::QueueId queue(Side side, const std::string& queue_name) {
        must(backend->create_queue(queues, side, queue_name));
        return queues++;
    }
    sync::BufferId buffer(uint64_t elements, Memory memory, Side side) {
        must(backend->create_buffer(buffers, elements, memory, side));
        return buffers++;
    }
    sync::HostArrayId host_array(uint64_t elements) {
        must(backend->create_host_array(host_arrays, elements));
        REQUIRE(backend->host_array_data(host_arrays) != nullptr);
        return host_arrays++;
    }
    sync::SemaphoreId semaphore(uint64_t initial = 0) {
        must(backend->create_semaphore(semaphores, initial));
        return semaphores++;
    }
    std::span<uint32_t> data(sync::HostArrayId id, uint64_t elements) { return {backend->host_array_data(id), elements}; }

    void submit(sync::QueueId queue, const sync::Batch& batch, bool ordered = true) {
        must(backend->submit(queue, std::span<const sync::Batch>(&batch, 1), sync::SubmitFlags{ordered}));
    }
    bool wait(sync::SemaphoreId id, uint64_t value, std::chrono::nanoseconds timeout = std::chrono::seconds(10)) {
        return must(backend->host_wait(id, value, timeout));
    }
    uint64_t value(sync::SemaphoreId id) { return must(backend->semaphore_value(id)); }
};

}  // namespace syncstress::testing
