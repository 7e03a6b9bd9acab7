// The vulkan+cuda backend: device-side queues on the exportable Vulkan backend, cuda-side queues on CUDA
// streams of the CUDA device with the same UUID. The core's dense ids are mapped onto the two.
// - Every semaphore (the core's queue-progress ones too) is a Vulkan timeline exported and imported into
//   CUDA; streams wait and signal it with cuda{Wait,Signal}ExternalSemaphoresAsync, the host through Vulkan.
// - Shared buffers are Vulkan memory exported and imported with cudaImportExternalMemory.
// - Host arrays are Vulkan host-visible memory (export_host_array is what the Vulkan interface offers; the
//   reverse, cudaHostAlloc memory imported into Vulkan with VK_EXT_external_memory_host, would need a Vulkan-side
//   import it does not have). CUDA pins Vulkan's mapping with cudaHostRegister; where the driver refuses, it
//   stages through a mirror (create_host_array). The notes say which way was taken. Importing the exported
//   memory is only tried when asked for: on the H200 with driver 580 it imported fine but CUDA then read data
//   older than what the host had written (docs/gpu-results.md, 2026-11-29).
#include "core/backends/interop/vulkan_cuda_backend.h"
#include "core/backends/cuda/cuda_backend.h"

#include "core/backends/cuda/cuda_device.h"
#include "core/backends/cuda/cuda_memory.h"
#include "core/backends/cuda/cuda_queue.h"
#include "core/backends/interop/cuda_import.h"
#include "core/backends/vulkan/vulkan_backend.h"
#include "core/common/poll.h"
#include "core/sync/calibration_cache.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <variant>

namespace syncstress::backends {

namespace {

using namespace cuda;
using namespace interop;

constexpr const char* k_name = "vulkan+cuda";
constexpr const char* k_exported_timeline_false_positive = "VUID-VkSemaphoreSignalInfo-value-03259";
constexpr auto k_drain_timeout = std::chrono::seconds(5);  // the destructor's bound on waiting for streams

template <class T>
T& slot(std::vector<T>& slots, uint32_t id) {
    if (slots.size() <= id) slots.resize(size_t(id) + 1);
    return slots[id];
}

// CUDA's view of exported Vulkan memory: the mapping to cudaFree, the import to destroy.
struct Imported {
    cudaExternalMemory_t memory = nullptr;
    uint32_t* data = nullptr;
};

Result<Imported> import_memory(platform::ExternalMemory exported, uint64_t bytes, const std::string& what) {
    if (exported.offset > exported.allocation_size || bytes > exported.allocation_size - exported.offset) {
        platform::release_after_import(exported.handle, false);
        return make_error(std::string(k_name) + ": " + what + ": exported allocation of " + std::to_string(exported.allocation_size) +
                              " bytes cannot hold " + std::to_string(bytes) + " bytes at offset " + std::to_string(exported.offset),
                          ErrorKind::backend_failed);
    }
    const cudaExternalMemoryHandleDesc desc = memory_import_desc(exported);
    Imported imported;
    const cudaError_t error = cudaImportExternalMemory(&imported.memory, &desc);
    platform::release_after_import(exported.handle, error == cudaSuccess);
    SYNCSTRESS_TRY(cuda_check(error, k_name, "cudaImportExternalMemory", what));
    cudaExternalMemoryBufferDesc buffer{};
    buffer.offset = exported.offset;
    buffer.size = bytes;
    void* data = nullptr;
    if (cudaError_t e = cudaExternalMemoryGetMappedBuffer(&data, imported.memory, &buffer); e != cudaSuccess) {
        (void)cudaDestroyExternalMemory(imported.memory);
        return cuda_error(k_name, "cudaExternalMemoryGetMappedBuffer", what, e);
    }
    imported.data = static_cast<uint32_t*>(data);
    return imported;
}

void release_imported(const Imported& imported) {
    if (imported.data) (void)cudaFree(imported.data);
    if (imported.memory) (void)cudaDestroyExternalMemory(imported.memory);
}

class VulkanCudaBackend final : public sync::Backend, private CudaBindings {
public:
    VulkanCudaBackend(ExportableVulkan vulkan, CudaDevice device) : vulkan_(std::move(vulkan)), device_(std::move(device)) {
        const sync::BackendInfo& vk = vulkan_.backend->info();
        info_.name = k_name;
        info_.device = vk.device == device_.name ? vk.device : vk.device + " / " + device_.name;
        info_.driver = vk.driver + ", " + device_.driver;
        info_.api_version = vk.api_version + " + " + device_.api_version;
        info_.device_uuid = vk.device_uuid;  // the CUDA device is the one with the same UUID
        info_.device_side = true;
        info_.cuda_side = true;
        info_.queue_mapping =
            "device queues: " + vk.queue_mapping +
            "; cuda queues: each its own non-blocking CUDA stream (an unordered submission forks each "
            "command between two barriers onto a stream of its own and joins them at the barrier: a barrier is a full join "
            "whatever its stages, CUDA has no pipeline stages; successive submissions run one after another)";
        info_.unordered_serial = vk.unordered_serial;
        info_.hardware_queues = vk.hardware_queues;
        info_.notes = vk.notes;
        const bool validating =
            std::any_of(vk.notes.begin(), vk.notes.end(), [](const std::string& n) { return n.rfind("validation:", 0) == 0; });
        if (validating)
            info_.notes.push_back(std::string("validation: ") + k_exported_timeline_false_positive +
                                  " is left out: the layer cannot see CUDA's signals of exported timelines and reports legal host signals");
        info_.notes.push_back("every semaphore, queue progress included, is a Vulkan timeline exported as an opaque handle and "
                              "imported into CUDA; streams wait and signal it with cudaWaitExternalSemaphoresAsync / "
                              "cudaSignalExternalSemaphoresAsync, the host through Vulkan");
        info_.notes.push_back("shared buffers are Vulkan memory exported and imported with cudaImportExternalMemory");
        info_.notes.push_back(connection_note());
    }

