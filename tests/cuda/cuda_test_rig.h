// A raw sync::Backend with the core's dense ids handed out in order, for tests that drive the cuda and
// vulkan+cuda backends directly. open_rig() skips (with the probe's reason) when the backend cannot run here, and
// fails instead where SYNCSTRESS_REQUIRE_CUDA=1 (scripts/gpu-suite.sh).
#pragma once

#include "core/backends/cuda/cuda_backend.h"
#include "core/backends/interop/vulkan_cuda_backend.h"
#include "tests/common/skip.h"

#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>

namespace syncstress::test {

using namespace std::chrono_literals;

// The error of a failed Result, "" otherwise (error() of a Result holding a value would throw).
template <class R>
std::string why(const R& result) {
    return result.ok() ? std::string() : result.error().message;
}

struct Rig {
    std::unique_ptr<sync::Backend> backend;
    uint32_t queues = 0, buffers = 0, host_arrays = 0, semaphores = 0;

    sync::QueueId queue(Side side, const std::string& name) {
        const Status s = backend->create_queue(queues, side, name);
        REQUIRE_MESSAGE(s.ok(), why(s));
        return queues++;
    }
    sync::BufferId buffer(uint64_t elements, Memory memory, Side side) {
        const Status s = backend->create_buffer(buffers, elements, memory, side);
        REQUIRE_MESSAGE(s.ok(), why(s));
        return buffers++;
    }
    sync::HostArrayId host_array(uint64_t elements) {
        const Status s = backend->create_host_array(host_arrays, elements);
        REQUIRE_MESSAGE(s.ok(), why(s));
        REQUIRE(backend->host_array_data(host_arrays) != nullptr);
        return host_arrays++;
    }
    sync::SemaphoreId semaphore(uint64_t initial = 0) {
        const Status s = backend->create_semaphore(semaphores, initial);
        REQUIRE_MESSAGE(s.ok(), why(s));
        return semaphores++;
    }
    std::span<uint32_t> data(sync::HostArrayId id, uint64_t elements) { return {backend->host_array_data(id), elements}; }

    void submit(sync::QueueId queue, sync::Batch batch, bool ordered = true) {
        const Status s = backend->submit(queue, std::span<const sync::Batch>(&batch, 1), sync::SubmitFlags{ordered});
        REQUIRE_MESSAGE(s.ok(), why(s));
    }
    bool wait(sync::SemaphoreId id, uint64_t value, std::chrono::nanoseconds timeout = 10s) {
        auto done = backend->host_wait(id, value, timeout);
        REQUIRE_MESSAGE(done.ok(), why(done));
        return *done;
    }
    uint64_t value(sync::SemaphoreId id) {
        auto v = backend->semaphore_value(id);
        REQUIRE_MESSAGE(v.ok(), why(v));
        return *v;
    }
};

inline sync::Availability probe(const std::string& name) {
    return name == "cuda" ? backends::probe_cuda() : backends::probe_vulkan_cuda();
}

inline std::optional<Rig> open_rig(const std::string& name) {
    const sync::Availability availability = probe(name);
    if (!availability.available) {
        testing::skip(testing::k_require_cuda, name + " is unavailable here: " + availability.reason);
        return std::nullopt;
    }
    auto backend = name == "cuda" ? backends::create_cuda_backend({}) : backends::create_vulkan_cuda_backend({});
    REQUIRE_MESSAGE(backend.ok(), why(backend));
    return Rig{std::move(*backend)};
}

// Runs body(name, rig) on each named backend that can run here; skips (the whole case) for each one that cannot.
template <class Body>
void on_each_backend(std::initializer_list<const char*> names, Body&& body) {
    for (const std::string name : names) {
        CAPTURE(name);
        if (auto rig = open_rig(name)) body(name, *rig);
    }
}

// Reads host memory that a queue may be writing right now.
inline uint32_t racy_load(const uint32_t* p) { return std::atomic_ref<uint32_t>(*const_cast<uint32_t*>(p)).load(std::memory_order_acquire); }

}  // namespace syncstress::test
