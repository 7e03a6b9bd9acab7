// What a capture log says the program did, with Vulkan's handles resolved to the objects they named at the time (a
// handle freed and made again is a new object): the middle of log -> scenario. from_log.cpp builds it record by
// record; to_scenario.cpp lowers it to a scenario once the whole log is read (only then is it known which buffers
// the host mapped, and so whether a buffer is one of the scenario's buffers or one of its host arrays).
#pragma once

#include "core/capture/log_reader.h"
#include "core/common/call_site.h"
#include "core/scenario/scenario.h"

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <variant>
#include <vector>

namespace syncstress::capture {

inline constexpr uint64_t k_whole_size = UINT64_MAX;            // VK_WHOLE_SIZE
inline constexpr uint32_t k_host_function_thread = 0x80000000;  // the first ordinal of a thread no program call made

struct CapturedMemory {
    uint64_t bytes = 0;
    uint64_t flags = 0;  // VkMemoryPropertyFlags of its memory type
    bool mapped = false;
    std::vector<uint32_t> buffers;  // bound to it, by ordinal
};
// Where a buffer's bytes are: a Vulkan buffer (a host array when its memory is mapped), a CUDA device allocation,
// pinned host memory (cuMemAllocHost, cuMemHostAlloc, cuMemHostRegister), pageable host memory that a CUDA copy named,
// or the driver's staging memory of a stream's synchronous copies from pageable memory.
enum class Placement : uint8_t { vulkan, cuda_device, cuda_pinned, cuda_pageable, cuda_staging };
struct CapturedBuffer {
    uint64_t bytes = 0;
    std::optional<uint32_t> memory;  // bound to
    uint64_t memory_offset = 0;
    CallSite created;
    Placement placement = Placement::vulkan;
    bool shared = false;  // Vulkan memory that CUDA reaches too (imported, mapped and accessed through its pointer)
    // CUDA: the offsets into it that the program gave a kernel as a pointer anywhere in the capture: where the slices
    // its kernels take of the allocation begin.
    std::set<uint64_t> bases;
};
struct CapturedQueue {
    uint32_t family = 0, index = 0;
    std::string stream;  // a CUDA stream's name ("default-stream", "stream1"); empty for a Vulkan queue
};
struct CapturedSemaphore {
    // event: a CUDA event, its Nth record value N. stream_value: a word that cuStreamWriteValue writes and
    // cuStreamWaitValue waits for, its values as given. thread_order: what the program's own host synchronisation
    // ordered other threads after of thread `thread` (its waits' values are that thread's record index + 1 until
    // to_scenario numbers them). host_function: a stream's host functions, its value 2N-1 when the stream reaches the
    // Nth, 2N when it returns. graph: where a stream's graph launches start, or a lane of their nodes, its values in
    // the order signalled.
    enum class Kind { binary, timeline, fence, event, stream_value, thread_order, host_function, graph } kind = Kind::binary;
    uint64_t initial = 0;
    uint64_t signals = 0;  // binary semaphores and fences: how many signals were submitted so far (the value of the last)
    uint32_t thread = 0;   // thread_order
};

// Ranges are in bytes, as Vulkan gives them; size k_whole_size: to the end of the buffer.
struct CapturedCopy {
    uint32_t src = 0, dst = 0;
    uint64_t src_offset = 0, dst_offset = 0, size = 0;
};
struct CapturedFill {
    uint32_t dst = 0;
    uint64_t offset = 0, size = 0;
    uint32_t value = 0;
};
// One memory dependency of a pipeline barrier (stage and access bits are the scenario format's), or its execution
// dependency alone (both access sets empty).
struct CapturedBarrier {
    uint8_t src = 0, dst = 0, src_access = 0, dst_access = 0;
    std::optional<uint32_t> buffer;
    uint64_t offset = 0, size = k_whole_size;
};
// A dispatch: the buffers its pipeline's shader declares, as the descriptor sets bound when it was recorded give them.
struct CapturedBufferAccess {
    uint32_t buffer = 0;
    uint64_t offset = 0, size = k_whole_size;
    bool read = false, write = false;
    // A CUDA kernel's: its highest pointer into the buffer. bound_kernel_ranges (kernel_ranges.h) ends the range at the
    // slice that pointer is in; until then the range runs to the end of the buffer.
    std::optional<uint64_t> last_pointer;
};
struct CapturedDispatch {
    uint32_t pipeline = 0;  // its ordinal among the program's compute pipelines
    std::vector<CapturedBufferAccess> accesses;
};
using CapturedCommandOp = std::variant<CapturedCopy, CapturedFill, CapturedBarrier, CapturedDispatch, scenario::Signal, scenario::Wait>;
struct CapturedCommand {
    CapturedCommandOp op;
    CallSite at;
};

struct CapturedSubmit {
    uint32_t queue = 0;
    std::vector<CapturedCommand> commands;
};
// The host read or wrote a buffer's bytes through its mapping: as the layer saw it (a "host" record), or, where it
// did not track the host, as the program said it (a read at vkInvalidateMappedMemoryRanges, a write at
// vkFlushMappedMemoryRanges, both at vkUnmapMemory).
struct CapturedHostAccess {
    uint32_t buffer = 0;
    bool write = false;
    uint64_t offset = 0, size = 0;
};
using CapturedStepOp = std::variant<CapturedSubmit, CapturedHostAccess, scenario::HostWait, scenario::HostSignal, scenario::Sync>;
struct CapturedStep {
    uint32_t thread = 0;
    CapturedStepOp op;
    CallSite at;
    // The log's index where the step was made, where that is not its call's: a CUDA host function's wait and return,
    // named by the function's call and made where its run begins and ends.
    std::optional<uint64_t> made;
};

struct CapturedProgram {
    std::vector<CapturedMemory> memories;
    std::vector<CapturedBuffer> buffers;
    std::vector<CapturedQueue> queues;
    std::vector<CapturedSemaphore> semaphores;  // VkSemaphores and VkFences, in the order they were made
    std::vector<CapturedStep> steps;
    // Steps handed on as they were made and dropped from `steps` (read_capture's first reading): steps[0] is the
    // program's step number dropped_steps. Where the end of the log left out a step already dropped (a stream's wait
    // for a word only the host wrote, CudaRecords::finish), left_out_dropped is set: the steps handed on are not all.
    uint64_t dropped_steps = 0;
    bool left_out_dropped = false;
    uint32_t threads = 0;      // program threads seen (ordinals 0 .. threads - 1)
    uint64_t host_orders = 0;  // "order" records: where the program's own synchronisation ordered a thread after another's calls
    // The threads that run CUDA host functions, one per stream (ordinals from k_host_function_thread up), by name.
    std::map<uint32_t, std::string> host_function_threads;
    // Calls that touch queues or memory in a way the scenario does not model, by call, each with the reason.
    std::map<std::string, uint64_t> not_modelled;
    std::map<std::string, std::string> not_modelled_reason;
    uint64_t records = 0;
    bool layer_loaded = false, hello = false;
    bool host_tracked = false;  // the layer saw the host's accesses of mapped memory ("host" records)
    // The CUDA subscriber: loaded (the driver called it), recording (it subscribed), or refused by CUPTI (its result).
    bool cuda_loaded = false, cuda_hello = false;
    // The driver named the kernels (the subscriber marked their pointers to const), and how many pointers into an
    // allocation the launches gave were to const (read only).
    bool cuda_kernel_names = false;
    uint64_t const_pointers = 0;
    // Pinned allocations whose host accesses the subscriber tracked by page, and those it could not.
    uint64_t pinned_tracked = 0, pinned_untracked = 0;
    std::optional<uint64_t> cuda_refused;
    // The bridge: CUDA imports joined with the Vulkan export of the same handle (bridge.h).
    uint32_t joined_memories = 0, joined_semaphores = 0;
};

// A record's call site: its call, index and thread.
CallSite call_site_of(const LogRecord& record);

// "main" for the program's first thread that called Vulkan, "thread-N" for the others.
std::string thread_name(uint32_t thread);

}  // namespace syncstress::capture