    Status init() {
        auto setup = prepare_context(k_name);
        if (!setup) return setup.error();
        setup_ = *setup;
        return {};
    }

    ~VulkanCudaBackend() override {
        (void)cudaSetDevice(device_.ordinal);
        // As in the cuda backend: raise what streams still await, until they are idle or time is up.
        std::vector<CudaQueue*> queues;
        for (auto& queue : queues_)
            if (queue.cuda) queues.push_back(&*queue.cuda);
        const bool idle = drain_cuda_queues(
            queues, [&] { release_timelines(); }, k_drain_timeout);
        if (!idle) {
            // CUDA may still touch Vulkan's memory and semaphores: leak both rather than hang or free under it.
            (void)vulkan_.backend.release();
            return;
        }
        for (const auto& buffer : buffers_) release_buffer(buffer);
        for (const auto& array : host_arrays_) release_host_array(array);
        for (const auto& timeline : timelines_)
            if (timeline.imported) (void)cudaDestroyExternalSemaphore(timeline.imported);
        if (setup_) (void)cudaStreamDestroy(setup_);
        vulkan_.backend.reset();
    }

    const sync::BackendInfo& info() const override { return info_; }

    Status create_queue(sync::QueueId id, Side side, const std::string& name) override {
        QueueSlot entry;
        entry.exists = true;
        entry.side = side;
        if (side == Side::device) {
            entry.vulkan_id = next_vulkan_queue_;
            SYNCSTRESS_TRY(vulkan_.backend->create_queue(entry.vulkan_id, Side::device, name));
            ++next_vulkan_queue_;
        } else {
            SYNCSTRESS_TRY(make_current());
            auto queue = create_cuda_queue(k_name, name);
            if (!queue) return queue.error();
            entry.cuda = std::move(*queue);
        }
        auto& existing = slot(queues_, id);
        if (existing.cuda) destroy_cuda_queue(*existing.cuda);
        existing = std::move(entry);
        return {};
    }

