// A submission: each queue command becomes one or two enqueued OpenCL commands on the queue's in-order
// cl_command_queue (README.md has the table).
#include "opencl_adapter.h"

#include "opencl_kernels.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace syncstress::opencl {

namespace {

constexpr size_t k_element = sizeof(cl_uint);
// Delays that add up to this much since the queue's last hold make the last of them a hold (Queue::held_until).
constexpr uint64_t k_long_delay_us = 1000;

std::string id_text(const char* kind, uint32_t id) { return std::string(kind) + " " + std::to_string(id); }

}  // namespace

ss_status Adapter::submit(uint32_t queue, const ss_command* commands, size_t count) {
    Queue* q = queue_of(queue, "submit");
    if (!q) return SS_ERROR;
    if (!commands && count > 0) return fail(SS_ERROR, "submit: no commands given");
    if (const ss_status s = queue_faults(); s != SS_OK) return s;
    if (const ss_status s = settle(*q, false); s != SS_OK) return s;
    ss_status status = SS_OK;
    // The event of the command just before a signal: in an in-order queue it completes after everything before it,
    // as a marker would, without a command more.
    cl_event last = nullptr;
    for (size_t i = 0; i < count && status == SS_OK; ++i) {
        const ss_command& c = commands[i];
        const bool before_signal = i + 1 < count && commands[i + 1].kind == SS_CMD_SIGNAL;
        const bool defer = before_signal && deferrable(commands, count, i + 1);
        cl_event* done = before_signal && !defer ? &last : nullptr;
        switch (c.kind) {
        case SS_CMD_FILL: status = fill(*q, c.u.fill, done); break;
        case SS_CMD_COPY: status = copy(*q, c.u.copy, done); break;
        case SS_CMD_UPLOAD: status = host_transfer(*q, c.u.upload, false, done); break;
        case SS_CMD_DOWNLOAD: status = host_transfer(*q, c.u.download, true, done); break;
        case SS_CMD_DISPATCH: status = dispatch(*q, c.u.dispatch, done); break;
        case SS_CMD_OPAQUE: status = opaque(*q, c.u.opaque, done); break;
        case SS_CMD_DELAY: status = delay(*q, c.u.delay, done); break;
        case SS_CMD_SIGNAL: status = signal(*q, commands, count, i, last, deferrable(commands, count, i)); break;
        case SS_CMD_WAIT: status = wait(*q, commands, count, i, &last); break;
        // The queue is in order: every command already runs after the ones before it (README.md).
        case SS_CMD_BARRIER: status = barrier(c.u.barrier); break;
        default: status = fail(SS_UNSUPPORTED, "submit: command " + std::to_string(i) + " has unknown kind " + std::to_string(c.kind));
        }
    }
    if (last) clReleaseEvent(last);  // a failed submission's
    // Without a flush pocl may hold the commands until the next blocking call.
    if (const cl_int rc = clFlush(q->queue); rc != CL_SUCCESS && status == SS_OK)
        status = cl_fail("clFlush", rc, id_text("submit to queue", queue));
    return status;
}

// Nothing to enqueue, only the buffer range to check, as any command's.
ss_status Adapter::barrier(const ss_barrier& c) {
    if (c.buffer == SS_BARRIER_ALL_MEMORY) return SS_OK;
    Buffer* buffer = buffer_of(c.buffer, "barrier");
    if (!buffer || !in_range(c.offset, c.count, buffer->elements, "barrier", "buffer", c.buffer)) return SS_ERROR;
    return SS_OK;
}

ss_status Adapter::fill(Queue& q, const ss_fill& c, cl_event* done) {
    const auto what = [&] { return "fill of " + id_text("buffer", c.dst); };
    Buffer* dst = buffer_of(c.dst, "fill");
    if (!dst || !in_range(c.offset, c.count, dst->elements, "fill", "buffer", c.dst)) return SS_ERROR;
    if (c.count == 0) return SS_OK;  // a fill of no bytes is CL_INVALID_VALUE
    const cl_uint value = c.value;
    const cl_int rc =
        clEnqueueFillBuffer(q.queue, dst->memory, &value, sizeof value, c.offset * k_element, c.count * k_element, 0, nullptr, done);
    return rc == CL_SUCCESS ? SS_OK : cl_fail("clEnqueueFillBuffer", rc, what());
}

