// Internal to the Vulkan backend: the class behind sync::Backend and its records. vulkan_backend.cpp creates it and
// its objects and submits; vulkan_record.cpp records the commands of a batch into a command buffer.
#pragma once

#include "core/backends/vulkan/vulkan_backend.h"
#include "core/backends/vulkan/vulkan_device.h"
#include "core/backends/vulkan/vulkan_kernels.h"
#include "core/backends/vulkan/vulkan_queue.h"

#include <array>
#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace syncstress::backends::vk {

// Destruction waits this long for the hardware before it leaks the device instead of hanging.
constexpr std::chrono::seconds k_drain_timeout{4};
// Setup work (zero fills, calibration) that takes longer than this is stuck behind waiting work.
constexpr std::chrono::seconds k_setup_timeout{10};
// The delay calibration times dispatches of at least this long, to dwarf submission overhead.
constexpr double k_calibration_us = 3000.0;
// A longer delay is a mistake in a scenario, and would record a command buffer of needless size.
constexpr uint32_t k_max_delay_us = 600'000'000;
// Elements of a hardware queue's delay sink: slot 0 for the calibration, the others taken in turn by delays, so that
// delays an unordered queue runs at once store to words of their own (delay.comp).
constexpr uint32_t k_sink_slots = 256;

enum class Placement { device_local, host_visible, host_array };
constexpr VkBufferUsageFlags k_buffer_usage =
    VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;

struct Allocation {
    VkBuffer buffer = VK_NULL_HANDLE;
    VkDeviceMemory memory = VK_NULL_HANDLE;
    uint64_t elements = 0;
    VkDeviceSize allocation_size = 0;
    bool exportable = false;
    void* mapped = nullptr;  // host arrays: mapped for the backend's life
};

inline std::string range_text(uint64_t offset, uint64_t count) {
    return "[" + std::to_string(offset) + ", " + std::to_string(offset + count) + ")";
}

class VulkanBackend final : public sync::Backend, public VulkanExport {
public:
    VulkanBackend(std::unique_ptr<Context> context, const sync::BackendOptions& options)
        : context_(std::move(context)), c_(*context_), submitter_(c_), options_(options) {}
    ~VulkanBackend() override;

    Status init();

    const sync::BackendInfo& info() const override { return info_; }
    Status create_queue(sync::QueueId id, Side side, const std::string& name) override;
    Status create_buffer(sync::BufferId id, uint64_t elements, Memory memory, Side side) override;
    Status create_host_array(sync::HostArrayId id, uint64_t elements) override;
    uint32_t* host_array_data(sync::HostArrayId id) override;
    Status create_semaphore(sync::SemaphoreId id, uint64_t initial) override;
    Status submit(sync::QueueId queue, std::span<const sync::Batch> batches, const sync::SubmitFlags& flags) override;
    Result<bool> host_wait(sync::SemaphoreId id, uint64_t value, std::chrono::nanoseconds timeout) override {
        return submitter_.host_wait(id, value, timeout);
    }
    Status host_signal(sync::SemaphoreId id, uint64_t value) override { return submitter_.host_signal(id, value); }
    Result<bool> raise(sync::SemaphoreId id, uint64_t value, bool force) override { return submitter_.raise(id, value, force); }
    Result<uint64_t> semaphore_value(sync::SemaphoreId id) override { return submitter_.value(id); }
    std::vector<sync::TimelineViolation> take_violations() override { return submitter_.take_violations(); }
    std::string abandon() override {
        submitter_.stop_scheduler();
        return "its scheduler thread was stopped; the driver's own threads run on while the device lives (--isolate ends them)";
    }
    std::vector<std::string> take_messages() override {
        std::lock_guard lock(c_.log->mutex);
        return std::exchange(c_.log->messages, {});
    }

    Result<platform::ExternalMemory> export_buffer(sync::BufferId id) override;
    Result<platform::ExternalMemory> export_host_array(sync::HostArrayId id) override;
    Result<platform::ExternalHandle> export_semaphore(sync::SemaphoreId id) override;
    std::array<uint8_t, 16> device_uuid() const override { return c_.device_uuid; }

private:
    // Per hardware queue: the delay shader's sink, and scratch for copies within one buffer.
    struct HardwareQueueResources {
        Allocation sink;
        VkDescriptorSet sink_set = VK_NULL_HANDLE;
        uint32_t next_sink_slot = 1;  // 1 .. k_sink_slots - 1, in turn
        Allocation scratch;
    };
    // What recording one command needs to know.
    struct Recording {
        VkCommandBuffer cb;
        uint32_t hw;
        const std::string& op;
        bool unordered = false;  // SubmitFlags::ordered false: record the scenario's barriers, none between commands
        bool downloads = false;
    };