    Status create_buffer(sync::BufferId id, uint64_t elements, Memory memory, Side side) override {
        SYNCSTRESS_TRY(make_current());
        const std::string what = "buffer " + std::to_string(id);
        BufferSlot entry;
        entry.exists = true;
        entry.elements = elements;
        if (memory == Memory::shared || side == Side::device) {
            entry.vulkan_id = next_vulkan_buffer_;
            SYNCSTRESS_TRY(vulkan_.backend->create_buffer(next_vulkan_buffer_, elements, memory, Side::device));
            ++next_vulkan_buffer_;
            if (memory == Memory::shared) {
                auto exported = vulkan_.exporter->export_buffer(*entry.vulkan_id);
                if (!exported) return in_context(exported.error(), "", " (" + what + ")");
                auto imported = import_memory(*exported, bytes(elements), what);
                if (!imported) return imported.error();
                entry.imported = *imported;
                entry.cuda = imported->data;
            }
        } else {
            auto allocation =
                memory == Memory::host_visible ? allocate_pinned(k_name, elements, what) : allocate_device(k_name, elements, setup_, what);
            if (!allocation) return allocation.error();
            entry.owned = *allocation;
            entry.cuda = allocation->data;
        }
        auto& existing = slot(buffers_, id);
        release_buffer(existing);
        existing = entry;
        return {};
    }

    // Host arrays keep the core's ids on the Vulkan side: every one of them is Vulkan's. CUDA reaches it by the
    // first of two ways that works: pinning Vulkan's mapping with cudaHostRegister; a pinned mirror that copies
    // run through in stream order (always possible, slower). SYNCSTRESS_HOST_ARRAY_PATH=import|register|mirror
    // allows only that way; `import` (cudaImportExternalMemory of the exported memory) is a way only when asked
    // for, because on NVIDIA 580 the host's writes were not seen through it.
    Status create_host_array(sync::HostArrayId id, uint64_t elements) override {
        SYNCSTRESS_TRY(make_current());
        const std::string what = "host array " + std::to_string(id);
        const char* forced = std::getenv("SYNCSTRESS_HOST_ARRAY_PATH");
        const std::string only = forced ? forced : "";
        if (!only.empty() && only != "import" && only != "register" && only != "mirror")
            return make_error(std::string(k_name) + ": SYNCSTRESS_HOST_ARRAY_PATH is '" + only + "', not import, register or mirror",
                              ErrorKind::bad_input);
        auto allowed = [&](const char* path) { return only == path || (only.empty() && std::string(path) != "import"); };

        SYNCSTRESS_TRY(vulkan_.backend->create_host_array(id, elements));
        uint32_t* host = vulkan_.backend->host_array_data(id);
        if (!host)
            return make_error(std::string(k_name) + ": " + what + ": the Vulkan backend gave no host pointer", ErrorKind::backend_failed);
        HostArraySlot entry;
        entry.elements = elements;
        std::string failures;
        if (allowed("import")) {
            auto exported = vulkan_.exporter->export_host_array(id);
            auto imported = exported ? import_memory(*exported, bytes(elements), what) : Result<Imported>(exported.error());
            if (imported) {
                entry.imported = *imported;
                entry.cuda = imported->data;
                entry.path = "imported";
            } else {
                failures = imported.error().message;
            }
        }
        if (!entry.cuda && allowed("register")) {
            const cudaError_t e = cudaHostRegister(host, bytes(elements), cudaHostRegisterMapped | cudaHostRegisterPortable);
            void* device_view = nullptr;
            Status s = check(e, "cudaHostRegister", what);
            if (s.ok()) {
                entry.registered = host;
                s = check(cudaHostGetDevicePointer(&device_view, host, 0), "cudaHostGetDevicePointer", what);
            }
            if (s.ok()) {
                entry.cuda = static_cast<uint32_t*>(device_view);
                entry.path = "registered";
            } else {
                release_host_array(entry);
                entry.registered = nullptr;
                failures += (failures.empty() ? "" : "; ") + s.error().message;
            }
        }
        if (!entry.cuda && allowed("mirror")) {
            auto mirror = allocate_pinned(k_name, elements, what + " (mirror)");
            if (!mirror) return in_context(mirror.error(), failures + (failures.empty() ? "" : "; "));
            entry.mirror = *mirror;
            entry.cuda = mirror->data;
            entry.staged_host = host;
            entry.path = "mirrored";
        }
        if (!entry.cuda) return make_error(failures, ErrorKind::backend_failed);
        note_host_array_path(entry.path, failures);
        auto& existing = slot(host_arrays_, id);
        release_host_array(existing);
        existing = entry;
        return {};
    }

