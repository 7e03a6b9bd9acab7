// CUDA's host functions (cuLaunchHostFunc, cuStreamAddCallback): the function runs on a host thread once the stream's
// earlier work is done, and the stream's later work waits for it to return. Each stream's host functions run on a
// thread of their own in the scenario (CUDA runs a stream's host functions in its order), ordered by a semaphore: the
// stream signals 2N-1 where it reaches the Nth, the thread waits for it, does what the function is taken to do and
// signals 2N, which the stream waits for before its next operation. Where the subscriber recorded the function's run
// (function=N on the call; cuda_host_function_begin and cuda_host_function_end on the thread of CUDA's that ran it),
// what that thread recorded in between is the function's: its steps are placed between the wait and the signal.
#include "core/capture/from_log_cuda.h"

namespace syncstress::capture {
namespace {

constexpr size_t k_max_threads = 64;  // a scenario's, main included (SCENARIO-FORMAT.md, Host threads)

}  // namespace

void CudaRecords::add_host_function(const LogRecord& record) {
    const uint32_t queue = queue_of(record);
    if (capturing_.count(queue))
        return capture_node(record, queue, {GraphNode::Kind::host, std::nullopt, record.get("data"), 0, {}, call_site_of(record)});
    host_function(record, queue, record.get("data"), call_site_of(record), record.find("function"));
}

// A host function on `queue` (a stream, or a lane of a graph launch's host node), given `data`; `run`: the index of
// the run the subscriber records, where it does.
void CudaRecords::host_function(const LogRecord& record, uint32_t queue, uint64_t data, const CallSite& at, std::optional<uint64_t> run) {
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
    HostFunctionCall call{queue, functions.thread, functions.semaphore, 2 * ++functions.count - 1, std::nullopt, 0, at};
    // Its user data: a pointer into pinned memory the subscriber does not track is taken as what it reads and writes
    // there, from that pointer to the allocation's end.
    const auto allocation = allocation_at(data);
    if (const auto pinned = resolve(data);
        pinned && program_.buffers[pinned->buffer].placement == Placement::cuda_pinned && !(allocation && allocation->tracked)) {
        call.pinned = pinned;
        call.pinned_bytes = program_.buffers[pinned->buffer].bytes - pinned->offset;
    }
    enqueue(record, queue, scenario::Signal{call.semaphore, call.reached}, at);
    if (run) {
        pending_order_[queue].push_back(*run);
        pending_runs_[*run] = call;
    } else {
        run_unrecorded_before(queue, std::nullopt, record.index);
        function_begins(call, record.index);
        function_returns(call, record.index);
    }
    enqueue(record, queue, scenario::Wait{call.semaphore, call.reached + 1}, at);
}

void CudaRecords::function_begins(const HostFunctionCall& call, uint64_t made) {
    program_.steps.push_back(
        {call.thread, scenario::HostWait{scenario::HostWait::Kind::semaphore, call.semaphore, call.reached}, call.at, made});
    if (!call.pinned) return;
    program_.steps.push_back(
        {call.thread, CapturedHostAccess{call.pinned->buffer, false, call.pinned->offset, call.pinned_bytes}, call.at, made});
    program_.steps.push_back(
        {call.thread, CapturedHostAccess{call.pinned->buffer, true, call.pinned->offset, call.pinned_bytes}, call.at, made});
}

void CudaRecords::function_returns(const HostFunctionCall& call, uint64_t made) {
    program_.steps.push_back({call.thread, scenario::HostSignal{call.semaphore, call.reached + 1}, call.at, made});
}

// The stream's host functions before `run` (all of them: nullopt) whose runs were not recorded (the run began before
// its call was recorded, or never): CUDA ran them in the stream's order, so they ran before, as if at once, at the
// log's index `made`.
void CudaRecords::run_unrecorded_before(uint32_t queue, std::optional<uint64_t> run, uint64_t made) {
    const auto found = pending_order_.find(queue);
    if (found == pending_order_.end()) return;
    std::deque<uint64_t>& order = found->second;
    while (!order.empty() && (!run || order.front() != *run)) {
        const auto pending = pending_runs_.find(order.front());
        function_begins(pending->second, made);
        function_returns(pending->second, made);
        pending_runs_.erase(pending);
        order.pop_front();
    }
    if (!order.empty()) order.pop_front();
}

// cuda_host_function_begin: the thread runs the function from here; one the log does not know (a graph's host node,
// whose every launch runs it, or a run recorded before its call) leaves the thread's calls its own.
void CudaRecords::begin_host_function(const LogRecord& record) {
    const auto pending = pending_runs_.find(record.get("function"));
    if (pending == pending_runs_.end() || running_.count(record.thread)) return;
    const HostFunctionCall call = pending->second;
    pending_runs_.erase(pending);
    run_unrecorded_before(call.queue, record.get("function"), record.index);
    function_begins(call, record.index);
    running_.emplace(record.thread, std::pair{record.get("function"), call});
    runs_[record.thread].push_back({record.index, UINT64_MAX, call.thread});
}

void CudaRecords::end_host_function(const LogRecord& record) {
    const auto running = running_.find(record.thread);
    if (running == running_.end() || running->second.first != record.get("function")) return;
    function_returns(running->second.second, record.index);
    runs_[record.thread].back().last = record.index;
    running_.erase(running);
}

std::optional<uint32_t> CudaRecords::running_host_function(uint32_t thread) const {
    const auto running = running_.find(thread);
    if (running == running_.end()) return std::nullopt;
    return running->second.second.thread;
}

uint32_t CudaRecords::thread_of_record(uint32_t thread, uint64_t index) const {
    const auto runs = runs_.find(thread);
    if (runs == runs_.end()) return thread;
    for (const Run& run : runs->second)
        if (run.first <= index && index <= run.last) return run.thread;
    return thread;
}

}  // namespace syncstress::capture
