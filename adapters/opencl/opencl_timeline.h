// Timeline semaphores over OpenCL 1.2, which has none: the value lives on the host, a queue's wait is a barrier gated
// on a user event per awaited value, and a queue's signal is a marker that a per-queue thread waits for before it
// raises the value (and so completes the user events it reaches).
#pragma once

#include <CL/cl.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace syncstress::opencl {

class Semaphore {
public:
    Semaphore(cl_context context, uint64_t initial) : context_(context), value_(initial) {}
    ~Semaphore();
    Semaphore(const Semaphore&) = delete;
    Semaphore& operator=(const Semaphore&) = delete;

    uint64_t value() const { return value_.load(std::memory_order_acquire); }
    // A user event that completes once the value reaches `v`, with a reference the caller releases; nullptr with
    // `error` CL_SUCCESS when it has already reached it.
    cl_event gate(uint64_t v, cl_int& error);
    // Raises the value to `v` (never lowers it) and completes every gate the value has reached.
    void raise(uint64_t v);
    // true once the value reaches `v`; false when `timeout` passed first.
    bool wait(uint64_t v, std::chrono::nanoseconds timeout);
    // Ends every gate not yet reached with `status` (CL_COMPLETE: the commands behind it run).
    void end_gates(cl_int status);

private:
    void complete(std::vector<cl_event>& gates, cl_int status);

    cl_context context_;
    std::atomic<uint64_t> value_;
    std::mutex mutex_;
    std::condition_variable reached_;
    std::map<uint64_t, cl_event> gates_;  // awaited value -> its user event
};

// What one signal marker raises once it completes; or a command the host waits for (its ticket, from 1).
struct SignalRecord {
    cl_event marker = nullptr;  // owned: released once waited for
    std::vector<std::pair<Semaphore*, uint64_t>> signals;
    uint64_t ticket = 0;
};

// A queue's signals, completed in order by a thread of their own: an in-order queue finishes its markers in order,
// and the thread completes user events outside the runtime's threads, where an event callback would run.
class Completer {
public:
    Completer();
    ~Completer();  // after stop() returned true
    Completer(const Completer&) = delete;
    Completer& operator=(const Completer&) = delete;

    void push(SignalRecord record);
    // The host's wait for one command of the queue (owned from here on), through the same thread: a blocking wait with
    // a timeout, which OpenCL does not have.
    uint64_t push_awaited(cl_event command);
    // CL_COMPLETE once the command of `ticket` completed, its status when negative, CL_QUEUED when `timeout` passed.
    cl_int wait_for(uint64_t ticket, std::chrono::nanoseconds timeout);
    // Marks the end; true once the thread has done every record and ended, false when `timeout` passed first (then
    // the thread is detached and runs on: the caller must leak this object and what its records name).
    bool stop(std::chrono::milliseconds timeout);
    // The first failure of a marker ("" while none): the commands before it did not complete, so its signals are not
    // raised.
    std::string fault() const;

private:
    void run();

    mutable std::mutex mutex_;
    std::condition_variable changed_, awaited_done_;
    std::deque<SignalRecord> records_;
    uint64_t tickets_ = 0, done_ = 0;  // awaited commands pushed, and done (in order: one queue completes in order)
    std::map<uint64_t, cl_int> failed_;  // tickets whose command failed, and how
    bool stopping_ = false, ended_ = false;
    std::string fault_;
    std::thread thread_;
};

}  // namespace syncstress::opencl