    uint32_t* host_array_data(sync::HostArrayId id) override { return vulkan_.backend->host_array_data(id); }

    // Semaphores keep the core's ids on the Vulkan side too.
    Status create_semaphore(sync::SemaphoreId id, uint64_t initial) override {
        SYNCSTRESS_TRY(make_current());
        const std::string what = "semaphore " + std::to_string(id);
        SYNCSTRESS_TRY(vulkan_.backend->create_semaphore(id, initial));
        auto exported = vulkan_.exporter->export_semaphore(id);
        if (!exported) return in_context(exported.error(), "", " (" + what + ")");
        const cudaExternalSemaphoreHandleDesc desc = timeline_import_desc(*exported);
        TimelineSlot entry;
        const cudaError_t error = cudaImportExternalSemaphore(&entry.imported, &desc);
        platform::release_after_import(*exported, error == cudaSuccess);
        SYNCSTRESS_TRY(check(error, "cudaImportExternalSemaphore", what));
        auto& existing = slot(timelines_, id);
        if (existing.imported) (void)cudaDestroyExternalSemaphore(existing.imported);
        existing = entry;
        return {};
    }

    Status submit(sync::QueueId id, std::span<const sync::Batch> batches, const sync::SubmitFlags& flags) override {
        if (id >= queues_.size() || !queues_[id].exists)
            return make_error(std::string(k_name) + ": submit to unknown queue " + std::to_string(id), ErrorKind::backend_failed);
        QueueSlot& queue = queues_[id];
        if (queue.cuda) {
            SYNCSTRESS_TRY(make_current());
            return submit_batches(*queue.cuda, device_, batches, flags, *this);
        }
        std::vector<sync::Batch> translated(batches.begin(), batches.end());
        for (auto& batch : translated)
            for (auto& command : batch.commands) SYNCSTRESS_TRY(to_vulkan(command, id));
        return vulkan_.backend->submit(queue.vulkan_id, translated, flags);
    }

    // Polls instead of blocking in vkWaitSemaphores: on the H200 (driver 580) a blocking host wait for a value
    // that a CUDA stream signals woke only about 10 ms later (docs/gpu-results.md), while the counter itself
    // had long been reached.
    Result<bool> host_wait(sync::SemaphoreId id, uint64_t value, std::chrono::nanoseconds timeout) override {
        std::optional<Error> failed;
        const bool reached = poll_until(
            [&] {
                auto now_value = vulkan_.backend->semaphore_value(id);
                if (!now_value) failed = now_value.error();
                return failed || *now_value >= value;
            },
            timeout);
        if (failed) return *failed;
        return reached;
    }
    Status host_signal(sync::SemaphoreId id, uint64_t value) override { return vulkan_.backend->host_signal(id, value); }
    Result<bool> raise(sync::SemaphoreId id, uint64_t value, bool force) override { return vulkan_.backend->raise(id, value, force); }
    Result<uint64_t> semaphore_value(sync::SemaphoreId id) override { return vulkan_.backend->semaphore_value(id); }
    std::vector<sync::TimelineViolation> take_violations() override { return vulkan_.backend->take_violations(); }
    std::string abandon() override { return vulkan_.backend->abandon(); }
    // Without VUID-VkSemaphoreSignalInfo-value-03259 ("value must be less than the value of any pending signal
    // operation"): every timeline here is exported to CUDA, whose signals the layer cannot see, and its record of
    // pending signals is wrong for them. On the H200 (layer 1.3.239) it reported every legal host signal of every
    // iteration, e.g. "value (1) must be less than value of any pending signal operation (0)" (docs/gpu-results.md);
    // the same scenarios on `vulkan`, timelines not exported, give no message.
    std::vector<std::string> take_messages() override {
        auto messages = vulkan_.backend->take_messages();
        std::erase_if(messages, [](const std::string& m) { return m.rfind(k_exported_timeline_false_positive, 0) == 0; });
        return messages;
    }

private:
    struct QueueSlot {
        bool exists = false;
        Side side = Side::device;
        sync::QueueId vulkan_id = 0;    // device side
        std::optional<CudaQueue> cuda;  // cuda side
    };
    struct BufferSlot {
        bool exists = false;
        uint64_t elements = 0;
        std::optional<sync::BufferId> vulkan_id;  // device-side and shared buffers
        uint32_t* cuda = nullptr;                 // CUDA's view: shared and cuda-side buffers
        Imported imported;                        // shared
        CudaAllocation owned;                     // cuda-side
    };
    struct HostArraySlot {
        uint64_t elements = 0;
        uint32_t* cuda = nullptr;
        Imported imported;
        void* registered = nullptr;       // second way: Vulkan's mapping pinned with cudaHostRegister
        CudaAllocation mirror;            // third way: CUDA's pinned mirror of ...
        uint32_t* staged_host = nullptr;  // ... Vulkan's mapping
        const char* path = "";
    };
    struct TimelineSlot {
        cudaExternalSemaphore_t imported = nullptr;
        uint64_t awaited = 0;  // largest value a stream has been asked to wait for
    };

