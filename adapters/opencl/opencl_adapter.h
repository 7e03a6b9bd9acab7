// The OpenCL adapter's state and its calls, one per entry of ss_adapter_api (opencl_entry.cpp turns them into the C
// table and catches every exception there). Calls return an ss_status; on failure last_error() says why.
#pragma once

#include "opencl_api.h"
#include "opencl_timeline.h"
#include "syncstress/adapter.h"

#include <CL/cl.h>

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace syncstress::opencl {

struct Queue {
    cl_command_queue queue = nullptr;
    std::unique_ptr<Completer> completer;
    // The last command that may hold the queue for long or for good (a wait on a value not reached, a sync after a
    // held queue, delays adding up to a millisecond), owned until it completes; delay_us: delays enqueued since.
    cl_event held_until = nullptr;
    uint64_t delay_us = 0;
    cl_mem scratch = nullptr;  // stages a copy whose ranges overlap in one buffer (undefined for clEnqueueCopyBuffer)
    uint64_t scratch_elements = 0;
    // The signals that ended the last submission, while nothing is enqueued after them and nobody asked for their
    // values: no event yet (asking for the event of the command before them costs 4-5 us on NVIDIA's OpenCL, most of a
    // small submission). A marker stands for them once anything is enqueued on the queue or someone waits for or asks
    // for their values (Adapter::settle); a blocking transfer on the queue that returns raises them instead, as it
    // ran after them.
    std::optional<SignalRecord> deferred;
};

struct Buffer {
    cl_mem memory = nullptr;
    uint64_t elements = 0;
};

struct HostArray {
    uint32_t* data = nullptr;
    uint64_t elements = 0;
};

class Adapter {
public:
    // Opens the device the options pick; on failure one sentence in `error`.
    static ss_status create(const ss_option* options, size_t count, std::unique_ptr<Adapter>& out, std::string& error);
    ~Adapter();
    Adapter(const Adapter&) = delete;
    Adapter& operator=(const Adapter&) = delete;

    // Ends every queue's work within a bounded time: true when all of it ended and the adapter may be deleted; false
    // when some queue did not drain (the adapter must then be leaked: its threads and the runtime still use it).
    bool shut_down();

    const char* last_error() const { return last_error_.c_str(); }
    void info(ss_adapter_info& out) const;

    ss_status create_queue(uint32_t id, uint32_t side);
    ss_status create_buffer(uint32_t id, uint64_t elements, uint32_t memory, uint32_t side);
    ss_status create_host_array(uint32_t id, uint32_t* data, uint64_t elements);
    ss_status create_semaphore(uint32_t id, uint64_t initial);

    ss_status submit(uint32_t queue, const ss_command* commands, size_t count);

    ss_status host_signal(uint32_t semaphore, uint64_t value);
    ss_status host_wait(uint32_t semaphore, uint64_t value, uint64_t timeout_ns);
    ss_status semaphore_value(uint32_t semaphore, uint64_t& value);

    ss_status read(uint32_t queue, const ss_transfer& copy, uint64_t timeout_ns);
    ss_status write(uint32_t queue, const ss_transfer& copy, uint64_t timeout_ns);
    ss_status sync(uint32_t queue, uint32_t after);
    ss_status recover();

    // The failing call's message, for the ABI's boundary.
    ss_status fail(ss_status status, std::string message);

private:
    Adapter() = default;
    ss_status open(const DeviceChoice& choice, std::string& error);
    bool build_program(std::string& error);
    bool calibrate_delay(std::string& error);

    // One command of a submission; `done`, when given, gets the event of the last OpenCL command it enqueued (left
    // as it is when it enqueued none).
    ss_status fill(Queue& q, const ss_fill& c, cl_event* done);
    ss_status barrier(const ss_barrier& c);
    ss_status copy(Queue& q, const ss_transfer& c, cl_event* done);
    ss_status host_transfer(Queue& q, const ss_transfer& c, bool download, cl_event* done, bool blocking = false);
    ss_status dispatch(Queue& q, const ss_dispatch& c, cl_event* done);
    ss_status opaque(Queue& q, const ss_opaque& c, cl_event* done);
    ss_status delay(Queue& q, const ss_delay& c, cl_event* done);
    ss_status wait(Queue& q, const ss_command* commands, size_t count, size_t& i, cl_event* done);
    // `last`: the event of the command just before the signals, taken over; nullptr: a marker stands for it, or with
    // `defer` (the signals end the submission and no queue waits for a value of theirs yet) nothing yet (Queue::deferred).
    ss_status signal(Queue& q, const ss_command* commands, size_t count, size_t& i, cl_event& last, bool defer);
    // Whether the signals from commands[i] on end the submission and no wait is enqueued for their semaphores.
    bool deferrable(const ss_command* commands, size_t count, size_t i);
    // The queue's deferred signals get their marker and go to its completer; with `flush`, the queue is flushed too
    // (else the caller's next command and flush follow). settle_all: every queue's, flushed.
    ss_status settle(Queue& q, bool flush);
    ss_status settle_all();

    // Id checks: nullptr and last_error() set when the id names nothing; `what` is the command's name.
    Queue* queue_of(uint32_t id, const char* what);
    Buffer* buffer_of(uint32_t id, const char* what);
    HostArray* host_array_of(uint32_t id, const char* what);
    Semaphore* semaphore_of(uint32_t id, const char* what);
    // Whether [offset, offset + count) lies in `elements`; else false and last_error() set.
    bool in_range(uint64_t offset, uint64_t count, uint64_t elements, const char* what, const char* kind, uint32_t id);
    ss_status cl_fail(const char* call, cl_int code, const std::string& what);
    // The first failure of a queue's signal, as SS_DEVICE_LOST; SS_OK when none.
    ss_status queue_faults();
    // Raises every queue's signals whose events have completed.
    void retire_all();
    // Whether nothing enqueued on `q` can hold it for long: then a host wait with a long timeout blocks in the
    // runtime (a blocking read, clWaitForEvents) instead of looking at the event's status.
    bool unheld(Queue& q);
    // `until` (owned from here on) is the queue's last command that may hold it.
    void hold(Queue& q, cl_event until);
    // Waits for an event on this thread (waiter_): SS_OK, SS_TIMEOUT, or SS_ERROR when it failed.
    ss_status wait_event(cl_event event, uint64_t timeout_ns, const char* what);
    // read() or write(): the transfer enqueued on the queue and waited for.
    ss_status blocking_transfer(uint32_t queue, const ss_transfer& copy, bool download, uint64_t timeout_ns);

    PickedDevice device_;
    cl_context context_ = nullptr;
    cl_program program_ = nullptr;
    cl_kernel kernels_[SS_KERNEL_COUNT] = {};
    cl_kernel spin_ = nullptr;
    cl_kernel opaque_ = nullptr;
    cl_command_queue setup_queue_ = nullptr;  // the zero fill of new buffers and the delay's calibration
    cl_mem sink_ = nullptr;                   // the spin kernel's output, read by nothing
    double spins_per_us_ = 0;
    EventWaiter waiter_{std::chrono::nanoseconds(0)};
    std::vector<std::unique_ptr<Queue>> queues_;
    std::vector<std::unique_ptr<Buffer>> buffers_;
    std::vector<std::unique_ptr<HostArray>> host_arrays_;
    std::vector<std::unique_ptr<Semaphore>> semaphores_;
    std::string notes_;
    std::string last_error_;
};

}  // namespace syncstress::opencl