    Result<Allocation> allocate(uint64_t elements, Placement placement, bool exportable, const std::string& op, bool zeroed = true);
    void release(Allocation& allocation);
    Status zero(const Allocation& allocation, const std::string& op);
    Status calibrate_delay();
    Result<double> measure_delay_rate();
    Result<VkDescriptorSet> sink_set(uint32_t hw, const std::string& op);
    void describe_delay(const char* how);
    Result<double> time_delay(uint64_t iterations);
    Result<VkCommandBuffer> record_batch(uint32_t hw, const sync::Batch& batch, const sync::SubmitFlags& flags, bool first,
                                         const std::string& op);
    Result<const Allocation*> buffer_range(sync::BufferId id, uint64_t offset, uint64_t count, const char* role, const std::string& op);
    Result<const Allocation*> host_range(sync::HostArrayId id, uint64_t offset, uint64_t count, const std::string& op);
    Result<VkDescriptorSet> descriptor_set(sync::BufferId dst, sync::BufferId a, sync::BufferId b, const std::string& op);
    void copy_region(VkCommandBuffer cb, VkBuffer src, VkBuffer dst, uint64_t src_offset, uint64_t dst_offset, uint64_t count);
    Status record(Recording& r, const sync::FillCmd& cmd);
    Status record(Recording& r, const sync::CopyCmd& cmd);
    Status record(Recording& r, const sync::UploadCmd& cmd);
    Status record(Recording& r, const sync::DownloadCmd& cmd);
    Status record(Recording& r, const sync::DispatchCmd& cmd);
    Status record(Recording& r, const sync::DelayCmd& cmd);
    Status record(Recording& r, const sync::BarrierCmd& cmd);
    Status record(Recording& r, const sync::OpaqueCmd& cmd);
    // The set of a distinct opaque command (its id and ranges), with its table: made on first use, kept.
    Result<VkDescriptorSet> opaque_set(const sync::OpaqueCmd& cmd, const std::string& op);
    void describe_queues();

    std::unique_ptr<Context> context_;
    const Context& c_;
    Kernels kernels_;
    Submitter submitter_;
    std::vector<HardwareQueueResources> per_hw_;
    std::vector<Allocation> retired_;  // outgrown scratch buffers, possibly still in use
    std::vector<std::optional<Allocation>> buffers_;
    std::vector<std::optional<Allocation>> host_arrays_;
    std::vector<VkSemaphore> semaphores_;
    std::vector<std::string> queue_names_;
    std::map<std::array<sync::BufferId, 3>, VkDescriptorSet> sets_;
    struct OpaqueSet {
        VkDescriptorSet set = VK_NULL_HANDLE;
        Allocation table;  // host-visible, written once: opaque.comp's Table
    };
    std::map<std::vector<uint64_t>, OpaqueSet> opaque_sets_;  // by id and ranges
    sync::BackendOptions options_;
    double delay_iterations_per_us_ = 0;  // 0: not measured yet
    uint32_t device_queues_ = 0;
    sync::BackendInfo info_;
};

// One global memory barrier (no per-buffer barriers: every command may touch any buffer).
inline void barrier(const Context& c, VkCommandBuffer cb, VkPipelineStageFlags src_stage, VkAccessFlags src_access,
                    VkPipelineStageFlags dst_stage, VkAccessFlags dst_access) {
    VkMemoryBarrier memory{VK_STRUCTURE_TYPE_MEMORY_BARRIER};
    memory.srcAccessMask = src_access;
    memory.dstAccessMask = dst_access;
    c.api.vkCmdPipelineBarrier(cb, src_stage, dst_stage, 0, 1, &memory, 0, nullptr, 0, nullptr);
}

constexpr VkPipelineStageFlags k_work_stages = VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT;
constexpr VkAccessFlags k_work_writes = VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
constexpr VkAccessFlags k_work_access = k_work_writes | VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_TRANSFER_READ_BIT;

inline void barrier_between_commands(const Context& c, VkCommandBuffer cb) {
    barrier(c, cb, k_work_stages, k_work_writes, k_work_stages, k_work_access);
}

// A scenario barrier's scopes in Vulkan's terms: the pipeline stage of each stage bit (core/common/types.h), the access
// of each access-class bit. A command of stage transfer is a transfer command here (vkCmdFillBuffer, vkCmdCopyBuffer:
// uploads and downloads copy between VkBuffers, host arrays being host-visible ones), a compute one a dispatch.
constexpr VkPipelineStageFlags vk_stages(uint8_t stages) {
    VkPipelineStageFlags flags = 0;
    if (stages & stage_bit(Stage::transfer)) flags |= VK_PIPELINE_STAGE_TRANSFER_BIT;
    if (stages & stage_bit(Stage::compute)) flags |= VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT;
    return flags;
}
constexpr VkAccessFlags vk_access(uint8_t classes) {
    VkAccessFlags flags = 0;
    if (classes & access_bit(Stage::transfer, false)) flags |= VK_ACCESS_TRANSFER_READ_BIT;
    if (classes & access_bit(Stage::transfer, true)) flags |= VK_ACCESS_TRANSFER_WRITE_BIT;
    if (classes & access_bit(Stage::compute, false)) flags |= VK_ACCESS_SHADER_READ_BIT;
    if (classes & access_bit(Stage::compute, true)) flags |= VK_ACCESS_SHADER_WRITE_BIT;
    return flags;
}
}  // namespace syncstress::backends::vk