    static uint64_t bytes(uint64_t elements) { return std::max<uint64_t>(1, elements) * sizeof(uint32_t); }

    Status check(cudaError_t error, std::string_view call, std::string_view context) const {
        return cuda_check(error, k_name, call, context);
    }
    Status make_current() const { return check(cudaSetDevice(device_.ordinal), "cudaSetDevice", {}); }

    static void release_buffer(const BufferSlot& buffer) {
        release_imported(buffer.imported);
        free_allocation(buffer.owned);
    }
    static void release_host_array(const HostArraySlot& array) {
        release_imported(array.imported);
        if (array.registered) (void)cudaHostUnregister(array.registered);
        free_allocation(array.mirror);
    }

    // Says once in the notes which way CUDA reaches host arrays, and why not the first.
    void note_host_array_path(const std::string& path, const std::string& failures) {
        if (host_array_path_ == path) return;
        host_array_path_ = path;
        std::string note =
            "host arrays reach CUDA " + std::string(path == "imported"     ? "as imported Vulkan memory"
                                                    : path == "registered" ? "as Vulkan's mapping pinned with cudaHostRegister"
                                                                           : "through pinned mirrors copied in stream order");
        if (!failures.empty()) note += " (" + failures + ")";
        info_.notes.push_back(note);
    }

    void release_timelines() {
        for (size_t id = 0; id < timelines_.size(); ++id) {
            const uint64_t awaited = timelines_[id].awaited;
            if (!timelines_[id].imported || awaited == 0) continue;
            auto value = vulkan_.backend->semaphore_value(static_cast<sync::SemaphoreId>(id));
            if (value && *value < awaited) (void)vulkan_.backend->host_signal(static_cast<sync::SemaphoreId>(id), awaited);
        }
    }

    Status to_vulkan_buffer(sync::BufferId& id, sync::QueueId queue, std::string_view op) const {
        if (id >= buffers_.size() || !buffers_[id].exists)
            return make_error(std::string(k_name) + ": " + std::string(op) + " names unknown buffer " + std::to_string(id),
                              ErrorKind::backend_failed);
        if (!buffers_[id].vulkan_id)
            return make_error(std::string(k_name) + ": " + std::string(op) + " on device queue " + std::to_string(queue) +
                                  " names buffer " + std::to_string(id) + ", which lives on the cuda side",
                              ErrorKind::backend_failed);
        id = *buffers_[id].vulkan_id;
        return {};
    }

