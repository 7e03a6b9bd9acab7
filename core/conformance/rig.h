// What a check drives: a fresh backend of the registry, its objects created with the core's ids (dense per kind, in
// creation order), every call checked, and everything the check uses held against what the backend declares in its
// BackendInfo (a side, a command, a kernel, a memory, a number of queues): using what it does not declare makes the
// check not applicable. Internal to core/conformance.
#pragma once

#include "core/conformance/checker.h"
#include "core/sync/backend.h"
#include "core/sync/commands.h"

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace syncstress::conformance {

// Generous: machines running the checks may be small and shared.
inline constexpr std::chrono::seconds k_timeout{10};
// Long enough that work not ordered after it would run first, short enough that the checks stay quick.
inline constexpr uint32_t k_delay_us = 20000;
// Every buffer and host array: more than one work group or block, and a multiple of none.
inline constexpr uint64_t k_n = 1031;
inline constexpr uint32_t k_untouched = 0xdeadbeefu;  // host memory that no command may write
inline constexpr uint32_t k_missing = 99;             // an id of no object

inline std::vector<uint32_t> filled(uint32_t value) { return std::vector<uint32_t>(k_n, value); }

class Rig {
public:
    Rig(std::string backend_name, std::unique_ptr<sync::Backend> created, std::optional<Side> queue_side);

    std::string name;                        // the registry's name of the backend
    std::unique_ptr<sync::Backend> backend;  // moved into a sync::Device by the checks that run through one
    sync::BackendInfo info;                  // the backend's, kept for after such a move
    Side side = Side::device;                // the side of the queues under test
    Checker c;
    std::vector<std::string> notes;  // what the check left out, for the result

    // What the backend declares; the need_ functions throw NotApplicable where it does not.
    bool declares(Kernel kernel) const;
    bool declares(Memory memory) const;
    void need_side(Side on) const;
    void need_queues(uint32_t count) const;
    void need_memory(Memory memory) const;
    void need(const sync::Command& command) const;
    void need(std::span<const sync::Batch> batches) const;
    void need(const sync::QueueOp& op) const;
    bool declares(const sync::Command& command) const;  // its row, and its kernel for a dispatch
    // Unordered queues and their barriers (BackendInfo::barriers): NotApplicable, saying why, where not declared.
    void need_barriers() const;
    // Opaque kernels (BackendInfo::opaque_kernels): NotApplicable, saying why, where not declared.
    void need_opaque_kernels() const;

    sync::QueueId queue(Side on);
    sync::QueueId queue() { return queue(side); }
    sync::BufferId buffer(Memory memory, Side on, uint64_t elements = k_n);
    sync::BufferId buffer(Memory memory = Memory::device) { return buffer(memory, side); }
    sync::HostArrayId host(uint64_t elements = k_n);
    sync::SemaphoreId semaphore(uint64_t initial = 0);

    uint32_t* data(sync::HostArrayId id) { return backend->host_array_data(id); }
    std::vector<uint32_t> values(sync::HostArrayId id);
    void set(sync::HostArrayId id, const std::vector<uint32_t>& values);
    void fill(sync::HostArrayId id, uint32_t value);

    // A submission held against the declarations, then handed to the backend as it is.
    Status try_submit(sync::QueueId queue, std::span<const sync::Batch> batches, bool ordered = true);
    Status try_submit(sync::QueueId queue, std::span<const sync::Batch> batches, const sync::SubmitFlags& flags);
    void submit(sync::QueueId queue, const sync::Batch& batch, bool ordered = true);
    void submit(sync::QueueId queue, std::span<const sync::Batch> batches);
    // A submission of an unordered queue (SubmitFlags{false, false}): only its barriers, waits and signals order it.
    void submit_unordered(sync::QueueId queue, const sync::Batch& batch);
    // true: reached; false: the timeout passed first. An error of the call ends the check.
    bool wait(sync::SemaphoreId id, uint64_t value, std::chrono::nanoseconds timeout = k_timeout);
    // The semaphore reaches `value` within k_timeout, or the check ends saying that `what` did not finish.
    void await(sync::SemaphoreId id, uint64_t value, const std::string& what);
    uint64_t value(sync::SemaphoreId id);
    void host_signal(sync::SemaphoreId id, uint64_t value);

    // One batch that signals a fresh semaphore, waited for.
    void run(sync::QueueId queue, std::vector<sync::Command> commands);
    std::vector<uint32_t> download(sync::QueueId queue, sync::BufferId buffer, sync::HostArrayId host);

    uint32_t queues = 0, buffers = 0, host_arrays = 0, semaphores = 0;

private:
    void need_row(unsigned row) const;  // a row of SYNCSTRESS_QUEUE_COMMANDS
};

const char* side_name(Side side);  // "device-side", "cuda-side"

}  // namespace syncstress::conformance
