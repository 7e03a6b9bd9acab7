// What the host does: semaphores from the host, the runtime's own blocking read and write, its cross-queue sync, and
// the recovery after a hang.
#include "opencl_adapter.h"

#include <algorithm>
#include <cstdint>
#include <thread>

namespace syncstress::opencl {

namespace {

// clWaitForEvents cannot time out, so a wait looks at the event's status: yielding for k_spin (a GPU's round trip
// for a short transfer), then a host op blocks on its queue's completion thread, and destroy's drain naps, longer
// after k_long_after, so that neither keeps a core from the runtime's own threads (pocl's are the device).
constexpr auto k_spin = std::chrono::microseconds(50);
constexpr auto k_short_nap = std::chrono::microseconds(20);
constexpr auto k_long_nap = std::chrono::microseconds(200);
constexpr auto k_long_after = std::chrono::milliseconds(5);

}  // namespace

ss_status Adapter::wait_event(cl_event event, uint64_t timeout_ns, const char* what) {
    using clock = std::chrono::steady_clock;
    const auto start = clock::now();
    // Beyond a year, start + timeout would overflow: such a timeout stands for "forever".
    const auto timeout = std::chrono::nanoseconds(std::min<uint64_t>(timeout_ns, uint64_t{365} * 24 * 3600 * 1000000000));
    for (;;) {
        cl_int status = CL_QUEUED;
        const cl_int rc = clGetEventInfo(event, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, nullptr);
        if (rc != CL_SUCCESS) return cl_fail("clGetEventInfo", rc, what);
        if (status == CL_COMPLETE) return SS_OK;
        if (status < 0) return fail(SS_ERROR, std::string(what) + " ended with " + error_name(status));
        const auto waited = clock::now() - start;
        if (waited >= timeout) return SS_TIMEOUT;
        if (waited < k_spin)
            std::this_thread::yield();
        else
            std::this_thread::sleep_for(waited < k_long_after ? k_short_nap : k_long_nap);
    }
}

ss_status Adapter::queue_faults() {
    for (auto& q : queues_)
        if (q)
            if (std::string fault = q->completer->fault(); !fault.empty()) return fail(SS_DEVICE_LOST, std::move(fault));
    return SS_OK;
}

ss_status Adapter::host_signal(uint32_t semaphore, uint64_t value) {
    Semaphore* s = semaphore_of(semaphore, "host_signal");
    if (!s) return SS_ERROR;
    s->raise(value);
    return SS_OK;
}

ss_status Adapter::host_wait(uint32_t semaphore, uint64_t value, uint64_t timeout_ns) {
    Semaphore* s = semaphore_of(semaphore, "host_wait");
    if (!s) return SS_ERROR;
    if (s->wait(value, std::chrono::nanoseconds(std::min<uint64_t>(timeout_ns, INT64_MAX)))) return SS_OK;
    // A queue whose signal failed will never raise the value: say so rather than time out.
    if (const ss_status faults = queue_faults(); faults != SS_OK) return faults;
    return SS_TIMEOUT;
}

ss_status Adapter::semaphore_value(uint32_t semaphore, uint64_t& value) {
    Semaphore* s = semaphore_of(semaphore, "semaphore_value");
    if (!s) return SS_ERROR;
    value = s->value();
    return SS_OK;
}

ss_status Adapter::blocking_transfer(uint32_t queue, const ss_transfer& copy, bool download, uint64_t timeout_ns) {
    const char* name = download ? "read" : "write";
    Queue* q = queue_of(queue, name);
    if (!q) return SS_ERROR;
    cl_event done = nullptr;
    if (const ss_status status = host_transfer(*q, copy, download, &done); status != SS_OK) return status;
    clRetainEvent(done);  // the completion thread releases its reference when done with it
    const uint64_t ticket = q->completer->push_awaited(done);
    cl_int rc = clFlush(q->queue);
    if (rc != CL_SUCCESS) {
        clReleaseEvent(done);
        return cl_fail("clFlush", rc, name);
    }
    cl_int status = CL_QUEUED;
    const auto spin_until = std::chrono::steady_clock::now() + k_spin;
    do {
        rc = clGetEventInfo(done, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, nullptr);
        if (rc == CL_SUCCESS && status <= CL_COMPLETE) break;
        std::this_thread::yield();
    } while (std::chrono::steady_clock::now() < spin_until);
    clReleaseEvent(done);
    if (rc != CL_SUCCESS || status > CL_COMPLETE)
        status = q->completer->wait_for(ticket, std::chrono::nanoseconds(std::min<uint64_t>(timeout_ns, INT64_MAX)));
    if (status == CL_COMPLETE) return SS_OK;
    if (status > 0) return SS_TIMEOUT;  // the transfer stays enqueued
    return fail(SS_ERROR, std::string(name) + " ended with " + error_name(status));
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
    cl_event last = nullptr;
    cl_int rc = clEnqueueMarkerWithWaitList(a->queue, 0, nullptr, &last);
    if (rc != CL_SUCCESS) return cl_fail("clEnqueueMarkerWithWaitList", rc, "sync after queue " + std::to_string(after));
    rc = clEnqueueBarrierWithWaitList(q->queue, 1, &last, nullptr);
    clReleaseEvent(last);
    if (rc != CL_SUCCESS) return cl_fail("clEnqueueBarrierWithWaitList", rc, "sync of queue " + std::to_string(queue));
    rc = clFlush(a->queue);
    if (rc == CL_SUCCESS) rc = clFlush(q->queue);
    return rc == CL_SUCCESS ? SS_OK : cl_fail("clFlush", rc, "sync");
}

// syncstress has raised every semaphore to what is awaited of it, which completed their gates: raising each to its
// own value again completes any gate a race left behind, and a flush starts what they release.
ss_status Adapter::recover() {
    for (auto& s : semaphores_)
        if (s) s->raise(s->value());
    for (auto& q : queues_)
        if (q)
            if (const cl_int rc = clFlush(q->queue); rc != CL_SUCCESS) return cl_fail("clFlush", rc, "recover");
    return SS_OK;
}

}  // namespace syncstress::opencl
