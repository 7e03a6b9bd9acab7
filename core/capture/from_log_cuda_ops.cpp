// CUDA's operations: copies, fills and kernels on streams, events and stream memory operations, and the host's waits,
// with the host-synchronisation rules of CUDA's "API synchronization behavior" page (docs/capture.md quotes them).
#include "core/capture/from_log_cuda.h"

#include <algorithm>

namespace syncstress::capture {
namespace {

constexpr uint64_t k_stream_non_blocking = 0x1;  // CU_STREAM_NON_BLOCKING
// cuStreamWaitValue's comparisons (CUstreamWaitValue_flags): the low bits; GEQ and EQ are waits for a value.
constexpr uint64_t k_wait_and = 0x2, k_wait_compare_mask = 0x3;

// Which side of a copy the call's name says is host memory (cuMemcpy and cuMemcpyAsync say nothing: the pointers do).
struct Direction {
    bool src_host = false, dst_host = false, named = false;
};
Direction direction_of(const std::string& call) {
    if (call.rfind("cuMemcpyHtoD", 0) == 0) return {true, false, true};
    if (call.rfind("cuMemcpyDtoH", 0) == 0) return {false, true, true};
    if (call.rfind("cuMemcpyDtoD", 0) == 0) return {false, false, true};
    return {};
}

}  // namespace

uint32_t fill_word(uint64_t value, uint64_t element_bytes) {
    if (element_bytes == 1) return static_cast<uint32_t>(value & 0xff) * 0x01010101u;
    if (element_bytes == 2) return static_cast<uint32_t>(value & 0xffff) * 0x00010001u;
    return static_cast<uint32_t>(value);
}

void CudaRecords::add_copy(const LogRecord& record, const std::string& call) {
    const uint64_t dst_ptr = record.get("dst"), src_ptr = record.get("src"), size = record.get("size");
    const Direction named = direction_of(call);
    for (const uint64_t ptr : {src_ptr, dst_ptr})
        if (const auto allocation = allocation_at(ptr); allocation && allocation->managed)
            return not_modelled(record.call, "managed memory is not modelled: copies and kernels that touch it are left out");
    // A pointer in no device or pinned allocation is pageable host memory where the call allows host memory there.
    auto side = [&](uint64_t ptr, bool host_by_name) -> std::optional<Pointer> {
        if (const auto found = resolve(ptr)) return found;
        if (named.named && !host_by_name) return std::nullopt;
        return host_memory(ptr, size, record);
    };
    const auto src = side(src_ptr, named.src_host), dst = side(dst_ptr, named.dst_host);
    if (!src || !dst) return not_modelled(record.call, "a device pointer of the copy is in no allocation the subscriber saw");
    const Placement src_at = placement_of(src->buffer), dst_at = placement_of(dst->buffer);
    auto is_host = [](Placement at) { return at == Placement::cuda_pinned || at == Placement::cuda_pageable; };
    const bool src_host = is_host(src_at), dst_host = is_host(dst_at);
    // Host to host: the host copies, synchronously, whether or not the call is asynchronous.
    if (src_host && dst_host) {
        host_access(record, *src, size, false);
        return host_access(record, *dst, size, true);
    }
    const bool async = call.find("Async") != std::string::npos;
    const uint32_t queue = queue_of(record);
    // Synchronous, pageable to device: "a stream sync is performed before the copy is initiated. The function will
    // return once the pageable buffer has been copied to the staging memory for DMA transfer to device memory, but the
    // DMA to final destination may not have completed." The host reads the pageable bytes into the stream's staging
    // memory, and the stream copies from there: the source is free again once the call returns.
    if (!async && src_at == Placement::cuda_pageable) {
        host_wait_queue(record, queue);
        const Pointer staging{staging_of(queue, size, record), 0};
        host_access(record, *src, size, false);
        host_access(record, staging, size, true);
        return enqueue(record, queue, CapturedCopy{staging.buffer, dst->buffer, 0, dst->offset, size});
    }
    enqueue(record, queue, CapturedCopy{src->buffer, dst->buffer, src->offset, dst->offset, size});
    // Synchronous, pinned to device ("synchronous with respect to the host") and device to host ("returns only once
    // the copy has completed"); device to device has no host synchronisation, and the asynchronous calls none ("might
    // be synchronous" is taken as asynchronous).
    if (!async && (src_at == Placement::cuda_pinned || dst_host)) host_wait_queue(record, queue);
}

void CudaRecords::add_set(const LogRecord& record, const std::string& call) {
    const uint64_t size = record.get("size");
    const auto dst = resolve(record.get("dst"));
    if (!dst) return not_modelled(record.call, "its destination is in no device or pinned allocation the subscriber saw (or is managed)");
    const bool async = call.find("Async") != std::string::npos;
    const uint32_t queue = queue_of(record);
    if (placement_of(dst->buffer) == Placement::cuda_pinned) {
        if (async) return not_modelled(record.call, "an asynchronous fill of pinned host memory has no scenario op");
        // "fully synchronous" where the target is pinned host memory: after the stream's earlier work, by the host.
        host_wait_queue(record, queue);
        return host_access(record, *dst, size, true);
    }
    // To device memory the synchronous fill is asynchronous with respect to the host, as the asynchronous one.
    enqueue(record, queue, CapturedFill{dst->buffer, dst->offset, size, fill_word(record.get("value"), record.get("element", 4))});
}

// A kernel reads and writes, in place, each allocation a pointer-sized word of its parameters points into, from the
// lowest such pointer on: the subscriber cannot know what the kernel does with it. How far is bound_kernel_ranges's
// to say (kernel_ranges.h): the range carries the highest pointer, and each pointer is a base of its allocation.
std::optional<CapturedDispatch> CudaRecords::kernel_dispatch(const LogRecord& record) {
    if (record.get("unknown_params")) {
        not_modelled(record.call,
                     "the driver has no cuFuncGetParamInfo and the launch gave no parameter buffer: its arguments are unknown");
        return std::nullopt;
    }
    const uint64_t function = record.get("function");
    const auto known = functions_.find(function);
    const uint32_t ordinal = known != functions_.end() ? known->second : (functions_[function] = static_cast<uint32_t>(functions_.size()));
    struct Reach {
        uint64_t lowest = 0, highest = 0;  // the offsets parameters point at
        bool written = false;              // a parameter into it is not a pointer to const ("ptr=WORD:1")
    };
    std::map<uint32_t, Reach> reached;  // by buffer
    for (const LogField* word : record.all("ptr"))
        if (const auto at = resolve(word->values[0])) {
            auto [slot, fresh] = reached.emplace(at->buffer, Reach{at->offset, at->offset, false});
            slot->second.lowest = std::min(slot->second.lowest, at->offset);
            slot->second.highest = std::max(slot->second.highest, at->offset);
            const bool to_const = word->values.size() >= 2 && word->values[1] != 0;
            slot->second.written = slot->second.written || !to_const;
            program_.const_pointers += to_const ? 1 : 0;
            program_.buffers[at->buffer].bases.insert(at->offset);
        }
    // A kernel whose every pointer is to const writes where its pointers do not show (a global, a pointer inside a
    // struct): taken, as a kernel whose name says nothing, to write every buffer it is given.
    if (std::none_of(reached.begin(), reached.end(), [](const auto& r) { return r.second.written; }))
        for (auto& [buffer, reach] : reached) reach.written = true;
    CapturedDispatch dispatch{ordinal, {}};
    for (const auto& [buffer, reach] : reached)
        dispatch.accesses.push_back({buffer, reach.lowest, k_whole_size, true, reach.written, reach.highest});
    return dispatch;
}

void CudaRecords::add_launch(const LogRecord& record) {
    if (auto dispatch = kernel_dispatch(record)) enqueue(record, queue_of(record), std::move(*dispatch));
}

bool CudaRecords::add_sync(const LogRecord& record, const std::string& call) {
    using Kind = CapturedSemaphore::Kind;
    if (call == "cuStreamCreate" || call == "cuStreamCreateWithPriority") {
        streams_[record.get("stream")] =
            new_queue("stream" + std::to_string(++created_streams_), (record.get("flags") & k_stream_non_blocking) == 0);
    } else if (call == "cuStreamDestroy") {
        streams_.erase(record.get("stream"));
    } else if (call == "cuEventCreate") {
        events_.erase(record.get("event"));
        semaphore_of(events_, record.get("event"), Kind::event);
    } else if (call == "cuEventDestroy") {
        events_.erase(record.get("event"));
    } else if (call == "cuEventRecord" || call == "cuEventRecordWithFlags") {
        const uint32_t event = semaphore_of(events_, record.get("event"), Kind::event);
        if (capturing_.count(queue_of(record)))
            capture_event_record(queue_of(record), event);  // a node of the graph, not a record that runs
        else
            enqueue(record, queue_of(record), scenario::Signal{event, ++program_.semaphores[event].signals});
    } else if (call == "cuStreamBeginCapture" || call == "cuStreamBeginCaptureToGraph") {
        begin_capture(queue_of(record));
        if (call == "cuStreamBeginCaptureToGraph")
            not_modelled(record.call, "captures into a graph made before: the graph is taken to hold the captured nodes only");
    } else if (call == "cuStreamEndCapture") {
        end_capture(record);
    } else if (call == "cuStreamWaitEvent") {
        const uint32_t event = semaphore_of(events_, record.get("event"), Kind::event);
        // A wait for an event recorded under capture joins the stream to the capture.
        if (capture_event_wait(queue_of(record), event)) return true;
        // A wait for an event never recorded waits for nothing.
        if (const uint64_t value = program_.semaphores[event].signals) enqueue(record, queue_of(record), scenario::Wait{event, value});
    } else if (call == "cuEventSynchronize" || (call == "cuEventQuery" && record.get("result") == 0)) {
        const uint32_t event = semaphore_of(events_, record.get("event"), Kind::event);
        if (const uint64_t value = program_.semaphores[event].signals)
            step(record, scenario::HostWait{scenario::HostWait::Kind::semaphore, event, value});
    } else if (call == "cuStreamSynchronize" || (call == "cuStreamQuery" && record.get("result") == 0)) {
        host_wait_queue(record, queue_of(record));
    } else if (call == "cuCtxSynchronize") {
        step(record, scenario::HostWait{scenario::HostWait::Kind::all, 0, 0});
    } else {
        return false;  // a query that did not succeed, or a call recorded for its name only
    }
    return true;
}

// cuStreamWriteValue: the stream signals the word's semaphore with the value; cuStreamWaitValue (a wait for the value
// or more, or for exactly it) waits for it.
void CudaRecords::add_stream_memory(const LogRecord& record, const std::string& call) {
    const uint64_t value = record.get("value");
    const uint32_t word = semaphore_of(value_words_, record.get("addr"), CapturedSemaphore::Kind::stream_value);
    if (value == 0) return not_modelled(record.call, "a value of 0 orders nothing: a semaphore's values start above it");
    if (call.rfind("cuStreamWriteValue", 0) == 0) {
        if (!capturing_.count(queue_of(record))) word_writes_[word].insert(value);
        return enqueue(record, queue_of(record), scenario::Signal{word, value});
    }
    if ((record.get("flags") & k_wait_compare_mask) >= k_wait_and)
        return not_modelled(record.call, "a wait for bits of the word (AND, NOR) is not a wait for a value");
    const size_t steps = program_.steps.size();
    enqueue(record, queue_of(record), scenario::Wait{word, value});
    if (program_.steps.size() > steps)
        word_waits_.push_back({program_.dropped_steps + program_.steps.size() - 1, word, value, record.call});
}

// A value of a word that the subscriber read on a thread (cuda_word): the word had reached it, so the thread has seen
// the write of the largest value at most it that a stream was given (words only grow: each is a timeline), and what
// it does from there is ordered after that write, as after a host wait. The read is placed where the subscriber made
// it, when the thread's next driver call returned: no later than the program's own read needed it.
void CudaRecords::add_word_read(const LogRecord& record) {
    const auto word = value_words_.find(record.get("addr"));
    if (word == value_words_.end()) return;
    const std::set<uint64_t>& written = word_writes_[word->second];
    auto at_most = written.upper_bound(record.get("value"));
    if (at_most == written.begin()) return;
    const uint64_t value = *--at_most;
    uint64_t& seen = word_read_[{record.thread, word->second}];
    if (value <= seen) return;
    seen = value;
    step(record, scenario::HostWait{scenario::HostWait::Kind::semaphore, word->second, value});
    program_.steps.back().at.call = "host read of a word streams write";
}

// The program ran through every wait it made, so a stream's wait for a value that no stream was given to write was
// ended by a write the subscriber does not see: the host's own store to the word (syncstress's cuda backend signals
// its timelines so). The wait is left out rather than kept as one nothing ends; what it ordered is then unordered, so
// a race it hid may be reported, never the reverse.
void CudaRecords::finish() {
    for (auto wait = word_waits_.rbegin(); wait != word_waits_.rend(); ++wait) {
        const std::set<uint64_t>& written = word_writes_[wait->word];
        if (!written.empty() && *written.rbegin() >= wait->value) continue;
        if (wait->step < program_.dropped_steps)
            program_.left_out_dropped = true;
        else
            program_.steps.erase(program_.steps.begin() + static_cast<std::ptrdiff_t>(wait->step - program_.dropped_steps));
        not_modelled(wait->call, "a wait for a value no stream was given to write: the host's own write of the word ended it, which "
                                 "the capture does not see");
    }
    word_waits_.clear();
    // A host function still running at the log's end returns there; those never begun ran unrecorded.
    for (const auto& [thread, running] : running_) function_returns(running.second, UINT64_MAX);
    running_.clear();
    for (auto& [queue, order] : pending_order_) run_unrecorded_before(queue, std::nullopt, UINT64_MAX);
}

}  // namespace syncstress::capture