    // Rewrites a device-side command's buffer ids into the Vulkan backend's; host array ids are the same.
    Status to_vulkan(sync::Command& command, sync::QueueId queue) const {
        return std::visit(
            [&](auto& c) -> Status {
                using T = std::decay_t<decltype(c)>;
                if constexpr (std::is_same_v<T, sync::FillCmd>) {
                    return to_vulkan_buffer(c.dst, queue, "fill");
                } else if constexpr (std::is_same_v<T, sync::CopyCmd>) {
                    SYNCSTRESS_TRY(to_vulkan_buffer(c.src, queue, "copy"));
                    return to_vulkan_buffer(c.dst, queue, "copy");
                } else if constexpr (std::is_same_v<T, sync::UploadCmd>) {
                    return to_vulkan_buffer(c.dst, queue, "upload");
                } else if constexpr (std::is_same_v<T, sync::DownloadCmd>) {
                    return to_vulkan_buffer(c.src, queue, "download");
                } else if constexpr (std::is_same_v<T, sync::DispatchCmd>) {
                    SYNCSTRESS_TRY(to_vulkan_buffer(c.dst, queue, "dispatch"));
                    // An operand the kernel does not read may name any buffer, even a cuda-side one: point it at dst.
                    if (sync::kernel_reads_a(c.kernel))
                        SYNCSTRESS_TRY(to_vulkan_buffer(c.a, queue, "dispatch"));
                    else
                        c.a = c.dst;
                    if (sync::kernel_reads_b(c.kernel))
                        SYNCSTRESS_TRY(to_vulkan_buffer(c.b, queue, "dispatch"));
                    else
                        c.b = c.dst;
                    return {};
                } else if constexpr (std::is_same_v<T, sync::OpaqueCmd>) {
                    for (auto* list : {&c.reads, &c.writes})
                        for (sync::OpaqueRange& r : *list) SYNCSTRESS_TRY(to_vulkan_buffer(r.buffer, queue, "opaque kernel"));
                    return {};
                } else if constexpr (std::is_same_v<T, sync::BarrierCmd>) {
                    if (c.buffer == sync::BarrierCmd::k_all_memory) return {};
                    // A buffer the device queue cannot reach (it lives on the cuda side): no command of the queue
                    // touches it, so the barrier's memory dependency covers nothing there; its execution dependency
                    // stays.
                    if (c.buffer < buffers_.size() && buffers_[c.buffer].exists && !buffers_[c.buffer].vulkan_id) {
                        c = sync::BarrierCmd{c.src, c.dst, 0, 0, sync::BarrierCmd::k_all_memory, 0, 0};
                        return {};
                    }
                    return to_vulkan_buffer(c.buffer, queue, "barrier");
                } else {
                    return {};
                }
            },
            command);
    }

    // CudaBindings
    Result<CudaSpan> buffer(sync::BufferId id) override {
        if (id >= buffers_.size() || !buffers_[id].exists)
            return make_error(std::string(k_name) + ": unknown buffer " + std::to_string(id), ErrorKind::backend_failed);
        if (!buffers_[id].cuda)
            return make_error(std::string(k_name) + ": buffer " + std::to_string(id) + " lives on the device side (Vulkan only)",
                              ErrorKind::backend_failed);
        return CudaSpan{buffers_[id].cuda, buffers_[id].elements};
    }
    Result<CudaSpan> host_array(sync::HostArrayId id) override {
        if (id >= host_arrays_.size() || !host_arrays_[id].cuda)
            return make_error(std::string(k_name) + ": unknown host array " + std::to_string(id), ErrorKind::backend_failed);
        return CudaSpan{host_arrays_[id].cuda, host_arrays_[id].elements, host_arrays_[id].staged_host};
    }
    bool knows_semaphore(sync::SemaphoreId id) override { return id < timelines_.size() && timelines_[id].imported; }
    Status enqueue_wait(cudaStream_t stream, const sync::SemaphoreValue& wait) override {
        if (wait.semaphore >= timelines_.size() || !timelines_[wait.semaphore].imported)
            return make_error(std::string(k_name) + ": wait for unknown semaphore " + std::to_string(wait.semaphore),
                              ErrorKind::backend_failed);
        TimelineSlot& timeline = timelines_[wait.semaphore];
        timeline.awaited = std::max(timeline.awaited, wait.value);
        cudaExternalSemaphoreWaitParams params{};
        params.params.fence.value = wait.value;
        return check(cudaWaitExternalSemaphoresAsync(&timeline.imported, &params, 1, stream), "cudaWaitExternalSemaphoresAsync",
                     "wait for semaphore " + std::to_string(wait.semaphore) + " >= " + std::to_string(wait.value));
    }
    Status enqueue_signal(cudaStream_t stream, const sync::SemaphoreValue& signal) override {
        if (signal.semaphore >= timelines_.size() || !timelines_[signal.semaphore].imported)
            return make_error(std::string(k_name) + ": signal of unknown semaphore " + std::to_string(signal.semaphore),
                              ErrorKind::backend_failed);
        cudaExternalSemaphoreSignalParams params{};
        params.params.fence.value = signal.value;
        return check(cudaSignalExternalSemaphoresAsync(&timelines_[signal.semaphore].imported, &params, 1, stream),
                     "cudaSignalExternalSemaphoresAsync",
                     "signal of semaphore " + std::to_string(signal.semaphore) + " = " + std::to_string(signal.value));
    }

