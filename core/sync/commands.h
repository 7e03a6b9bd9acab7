// The neutral op list of the sync core: what a queue can be asked to do, with concrete values
// (no iterations, no names). Each backend executes these with one function per command.
#pragma once

#include "core/common/ops.h"
#include "core/common/types.h"

#include <cstdint>
#include <variant>
#include <vector>

namespace syncstress::sync {

using QueueId = uint32_t;
using BufferId = uint32_t;
using HostArrayId = uint32_t;
using SemaphoreId = uint32_t;

struct FillCmd {
    BufferId dst;
    uint64_t offset, count;
    uint32_t value;
};
struct CopyCmd {
    BufferId src, dst;
    uint64_t src_offset, dst_offset, count;
};
struct UploadCmd {
    HostArrayId src;
    BufferId dst;
    uint64_t src_offset, dst_offset, count;
};  // reads host memory when it executes
struct DownloadCmd {
    BufferId src;
    HostArrayId dst;
    uint64_t src_offset, dst_offset, count;
};  // writes host memory when it executes
// Element-wise over [offset, offset+count) of every buffer named; see kernel_element() for the math.
struct DispatchCmd {
    Kernel kernel;
    BufferId dst, a, b;
    uint64_t offset, count;
    uint32_t p0, p1;
};
// Which source operands a kernel reads; the others may hold any id and must not be resolved.
constexpr bool kernel_reads_a(Kernel k) { return kernel_info(k).reads_a; }
constexpr bool kernel_reads_b(Kernel k) { return kernel_info(k).reads_b; }
struct DelayCmd {
    uint32_t us;
};  // the queue is busy this long (a device-side spin)
// A pipeline barrier of an unordered queue (its submissions' commands run at once unless a barrier orders them): every
// earlier command in a `src` stage runs before every later command in a `dst` stage (stage bits, core/common/types.h);
// the writes of the `src_access` classes are made visible to the `dst_access` classes (access-class bits), for the
// range [offset, offset + count) of `buffer` only when it names one. On an ordered queue every command is already
// ordered after the ones before it, and a barrier adds nothing.
struct BarrierCmd {
    static constexpr BufferId k_all_memory = UINT32_MAX;
    uint8_t src = 0, dst = 0;
    uint8_t src_access = 0, dst_access = 0;
    BufferId buffer = k_all_memory;
    uint64_t offset = 0, count = 0;
};
// An opaque kernel (core/scenario/scenario.h's OpaqueDispatch, ids resolved): element i of writes[w] is
// opaque_finish of opaque_start(id, w, i) mixed with element i of each read range that has one (core/common/types.h).
struct OpaqueRange {
    BufferId buffer;
    uint64_t offset, count;
};
struct OpaqueCmd {
    uint32_t id = 0;
    std::vector<OpaqueRange> reads, writes;
};
// The barrier that orders everything before it before everything after it.
inline BarrierCmd full_barrier() {
    return {k_all_stages, k_all_stages, access_bits(k_all_stages, false, true), access_bits(k_all_stages, true, true)};
}
// The work rows of the op table (core/common/ops.h), in its order.
using Command = SYNCSTRESS_VARIANT_OF(SYNCSTRESS_WORK_COMMANDS, SYNCSTRESS_SYNC_TYPE_COLUMN);

struct SemaphoreValue {
    SemaphoreId semaphore;
    uint64_t value;
};

// One batch of a submission, as one VkSubmitInfo: wait for all `waits`, run `commands` in order
// (each seeing the writes of the ones before, unless the submission is unordered), then signal.
struct Batch {
    std::vector<SemaphoreValue> waits;
    std::vector<Command> commands;
    std::vector<SemaphoreValue> signals;
};

struct SubmitFlags {
    // false: the commands of the submission are ordered only by its barriers (an unordered queue, or the fault
    // no-barrier, which also leaves out the barriers)
    bool ordered = true;
    // false: not ordered after the queue's earlier submissions either (an unordered queue): a barrier orders across
    // submissions as within one
    bool after_earlier = true;
};

// What the core is handed by its user: commands with waits and signals anywhere in the list.
struct WaitOp {
    SemaphoreId semaphore;
    uint64_t value;
};
struct SignalOp {
    SemaphoreId semaphore;
    uint64_t value;
};
// Every row of the op table, in its order: alternative i is the scenario Command's alternative i, translated.
using QueueOp = SYNCSTRESS_VARIANT_OF(SYNCSTRESS_QUEUE_COMMANDS, SYNCSTRESS_SYNC_TYPE_COLUMN);

// A direct read or write through its queue (a DownloadCmd or UploadCmd), as the ops appended to `ops`: ordered after
// all work submitted to the queue, on an unordered queue (`ordered` false) too, by a full barrier first; then the
// copy. Device::read/write and the engine's prepared steps both build it here.
template <class Copy>
void direct_ops(bool ordered, const Copy& copy, std::vector<QueueOp>& ops) {
    if (!ordered) ops.push_back(full_barrier());
    ops.push_back(copy);
}

}  // namespace syncstress::sync
