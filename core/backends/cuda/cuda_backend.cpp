// The cuda backend: both sides on one CUDA device. Queues are non-blocking streams; timelines are 64-bit
// words in pinned, mapped host memory, waited on by streams with cuStreamWaitValue64 (>=) and written by
// them with cuStreamWriteValue64, read and written by the host directly.
#include "core/backends/cuda/cuda_backend.h"

#include "core/backends/cuda/cuda_device.h"
#include "core/backends/cuda/cuda_memory.h"
#include "core/backends/cuda/cuda_queue.h"
#include "core/common/poll.h"
#include "core/sync/calibration_cache.h"

#include <algorithm>
#include <atomic>
#include <cstring>
#include <optional>

namespace syncstress::backends {

namespace {

using namespace cuda;

constexpr const char* k_name = "cuda";
constexpr size_t k_timelines_per_chunk = 512;              // one 4 KiB pinned page
constexpr auto k_drain_timeout = std::chrono::seconds(5);  // the destructor's bound on waiting for streams

template <class T>
T& slot(std::vector<T>& slots, uint32_t id) {
    if (slots.size() <= id) slots.resize(size_t(id) + 1);
    return slots[id];
}

class CudaBackend final : public sync::Backend, private CudaBindings {
public:
    explicit CudaBackend(CudaDevice device) : device_(std::move(device)) {
        info_.name = k_name;
        info_.device = device_.name;
        info_.driver = device_.driver;
        info_.api_version = device_.api_version;
        info_.device_uuid = sync::uuid_text(device_.uuid);
        info_.device_side = true;
        info_.cuda_side = true;
        info_.queue_mapping = "every queue, of either side, is its own non-blocking CUDA stream; an unordered submission "
                              "(an unordered queue, no-barrier) runs the commands between two barriers each on a stream of its own, "
                              "forked and joined with events; a barrier is a full join whatever its stages and access classes (CUDA "
                              "has no pipeline stages), and successive submissions of an unordered queue run one after another";
        info_.full_barriers = "a barrier is a full join of CUDA streams (CUDA has no pipeline stages)";
        info_.notes = {
            "timelines are 64-bit words in pinned host memory (cuStreamWaitValue64 >= / cuStreamWriteValue64); a stream's "
            "signal overwrites the word, so a timeline can go backwards as a raw CUDA fence does; non-monotonic signals are "
            "reported for host signals only",
            "shared buffers are plain device memory: both sides are the same CUDA device",
            connection_note(),
            "delay spins clock64 at the peak SM clock (" + std::to_string(device_.clock_khz / 1000) +
                " MHz): at a lower clock it lasts longer, never shorter",
        };
    }

    Status init() {
        auto setup = prepare_context(k_name);
        if (!setup) return setup.error();
        setup_ = *setup;
        return {};
    }

    ~CudaBackend() override {
        (void)cudaSetDevice(device_.ordinal);
        // The core has drained the queues; a stream still waiting (an abandoned run) is released by raising
        // each timeline to the largest value a stream awaits, again after every stream signal that lowered it.
        std::vector<CudaQueue*> queues;
        for (auto& queue : queues_)
            if (queue) queues.push_back(&*queue);
        const bool idle = drain_cuda_queues(
            queues, [&] { release_timelines(); }, k_drain_timeout);
        if (!idle) return;  // the GPU may still touch the memory: leaking it beats a hang or a use after free
        for (const auto& buffer : buffers_) free_allocation(buffer);
        for (const auto& array : host_arrays_) free_allocation(array);
        for (const auto& chunk : timeline_chunks_) (void)cudaFreeHost(chunk.host);
        if (setup_) (void)cudaStreamDestroy(setup_);
    }

    const sync::BackendInfo& info() const override { return info_; }

    Status create_queue(sync::QueueId id, Side, const std::string& name) override {
        SYNCSTRESS_TRY(make_current());
        auto queue = create_cuda_queue(k_name, name);
        if (!queue) return queue.error();
        auto& entry = slot(queues_, id);
        if (entry) destroy_cuda_queue(*entry);
        entry = std::move(*queue);
        return {};
    }

    Status create_buffer(sync::BufferId id, uint64_t elements, Memory memory, Side) override {
        SYNCSTRESS_TRY(make_current());
        const std::string what = "buffer " + std::to_string(id);
        auto allocation =
            memory == Memory::host_visible ? allocate_pinned(k_name, elements, what) : allocate_device(k_name, elements, setup_, what);
        if (!allocation) return allocation.error();
        auto& entry = slot(buffers_, id);
        free_allocation(entry);
        entry = *allocation;
        return {};
    }

    Status create_host_array(sync::HostArrayId id, uint64_t elements) override {
        SYNCSTRESS_TRY(make_current());
        auto allocation = allocate_pinned(k_name, elements, "host array " + std::to_string(id));
        if (!allocation) return allocation.error();
        auto& entry = slot(host_arrays_, id);
        free_allocation(entry);
        entry = *allocation;
        return {};
    }

