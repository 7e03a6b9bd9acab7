#include "core/capture/from_log_cuda.h"

#include <algorithm>

namespace syncstress::capture {
namespace {

// CUDA's stream handles that name no stream object (cuda.h): CU_STREAM_LEGACY and CU_STREAM_PER_THREAD; handle 0 is
// the legacy default stream, or the calling thread's default stream in a per-thread variant of a call (ptds=1).
constexpr uint64_t k_stream_legacy = 1, k_stream_per_thread = 2;

// "cuMemcpyHtoDAsync_v2_ptsz" -> "cuMemcpyHtoDAsync": the call without its per-thread and version suffixes.
std::string base_name(std::string name) {
    for (const char* suffix : {"_ptds", "_ptsz", "_v2", "_v3"})
        if (name.size() > std::char_traits<char>::length(suffix) && name.ends_with(suffix))
            name.resize(name.size() - std::char_traits<char>::length(suffix));
    return name;
}

// Why a call the subscriber recorded by name only is left out.
std::string unmodelled_reason(const std::string& call) {
    if (call.starts_with("cuGraph") || call.starts_with("cuStreamUpdateCaptureDependencies"))
        return "changes a graph after it was made (its nodes' parameters, an instantiated graph's update, an edge or node "
               "removed) or a capture's dependencies: the graph is taken as it was made";
    if (call.starts_with("cuMemcpy") || call.starts_with("cuMemset"))
        return "2D, 3D, array, peer and batched copies and 2D fills are not modelled";
    return "syncstress does not model this CUDA call";
}

}  // namespace

bool CudaRecords::add(const LogRecord& record) {
    const std::string& call = record.call;
    if (call.rfind("cuda_", 0) == 0) {
        add_subscriber_record(record);
        return true;
    }
    if (call.size() < 3 || call.rfind("cu", 0) != 0 || !(call[2] >= 'A' && call[2] <= 'Z')) return false;
    const std::string base = base_name(call);
    if (record.find("not_modelled")) {
        not_modelled(call, unmodelled_reason(call));
    } else if (base.rfind("cuMemAlloc", 0) == 0 || base == "cuMemHostAlloc" || base == "cuMemHostRegister") {
        add_allocation(record, base);
    } else if (base == "cuMemFree" || base == "cuMemFreeAsync" || base == "cuMemFreeHost" || base == "cuMemHostUnregister") {
        add_release(record, base);
    } else if (base.rfind("cuMemcpy", 0) == 0) {
        add_copy(record, base);
    } else if (base.rfind("cuMemset", 0) == 0) {
        add_set(record, base);
    } else if (base == "cuLaunchKernel" || base == "cuLaunchKernelEx") {
        add_launch(record);
    } else if (base.rfind("cuGraph", 0) == 0 && add_graph_call(record, base)) {
        return true;
    } else if (base == "cuLaunchHostFunc" || base == "cuStreamAddCallback") {
        add_host_function(record);
    } else if (base.rfind("cuStreamWaitValue", 0) == 0 || base.rfind("cuStreamWriteValue", 0) == 0) {
        add_stream_memory(record, base);
    } else if (!add_external(record, base)) {
        add_sync(record, base);
    }
    return true;
}

// cuda_loaded: the driver loaded the subscriber; cuda_hello: it subscribed; cuda_subscribe_failed: CUPTI refused it;
// cuda_word: a value the subscriber read of a word streams write; cuda_host_function_begin and _end: a host function's
// run (from_log_cuda_host.cpp); cuda_pinned_tracked and _untracked: whether the host's accesses of a pinned allocation
// are recorded by page from here on, and cuda_host one such access; cuda_exit: the process is ending, and the host may
// have read and written every pinned allocation still there that was not tracked.
void CudaRecords::add_subscriber_record(const LogRecord& record) {
    if (record.call == "cuda_loaded") program_.cuda_loaded = true;
    if (record.call == "cuda_hello") {
        program_.cuda_hello = true;
        program_.cuda_kernel_names = record.get("kernel_names") != 0;
    }
    if (record.call == "cuda_subscribe_failed") program_.cuda_refused = record.get("result");
    if (record.call == "cuda_word") return add_word_read(record);
    if (record.call == "cuda_host_function_begin") return begin_host_function(record);
    if (record.call == "cuda_host_function_end") return end_host_function(record);
    if (record.call == "cuda_pinned_tracked" || record.call == "cuda_pinned_untracked") return note_tracking(record);
    if (record.call == "cuda_host") return add_tracked_access(record);
    if (record.call == "cuda_register_refused")
        return not_modelled("cuMemHostRegister", "the program registered the capture layer's guarded copy of a Vulkan mapping, which "
                                                 "would split that memory in two: the registration was made to fail (capture "
                                                 "--no-host-tracking keeps the real mapping, which registers)");
    if (record.call != "cuda_exit") return;
    for (const auto& [base, allocation] : allocations_) {
        if (allocation.memory || allocation.tracked || program_.buffers[allocation.buffer].placement != Placement::cuda_pinned) continue;
        host_access(record, {allocation.buffer, 0}, allocation.bytes, false);
        host_access(record, {allocation.buffer, 0}, allocation.bytes, true);
    }
}

void CudaRecords::not_modelled(const std::string& call, const std::string& reason) {
    ++program_.not_modelled[call];
    program_.not_modelled_reason.emplace(call, reason);
}

void CudaRecords::step(const LogRecord& record, CapturedStepOp op) {
    program_.steps.push_back(CapturedStep{record.thread, std::move(op), call_site_of(record)});
}

uint32_t CudaRecords::new_buffer(uint64_t bytes, Placement placement, const LogRecord& record) {
    const auto buffer = static_cast<uint32_t>(program_.buffers.size());
    CapturedBuffer made;
    made.bytes = bytes;
    made.created = call_site_of(record);
    made.placement = placement;
    program_.buffers.push_back(made);
    return buffer;
}

void CudaRecords::add_allocation(const LogRecord& record, const std::string& call) {
    const uint64_t ptr = record.get("ptr"), bytes = record.get("size");
    if (call == "cuMemAllocManaged") {
        allocations_[ptr] = {0, bytes, true};
        return not_modelled(call, "managed memory is not modelled: copies and kernels that touch it are left out");
    }
    if (call == "cuMemHostRegister")
        if (const auto mapping = registered_mapping(ptr, bytes)) {
            allocations_[ptr] = *mapping;
            return;
        }
    const bool pinned = call == "cuMemAllocHost" || call == "cuMemHostAlloc" || call == "cuMemHostRegister";
    allocations_[ptr] = {new_buffer(bytes, pinned ? Placement::cuda_pinned : Placement::cuda_device, record), bytes, false};
}

// Pinned memory the program frees or unregisters: the host may have read and written any of it since it was made,
// so a read and a write of the whole allocation are placed here, before whatever the call itself waits for.
void CudaRecords::add_release(const LogRecord& record, const std::string& call) {
    const auto found = allocations_.find(record.get("ptr"));
    if (found == allocations_.end()) return;
    const Allocation allocation = found->second;
    allocations_.erase(found);
    // Vulkan memory registered with CUDA: the layer sees the host's accesses of it; tracked pinned memory: the
    // subscriber did.
    if (allocation.memory || allocation.tracked || (call != "cuMemFreeHost" && call != "cuMemHostUnregister")) return;
    host_access(record, {allocation.buffer, 0}, allocation.bytes, false);
    host_access(record, {allocation.buffer, 0}, allocation.bytes, true);
}

std::optional<CudaRecords::Allocation> CudaRecords::allocation_at(uint64_t pointer) const {
    auto found = allocations_.upper_bound(pointer);
    if (found == allocations_.begin()) return std::nullopt;
    --found;
    if (pointer - found->first >= std::max<uint64_t>(found->second.bytes, 1)) return std::nullopt;
    return found->second;
}

std::optional<CudaRecords::Pointer> CudaRecords::resolve(uint64_t pointer) const {
    auto found = allocations_.upper_bound(pointer);
    if (found == allocations_.begin()) return std::nullopt;
    --found;
    if (found->second.managed || pointer - found->first >= std::max<uint64_t>(found->second.bytes, 1)) return std::nullopt;
    if (found->second.memory) return in_vulkan_memory(found->second, pointer - found->first);
    return Pointer{found->second.buffer, pointer - found->first};
}

// Host memory a copy names: a pinned allocation, or pageable memory, one host array per range the copies name (a
// range inside one named before is part of it).
CudaRecords::Pointer CudaRecords::host_memory(uint64_t pointer, uint64_t size, const LogRecord& record) {
    if (const auto pinned = resolve(pointer)) return *pinned;
    auto found = pageable_.upper_bound(pointer);
    if (found != pageable_.begin()) {
        --found;
        if (pointer + size <= found->first + found->second.bytes) return {found->second.buffer, pointer - found->first};
    }
    const uint32_t buffer = new_buffer(size, Placement::cuda_pageable, record);
    pageable_[pointer] = {buffer, size, false};
    return {buffer, 0};
}

uint32_t CudaRecords::staging_of(uint32_t queue, uint64_t size, const LogRecord& record) {
    const auto found = staging_.find(queue);
    if (found == staging_.end()) return staging_[queue] = new_buffer(size, Placement::cuda_staging, record);
    uint64_t& bytes = program_.buffers[found->second].bytes;
    bytes = std::max(bytes, size);
    return found->second;
}

uint32_t CudaRecords::new_queue(const std::string& name, bool blocking) {
    const auto queue = static_cast<uint32_t>(program_.queues.size());
    CapturedQueue made;
    made.stream = name;
    program_.queues.push_back(made);
    cuda_queues_[queue].blocking = blocking;
    return queue;
}

uint32_t CudaRecords::queue_of(const LogRecord& record) {
    const uint64_t handle = record.get("stream");
    const bool per_thread = handle == k_stream_per_thread || (handle == 0 && record.get("ptds") != 0);
    if (per_thread) {
        const auto found = per_thread_.find(record.thread);
        if (found != per_thread_.end()) return found->second;
        return per_thread_[record.thread] = new_queue("default-stream-" + thread_name(record.thread), true);
    }
    if (handle == 0 || handle == k_stream_legacy) {
        if (!legacy_) legacy_ = new_queue("default-stream", true);
        return *legacy_;
    }
    const auto found = streams_.find(handle);
    if (found != streams_.end()) return found->second;
    return streams_[handle] = new_queue("stream" + std::to_string(++created_streams_), true);  // made before the subscriber
}

uint32_t CudaRecords::semaphore_of(std::unordered_map<uint64_t, uint32_t>& by_handle, uint64_t handle, CapturedSemaphore::Kind kind) {
    const auto found = by_handle.find(handle);
    if (found != by_handle.end()) return found->second;
    const auto semaphore = static_cast<uint32_t>(program_.semaphores.size());
    program_.semaphores.push_back({kind, 0, 0});
    return by_handle[handle] = semaphore;
}

void CudaRecords::sync_if_behind(const LogRecord& record, uint32_t queue, uint32_t after) {
    const uint64_t submitted = cuda_queues_[after].submitted;
    uint64_t& synced = cuda_queues_[queue].synced[after];
    if (queue == after || submitted <= synced) return;
    synced = submitted;
    step(record, scenario::Sync{queue, after});
}

void CudaRecords::implicit_syncs(const LogRecord& record, uint32_t queue) {
    if (legacy_ && queue == *legacy_) {
        for (const auto& [other, stream] : cuda_queues_)
            if (stream.blocking) sync_if_behind(record, queue, other);
    } else if (legacy_ && cuda_queues_[queue].blocking) {
        sync_if_behind(record, queue, *legacy_);
    }
}

void CudaRecords::enqueue(const LogRecord& record, uint32_t queue, CapturedCommandOp op, const std::optional<CallSite>& at) {
    if (capturing_.count(queue)) return capture_node(record, queue, {GraphNode::Kind::work, std::move(op), 0, 0, {}, call_site_of(record)});
    implicit_syncs(record, queue);
    CapturedSubmit submit{queue, {}};
    submit.commands.push_back({std::move(op), at ? *at : call_site_of(record)});
    step(record, std::move(submit));
    ++cuda_queues_[queue].submitted;
}

// A wait for the legacy default stream waits for what its next operation would: every blocking stream's work too.
void CudaRecords::host_wait_queue(const LogRecord& record, uint32_t queue) {
    if (legacy_ && queue == *legacy_) implicit_syncs(record, queue);
    step(record, scenario::HostWait{scenario::HostWait::Kind::queue, queue, 0});
}

void CudaRecords::note_tracking(const LogRecord& record) {
    const auto found = allocations_.find(record.get("ptr"));
    if (found == allocations_.end() || found->second.memory) return;
    const bool tracked = record.call == "cuda_pinned_tracked";
    if (found->second.tracked && !tracked) --program_.pinned_tracked;  // tracked until now: its words read from here on
    found->second.tracked = tracked;
    ++(tracked ? program_.pinned_tracked : program_.pinned_untracked);
}

// A page (or the part of it in the allocation) that a thread read or wrote since the subscriber's last sync point,
// placed here, on the thread that touched it first.
void CudaRecords::add_tracked_access(const LogRecord& record) {
    const std::vector<const LogField*> ranges = record.all("range");
    if (ranges.empty() || ranges[0]->values.size() != 2) return;
    const auto at = resolve(record.get("ptr") + ranges[0]->values[0]);
    if (!at) return;
    for (const bool write : {false, true}) {
        if (record.get(write ? "write" : "read") == 0) continue;
        step(record, CapturedHostAccess{at->buffer, write, at->offset, ranges[0]->values[1]});
        program_.steps.back().at.call = write ? "host write of pinned memory" : "host read of pinned memory";
    }
}

void CudaRecords::host_access(const LogRecord& record, const Pointer& at, uint64_t size, bool write) {
    step(record, CapturedHostAccess{at.buffer, write, at.offset, size});
    program_.steps.back().at.call =
        record.call == "cuda_exit" ? (write ? "host write of pinned memory at exit" : "host read of pinned memory at exit") : record.call;
}

}  // namespace syncstress::capture