ss_status Adapter::copy(Queue& q, const ss_transfer& c, cl_event* done) {
    const auto what = [&] { return "copy of " + id_text("buffer", c.src) + " to " + id_text("buffer", c.dst); };
    Buffer* src = buffer_of(c.src, "copy");
    Buffer* dst = src ? buffer_of(c.dst, "copy") : nullptr;
    if (!dst || !in_range(c.src_offset, c.count, src->elements, "copy", "buffer", c.src) ||
        !in_range(c.dst_offset, c.count, dst->elements, "copy", "buffer", c.dst))
        return SS_ERROR;
    if (c.count == 0) return SS_OK;
    const size_t bytes = c.count * k_element;
    const bool overlap = src == dst && c.src_offset < c.dst_offset + c.count && c.dst_offset < c.src_offset + c.count;
    if (!overlap) {
        const cl_int rc = clEnqueueCopyBuffer(q.queue, src->memory, dst->memory, c.src_offset * k_element, c.dst_offset * k_element, bytes,
                                              0, nullptr, done);
        return rc == CL_SUCCESS ? SS_OK : cl_fail("clEnqueueCopyBuffer", rc, what());
    }
    if (q.scratch_elements < c.count) {
        // The old scratch is released now and freed by the runtime once the commands that use it have finished.
        if (q.scratch) clReleaseMemObject(q.scratch);
        q.scratch = nullptr;
        q.scratch_elements = 0;
        cl_int rc = CL_SUCCESS;
        q.scratch = clCreateBuffer(context_, CL_MEM_READ_WRITE, bytes, nullptr, &rc);
        if (rc != CL_SUCCESS) return cl_fail("clCreateBuffer", rc, what() + " (its scratch buffer)");
        q.scratch_elements = c.count;
    }
    cl_int rc = clEnqueueCopyBuffer(q.queue, src->memory, q.scratch, c.src_offset * k_element, 0, bytes, 0, nullptr, nullptr);
    if (rc == CL_SUCCESS) rc = clEnqueueCopyBuffer(q.queue, q.scratch, dst->memory, 0, c.dst_offset * k_element, bytes, 0, nullptr, done);
    return rc == CL_SUCCESS ? SS_OK : cl_fail("clEnqueueCopyBuffer", rc, what() + " (through its scratch buffer)");
}

// An upload (host array -> buffer) or a download (buffer -> host array), non-blocking: OpenCL reads or writes the host
// array when the command runs, or any time before it completes.
ss_status Adapter::host_transfer(Queue& q, const ss_transfer& c, bool download, cl_event* done, bool blocking) {
    const char* name = download ? "download" : "upload";
    const uint32_t buffer_id = download ? c.src : c.dst, host_id = download ? c.dst : c.src;
    const uint64_t buffer_offset = download ? c.src_offset : c.dst_offset, host_offset = download ? c.dst_offset : c.src_offset;
    const auto what = [&] {
        return download ? "download of " + id_text("buffer", c.src) + " to " + id_text("host array", c.dst)
                        : "upload of " + id_text("host array", c.src) + " to " + id_text("buffer", c.dst);
    };
    // Looked up in the command's order of operands, so that the message names the first bad one.
    Buffer* buffer = download ? buffer_of(buffer_id, name) : nullptr;
    HostArray* host = (!download || buffer) ? host_array_of(host_id, name) : nullptr;
    if (!download && host) buffer = buffer_of(buffer_id, name);
    if (!buffer || !host ||
        !in_range(c.src_offset, c.count, download ? buffer->elements : host->elements, name, download ? "buffer" : "host array", c.src) ||
        !in_range(c.dst_offset, c.count, download ? host->elements : buffer->elements, name, download ? "host array" : "buffer", c.dst))
        return SS_ERROR;
    if (c.count == 0) return SS_OK;
    uint32_t* data = host->data + host_offset;
    const cl_bool block = blocking ? CL_TRUE : CL_FALSE;
    const cl_int rc =
        download
            ? clEnqueueReadBuffer(q.queue, buffer->memory, block, buffer_offset * k_element, c.count * k_element, data, 0, nullptr, done)
            : clEnqueueWriteBuffer(q.queue, buffer->memory, block, buffer_offset * k_element, c.count * k_element, data, 0, nullptr, done);
    return rc == CL_SUCCESS ? SS_OK : cl_fail(download ? "clEnqueueReadBuffer" : "clEnqueueWriteBuffer", rc, what());
}

