// The sync core: the object model real runtimes have (queues on two sides, buffers, pinned host arrays,
// timeline semaphores) and the sync protocol below on top of any Backend, with its fault switches.
//
// Protocol: each queue owns a private timeline "progress" semaphore that every submission signals.
// - sync(Q, after=P) enqueues on Q, now, a wait for P's progress >= P's last submitted value.
// - read/write (the direct paths) are one submission on their queue plus a host wait: ordered after
//   everything submitted to that queue, waits included.
// - upload reads its host array when it executes; download writes it when it executes.
#pragma once

#include "core/common/result.h"
#include "core/sync/backend.h"
#include "core/sync/commands.h"
#include "core/sync/faults.h"

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace syncstress::sync {

struct DeviceOptions {
    FaultSet faults;
};

enum class WaitStatus { done, timed_out };

// What the watchdog records when a blocking host op times out.
struct QueueState {
    std::string name;
    Side side;
    uint64_t submitted = 0;                     // progress value of the last submission
    uint64_t finished = 0;                      // progress value reached
    std::optional<uint32_t> last_finished_tag;  // tag of the last finished submission
    std::optional<uint32_t> blocked_tag;        // tag of the first unfinished submission
    std::vector<std::string> waiting_for;       // "t >= 3 (now 2)", "progress of torch >= 5 (now 4)"
};
struct SemaphoreState {
    std::string name;
    uint64_t value = 0;
    std::vector<uint64_t> awaited;  // values pending submissions or the host wait for
};
struct DeviceState {
    std::vector<QueueState> queues;          // in queue id order
    std::vector<SemaphoreState> semaphores;  // user semaphores in id order, then "progress of queue X" per queue
};

// Host work that may be done while a wait has nothing to do (the engine's model run and bookkeeping): see
// Device::work_in_next_wait. It must not call the device.
class WaitWork {
public:
    virtual void run() = 0;

protected:
    ~WaitWork() = default;
};

using PreparedId = uint32_t;
// A value of a prepared submission given anew at each submit: the `op`-th op's value (a wait's, a signal's, a fill's)
// or a dispatch's p0 or p1.
struct OpValue {
    enum class Field : uint8_t { value, p0, p1 };
    uint32_t op = 0;
    Field field = Field::value;
};

class Device {
public:
    Device(std::unique_ptr<Backend> backend, DeviceOptions options);
    ~Device();  // raises every timeline past all awaited values and drains; never hangs
    Device(const Device&) = delete;
    Device& operator=(const Device&) = delete;

    const BackendInfo& info() const;

    // ordered false: an unordered queue (SubmitFlags); its read/write paths begin with a full barrier.
    Result<QueueId> create_queue(Side side, std::string name, bool ordered = true);
    Result<BufferId> create_buffer(std::string name, uint64_t elements, Memory memory, Side side);
    Result<HostArrayId> create_host_array(std::string name, uint64_t elements);
    Result<SemaphoreId> create_semaphore(std::string name, uint64_t initial);
    std::span<uint32_t> host_data(HostArrayId id);

    // Re-arms the per-iteration faults (lost-signal).
    void begin_iteration();
    // The next host wait (read, write, host_wait, wait_queue_idle, wait_idle) that finds its value not reached yet
    // runs `work` once, then waits: a completion during the work is noticed after it. Null takes the work back.
    // Returns the work given before and not run yet, if any.
    WaitWork* work_in_next_wait(WaitWork* work);

    // `tag` identifies the submission in DeviceState (the engine passes the step index).
    Status submit(QueueId queue, std::span<const QueueOp> ops, uint32_t tag);
    // `ops` translated and checked once, for submit(PreparedId) to submit as submit() would, again and again, with the
    // values `varying` names set anew (a stress loop submits the same work every iteration). None when a
    // fault switch is on: the faults act on each submission as it is made, so the caller submits with submit().
    Result<std::optional<PreparedId>> prepare(QueueId queue, std::span<const QueueOp> ops, std::span<const OpValue> varying, uint32_t tag);
    // `values`: one per `varying` entry of the preparation, in its order.
    Status submit(PreparedId prepared, std::span<const uint64_t> values);
    // submit(prepared, values), then a wait for its queue to finish it: a prepared read or write (see read()).
    Result<WaitStatus> submit_and_wait(PreparedId prepared, std::span<const uint64_t> values, std::chrono::nanoseconds timeout);
    Status sync(QueueId queue, QueueId after, uint32_t tag);
    Result<WaitStatus> read(QueueId queue, const DownloadCmd& copy, std::chrono::nanoseconds timeout, uint32_t tag);
    Result<WaitStatus> write(QueueId queue, const UploadCmd& copy, std::chrono::nanoseconds timeout, uint32_t tag);
    Status host_signal(SemaphoreId id, uint64_t value);
    Result<WaitStatus> host_wait(SemaphoreId id, uint64_t value, std::chrono::nanoseconds timeout);
    Result<WaitStatus> wait_queue_idle(QueueId queue, std::chrono::nanoseconds timeout);
    // The progress value of the queue's last submission, and a wait for the queue to reach a value of it: what
    // wait_queue_idle waits for, taken apart so that a caller can wait for the work submitted up to a point.
    uint64_t submitted(QueueId queue) const;
    Result<WaitStatus> wait_submitted(QueueId queue, uint64_t value, std::chrono::nanoseconds timeout);
    Result<WaitStatus> wait_idle(std::chrono::nanoseconds timeout);
    // Every queue has finished all its submissions, as host waits already saw: wait_idle would return at once.
    bool known_idle() const;

    DeviceState state();
    // Raises every timeline semaphore (user and progress) to the largest value awaited of it, so that
    // stuck queues run on; then the caller waits for idle again. A progress timeline is raised only for
    // other queues' sync waits (never past its last submission), not for the host's: "idle" must still
    // mean that the queue itself finished, so a queue that cannot finish stays visibly stuck.
    Status recover();
    // Semaphore ids are the user's and `name` is filled; for a progress timeline `progress` is set and
    // `semaphore` is the queue id. Signals that land below a value recover() raised are left out.
    std::vector<TimelineViolation> take_violations();
    std::vector<std::string> take_messages();
    // false when take_violations and take_messages would both return nothing now (a cheap look, every iteration).
    bool findings_pending();
    // Gives up on queues that recover() could not drain: stops the backend's threads (Backend::abandon) and
    // leaks the backend at destruction instead of draining it. Says what was stopped. After it only
    // take_violations, take_messages, work_in_next_wait and the destructor may be called.
    std::string abandon();

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace syncstress::sync