    uint32_t* host_array_data(sync::HostArrayId id) override {
        return id < host_arrays_.size() ? static_cast<uint32_t*>(host_arrays_[id].owner) : nullptr;
    }

    Status create_semaphore(sync::SemaphoreId id, uint64_t initial) override {
        SYNCSTRESS_TRY(make_current());
        if (next_timeline_ % k_timelines_per_chunk == 0) {
            TimelineChunk chunk;
            const size_t chunk_bytes = k_timelines_per_chunk * sizeof(uint64_t);
            SYNCSTRESS_TRY(
                check(cudaHostAlloc(reinterpret_cast<void**>(&chunk.host), chunk_bytes, cudaHostAllocMapped | cudaHostAllocPortable),
                      "cudaHostAlloc", "timeline storage"));
            std::memset(chunk.host, 0, chunk_bytes);
            void* device_view = nullptr;
            if (Status mapped =
                    check(cudaHostGetDevicePointer(&device_view, chunk.host, 0), "cudaHostGetDevicePointer", "timeline storage");
                !mapped.ok()) {
                (void)cudaFreeHost(chunk.host);
                return mapped;
            }
            chunk.device = reinterpret_cast<CUdeviceptr>(device_view);
            timeline_chunks_.push_back(chunk);
        }
        const size_t index = next_timeline_ % k_timelines_per_chunk;
        Timeline timeline;
        timeline.host = timeline_chunks_.back().host + index;
        timeline.device = timeline_chunks_.back().device + index * sizeof(uint64_t);
        ++next_timeline_;
        std::atomic_ref<uint64_t>(*timeline.host).store(initial, std::memory_order_release);
        slot(timelines_, id) = timeline;
        return {};
    }

    Status submit(sync::QueueId id, std::span<const sync::Batch> batches, const sync::SubmitFlags& flags) override {
        SYNCSTRESS_TRY(make_current());
        if (id >= queues_.size() || !queues_[id])
            return make_error(std::string(k_name) + ": submit to unknown queue " + std::to_string(id), ErrorKind::backend_failed);
        return submit_batches(*queues_[id], device_, batches, flags, *this);
    }

    Result<bool> host_wait(sync::SemaphoreId id, uint64_t value, std::chrono::nanoseconds timeout) override {
        auto timeline = find_timeline(id, "host_wait");
        if (!timeline) return timeline.error();
        const uint64_t* word = (*timeline)->host;
        return poll_until([&] { return load(word) >= value; }, timeout);
    }

    Status host_signal(sync::SemaphoreId id, uint64_t value) override {
        auto timeline = find_timeline(id, "host_signal");
        if (!timeline) return timeline.error();
        const uint64_t current = load((*timeline)->host);
        if (value <= current) violations_.push_back({id, current, value});
        // Release: the host's writes to host arrays before the signal are visible to whoever sees the value.
        std::atomic_ref<uint64_t>(*(*timeline)->host).store(value, std::memory_order_release);
        return {};
    }

    Result<uint64_t> semaphore_value(sync::SemaphoreId id) override {
        auto timeline = find_timeline(id, "semaphore_value");
        if (!timeline) return timeline.error();
        return load((*timeline)->host);
    }

    std::vector<sync::TimelineViolation> take_violations() override { return std::exchange(violations_, {}); }

private:
    struct TimelineChunk {
        uint64_t* host = nullptr;
        CUdeviceptr device = 0;
    };
    struct Timeline {
        uint64_t* host = nullptr;
        CUdeviceptr device = 0;
        uint64_t awaited = 0;  // largest value a stream has been asked to wait for
    };

    static uint64_t load(const uint64_t* word) {
        return std::atomic_ref<uint64_t>(*const_cast<uint64_t*>(word)).load(std::memory_order_acquire);
    }

    Status check(cudaError_t error, std::string_view call, std::string_view context) const {
        return cuda_check(error, k_name, call, context);
    }
    Status make_current() const { return check(cudaSetDevice(device_.ordinal), "cudaSetDevice", {}); }

    Result<Timeline*> find_timeline(sync::SemaphoreId id, std::string_view op) {
        if (id >= timelines_.size() || !timelines_[id].host)
            return make_error(std::string(k_name) + ": " + std::string(op) + " of unknown semaphore " + std::to_string(id),
                              ErrorKind::backend_failed);
        return &timelines_[id];
    }

    void release_timelines() {
        for (auto& timeline : timelines_)
            if (timeline.host && load(timeline.host) < timeline.awaited)
                std::atomic_ref<uint64_t>(*timeline.host).store(timeline.awaited, std::memory_order_release);
    }

