// The CUDA part of a CapturedProgram, from the CUDA subscriber's records (core/capture/cuda/cuda_calls.h): each stream
// an ordered queue of the cuda side, the legacy default stream's implicit synchronisation as `sync` steps, device
// allocations as buffers, pinned and pageable host memory as host arrays, copies, fills and kernels as commands,
// events and stream memory operations as semaphores, and the host's waits. docs/capture.md says each rule.
#pragma once

#include "core/capture/bridge.h"
#include "core/capture/captured_program.h"
#include "core/capture/log_reader.h"

#include <deque>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace syncstress::capture {

// A memset's value as the scenario's u32 element: a byte or a half word repeated.
uint32_t fill_word(uint64_t value, uint64_t element_bytes);

class CudaRecords {
public:
    CudaRecords(CapturedProgram& program, Exports& exports, const Mappings& mappings)
        : program_(program), exports_(exports), mappings_(mappings) {}
    // Takes in the record if it is the subscriber's (its call is a CUDA driver call or the subscriber's own); false
    // where it is not.
    bool add(const LogRecord& record);
    // Once the log is read: each stream's wait for a word's value that no stream was given to write is left out (a
    // write the subscriber does not see ended it: the host's).
    void finish();
    // The thread of the host function whose run `thread` is in now (a thread of CUDA's that the subscriber saw begin
    // it): the calls it makes are the function's. Nullopt where it runs none.
    std::optional<uint32_t> running_host_function(uint32_t thread) const;
    // The thread that `thread`'s record `index` is a step of: the host function's where the record is inside a run.
    uint32_t thread_of_record(uint32_t thread, uint64_t index) const;

private:
    struct Allocation {
        uint32_t buffer = 0;
        uint64_t bytes = 0;
        bool managed = false;
        // Vulkan memory that CUDA reaches here (a mapping of imported memory, a registered vkMapMemory mapping): that
        // memory's bytes from memory_offset on; `buffer` is then unused.
        std::optional<uint32_t> memory;
        uint64_t memory_offset = 0;
        bool tracked = false;  // pinned memory whose host accesses the subscriber records by page ("cuda_host")
    };
    struct Pointer {
        uint32_t buffer = 0;
        uint64_t offset = 0;
    };
    // The legacy default stream's implicit synchronisation: a blocking stream's operation waits for the legacy
    // stream's earlier work, and the legacy stream's for every blocking stream's.
    struct Stream {
        bool blocking = true;
        uint64_t submitted = 0;
        std::map<uint32_t, uint64_t> synced;  // queue -> its `submitted` when this stream last waited for it
    };

    void add_subscriber_record(const LogRecord& record);
    void add_allocation(const LogRecord& record, const std::string& call);
    void add_release(const LogRecord& record, const std::string& call);
    void add_copy(const LogRecord& record, const std::string& call);
    void add_set(const LogRecord& record, const std::string& call);
    void add_launch(const LogRecord& record);
    std::optional<CapturedDispatch> kernel_dispatch(const LogRecord& record);
    bool add_sync(const LogRecord& record, const std::string& call);
    void add_stream_memory(const LogRecord& record, const std::string& call);
    void add_word_read(const LogRecord& record);
    // The bridge (from_log_bridge.cpp).
    bool add_external(const LogRecord& record, const std::string& call);
    std::optional<uint32_t> join(const LogRecord& record, Exported::Kind kind);
    void add_mapped_buffer(const LogRecord& record);
    void add_external_sync(const LogRecord& record, bool signal);
    std::optional<Pointer> in_vulkan_memory(const Allocation& allocation, uint64_t offset) const;
    std::optional<Allocation> registered_mapping(uint64_t ptr, uint64_t bytes) const;
    Placement placement_of(uint32_t buffer) const;
    // A host function the stream reached: its thread, its semaphore's value there, and the pinned memory its user data
    // points into (what it is taken to read and write).
    struct HostFunctionCall {
        uint32_t queue = 0, thread = 0, semaphore = 0;
        uint64_t reached = 0;
        std::optional<Pointer> pinned;
        uint64_t pinned_bytes = 0;
        CallSite at;
    };
    void add_host_function(const LogRecord& record);
    void host_function(const LogRecord& record, uint32_t queue, uint64_t data, const CallSite& at,
                       std::optional<uint64_t> run = std::nullopt);
    // The function's wait and accesses, its return: steps of its thread, made at the log's index `made`.
    void function_begins(const HostFunctionCall& call, uint64_t made);
    void function_returns(const HostFunctionCall& call, uint64_t made);
    void begin_host_function(const LogRecord& record);
    void end_host_function(const LogRecord& record);
    void run_unrecorded_before(uint32_t queue, std::optional<uint64_t> run, uint64_t made);

    std::optional<Pointer> resolve(uint64_t pointer) const;
    std::optional<Allocation> allocation_at(uint64_t pointer) const;
    Pointer host_memory(uint64_t pointer, uint64_t size, const LogRecord& record);
    void note_tracking(const LogRecord& record);
    void add_tracked_access(const LogRecord& record);
    // The staging memory of a stream's synchronous copies from pageable memory: one host array per stream, as large as
    // its largest copy (each use is after a stream sync, so after the copy of the last).
    uint32_t staging_of(uint32_t queue, uint64_t size, const LogRecord& record);
    uint32_t new_buffer(uint64_t bytes, Placement placement, const LogRecord& record);
    uint32_t queue_of(const LogRecord& record);
    uint32_t new_queue(const std::string& name, bool blocking);
    uint32_t semaphore_of(std::unordered_map<uint64_t, uint32_t>& by_handle, uint64_t handle, CapturedSemaphore::Kind kind);
    void sync_if_behind(const LogRecord& record, uint32_t queue, uint32_t after);
    void implicit_syncs(const LogRecord& record, uint32_t queue);
    // Puts the operation on the stream (named by `at`, else by the record), or into the graph a capture of the stream makes.
    void enqueue(const LogRecord& record, uint32_t queue, CapturedCommandOp op, const std::optional<CallSite>& at = std::nullopt);
    void host_wait_queue(const LogRecord& record, uint32_t queue);
    void host_access(const LogRecord& record, const Pointer& at, uint64_t size, bool write);
    void step(const LogRecord& record, CapturedStepOp op);
    void not_modelled(const std::string& call, const std::string& reason);