ss_status Adapter::dispatch(Queue& q, const ss_dispatch& c, cl_event* done) {
    if (c.kernel >= SS_KERNEL_COUNT) return fail(SS_UNSUPPORTED, "dispatch: unknown kernel " + std::to_string(c.kernel));
    const char* name = k_kernel_names[c.kernel];
    const auto what = [&] { return std::string("dispatch of ") + name + " to " + id_text("buffer", c.dst); };
    Buffer* dst = buffer_of(c.dst, "dispatch");
    if (!dst || !in_range(c.offset, c.count, dst->elements, "dispatch", "buffer", c.dst)) return SS_ERROR;
    // `a` and `b` name buffers only for the kernels that read them; the others bind dst in their place.
    const bool reads_a = c.kernel == SS_KERNEL_ADD || c.kernel == SS_KERNEL_SCALE || c.kernel == SS_KERNEL_COPY;
    const bool reads_b = c.kernel == SS_KERNEL_ADD;
    Buffer* a = reads_a ? buffer_of(c.a, "dispatch") : dst;
    Buffer* b = a && reads_b ? buffer_of(c.b, "dispatch") : dst;
    if (!a || !b || (reads_a && !in_range(c.offset, c.count, a->elements, "dispatch", "buffer", c.a)) ||
        (reads_b && !in_range(c.offset, c.count, b->elements, "dispatch", "buffer", c.b)))
        return SS_ERROR;
    if (c.count == 0) return SS_OK;
    cl_kernel kernel = kernels_[c.kernel];
    const cl_ulong offset = c.offset;
    const cl_uint p0 = c.p0, p1 = c.p1;
    cl_int rc = clSetKernelArg(kernel, 0, sizeof(cl_mem), &dst->memory);
    if (rc == CL_SUCCESS) rc = clSetKernelArg(kernel, 1, sizeof(cl_mem), &a->memory);
    if (rc == CL_SUCCESS) rc = clSetKernelArg(kernel, 2, sizeof(cl_mem), &b->memory);
    if (rc == CL_SUCCESS) rc = clSetKernelArg(kernel, 3, sizeof offset, &offset);
    if (rc == CL_SUCCESS) rc = clSetKernelArg(kernel, 4, sizeof p0, &p0);
    if (rc == CL_SUCCESS) rc = clSetKernelArg(kernel, 5, sizeof p1, &p1);
    if (rc != CL_SUCCESS) return cl_fail("clSetKernelArg", rc, what());
    const size_t global = static_cast<size_t>(c.count);
    rc = clEnqueueNDRangeKernel(q.queue, kernel, 1, nullptr, &global, nullptr, 0, nullptr, done);
    return rc == CL_SUCCESS ? SS_OK : cl_fail("clEnqueueNDRangeKernel", rc, what());
}

