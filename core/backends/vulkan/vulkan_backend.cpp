#include "core/backends/vulkan/vulkan_backend_impl.h"

#include "core/common/startup_trace.h"
#include "core/platform/timing.h"
#include "core/sync/calibration_cache.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <variant>

namespace syncstress::backends {
namespace vk {

VulkanBackend::~VulkanBackend() {
    if (!submitter_.drain(k_drain_timeout)) {
        // Work still runs: destroying objects under it is undefined and may hang; leak the device instead.
        (void)context_.release();
        return;
    }
    for (auto& buffer : buffers_)
        if (buffer) release(*buffer);
    for (auto& array : host_arrays_)
        if (array) release(*array);
    for (auto& hw : per_hw_) {
        release(hw.sink);
        release(hw.scratch);
    }
    for (auto& allocation : retired_) release(allocation);
    for (auto& [key, opaque] : opaque_sets_) release(opaque.table);
    for (VkSemaphore semaphore : semaphores_)
        if (semaphore != VK_NULL_HANDLE) c_.api.vkDestroySemaphore(c_.device, semaphore, nullptr);
    destroy_kernels(c_, kernels_);
    submitter_.destroy();
    release_context(*context_, options_.kept_devices.get());
}

Status VulkanBackend::init() {
    // Pipelines, delay sinks and the delay's calibration only where the run may need them (BackendOptions): the
    // rest is created on first use.
    SYNCSTRESS_TRY(create_kernels(c_, kernels_, options_.kernels, options_.delays));
    startup_trace::mark("vulkan: pipelines");
    SYNCSTRESS_TRY(submitter_.init());
    startup_trace::mark("vulkan: submitter");
    per_hw_.resize(submitter_.hardware_queue_count());

    if (c_.config.export_memory) {
        VkPhysicalDeviceExternalBufferInfo buffer_info{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_EXTERNAL_BUFFER_INFO};
        buffer_info.usage = k_buffer_usage;
        buffer_info.handleType = memory_handle_type();
        VkExternalBufferProperties properties{VK_STRUCTURE_TYPE_EXTERNAL_BUFFER_PROPERTIES};
        c_.api.vkGetPhysicalDeviceExternalBufferProperties(c_.physical, &buffer_info, &properties);
        if ((properties.externalMemoryProperties.externalMemoryFeatures & VK_EXTERNAL_MEMORY_FEATURE_EXPORTABLE_BIT) == 0)
            return make_error(
                "vulkan: " + c_.device_name + " cannot export buffer memory as " +
                    (memory_handle_type() == VK_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD_BIT ? "opaque fd" : "opaque Win32 handle"),
                ErrorKind::backend_unavailable);
    }
    if (c_.config.export_semaphores) {
        VkSemaphoreTypeCreateInfo type{VK_STRUCTURE_TYPE_SEMAPHORE_TYPE_CREATE_INFO};
        type.semaphoreType = VK_SEMAPHORE_TYPE_TIMELINE;
        VkPhysicalDeviceExternalSemaphoreInfo semaphore_info{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_EXTERNAL_SEMAPHORE_INFO, &type};
        semaphore_info.handleType = semaphore_handle_type();
        VkExternalSemaphoreProperties properties{VK_STRUCTURE_TYPE_EXTERNAL_SEMAPHORE_PROPERTIES};
        c_.api.vkGetPhysicalDeviceExternalSemaphoreProperties(c_.physical, &semaphore_info, &properties);
        if ((properties.externalSemaphoreFeatures & VK_EXTERNAL_SEMAPHORE_FEATURE_EXPORTABLE_BIT) == 0)
            return make_error("vulkan: " + c_.device_name + " cannot export timeline semaphores", ErrorKind::backend_unavailable);
    }

    if (options_.delays) SYNCSTRESS_TRY(calibrate_delay());
    startup_trace::mark("vulkan: backend ready");

    info_.name = "vulkan";
    info_.device = c_.device_name;
    info_.driver = c_.driver;
    info_.api_version = c_.api_version;
    info_.device_uuid = sync::uuid_text(c_.device_uuid);
    info_.device_side = true;
    info_.cuda_side = false;
    describe_queues();
    info_.hardware_queues = submitter_.hardware_queue_count();
    if (vk::hardware_queue_capacity(c_) == 1)
        info_.notes.push_back("one hardware queue: scenario queues share it and run one after another, so cross-queue races "
                              "cannot show at run time (the analysis still finds them)");
    if (c_.driver_id == VK_DRIVER_ID_MESA_LLVMPIPE) {
        info_.notes.push_back("lavapipe runs each command to completion before the next: no-barrier cannot show in the data "
                              "(synchronization validation, --validate, still reports it)");
        info_.unordered_serial = "lavapipe runs each command of a command buffer to completion before the next";
        info_.notes.push_back(info_.unordered_serial +
                              ": races between the commands of an unordered queue cannot show in the data (a missing or too narrow "
                              "barrier is still reported by synchronization validation, --validate, and by the analysis)");
    }
    info_.notes.push_back(
        "unordered queues: exactly the scenario's barriers are recorded (vkCmdPipelineBarrier; transfer = "
        "VK_PIPELINE_STAGE_TRANSFER_BIT, compute = VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT; a buffer barrier as a "
        "VkBufferMemoryBarrier), and no barrier between submissions. Two recordings order a little more than the scenario "
        "says: a copy within one buffer whose ranges overlap goes through scratch with transfer barriers of its own, "
        "which also order the transfer commands around it; a delay longer than one dispatch of the delay shader (" +
        std::to_string(delay_iterations_per_dispatch()) +
        " loop iterations) is several dispatches with compute barriers between them, which also order the compute "
        "commands around it");
    if (c_.config.validate) info_.notes.push_back("validation: VK_LAYER_KHRONOS_validation with synchronization validation");
    describe_delay(options_.delays ? "calibrated" : nullptr);
    return {};
}

// The note on the delay's speed: measured (`how`), or to be measured at the first delay.
void VulkanBackend::describe_delay(const char* how) {
    constexpr const char* k_delay_note = "delay: ";
    std::erase_if(info_.notes, [&](const std::string& note) { return note.rfind(k_delay_note, 0) == 0; });
    char rate[128];
    if (how != nullptr)
        std::snprintf(rate, sizeof rate, "%s%.2f shader iterations per microsecond%s (%s)", k_delay_note, delay_iterations_per_us_,
                      c_.cpu_device ? " of this process's CPU time" : "", how);
    else
        std::snprintf(rate, sizeof rate, "%sthe shader's speed is calibrated before the first delay", k_delay_note);
    info_.notes.push_back(rate);
}

void VulkanBackend::describe_queues() {
    const uint32_t hw = submitter_.hardware_queue_count();
    const uint32_t used = std::max(1u, std::min(device_queues_, hw));
    const std::string hardware =
        std::string(" hardware queue") + (hw == 1 ? "" : "s") + " (family " + std::to_string(c_.queue_family) + ")";
    std::string text;
    if (device_queues_ == 0) {
        // Before any queue exists (`syncstress backends`): say how queues will map. A run creates as many hardware
        // queues as its scenarios have device-side queues, up to what the device has.
        const uint32_t capacity = vk::hardware_queue_capacity(c_);
        text = "scenario queues map round-robin onto " + std::to_string(capacity) + " hardware queue" + (capacity == 1 ? "" : "s") +
               " (family " + std::to_string(c_.queue_family) + ")";
        if (capacity > 1) text += "; a run creates one for each device-side queue of its scenarios, up to that many";
    } else {
        text = std::to_string(device_queues_) + " scenario queue" + (device_queues_ == 1 ? "" : "s") + " on ";
        text += (used == hw ? std::to_string(hw) : std::to_string(used) + " of " + std::to_string(hw)) + hardware;
    }
    info_.queue_mapping = text;
    // With one hardware queue init() says so once; with several, say it when scenario queues start to share.
    constexpr const char* k_sharing = "scenario queues share hardware queues round-robin";
    std::erase_if(info_.notes, [&](const std::string& note) { return note.rfind(k_sharing, 0) == 0; });
    if (hw > 1 && device_queues_ > hw)
        info_.notes.push_back(std::string(k_sharing) + ": races between queues that share one cannot show at run time "
                                                       "(the analysis still finds them)");
}

Result<Allocation> VulkanBackend::allocate(uint64_t elements, Placement placement, bool exportable, const std::string& op, bool zeroed) {
    Allocation a;
    a.elements = elements;
    a.exportable = exportable;
    VkExternalMemoryBufferCreateInfo external{VK_STRUCTURE_TYPE_EXTERNAL_MEMORY_BUFFER_CREATE_INFO};
    external.handleTypes = memory_handle_type();
    VkBufferCreateInfo buffer_info{VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO, exportable ? &external : nullptr};
    buffer_info.size = std::max<uint64_t>(elements, 1) * sizeof(uint32_t);
    buffer_info.usage = k_buffer_usage;
    buffer_info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
    VkResult r = c_.api.vkCreateBuffer(c_.device, &buffer_info, nullptr, &a.buffer);
    if (r != VK_SUCCESS) return vk_error("vkCreateBuffer", r, op);

    VkMemoryRequirements requirements{};
    c_.api.vkGetBufferMemoryRequirements(c_.device, a.buffer, &requirements);
    std::optional<uint32_t> type;
    switch (placement) {
    case Placement::device_local:
        type =
            find_memory_type(c_, requirements.memoryTypeBits, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, 0, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT);
        break;
    case Placement::host_visible:
        type = find_memory_type(c_, requirements.memoryTypeBits, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT,
                                0, 0);
        break;
    case Placement::host_array:
        // Cached: the host reads downloads back from it.
        type = find_memory_type(c_, requirements.memoryTypeBits, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT,
                                VK_MEMORY_PROPERTY_HOST_CACHED_BIT, 0);
        break;
    }
    if (!type) {
        c_.api.vkDestroyBuffer(c_.device, a.buffer, nullptr);
        return make_error("vulkan: " + op + ": no suitable memory type on " + c_.device_name, ErrorKind::backend_failed);
    }

    VkMemoryDedicatedAllocateInfo dedicated{VK_STRUCTURE_TYPE_MEMORY_DEDICATED_ALLOCATE_INFO};
    dedicated.buffer = a.buffer;
    ExportDetails export_details;
    VkExportMemoryAllocateInfo export_info{VK_STRUCTURE_TYPE_EXPORT_MEMORY_ALLOCATE_INFO, export_details.chain_memory(&dedicated)};
    export_info.handleTypes = memory_handle_type();
    VkMemoryAllocateInfo alloc{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO, exportable ? &export_info : nullptr};
    alloc.allocationSize = requirements.size;
    alloc.memoryTypeIndex = *type;
    r = c_.api.vkAllocateMemory(c_.device, &alloc, nullptr, &a.memory);
    if (r != VK_SUCCESS) {
        c_.api.vkDestroyBuffer(c_.device, a.buffer, nullptr);
        return vk_error("vkAllocateMemory", r, op);
    }
    a.allocation_size = requirements.size;
    r = c_.api.vkBindBufferMemory(c_.device, a.buffer, a.memory, 0);
    if (r == VK_SUCCESS && placement == Placement::host_array) {
        r = c_.api.vkMapMemory(c_.device, a.memory, 0, VK_WHOLE_SIZE, 0, &a.mapped);
        if (r != VK_SUCCESS) {
            release(a);
            return vk_error("vkMapMemory", r, op);
        }
    } else if (r != VK_SUCCESS) {
        release(a);
        return vk_error("vkBindBufferMemory", r, op);
    }
    if (!zeroed) return a;
    if (Status z = zero(a, op); !z) {
        release(a);
        return z.error();
    }
    return a;
}

void VulkanBackend::release(Allocation& a) {
    if (a.mapped != nullptr) c_.api.vkUnmapMemory(c_.device, a.memory);
    if (a.buffer != VK_NULL_HANDLE) c_.api.vkDestroyBuffer(c_.device, a.buffer, nullptr);
    if (a.memory != VK_NULL_HANDLE) c_.api.vkFreeMemory(c_.device, a.memory, nullptr);
    a = Allocation{};
}

// A buffer starts zero: written by the host where it can map the memory, else by a fill waited for here.
Status VulkanBackend::zero(const Allocation& a, const std::string& op) {
    const VkDeviceSize bytes = std::max<uint64_t>(a.elements, 1) * sizeof(uint32_t);
    if (a.mapped != nullptr) {
        std::memset(a.mapped, 0, bytes);
        return {};
    }
    auto cb = submitter_.begin_commands(0, op);
    if (!cb) return cb.error();
    c_.api.vkCmdFillBuffer(*cb, a.buffer, 0, bytes, 0);
    VkResult r = c_.api.vkEndCommandBuffer(*cb);
    if (r != VK_SUCCESS) {
        submitter_.discard_commands(0, *cb);
        return vk_error("vkEndCommandBuffer", r, op);
    }
    return submitter_.run_now(0, *cb, k_setup_timeout, op + " (zero fill)");
}

// The delay shader's sink on hardware queue `hw`, made at its first delay. Never read, so never zero-filled: making
// it submits nothing, which a queue with work pending behind a wait could hold up.
Result<VkDescriptorSet> VulkanBackend::sink_set(uint32_t hw, const std::string& op) {
    HardwareQueueResources& resources = per_hw_[hw];
    if (resources.sink_set != VK_NULL_HANDLE) return resources.sink_set;
    auto sink = allocate(k_sink_slots, Placement::device_local, false, op + " (delay sink)", false);
    if (!sink) return sink.error();
    resources.sink = *sink;
    auto set = allocate_descriptor_set(c_, kernels_, resources.sink.buffer, resources.sink.buffer, resources.sink.buffer);
    if (!set) return set.error();
    resources.sink_set = *set;
    return *set;
}

Result<double> VulkanBackend::time_delay(uint64_t iterations) {
    auto sink = sink_set(0, "delay calibration");
    if (!sink) return sink.error();
    auto cb = submitter_.begin_commands(0, "delay calibration");
    if (!cb) return cb.error();
    record_delay(c_, kernels_, *cb, *sink, iterations, 0);  // slot 0: the calibration's own
    VkResult r = c_.api.vkEndCommandBuffer(*cb);
    if (r != VK_SUCCESS) {
        submitter_.discard_commands(0, *cb);
        return vk_error("vkEndCommandBuffer", r, "delay calibration");
    }
    // On a CPU device (lavapipe) the shader runs on this process's threads: timed by the CPU time they use, which a
    // loaded machine does not stretch. By the wall clock, a rate measured under load was too low, and every later
    // delay (the rate is kept in the calibration cache) ran short once the load was gone.
    auto now = [&] {
        return c_.cpu_device ? platform::process_cpu_us()
                             : std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now().time_since_epoch()).count();
    };
    const double start = now();
    SYNCSTRESS_TRY(submitter_.run_now(0, *cb, k_setup_timeout, "delay calibration"));
    return now() - start;
}

// The delay shader's speed differs by orders of magnitude between lavapipe (the CPU) and a GPU: measured once per
// device, driver and build of the tool, and kept in the calibration cache (core/sync/calibration_cache.h).
Status VulkanBackend::calibrate_delay() {
    SYNCSTRESS_TRY(ensure_delay_kernel(c_, kernels_));
    const sync::CalibrationKey key{"vulkan-delay", sync::uuid_text(c_.device_uuid), c_.driver};
    auto rate =
        options_.calibrations->get(key, "shader iterations per microsecond", options_.cache, [this] { return measure_delay_rate(); });
    if (!rate) return rate.error();
    delay_iterations_per_us_ = *rate;
    return {};
}

// Its iterations per microsecond, from runs long enough that submission overhead does not matter. Submits to
// hardware queue 0 and waits: only before the first submission (init) or while nothing waits there.
Result<double> VulkanBackend::measure_delay_rate() {
    // Noise on a busy host only ever adds time: the best of a few runs is the closest to the truth.
    auto best_of = [&](uint64_t iterations, int runs) -> Result<double> {
        double best = 1e30;
        for (int i = 0; i < runs; ++i) {
            auto t = time_delay(iterations);
            if (!t) return t.error();
            best = std::min(best, *t);
        }
        return best;
    };
    auto overhead = best_of(0, 3);  // the first run also pays for compiling the shader on some drivers
    if (!overhead) return overhead.error();
    // Timed by the CPU time (a CPU device), a run must last many of its clock's steps: on Windows the process's times
    // step by a clock tick of 10-16 ms, and a 3 ms run read as one tick made the rate several times too low.
    const double target_us = c_.cpu_device ? std::max(k_calibration_us, 20.0 * platform::process_cpu_resolution_us()) : k_calibration_us;
    uint64_t iterations = 256;
    double elapsed = 0;
    for (;;) {
        auto t = best_of(iterations, 2);
        if (!t) return t.error();
        elapsed = *t - *overhead;
        if (elapsed >= target_us) break;
        if (iterations >= (uint64_t{1} << 27))
            return make_error("vulkan: delay calibration: the delay shader does not slow down with more work (" +
                                  std::to_string(iterations) + " iterations took " + std::to_string(elapsed) + " us more than none)",
                              ErrorKind::backend_failed);
        const double factor = std::clamp(1.5 * target_us / std::max(elapsed, 1.0), 2.0, 64.0);
        iterations = static_cast<uint64_t>(static_cast<double>(iterations) * factor);
    }
    return static_cast<double>(iterations) / elapsed;
}

Status VulkanBackend::create_queue(sync::QueueId id, Side side, const std::string& name) {
    if (side != Side::device)
        return make_error("vulkan: queue '" + name + "' is on the cuda side; this backend runs device-side queues only",
                          ErrorKind::backend_failed);
    if (submitter_.hardware_queue_of(id))
        return make_error("vulkan: queue " + std::to_string(id) + " exists already", ErrorKind::backend_failed);
    submitter_.add_queue(id);
    if (queue_names_.size() <= id) queue_names_.resize(id + 1);
    queue_names_[id] = name;
    ++device_queues_;
    describe_queues();
    return {};
}

Status VulkanBackend::create_buffer(sync::BufferId id, uint64_t elements, Memory memory, Side) {
    const std::string op =
        "creation of buffer " + std::to_string(id) + " (" + std::to_string(elements) + " elements, " + to_string(memory) + ")";
    if (id < buffers_.size() && buffers_[id]) return make_error("vulkan: " + op + ": exists already", ErrorKind::backend_failed);
    const Placement placement = memory == Memory::host_visible ? Placement::host_visible : Placement::device_local;
    auto allocation = allocate(elements, placement, memory == Memory::shared && c_.config.export_memory, op);
    if (!allocation) return allocation.error();
    if (buffers_.size() <= id) buffers_.resize(id + 1);
    buffers_[id] = *allocation;
    return {};
}

Status VulkanBackend::create_host_array(sync::HostArrayId id, uint64_t elements) {
    const std::string op = "creation of host array " + std::to_string(id) + " (" + std::to_string(elements) + " elements)";
    if (id < host_arrays_.size() && host_arrays_[id]) return make_error("vulkan: " + op + ": exists already", ErrorKind::backend_failed);
    auto allocation = allocate(elements, Placement::host_array, c_.config.export_memory, op);
    if (!allocation) return allocation.error();
    if (host_arrays_.size() <= id) host_arrays_.resize(id + 1);
    host_arrays_[id] = *allocation;
    return {};
}

uint32_t* VulkanBackend::host_array_data(sync::HostArrayId id) {
    if (id >= host_arrays_.size() || !host_arrays_[id]) return nullptr;
    return static_cast<uint32_t*>(host_arrays_[id]->mapped);
}

Status VulkanBackend::create_semaphore(sync::SemaphoreId id, uint64_t initial) {
    const std::string op = "creation of semaphore " + std::to_string(id);
    if (submitter_.semaphore(id) != VK_NULL_HANDLE) return make_error("vulkan: " + op + ": exists already", ErrorKind::backend_failed);
    auto semaphore = create_timeline(c_, initial, c_.config.export_semaphores, op);
    if (!semaphore) return semaphore.error();
    if (semaphores_.size() <= id) semaphores_.resize(id + 1, VK_NULL_HANDLE);
    semaphores_[id] = *semaphore;
    return submitter_.add_semaphore(id, *semaphore, initial);
}

Status VulkanBackend::submit(sync::QueueId queue, std::span<const sync::Batch> batches, const sync::SubmitFlags& flags) {
    auto hw = submitter_.hardware_queue_of(queue);
    const std::string op =
        "submit to queue " +
        (queue < queue_names_.size() && !queue_names_[queue].empty() ? "'" + queue_names_[queue] + "'" : std::to_string(queue));
    if (!hw) return make_error("vulkan: " + op + ": no such device-side queue", ErrorKind::backend_failed);
    std::vector<ReadyBatch> ready;
    ready.reserve(batches.size());
    for (size_t b = 0; b < batches.size(); ++b) {
        auto cb = record_batch(*hw, batches[b], flags, b == 0, op);
        if (!cb) {
            for (const ReadyBatch& done : ready)
                if (done.commands != VK_NULL_HANDLE) submitter_.discard_commands(*hw, done.commands);
            return cb.error();
        }
        ready.push_back({batches[b].waits, *cb, batches[b].signals, op});
    }
    return submitter_.enqueue(queue, std::move(ready));
}

// One command buffer per batch. On an ordered submission its first barrier orders it after everything earlier on the
// hardware queue, and a barrier between each two commands orders them (the barriers the no-barrier fault drops; it
// keeps the first batch's leading one). On an unordered queue's submission (SubmitFlags::after_earlier false) the only
// barriers recorded are the scenario's own (BarrierCmd), so that its commands, and those of successive submissions, run
// at once as on any Vulkan queue; on an ordered one a BarrierCmd records nothing (every command is already ordered).
Result<VkCommandBuffer> VulkanBackend::record_batch(uint32_t hw, const sync::Batch& batch, const sync::SubmitFlags& flags, bool first,
                                                    const std::string& op) {
    if (batch.commands.empty()) return VkCommandBuffer{VK_NULL_HANDLE};
    auto cb = submitter_.begin_commands(hw, op);
    if (!cb) return cb.error();
    Recording recording{*cb, hw, op, !flags.ordered};
    if (flags.ordered || (first && flags.after_earlier))
        barrier(c_, *cb, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_ACCESS_MEMORY_WRITE_BIT, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT,
                VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT);
    bool recorded_work = false;
    for (const sync::Command& command : batch.commands) {
        const bool is_barrier = std::holds_alternative<sync::BarrierCmd>(command);
        if (flags.ordered && recorded_work && !is_barrier) barrier_between_commands(c_, *cb);
        Status recorded = std::visit([&](const auto& cmd) { return record(recording, cmd); }, command);
        if (!recorded) {
            c_.api.vkEndCommandBuffer(*cb);
            submitter_.discard_commands(hw, *cb);
            return recorded.error();
        }
        recorded_work = recorded_work || !is_barrier;
    }
    // Host-coherent memory still needs the device writes made visible to the host stage.
    if (recording.downloads)
        barrier(c_, *cb, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT, VK_PIPELINE_STAGE_HOST_BIT, VK_ACCESS_HOST_READ_BIT);
    VkResult r = c_.api.vkEndCommandBuffer(*cb);
    if (r != VK_SUCCESS) {
        submitter_.discard_commands(hw, *cb);
        return vk_error("vkEndCommandBuffer", r, op);
    }
    return *cb;
}
Result<platform::ExternalMemory> VulkanBackend::export_buffer(sync::BufferId id) {
    const std::string op = "export of buffer " + std::to_string(id);
    if (id >= buffers_.size() || !buffers_[id]) return make_error("vulkan: " + op + ": no such buffer", ErrorKind::backend_failed);
    const Allocation& a = *buffers_[id];
    if (!a.exportable)
        return make_error("vulkan: " + op + ": not exportable (only memory `shared` buffers of an exportable backend are)",
                          ErrorKind::backend_failed);
    auto handle = export_memory_handle(c_.api, c_.device, a.memory, op);
    if (!handle) return handle.error();
    return platform::ExternalMemory{*handle, a.allocation_size, 0, true};
}

Result<platform::ExternalMemory> VulkanBackend::export_host_array(sync::HostArrayId id) {
    const std::string op = "export of host array " + std::to_string(id);
    if (id >= host_arrays_.size() || !host_arrays_[id])
        return make_error("vulkan: " + op + ": no such host array", ErrorKind::backend_failed);
    const Allocation& a = *host_arrays_[id];
    if (!a.exportable)
        return make_error("vulkan: " + op + ": not exportable (the backend was not created exportable)", ErrorKind::backend_failed);
    auto handle = export_memory_handle(c_.api, c_.device, a.memory, op);
    if (!handle) return handle.error();
    return platform::ExternalMemory{*handle, a.allocation_size, 0, true};
}

Result<platform::ExternalHandle> VulkanBackend::export_semaphore(sync::SemaphoreId id) {
    const std::string op = "export of semaphore " + std::to_string(id);
    VkSemaphore semaphore = submitter_.semaphore(id);
    if (semaphore == VK_NULL_HANDLE) return make_error("vulkan: " + op + ": no such semaphore", ErrorKind::backend_failed);
    if (!c_.config.export_semaphores)
        return make_error("vulkan: " + op + ": not exportable (the backend was not created exportable)", ErrorKind::backend_failed);
    return export_semaphore_handle(c_.api, c_.device, semaphore, op);
}

Result<ExportableVulkan> create_backend(const DeviceConfig& config, const sync::BackendOptions& options) {
    auto context = create_context(config, options.kept_devices.get());
    if (!context) return context.error();
    auto backend = std::make_unique<VulkanBackend>(std::move(*context), options);
    SYNCSTRESS_TRY(backend->init());
    ExportableVulkan result;
    result.exporter = backend.get();
    result.backend = std::move(backend);
    return result;
}

}  // namespace vk

namespace {

// The hardware queues a backend asks for: one for each device-side queue of the run's scenarios (at least one);
// none known, as many as the device has.
uint32_t hardware_queues(const sync::BackendOptions& options) { return options.queues ? std::max(1u, options.queues->device) : 0; }

}  // namespace

Result<std::unique_ptr<sync::Backend>> create_vulkan_backend(const sync::BackendOptions& options) {
    auto created = vk::create_backend({options.validate, false, false, hardware_queues(options), options.device}, options);
    if (!created) return created.error();
    return std::move(created->backend);
}

Result<ExportableVulkan> create_exportable_vulkan_backend(const sync::BackendOptions& options) {
    return vk::create_backend({options.validate, true, true, hardware_queues(options), options.device}, options);
}

}  // namespace syncstress::backends