    CapturedProgram& program_;
    Exports& exports_;
    const Mappings& mappings_;
    // Imported memory and semaphores, by CUexternalMemory and CUexternalSemaphore: the Vulkan memory or semaphore each
    // is, where the import was joined with its export.
    std::unordered_map<uint64_t, std::optional<uint32_t>> external_memories_, external_semaphores_;
    std::map<uint64_t, Allocation> allocations_;  // live device, pinned and managed allocations, by base address
    std::map<uint64_t, Allocation> pageable_;     // pageable host ranges the copies named, by base address
    std::map<uint32_t, uint32_t> staging_;        // by queue
    std::unordered_map<uint64_t, uint32_t> streams_, events_, value_words_, functions_;
    std::map<uint32_t, std::set<uint64_t>> word_writes_;           // a word's semaphore -> the values streams were given to write
    std::map<std::pair<uint32_t, uint32_t>, uint64_t> word_read_;  // (thread, word's semaphore) -> the highest write it saw
    struct WordWait {
        uint64_t step = 0;  // the program's step number (program_.steps[step - program_.dropped_steps])
        uint32_t word = 0;
        uint64_t value = 0;
        std::string call;
    };
    std::vector<WordWait> word_waits_;                   // the streams' waits for words' values, in the order of their steps
    std::unordered_map<uint32_t, uint32_t> per_thread_;  // program thread -> its per-thread default stream's queue
    std::optional<uint32_t> legacy_;
    // Graphs (from_log_cuda_graph.cpp): a node is a copy, fill or kernel (work), a host function, an event record or
    // wait, or nothing; it runs after the nodes it depends on.
    struct GraphNode {
        enum class Kind { work, host, event_record, event_wait, empty } kind = Kind::empty;
        std::optional<CapturedCommandOp> op;  // work
        uint64_t data = 0;                    // host: its user data
        uint32_t event = 0;                   // event_record, event_wait: the event's semaphore
        std::vector<uint32_t> deps;           // by index in the graph
        CallSite at;
    };
    using Graph = std::vector<GraphNode>;
    // A launch stream's graph launches: the semaphore the stream signals where a launch starts, and the lanes (cuda-side
    // queues of their own, each with a semaphore it signals after each node) that the graphs' nodes run on.
    struct Lane {
        uint32_t queue = 0, semaphore = 0;
        uint64_t signalled = 0;
    };
    struct Launches {
        uint32_t start = 0;
        uint64_t started = 0;
        std::vector<Lane> lanes;
    };
    bool add_graph_call(const LogRecord& record, const std::string& call);
    GraphNode node_of(const LogRecord& record);
    GraphNode copy_node(const LogRecord& record);
    GraphNode fill_node(const LogRecord& record);
    void capture_node(const LogRecord& record, uint32_t queue, GraphNode node);
    void begin_capture(uint32_t queue);
    void end_capture(const LogRecord& record);
    void capture_event_record(uint32_t queue, uint32_t event);
    bool capture_event_wait(uint32_t queue, uint32_t event);
    void launch_graph(const LogRecord& record);
    void run_node(const LogRecord& record, const GraphNode& node, uint32_t lane_queue);
    uint32_t lane(Launches& launches, size_t index, uint32_t stream);

    std::unordered_map<uint64_t, Graph> graphs_, execs_;                       // by graph and executable graph handle
    std::unordered_map<uint64_t, std::pair<uint64_t, uint32_t>> graph_nodes_;  // node handle -> its graph, its index
    std::map<uint32_t, Launches> launches_;                                    // by launch stream's queue
    // Stream capture: the streams whose operations go into a graph rather than run (the capturing stream and those
    // that waited for an event it recorded), the graph so far, each stream's last nodes (what its next node depends
    // on), and the events recorded in the capture with the nodes they follow.
    std::set<uint32_t> capturing_;
    Graph capture_;
    std::map<uint32_t, std::vector<uint32_t>> frontier_, captured_events_;
    std::map<uint32_t, Stream> cuda_queues_;  // by queue ordinal
    // Each stream's host functions: the thread that runs them and the semaphore that orders them with the stream.
    struct HostFunctions {
        uint32_t thread = 0, semaphore = 0;
        uint64_t count = 0;
    };
    std::map<uint32_t, HostFunctions> host_functions_;  // by queue ordinal
    // Host functions whose runs the subscriber records, by index (function=N), not yet begun; each stream's in its
    // order; the run each thread of CUDA's is in; and each such thread's runs: the first and last record index of
    // each, and the function's thread.
    std::unordered_map<uint64_t, HostFunctionCall> pending_runs_;
    std::map<uint32_t, std::deque<uint64_t>> pending_order_;
    std::unordered_map<uint32_t, std::pair<uint64_t, HostFunctionCall>> running_;
    struct Run {
        uint64_t first = 0, last = UINT64_MAX;
        uint32_t thread = 0;
    };
    std::unordered_map<uint32_t, std::vector<Run>> runs_;
    uint32_t created_streams_ = 0;
};

}  // namespace syncstress::capture
