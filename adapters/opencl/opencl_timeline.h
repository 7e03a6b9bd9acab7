// Timeline semaphores over OpenCL 1.2, which has none: the value lives on the host, a queue's wait is a barrier gated
// on a user event per awaited value, and a queue's signal is an event (the last command's, else a marker) whose
// completion raises the value (and so completes the user events it reaches). Who raises it: the host's thread when
// it waits for the value or looks at it, without a hand-off; a thread per queue only while a queue's wait is gated on
// a value that queue's signals raise, which nobody else might be there to raise.
#pragma once

#include <CL/cl.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <map>
#include <memory>
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
    // Whether a queue waits on a value not reached yet (a gate not completed).
    bool gated() const { return gated_.load(std::memory_order_acquire); }
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
    std::atomic<bool> gated_{false};  // !gates_.empty()
    std::mutex mutex_;
    std::condition_variable reached_;
    std::map<uint64_t, cl_event> gates_;  // awaited value -> its user event
};

// What one signal's event raises once it completes: a submission's run of signals, most often one or two, held
// inline (a submission allocates nothing for them).
struct SignalRecord {
    using Signal = std::pair<Semaphore*, uint64_t>;
    static constexpr size_t k_inline = 4;

    cl_event marker = nullptr;  // owned: released once retired

    void add(Semaphore* semaphore, uint64_t value) {
        if (count < k_inline)
            first[count] = {semaphore, value};
        else
            more.emplace_back(semaphore, value);
        ++count;
    }
    template <class F>
    void each(F&& f) const {
        for (size_t i = 0; i < std::min(count, k_inline); ++i) f(first[i].first, first[i].second);
        for (const auto& [semaphore, value] : more) f(semaphore, value);
    }

private:
    std::array<Signal, k_inline> first{};
    size_t count = 0;
    std::vector<Signal> more;
};

// Waits for OpenCL events on the calling thread, with the timeout OpenCL's own waits do not have: the event's status
// polled for `spin` (0 on a CPU device, whose cores are the device's own), then a sleep until an event callback, which
// only wakes the sleeper (no OpenCL call runs on the runtime's thread), or the timeout. Callbacks still to run are
// counted, so that the adapter is not freed under one.
class EventWaiter {
public:
    explicit EventWaiter(std::chrono::nanoseconds spin) : spin_(spin), pending_(std::make_shared<std::atomic<int>>(0)) {}
    // The event's status once it completed (CL_COMPLETE) or failed (negative), or CL_QUEUED when `timeout` passed
    // first; `rc` the failing call's code (then the status is CL_QUEUED too).
    cl_int wait(cl_event event, std::chrono::nanoseconds timeout, cl_int& rc) const;
    // true once every callback registered has run; false when `timeout` passed first.
    bool quiet(std::chrono::nanoseconds timeout) const;

private:
    std::chrono::nanoseconds spin_;
    std::shared_ptr<std::atomic<int>> pending_;  // callbacks registered and not yet run
};

// A queue's signals not yet raised, in the queue's order (an in-order queue completes them in order). retire() raises
// those whose events completed, in order; a thread of the queue's own does it as they complete while drive() asked
// for it, and completes user events outside the runtime's threads, where an event callback would run.
class Completer {
public:
    Completer();
    ~Completer();  // after stop() returned true
    Completer(const Completer&) = delete;
    Completer& operator=(const Completer&) = delete;

    // Takes the record; its semaphores' gates (a queue waiting on them) start the thread on it.
    void push(SignalRecord record);
    // The thread raises every signal pushed so far (and those after, while any is pushed) as its event completes.
    void drive();
    // Raises the signals whose events have completed, in order, up to the first that has not; does not block.
    void retire();
    // The event of the first signal that raises `semaphore` to `value` or more, with a reference the caller
    // releases; nullptr when no signal not yet raised does.
    cl_event event_reaching(const Semaphore* semaphore, uint64_t value);
    // Marks the end; true once the thread has ended, false when `timeout` passed first (then the thread is detached
    // and runs on: the caller must leak this object and what its records name).
    bool stop(std::chrono::milliseconds timeout);
    // The first failure of a signal's event ("" while none): the commands before it did not complete, so its signals
    // are not raised.
    std::string fault() const;

private:
    void run();

    mutable std::mutex mutex_;
    std::mutex retiring_;  // one retire() at a time, so that values rise in the queue's order
    std::condition_variable changed_;
    // The records not retired: records_[head_] on. A vector whose room is kept: pushing and retiring allocate nothing.
    std::vector<SignalRecord> records_;
    size_t head_ = 0;
    bool driving_ = false, stopping_ = false, ended_ = false;
    std::string fault_;
    std::thread thread_;
};

}  // namespace syncstress::opencl