    ExportableVulkan vulkan_;
    CudaDevice device_;
    sync::BackendInfo info_;
    cudaStream_t setup_ = nullptr;  // zero-fills cuda-side buffers
    std::vector<QueueSlot> queues_;
    std::vector<BufferSlot> buffers_;
    std::vector<HostArraySlot> host_arrays_;
    std::vector<TimelineSlot> timelines_;
    std::string host_array_path_;
    sync::QueueId next_vulkan_queue_ = 0;
    sync::BufferId next_vulkan_buffer_ = 0;
};

// The CUDA device that is the Vulkan device: same UUID.
Result<int> matching_cuda_device(const std::array<uint8_t, 16>& uuid, int count) {
    for (int ordinal = 0; ordinal < count; ++ordinal) {
        cudaDeviceProp props{};
        SYNCSTRESS_TRY(
            cuda_check(cudaGetDeviceProperties(&props, ordinal), k_name, "cudaGetDeviceProperties", "device " + std::to_string(ordinal)));
        if (std::memcmp(props.uuid.bytes, uuid.data(), uuid.size()) == 0) return ordinal;
    }
    return make_error(std::string(k_name) + ": none of the " + std::to_string(count) + " CUDA devices has the Vulkan device's UUID " +
                          sync::uuid_text(uuid),
                      ErrorKind::backend_unavailable);
}

}  // namespace

Result<std::unique_ptr<sync::Backend>> create_vulkan_cuda_backend(const sync::BackendOptions& options) {
    auto count = cuda_device_count(k_name);
    if (!count) return count.error();
    auto vulkan = create_exportable_vulkan_backend(options);
    if (!vulkan) return in_context(vulkan.error(), std::string(k_name) + ": ");
    if (!vulkan->backend || !vulkan->exporter)
        return make_error(std::string(k_name) + ": the exportable Vulkan backend came without its exporter",
                          ErrorKind::backend_unavailable);
    auto ordinal = matching_cuda_device(vulkan->exporter->device_uuid(), *count);
    if (!ordinal) return ordinal.error();
    auto device = open_cuda_device(k_name, *ordinal);
    if (!device) return device.error();
    auto backend = std::make_unique<VulkanCudaBackend>(std::move(*vulkan), std::move(*device));
    SYNCSTRESS_TRY(backend->init());
    return std::unique_ptr<sync::Backend>(std::move(backend));
}

namespace {

sync::Availability probe_once(std::string_view spec) {
    const auto vulkan = probe_vulkan(spec);
    if (!vulkan.available) return {false, "needs Vulkan: " + vulkan.reason};
    if (auto cuda = probe_cuda({}); !cuda.available) return {false, "needs CUDA: " + cuda.reason};
    // The same device on both sides, described without a device or a context: whether memory and semaphores cross
    // between them, the backend finds when it is created (init), and says why not there.
    auto uuid = vulkan_device_uuid(spec);
    if (!uuid) return {false, uuid.error().message};
    auto count = cuda_device_count(k_name);
    if (!count) return {false, count.error().message};
    auto ordinal = matching_cuda_device(*uuid, *count);
    if (!ordinal) return {false, ordinal.error().message};
    auto device = describe_cuda_device(k_name, *ordinal);
    if (!device) return {false, device.error().message};
    const std::string name = vulkan.device == device->name ? vulkan.device : vulkan.device + " / " + device->name;
    return {true, "", name, vulkan.driver + ", " + device->driver, vulkan.api_version + " + " + device->api_version};
}

}  // namespace

sync::Availability probe_vulkan_cuda(std::string_view device) {
    // Several commands ask; the backend and the objects made to answer are made once.
    static sync::PerDevice<sync::Availability> cache;
    return cache.get(device, [&] { return probe_once(device); });
}

}  // namespace syncstress::backends
