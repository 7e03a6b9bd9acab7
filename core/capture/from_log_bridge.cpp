// The bridge: CUDA's imports of Vulkan's exported memory and semaphores, joined with the layer's exports of the same
// handle in the same log (bridge.h). A pointer of a mapping of joined memory is the Vulkan buffer bound there; a
// stream's signal or wait of a joined semaphore is a signal or wait of the Vulkan semaphore. An import that no export
// matches is named in the summary's not-modelled lines: its mappings are CUDA buffers of their own, and its
// semaphore's signals and waits are left out.
#include "core/capture/from_log_cuda.h"

namespace syncstress::capture {
namespace {

// "fd 7" or "handle 1234": the subscriber writes fd= for the handle types that are file descriptors (cuda.h:
// CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD and _DMABUF_FD, CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_FD and
// _TIMELINE_SEMAPHORE_FD), handle= for the others.
std::string handle_text(const LogRecord& record) {
    if (const auto fd = record.find("fd")) return "fd " + std::to_string(*fd);
    return "handle " + std::to_string(record.get("handle"));
}

}  // namespace

bool CudaRecords::add_external(const LogRecord& record, const std::string& call) {
    if (call == "cuImportExternalMemory") {
        external_memories_[record.get("external")] = join(record, Exported::Kind::memory);
    } else if (call == "cuImportExternalSemaphore") {
        external_semaphores_[record.get("external")] = join(record, Exported::Kind::semaphore);
    } else if (call == "cuExternalMemoryGetMappedBuffer") {
        add_mapped_buffer(record);
    } else if (call == "cuDestroyExternalMemory") {
        external_memories_.erase(record.get("external"));
    } else if (call == "cuDestroyExternalSemaphore") {
        external_semaphores_.erase(record.get("external"));
    } else if (call == "cuSignalExternalSemaphoresAsync" || call == "cuWaitExternalSemaphoresAsync") {
        add_external_sync(record, call == "cuSignalExternalSemaphoresAsync");
    } else {
        return false;
    }
    return true;
}

// The latest export of the handle before the import. Importing a file descriptor takes it over (the program no
// longer closes it), so that export is used up; a Windows handle stays the program's, and may be imported again.
std::optional<uint32_t> CudaRecords::join(const LogRecord& record, Exported::Kind kind) {
    const std::optional<uint64_t> fd = record.find("fd");
    const auto found = exports_.find({!fd, fd ? *fd : record.get("handle")});
    const bool memory = kind == Exported::Kind::memory;
    if (found == exports_.end() || found->second.kind != kind) {
        // Each unmatched handle its own line of the summary, named.
        not_modelled(record.call + " of " + handle_text(record),
                     std::string("no Vulkan call before it in this process exported that handle (another process or a runtime "
                                 "the capture does not see made it): ") +
                         (memory ? "its mapped buffers are CUDA buffers of their own, unordered with the memory's other users"
                                 : "the streams' signals and waits of it are left out"));
        return std::nullopt;
    }
    const uint32_t ordinal = found->second.ordinal;
    if (fd) exports_.erase(found);
    ++(memory ? program_.joined_memories : program_.joined_semaphores);
    return ordinal;
}

// The device pointer of a mapping: the Vulkan memory's bytes from the mapping's offset where the import was joined,
// else an allocation of its own.
void CudaRecords::add_mapped_buffer(const LogRecord& record) {
    const uint64_t ptr = record.get("ptr"), size = record.get("size");
    const auto external = external_memories_.find(record.get("external"));
    if (external != external_memories_.end() && external->second) {
        allocations_[ptr] = {0, size, false, external->second, record.get("offset")};
        return;
    }
    allocations_[ptr] = {new_buffer(size, Placement::cuda_device, record), size, false};
}

// The Vulkan buffer bound where a mapping's byte `offset` lies in the memory (the latest bound there), now shared by
// both sides; none where no buffer is bound there.
std::optional<CudaRecords::Pointer> CudaRecords::in_vulkan_memory(const Allocation& allocation, uint64_t offset) const {
    const uint64_t at = allocation.memory_offset + offset;
    const std::vector<uint32_t>& bound = program_.memories[*allocation.memory].buffers;
    for (auto b = bound.rbegin(); b != bound.rend(); ++b) {
        CapturedBuffer& buffer = program_.buffers[*b];
        if (at < buffer.memory_offset || at - buffer.memory_offset >= buffer.bytes) continue;
        buffer.shared = true;
        return Pointer{*b, at - buffer.memory_offset};
    }
    return std::nullopt;
}

// sem=external:value for each semaphore: a timeline's value as given; a binary semaphore's signal is its next, and a
// wait is for its last signal, as a Vulkan submit's.
void CudaRecords::add_external_sync(const LogRecord& record, bool signal) {
    const uint32_t queue = queue_of(record);
    for (const LogField* sem : record.all("sem")) {
        if (sem->values.size() != 2) continue;
        const auto external = external_semaphores_.find(sem->values[0]);
        if (external == external_semaphores_.end() || !external->second) {
            not_modelled(record.call, "it names a semaphore imported from no Vulkan export this capture saw");
            continue;
        }
        const uint32_t s = *external->second;
        CapturedSemaphore& semaphore = program_.semaphores[s];
        const bool timeline = semaphore.kind == CapturedSemaphore::Kind::timeline;
        if (signal) {
            enqueue(record, queue, scenario::Signal{s, timeline ? sem->values[1] : ++semaphore.signals});
        } else if (const uint64_t value = timeline ? sem->values[1] : semaphore.signals; value > 0) {
            enqueue(record, queue, scenario::Wait{s, value});
        } else {
            not_modelled(record.call,
                         "a wait for a binary semaphore no recorded submit signals, or for a timeline's value 0, orders nothing");
        }
    }
}

// cuMemHostRegister of memory vkMapMemory gave the program (the vulkan+cuda backend pins its host arrays so): the
// Vulkan memory from that byte of the mapping on.
std::optional<CudaRecords::Allocation> CudaRecords::registered_mapping(uint64_t ptr, uint64_t bytes) const {
    auto found = mappings_.upper_bound(ptr);
    if (found == mappings_.begin()) return std::nullopt;
    --found;
    const VulkanMapping& mapping = found->second;
    if (ptr - found->first >= mapping.size) return std::nullopt;
    return Allocation{0, bytes, false, mapping.memory, mapping.offset + (ptr - found->first)};
}

// Where a buffer's bytes are, as CUDA's copies and fills see them: a Vulkan buffer in memory the host maps is host
// memory CUDA has pinned (registered).
Placement CudaRecords::placement_of(uint32_t buffer) const {
    const CapturedBuffer& b = program_.buffers[buffer];
    if (b.placement == Placement::vulkan && b.memory && program_.memories[*b.memory].mapped) return Placement::cuda_pinned;
    return b.placement;
}

}  // namespace syncstress::capture
