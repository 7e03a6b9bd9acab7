// CUDA's host functions (cuLaunchHostFunc, cuStreamAddCallback): the function runs on a host thread once the stream's
// earlier work is done, and the stream's later work waits for it to return. Each stream's host functions run on a
// thread of their own in the scenario (CUDA runs a stream's host functions in its order), ordered by a semaphore: the
// stream signals 2N-1 where it reaches the Nth, the thread waits for it, does what the function is taken to do and
// signals 2N, which the stream waits for before its next operation.
#include "core/capture/from_log_cuda.h"

namespace syncstress::capture {
namespace {

constexpr size_t k_max_threads = 64;  // a scenario's, main included (SCENARIO-FORMAT.md, Host threads)

}  // namespace

void CudaRecords::add_host_function(const LogRecord& record) {
    const uint32_t queue = queue_of(record);
    if (capturing_.count(queue))
        return capture_node(record, queue, {GraphNode::Kind::host, std::nullopt, record.get("data"), 0, {}, call_site_of(record)});
    host_function(record, queue, record.get("data"), call_site_of(record));
}

// A host function on `queue` (a stream, or a lane of a graph launch's host node), given `data`.
void CudaRecords::host_function(const LogRecord& record, uint32_t queue, uint64_t data, const CallSite& at) {
    if (!host_functions_.count(queue) && program_.threads + program_.host_function_threads.size() >= k_max_threads)
        return not_modelled(record.call, "a host function of one stream too many: a scenario has at most 64 threads (the stream "
                                         "is not made to wait for it)");
    auto [slot, fresh] = host_functions_.emplace(queue, HostFunctions{});
    HostFunctions& functions = slot->second;
    if (fresh) {
        functions.thread = k_host_function_thread + queue;
        functions.semaphore = static_cast<uint32_t>(program_.semaphores.size());
        program_.semaphores.push_back({CapturedSemaphore::Kind::host_function, 0, 0});
        program_.host_function_threads[functions.thread] = "host-functions-" + program_.queues[queue].stream;
    }
    const uint64_t reached = 2 * ++functions.count - 1, returned = reached + 1;
    enqueue(record, queue, scenario::Signal{functions.semaphore, reached}, at);
    program_.steps.push_back({functions.thread, scenario::HostWait{scenario::HostWait::Kind::semaphore, functions.semaphore, reached}, at});
    // Its user data: a pointer into pinned memory is taken as what it reads and writes there, from that pointer to the
    // allocation's end (its own accesses are not seen: pinned memory has no guard pages).
    if (const auto pinned = resolve(data); pinned && program_.buffers[pinned->buffer].placement == Placement::cuda_pinned) {
        const uint64_t size = program_.buffers[pinned->buffer].bytes - pinned->offset;
        program_.steps.push_back({functions.thread, CapturedHostAccess{pinned->buffer, false, pinned->offset, size}, at});
        program_.steps.push_back({functions.thread, CapturedHostAccess{pinned->buffer, true, pinned->offset, size}, at});
    }
    program_.steps.push_back({functions.thread, scenario::HostSignal{functions.semaphore, returned}, at});
    enqueue(record, queue, scenario::Wait{functions.semaphore, returned}, at);
}

}  // namespace syncstress::capture