ss_status Adapter::opaque(Queue& q, const ss_opaque& c, cl_event* done) {
    const auto what = [&] { return "opaque kernel " + std::to_string(c.id); };
    if (c.write_count == 0 || c.read_count > SS_OPAQUE_MAX_RANGES || c.write_count > SS_OPAQUE_MAX_RANGES || !c.ranges)
        return fail(SS_ERROR, what() + ": " + std::to_string(c.read_count) + " reads and " + std::to_string(c.write_count) +
                                  " writes; 0 to 8 reads and 1 to 8 writes are allowed");
    cl_mem memory[2 * SS_OPAQUE_MAX_RANGES] = {};
    cl_ulong offset[2][SS_OPAQUE_MAX_RANGES] = {}, count[2][SS_OPAQUE_MAX_RANGES] = {};
    size_t longest = 0;
    for (uint32_t i = 0; i < c.read_count + c.write_count; ++i) {
        const ss_range& r = c.ranges[i];
        Buffer* b = buffer_of(r.buffer, "opaque kernel");
        if (!b || !in_range(r.offset, r.count, b->elements, "opaque kernel", "buffer", r.buffer)) return SS_ERROR;
        const bool write = i >= c.read_count;
        const uint32_t slot = write ? i - c.read_count : i;
        memory[(write ? SS_OPAQUE_MAX_RANGES : 0) + slot] = b->memory;
        offset[write][slot] = r.offset;
        count[write][slot] = r.count;
        if (write) longest = std::max<size_t>(longest, static_cast<size_t>(r.count));
    }
    cl_int rc = CL_SUCCESS;
    for (cl_uint arg = 0; arg < 2 * SS_OPAQUE_MAX_RANGES && rc == CL_SUCCESS; ++arg)
        rc = clSetKernelArg(opaque_, arg, sizeof(cl_mem), memory[arg] ? &memory[arg] : nullptr);
    const cl_uint scalars[] = {c.id, c.read_count, c.write_count};
    for (cl_uint i = 0; i < 3 && rc == CL_SUCCESS; ++i) rc = clSetKernelArg(opaque_, 16 + i, sizeof(cl_uint), &scalars[i]);
    const cl_ulong* vectors[] = {offset[0], count[0], offset[1], count[1]};
    for (cl_uint i = 0; i < 4 && rc == CL_SUCCESS; ++i) rc = clSetKernelArg(opaque_, 19 + i, sizeof(cl_ulong8), vectors[i]);
    if (rc != CL_SUCCESS) return cl_fail("clSetKernelArg", rc, what());
    if (longest == 0) return SS_OK;
    rc = clEnqueueNDRangeKernel(q.queue, opaque_, 1, nullptr, &longest, nullptr, 0, nullptr, done);
    return rc == CL_SUCCESS ? SS_OK : cl_fail("clEnqueueNDRangeKernel", rc, what());
}

ss_status Adapter::delay(Queue& q, const ss_delay& c, cl_event* done) {
    const auto what = [&] { return "delay of " + std::to_string(c.microseconds) + " us"; };
    if (c.microseconds == 0) return SS_OK;
    const cl_ulong iterations = static_cast<cl_ulong>(std::ceil(c.microseconds * spins_per_us_));
    cl_int rc = clSetKernelArg(spin_, 1, sizeof iterations, &iterations);
    if (rc != CL_SUCCESS) return cl_fail("clSetKernelArg", rc, what());
    const size_t one = 1;
    const bool holds = q.delay_us + c.microseconds >= k_long_delay_us;
    cl_event event = nullptr;
    rc = clEnqueueNDRangeKernel(q.queue, spin_, 1, nullptr, &one, nullptr, 0, nullptr, holds || done ? &event : nullptr);
    if (rc != CL_SUCCESS) return cl_fail("clEnqueueNDRangeKernel", rc, what());
    q.delay_us = holds ? 0 : q.delay_us + c.microseconds;
    if (holds && done) clRetainEvent(event);
    if (holds) hold(q, event);
    if (done) *done = event;
    return SS_OK;
}