    // CudaBindings
    Result<CudaSpan> buffer(sync::BufferId id) override {
        if (id >= buffers_.size() || !buffers_[id].owner)
            return make_error(std::string(k_name) + ": unknown buffer " + std::to_string(id), ErrorKind::backend_failed);
        return CudaSpan{buffers_[id].data, buffers_[id].elements};
    }
    Result<CudaSpan> host_array(sync::HostArrayId id) override {
        if (id >= host_arrays_.size() || !host_arrays_[id].owner)
            return make_error(std::string(k_name) + ": unknown host array " + std::to_string(id), ErrorKind::backend_failed);
        return CudaSpan{host_arrays_[id].data, host_arrays_[id].elements};
    }
    bool knows_semaphore(sync::SemaphoreId id) override { return id < timelines_.size() && timelines_[id].host; }
    Status enqueue_wait(cudaStream_t stream, const sync::SemaphoreValue& wait) override {
        auto timeline = find_timeline(wait.semaphore, "wait");
        if (!timeline) return timeline.error();
        (*timeline)->awaited = std::max((*timeline)->awaited, wait.value);
        const CUresult r = device_.driver_api.stream_wait_value64(stream, (*timeline)->device, wait.value, CU_STREAM_WAIT_VALUE_GEQ);
        if (r != CUDA_SUCCESS)
            return driver_error(device_.driver_api, k_name, "cuStreamWaitValue64", "wait for semaphore " + std::to_string(wait.semaphore),
                                r);
        return {};
    }
    Status enqueue_signal(cudaStream_t stream, const sync::SemaphoreValue& signal) override {
        auto timeline = find_timeline(signal.semaphore, "signal");
        if (!timeline) return timeline.error();
        // The default flags order the write after every earlier write of the stream: whoever sees the value sees the data.
        const CUresult r =
            device_.driver_api.stream_write_value64(stream, (*timeline)->device, signal.value, CU_STREAM_WRITE_VALUE_DEFAULT);
        if (r != CUDA_SUCCESS)
            return driver_error(device_.driver_api, k_name, "cuStreamWriteValue64",
                                "signal of semaphore " + std::to_string(signal.semaphore), r);
        return {};
    }

    CudaDevice device_;
    sync::BackendInfo info_;
    cudaStream_t setup_ = nullptr;  // zero-fills new buffers
    std::vector<std::optional<CudaQueue>> queues_;
    std::vector<CudaAllocation> buffers_;
    std::vector<CudaAllocation> host_arrays_;
    std::vector<Timeline> timelines_;
    std::vector<TimelineChunk> timeline_chunks_;
    size_t next_timeline_ = 0;
    std::vector<sync::TimelineViolation> violations_;
};

// The ordinal --device `spec` names; the first device where it is empty.
Result<int> chosen_ordinal(std::string_view spec) {
    if (spec.empty()) return 0;
    auto devices = cuda_devices();
    if (!devices) return devices.error();
    auto chosen = sync::choose_device(spec, *devices, "CUDA");
    if (!chosen) return in_context(chosen.error(), std::string(k_name) + ": ");
    return static_cast<int>(*chosen);
}

// The CUDA device --device `spec` names (the first when empty), with the stream memory operations the timelines
// need; `open`: made current, its context created (a probe only describes it).
Result<CudaDevice> cuda_backend_device(bool open, std::string_view spec) {
    auto count = cuda_device_count(k_name);
    if (!count) return count.error();
    auto ordinal = chosen_ordinal(spec);
    if (!ordinal) return ordinal.error();
    auto device = open ? open_cuda_device(k_name, *ordinal) : describe_cuda_device(k_name, *ordinal);
    if (!device) return device.error();
    SYNCSTRESS_TRY(require_stream_mem_ops(*device, k_name));
    return device;
}

}  // namespace

sync::Availability probe_cuda(std::string_view spec) {
    // Several commands ask (a run's report, its jobs, vulkan+cuda's probe); the device is opened to answer once.
    static sync::PerDevice<sync::Availability> cache;
    return cache.get(spec, [&] {
        auto device = cuda_backend_device(false, spec);
        if (!device) return sync::Availability{false, device.error().message};
        return sync::Availability{true, "", device->name, device->driver, device->api_version};
    });
}

Result<std::vector<sync::DeviceEntry>> cuda_devices() {
    auto count = cuda_device_count(k_name);
    if (!count) return count.error();
    std::vector<sync::DeviceEntry> entries;
    for (int ordinal = 0; ordinal < *count; ++ordinal) {
        cudaDeviceProp props{};
        if (cudaGetDeviceProperties(&props, ordinal) != cudaSuccess) {
            entries.push_back({"device " + std::to_string(ordinal), {}, "cudaGetDeviceProperties failed"});
            continue;
        }
        sync::DeviceEntry entry;
        entry.name = props.name;
        std::memcpy(entry.uuid.data(), props.uuid.bytes, entry.uuid.size());
        entries.push_back(std::move(entry));
    }
    return entries;
}

void plan_cuda_streams(uint32_t streams) { cuda::plan_cuda_streams(streams); }

Result<std::unique_ptr<sync::Backend>> create_cuda_backend(const sync::BackendOptions& options) {
    auto device = cuda_backend_device(true, options.device);
    if (!device) return device.error();
    auto backend = std::make_unique<CudaBackend>(std::move(*device));
    SYNCSTRESS_TRY(backend->init());
    return std::unique_ptr<sync::Backend>(std::move(backend));
}

}  // namespace syncstress::backends
