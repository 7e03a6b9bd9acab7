// Builds a CapturedProgram from the capture layer's records, one at a time, as read_log streams them.
#pragma once

#include "core/capture/captured_program.h"
#include "core/capture/from_log_cuda.h"
#include "core/capture/log_reader.h"

#include <map>
#include <unordered_map>

namespace syncstress::capture {

class ProgramBuilder {
public:
    void add(const LogRecord& record);
    // Once the log is read: what only the whole log says (CudaRecords::finish).
    void finish() { cuda_.finish(); }
    CapturedProgram& program() { return program_; }

private:
    void add_record(const LogRecord& record);
    CallSite site(const LogRecord& record) const;
    void not_modelled(const std::string& call, const std::string& reason);
    void add_object(const LogRecord& record);
    void add_export(const LogRecord& record);
    void add_memory_access(const LogRecord& record);
    void note_mapping(const LogRecord& record);
    void add_command(const LogRecord& record);
    void add_barrier(const LogRecord& record);
    void add_submit(const LogRecord& record);
    void add_host_sync(const LogRecord& record);
    void add_host_order(const LogRecord& record);
    void host_wait_for(uint32_t semaphore, uint64_t value, const LogRecord& record);
    void add_semaphore_poll(const LogRecord& record);
    void add_event_wait(const LogRecord& record, const std::vector<CapturedCommand>& into);
    void host_accesses(const LogRecord& record, uint64_t memory, uint64_t offset, uint64_t size, bool read, bool write);
    void step(const LogRecord& record, CapturedStepOp op);
    std::optional<uint32_t> buffer(const LogRecord& record, uint64_t handle, const char* role);
    std::vector<CapturedCommand>* commands_of(const LogRecord& record);
    void append_commands(std::vector<CapturedCommand>& into, uint64_t cb);
    // Dispatches (from_log_dispatch.cpp): shaders, pipelines, descriptor sets and what a command buffer has bound.
    bool add_dispatch_state(const LogRecord& record);
    void add_dispatch(const LogRecord& record, std::vector<CapturedCommand>& into);
    void bind_descriptor_sets(const LogRecord& record);

    CapturedProgram program_;
    Exports exports_;
    Mappings mappings_;
    CudaRecords cuda_{program_, exports_, mappings_};
    std::unordered_map<uint64_t, uint32_t> buffers_, memories_, queues_, semaphores_;
    std::unordered_map<uint64_t, std::pair<uint64_t, uint64_t>> mapped_;   // memory handle -> its mapping (offset, size)
    std::unordered_map<uint64_t, std::vector<CapturedCommand>> recorded_;  // command buffer -> its commands
    std::unordered_map<uint64_t, std::pair<uint64_t, size_t>>
        event_sets_;                                            // event -> the command buffer that set it last, at which command
    std::map<std::pair<uint32_t, uint32_t>, uint64_t> polled_;  // (thread, semaphore) -> the highest value it read
    std::unordered_map<uint32_t, uint32_t> thread_orders_;      // thread -> its thread_order semaphore

    struct Pipeline {
        uint32_t ordinal = 0;
        std::vector<std::vector<uint64_t>> bindings;  // set, binding, read, write
    };
    struct Descriptor {
        uint64_t type = 0;  // VkDescriptorType
        std::optional<uint32_t> buffer;
        uint64_t offset = 0, range = k_whole_size;
    };
    using DescriptorSet = std::map<std::pair<uint64_t, uint64_t>, Descriptor>;  // (binding, array element) -> descriptor
    struct BoundSet {
        uint64_t set = 0;
        std::vector<uint64_t> dynamic_offsets;  // in the order of its dynamic descriptors
    };
    struct Bound {
        std::optional<uint64_t> pipeline;
        std::map<uint64_t, BoundSet> sets;  // set number -> what is bound there
    };
    std::unordered_map<uint64_t, std::vector<std::vector<uint64_t>>> modules_;  // shader module -> its buffer bindings
    std::unordered_map<uint64_t, Pipeline> pipelines_;
    std::unordered_map<uint64_t, DescriptorSet> descriptor_sets_;
    std::unordered_map<uint64_t, Bound> bound_;  // command buffer -> its compute bindings
    uint32_t pipeline_count_ = 0;
};

}  // namespace syncstress::capture
