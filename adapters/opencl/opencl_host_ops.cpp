// What the host does: semaphores from the host, the runtime's own blocking read and write, its cross-queue sync, and
// the recovery after a hang.
#include "opencl_adapter.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <utility>

namespace syncstress::opencl {

namespace {

// A wait given at least this long on a queue nothing holds blocks in the runtime: only the device's own work is ahead
// of it, and a timeout this long is a hang's (the watchdog's), not a poll's.
constexpr std::chrono::nanoseconds k_block_timeout = std::chrono::seconds(1);

}  // namespace

ss_status Adapter::wait_event(cl_event event, uint64_t timeout_ns, const char* what) {
    cl_int rc = CL_SUCCESS;
    const cl_int status = waiter_.wait(event, std::chrono::nanoseconds(std::min<uint64_t>(timeout_ns, INT64_MAX)), rc);
    if (rc != CL_SUCCESS) return cl_fail("clGetEventInfo", rc, what);
    if (status == CL_COMPLETE) return SS_OK;
    if (status > CL_COMPLETE) return SS_TIMEOUT;
    return fail(SS_ERROR, std::string(what) + " ended with " + error_name(status));
}

ss_status Adapter::queue_faults() {
    for (auto& q : queues_)
        if (q)
            if (std::string fault = q->completer->fault(); !fault.empty()) return fail(SS_DEVICE_LOST, std::move(fault));
    return SS_OK;
}

void Adapter::retire_all() {
    for (auto& q : queues_)
        if (q) q->completer->retire();
}

bool Adapter::unheld(Queue& q) {
    if (!q.held_until) return true;
    cl_int status = CL_QUEUED;
    if (clGetEventInfo(q.held_until, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, nullptr) != CL_SUCCESS ||
        status > CL_COMPLETE)
        return false;
    clReleaseEvent(std::exchange(q.held_until, nullptr));
    return true;
}

void Adapter::hold(Queue& q, cl_event until) {
    if (q.held_until) clReleaseEvent(q.held_until);
    q.held_until = until;
}

ss_status Adapter::host_signal(uint32_t semaphore, uint64_t value) {
    Semaphore* s = semaphore_of(semaphore, "host_signal");
    if (!s) return SS_ERROR;
    s->raise(value);
    return SS_OK;
}

// On this thread: the signals whose events completed are raised; else the host waits for the event of the first
// signal that reaches the value, then raises what completed. No queue's signal reaching it (a value only the host
// raises): a wait on the semaphore, which only the timeout ends when the host alone calls the adapter.
ss_status Adapter::host_wait(uint32_t semaphore, uint64_t value, uint64_t timeout_ns) {
    using clock = std::chrono::steady_clock;
    Semaphore* s = semaphore_of(semaphore, "host_wait");
    if (!s) return SS_ERROR;
    if (s->value() >= value) return SS_OK;
    if (const ss_status settled = settle_all(); settled != SS_OK) return settled;
    const auto timeout = std::chrono::nanoseconds(std::min<uint64_t>(timeout_ns, INT64_MAX));
    std::optional<clock::time_point> deadline;  // read from the clock only when the host has to wait
    for (;;) {
        retire_all();
        if (s->value() >= value) return SS_OK;
        // A queue whose signal failed will never raise the value: say so rather than time out.
        if (const ss_status faults = queue_faults(); faults != SS_OK) return faults;
        const auto now = clock::now();
        if (!deadline) deadline = now + std::min(timeout, std::chrono::nanoseconds(std::chrono::hours(24 * 365)));
        const auto left = std::max(*deadline - now, clock::duration::zero());
        Queue* owner = nullptr;
        cl_event event = nullptr;
        for (auto& q : queues_)
            if (q && (event = q->completer->event_reaching(s, value))) {
                owner = q.get();
                break;
            }
        if (!event) return s->wait(value, left) ? SS_OK : SS_TIMEOUT;
        cl_int rc = CL_SUCCESS;
        cl_int status = CL_QUEUED;
        if (left >= k_block_timeout && unheld(*owner)) {
            rc = clWaitForEvents(1, &event);  // an error when the event failed: its status says how
            if (rc == CL_SUCCESS || rc == CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST)
                rc = clGetEventInfo(event, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, nullptr);
        } else {
            status = waiter_.wait(event, left, rc);
        }
        clReleaseEvent(event);
        if (rc != CL_SUCCESS) return cl_fail("clGetEventInfo", rc, "host_wait");
        if (status > CL_COMPLETE) {  // timed out, unless a signal of another queue raised it meanwhile
            retire_all();
            return s->value() >= value ? SS_OK : SS_TIMEOUT;
        }
        owner->completer->retire();
    }
}

ss_status Adapter::semaphore_value(uint32_t semaphore, uint64_t& value) {
    Semaphore* s = semaphore_of(semaphore, "semaphore_value");
    if (!s) return SS_ERROR;
    if (const ss_status settled = settle_all(); settled != SS_OK) return settled;
    retire_all();
    value = s->value();
    return SS_OK;
}

// The runtime's blocking transfer where nothing holds the queue; else the transfer's own event waited for on this
// thread.
ss_status Adapter::blocking_transfer(uint32_t queue, const ss_transfer& copy, bool download, uint64_t timeout_ns) {
    const char* name = download ? "read" : "write";
    Queue* q = queue_of(queue, name);
    if (!q) return SS_ERROR;
    const bool block = std::chrono::nanoseconds(std::min<uint64_t>(timeout_ns, INT64_MAX)) >= k_block_timeout && unheld(*q);
    if (!block)
        if (const ss_status s = settle(*q, false); s != SS_OK) return s;
    cl_event done = nullptr;
    if (const ss_status status = host_transfer(*q, copy, download, block ? nullptr : &done, block); status != SS_OK) return status;
    if (copy.count == 0) return fail(SS_ERROR, std::string(name) + " of no elements");
    if (block) {
        // It ran after the deferred signals: their values are reached.
        if (q->deferred) q->deferred->each([](Semaphore* semaphore, uint64_t value) { semaphore->raise(value); });
        q->deferred.reset();
        return SS_OK;
    }
    if (const cl_int rc = clFlush(q->queue); rc != CL_SUCCESS) {
        clReleaseEvent(done);
        return cl_fail("clFlush", rc, name);
    }
    const ss_status status = wait_event(done, timeout_ns, name);  // SS_TIMEOUT: the transfer stays enqueued
    clReleaseEvent(done);
    return status;
}

ss_status Adapter::read(uint32_t queue, const ss_transfer& copy, uint64_t timeout_ns) {
    return blocking_transfer(queue, copy, true, timeout_ns);
}

ss_status Adapter::write(uint32_t queue, const ss_transfer& copy, uint64_t timeout_ns) {
    return blocking_transfer(queue, copy, false, timeout_ns);
}

// A marker on `after` stands for everything submitted to it so far (an in-order queue completes it after them);
// `queue` gets a barrier on it.
ss_status Adapter::sync(uint32_t queue, uint32_t after) {
    Queue* q = queue_of(queue, "sync");
    Queue* a = q ? queue_of(after, "sync") : nullptr;
    if (!a) return SS_ERROR;
    if (q == a) return SS_OK;  // an in-order queue is already after its own work
    if (const ss_status s = settle(*a, false); s != SS_OK) return s;
    if (const ss_status s = settle(*q, false); s != SS_OK) return s;
    cl_event last = nullptr, barrier = nullptr;
    cl_int rc = clEnqueueMarkerWithWaitList(a->queue, 0, nullptr, &last);
    if (rc != CL_SUCCESS) return cl_fail("clEnqueueMarkerWithWaitList", rc, "sync after queue " + std::to_string(after));
    const bool held = !unheld(*a);  // then `queue` is held as long as `after` is
    rc = clEnqueueBarrierWithWaitList(q->queue, 1, &last, held ? &barrier : nullptr);
    clReleaseEvent(last);
    if (rc != CL_SUCCESS) return cl_fail("clEnqueueBarrierWithWaitList", rc, "sync of queue " + std::to_string(queue));
    if (held) hold(*q, barrier);
    rc = clFlush(a->queue);
    if (rc == CL_SUCCESS) rc = clFlush(q->queue);
    return rc == CL_SUCCESS ? SS_OK : cl_fail("clFlush", rc, "sync");
}

// syncstress has raised every semaphore to what is awaited of it, which completed their gates: raising each to its
// own value again completes any gate a race left behind, and a flush starts what they release.
ss_status Adapter::recover() {
    if (const ss_status s = settle_all(); s != SS_OK) return s;
    retire_all();
    for (auto& s : semaphores_)
        if (s) s->raise(s->value());
    for (auto& q : queues_)
        if (q)
            if (const cl_int rc = clFlush(q->queue); rc != CL_SUCCESS) return cl_fail("clFlush", rc, "recover");
    return SS_OK;
}

}  // namespace syncstress::opencl