// The waits from commands[i] on, up to the next command of another kind, as one barrier gated on the user events of
// the values not reached yet: in an in-order queue nothing after a barrier starts before it completes. A value not
// reached may be one that only a queue's signal raises, with nobody else there to raise it: every queue's thread
// raises its signals from then on.
ss_status Adapter::wait(Queue& q, const ss_command* commands, size_t count, size_t& i, cl_event* done) {
    // A value a deferred signal reaches is raised only once its marker completes.
    if (const ss_status s = settle_all(); s != SS_OK) return s;
    std::vector<cl_event> gates;
    ss_status status = SS_OK;
    for (; i < count && commands[i].kind == SS_CMD_WAIT; ++i) {
        const ss_timeline& w = commands[i].u.wait;
        Semaphore* s = semaphore_of(w.semaphore, "wait");
        if (!s) {
            status = SS_ERROR;
            break;
        }
        cl_int rc = CL_SUCCESS;
        if (cl_event gate = s->gate(w.value, rc)) gates.push_back(gate);
        if (rc != CL_SUCCESS) {
            status = cl_fail("clCreateUserEvent", rc, "wait for " + id_text("semaphore", w.semaphore));
            break;
        }
    }
    --i;  // the caller's loop steps past the last wait
    if (status == SS_OK && !gates.empty()) {
        cl_event barrier = nullptr;
        const cl_int rc = clEnqueueBarrierWithWaitList(q.queue, static_cast<cl_uint>(gates.size()), gates.data(), &barrier);
        if (rc != CL_SUCCESS) {
            status = cl_fail("clEnqueueBarrierWithWaitList", rc, "a wait for a semaphore");
        } else {
            if (i + 1 < count && commands[i + 1].kind == SS_CMD_SIGNAL) {
                clRetainEvent(barrier);
                *done = barrier;
            }
            hold(q, barrier);
        }
        for (auto& other : queues_)
            if (other) other->completer->drive();
    }
    for (cl_event gate : gates) clReleaseEvent(gate);
    return status;
}

// The signals from commands[i] on, up to the next command of another kind, as one event: the command's just before
// them, else a marker; it completes once every command before it on the queue has, and whoever then retires it (the
// host waiting, or the queue's thread) raises the semaphores.
bool Adapter::deferrable(const ss_command* commands, size_t count, size_t i) {
    for (; i < count && commands[i].kind == SS_CMD_SIGNAL; ++i) {
        const Semaphore* s =
            commands[i].u.signal.semaphore < semaphores_.size() ? semaphores_[commands[i].u.signal.semaphore].get() : nullptr;
        if (!s || s->gated()) return false;
    }
    return i == count;
}

ss_status Adapter::settle(Queue& q, bool flush) {
    if (!q.deferred) return SS_OK;
    SignalRecord record = std::move(*q.deferred);
    q.deferred.reset();
    if (const cl_int rc = clEnqueueMarkerWithWaitList(q.queue, 0, nullptr, &record.marker); rc != CL_SUCCESS)
        return cl_fail("clEnqueueMarkerWithWaitList", rc, "a signal of a semaphore");
    q.completer->push(std::move(record));
    if (const cl_int rc = flush ? clFlush(q.queue) : CL_SUCCESS; rc != CL_SUCCESS) return cl_fail("clFlush", rc, "a signal of a semaphore");
    return SS_OK;
}

ss_status Adapter::settle_all() {
    for (auto& q : queues_)
        if (q)
            if (const ss_status s = settle(*q, true); s != SS_OK) return s;
    return SS_OK;
}

ss_status Adapter::signal(Queue& q, const ss_command* commands, size_t count, size_t& i, cl_event& last, bool defer) {
    SignalRecord record;
    for (; i < count && commands[i].kind == SS_CMD_SIGNAL; ++i) {
        const ss_timeline& s = commands[i].u.signal;
        Semaphore* semaphore = semaphore_of(s.semaphore, "signal");
        if (!semaphore) return SS_ERROR;
        record.add(semaphore, s.value);
    }
    --i;
    record.marker = std::exchange(last, nullptr);
    if (!record.marker && defer) {
        q.deferred = std::move(record);
        return SS_OK;
    }
    if (!record.marker)
        if (const cl_int rc = clEnqueueMarkerWithWaitList(q.queue, 0, nullptr, &record.marker); rc != CL_SUCCESS)
            return cl_fail("clEnqueueMarkerWithWaitList", rc, "a signal of a semaphore");
    q.completer->push(std::move(record));
    return SS_OK;
}

}  // namespace syncstress::opencl
