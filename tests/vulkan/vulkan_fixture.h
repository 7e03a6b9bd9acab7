// The Vulkan backend on whatever Vulkan device the machine has (lavapipe in CI), and the helpers its tests share.
// Where Vulkan is unavailable a test is skipped with the reason, unless SYNCSTRESS_REQUIRE_VULKAN=1 makes that a
// failure (scripts/test sets it where lavapipe is installed); likewise SYNCSTRESS_REQUIRE_VALIDATION for the
// validation layer.
#pragma once

#include "core/backends/vulkan/vulkan_backend.h"
#include "tests/common/must.h"
#include "tests/common/skip.h"

#include <doctest/doctest.h>

#include <chrono>
#include <memory>
#include <string>
#include <vector>

namespace syncstress::testing {

// Generous: the machine running the tests is small and shared.
constexpr std::chrono::seconds k_timeout{10};

// true: go on. false: the test must return (skipped, or failed when Vulkan is required).
inline bool vulkan_available() {
    const sync::Availability availability = backends::probe_vulkan({});
    if (availability.available) return true;
    skip(k_require_vulkan, "Vulkan is unavailable here: " + availability.reason);
    return false;
}

// A backend under the validation layer, or nullptr (the test must return) when the layer is missing, which is
// the only acceptable reason: the error must then name the package that brings it. Skipped in an ASan build:
// the loader unloads the layer before LeakSanitizer's check, so the layer's allocations read <unknown module>,
// which no library-name suppression matches.
inline std::unique_ptr<sync::Backend> validating_backend() {
    if constexpr (built_with("address")) {
        skip(nullptr, "sanitizer build: LeakSanitizer reports the validation layer's allocations as <unknown module> "
                      "(the loader unloads the layer before the leak check), which no library-name suppression matches");
        return nullptr;
    }
    auto created = backends::create_vulkan_backend({true});
    if (created) return std::move(*created);
    CHECK(created.error().message.find("vulkan-validationlayers") != std::string::npos);
    skip(k_require_validation, created.error().message);
    return nullptr;
}

// A backend plus dense id counters, as the core hands them out.
struct VulkanRig {
    std::unique_ptr<sync::Backend> backend;
    uint32_t queues = 0, buffers = 0, hosts = 0, semaphores = 0;

    explicit VulkanRig(std::unique_ptr<sync::Backend> b) : backend(std::move(b)) {}
    explicit VulkanRig(const sync::BackendOptions& options = {}) : backend(must(backends::create_vulkan_backend(options))) {}

    sync::QueueId queue() {
        must(backend->create_queue(queues, Side::device, "q" + std::to_string(queues)));
        return queues++;
    }
    sync::BufferId buffer(uint64_t elements, Memory memory = Memory::device) {
        must(backend->create_buffer(buffers, elements, memory, Side::device));
        return buffers++;
    }
    sync::HostArrayId host(uint64_t elements) {
        must(backend->create_host_array(hosts, elements));
        return hosts++;
    }
    sync::SemaphoreId semaphore(uint64_t initial = 0) {
        must(backend->create_semaphore(semaphores, initial));
        return semaphores++;
    }
    uint32_t* data(sync::HostArrayId id) { return backend->host_array_data(id); }
    std::vector<uint32_t> values(sync::HostArrayId id, uint64_t count) { return {data(id), data(id) + count}; }

    void submit(sync::QueueId queue, sync::Batch batch, sync::SubmitFlags flags = {}) {
        must(backend->submit(queue, std::span<const sync::Batch>(&batch, 1), flags));
    }
    bool wait(sync::SemaphoreId id, uint64_t value, std::chrono::nanoseconds timeout = k_timeout) {
        return must(backend->host_wait(id, value, timeout));
    }
    // One batch that signals a fresh semaphore, waited for.
    void run(sync::QueueId queue, std::vector<sync::Command> commands, sync::SubmitFlags flags = {}) {
        const auto done = semaphore();
        submit(queue, sync::Batch{{}, std::move(commands), {{done, 1}}}, flags);
        REQUIRE(wait(done, 1));
    }
    void upload(sync::QueueId queue, sync::BufferId dst, sync::HostArrayId src, const std::vector<uint32_t>& values) {
        std::copy(values.begin(), values.end(), data(src));
        run(queue, {sync::UploadCmd{src, dst, 0, 0, values.size()}});
    }
    std::vector<uint32_t> download(sync::QueueId queue, sync::BufferId src, sync::HostArrayId dst, uint64_t count) {
        run(queue, {sync::DownloadCmd{src, dst, 0, 0, count}});
        return values(dst, count);
    }
};

}  // namespace syncstress::testing
