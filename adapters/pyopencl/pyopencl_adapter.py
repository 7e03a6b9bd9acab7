"""OpenCL through PyOpenCL as a syncstress runtime adapter:

    syncstress run scenarios/ --backend adapter:python:adapters/pyopencl/pyopencl_adapter.py \\
        --adapter-option platform=pocl --adapter-option device=0

Each scenario queue is an in-order cl.CommandQueue. A semaphore is a host-side timeline (syncstress_adapter.Timeline):
a signal on a queue is a marker whose completion raises the timeline (a completion thread per queue waits for its
markers in order); a wait on a queue is a user event completed when the timeline reaches the value, enqueued as a
marker that waits for it, so that a wait may be submitted before its signal. Uploads and downloads are non-blocking
enqueue_copy calls on numpy views of syncstress's host memory: OpenCL lets them touch the host memory any time until
they complete (the weaker bits say so). Options: platform=SUBSTRING of the platform's name, device=INDEX among its
devices. README.md beside this file lists what is known of pocl."""

import queue as queues
import sys
import threading
import time

import syncstress_adapter as ss

try:
    import numpy as np
    import pyopencl as cl
except ImportError as missing:
    np = cl = None
    IMPORT_ERROR = "%s for %s (%s): install it there, or set SYNCSTRESS_PYTHON to an interpreter that has it" % (
        missing, sys.executable, sys.version.split()[0])

KERNELS_SOURCE = r"""
uint lowbias32(uint x) {
    x ^= x >> 16; x *= 0x7feb352du; x ^= x >> 15; x *= 0x846ca68bu; x ^= x >> 16;
    return x;
}
#define ELEMENTWISE(name, expression) \
kernel void name(global uint* dst, global const uint* a, global const uint* b, ulong offset, uint p0, uint p1) { \
    const ulong at = offset + get_global_id(0); \
    const uint i = (uint)at; \
    dst[at] = expression; \
}
ELEMENTWISE(k_seq, p0 + i * p1)
ELEMENTWISE(k_hash, lowbias32(i + lowbias32(p0)))
ELEMENTWISE(k_add, a[at] + b[at])
ELEMENTWISE(k_scale, a[at] * p0)
ELEMENTWISE(k_inc, dst[at] + p0)
ELEMENTWISE(k_copy, a[at])
/* An opaque kernel (syncstress_adapter.Opaque): up to 8 read and 8 write ranges, unused ones null; table: the read
   ranges' offsets, their counts, the write ranges' offsets, their counts (8 each). Reads of an index before its writes. */
#define AT(n) case n: return r##n[e];
uint read_at(uint r, ulong e, global const uint* r0, global const uint* r1, global const uint* r2, global const uint* r3,
             global const uint* r4, global const uint* r5, global const uint* r6, global const uint* r7) {
    switch (r) { AT(0) AT(1) AT(2) AT(3) AT(4) AT(5) AT(6) AT(7) }
    return 0;
}
#define PUT(n) case n: w##n[e] = v; return;
void write_at(uint w, ulong e, uint v, global uint* w0, global uint* w1, global uint* w2, global uint* w3, global uint* w4,
              global uint* w5, global uint* w6, global uint* w7) {
    switch (w) { PUT(0) PUT(1) PUT(2) PUT(3) PUT(4) PUT(5) PUT(6) PUT(7) }
}
kernel void k_opaque(global const uint* r0, global const uint* r1, global const uint* r2, global const uint* r3,
                     global const uint* r4, global const uint* r5, global const uint* r6, global const uint* r7,
                     global uint* w0, global uint* w1, global uint* w2, global uint* w3, global uint* w4, global uint* w5,
                     global uint* w6, global uint* w7, uint id, uint reads, uint writes, global const ulong* table) {
    const ulong k = get_global_id(0);
    uint value[8];
    for (uint r = 0; r < reads; ++r) value[r] = k < table[8 + r] ? read_at(r, table[r] + k, r0, r1, r2, r3, r4, r5, r6, r7) : 0u;
    for (uint w = 0; w < writes; ++w) {
        if (k >= table[24 + w]) continue;
        uint h = lowbias32((uint)k + lowbias32(lowbias32(id) ^ (w * 0x9e3779b9u)));
        for (uint r = 0; r < reads; ++r)
            if (k < table[8 + r]) h = lowbias32((h ^ r) + value[r]);
        write_at(w, table[16 + w] + k, h ? h : 1u, w0, w1, w2, w3, w4, w5, w6, w7);
    }
}
/* The queue is busy while one work item runs `n` steps of an LCG whose result is stored: nothing to optimize away. */
kernel void spin(global uint* sink, uint n) {
    uint x = sink[0];
    for (uint k = 0; k < n; ++k) x = x * 1664525u + 1013904223u;
    sink[1] = x;
}
"""

COMPLETE = 0  # CL_COMPLETE
STOP = object()


def wait_until(event, deadline):
    """Polls an event until it completes (True) or `deadline` passes (False); a failed command raises."""
    nap = 20e-6
    while True:
        status = event.command_execution_status
        if status == COMPLETE:
            return True
        if status < 0:
            raise RuntimeError("an OpenCL command failed with status %d" % status)
        if time.monotonic() >= deadline:
            return False
        time.sleep(nap)
        nap = min(nap * 2, 1e-3)


def complete(user_event):
    try:
        user_event.set_status(COMPLETE)
    except cl.Error:  # completed already (by destroy)
        pass


class Queue:
    """A scenario queue: an in-order command queue, its last event (what sync waits for), and a thread that raises
    timelines as the queue's signal markers complete, in order.

    Every event is held until its command completed: the event of a non-blocking copy to or from host memory is a
    PyOpenCL NannyEvent, which waits for its command when it is freed, so dropping one behind a closed gate (a wait
    on a timeline not yet reached) would block the adapter for good (README.md has the reproduction)."""

    def __init__(self, adapter, context, name):
        self.adapter = adapter
        self.cl = cl.CommandQueue(context)
        self.last = None
        self.held = []  # events since the last signal marker
        self.signals = queues.Queue()
        self.sink = cl.Buffer(context, cl.mem_flags.READ_WRITE, 8)
        self.thread = threading.Thread(target=self.complete_signals, name="signals of " + name, daemon=True)
        self.thread.start()

    def add(self, event):
        self.held.append(event)
        self.last = event

    def signal(self, timeline, value):
        marker = cl.enqueue_marker(self.cl)
        self.cl.flush()  # the completion thread waits for it: it must reach the device
        self.signals.put((marker, timeline, value, self.held))
        self.held = []
        self.last = marker

    def complete_signals(self):
        while True:
            item = self.signals.get()
            if item is STOP:
                return
            marker, timeline, value, held = item
            try:
                marker.wait()
            except Exception as e:  # the queue's work failed: no later call can be trusted
                self.adapter.lost = "a command before a signal failed: %s" % e
                return
            del held[:]  # complete, as everything before the marker on an in-order queue: freed without a wait
            timeline.signal(value)


class PyOpenCLAdapter(ss.Adapter):
    name = "pyopencl"
    version = "1.0.0"

    def __init__(self):
        self.queues, self.buffers, self.host_arrays, self.semaphores = {}, {}, {}, {}
        self.pending = []  # user events of queue waits not yet completed
        self.lost = None

    def create(self, options):
        if cl is None:
            raise ss.Unsupported(IMPORT_ERROR)
        options = dict(options)
        wanted_platform = options.pop("platform", "")
        index = options.pop("device", "0")
        if options:
            raise ss.Unsupported("unknown option %s (this adapter takes platform=SUBSTRING and device=INDEX)" % ", ".join(sorted(options)))
        self.device = self.pick_device(wanted_platform, index)
        self.context = cl.Context([self.device])
        self.program = cl.Program(self.context, KERNELS_SOURCE).build()
        self.kernels = {name: getattr(self.program, "k_" + name) for name in ss.KERNELS}
        self.opaque_kernel = self.program.k_opaque
        self.spin = self.program.spin
        self.setup = cl.CommandQueue(self.context)
        self.spins_per_us = self.calibrate()

    def pick_device(self, wanted_platform, index):
        try:
            platforms = cl.get_platforms()
        except cl.Error as e:
            raise ss.Unsupported("no OpenCL platform: %s" % e)
        matching = [p for p in platforms if wanted_platform.lower() in p.name.lower()]
        if not matching:
            raise ss.Unsupported("no OpenCL platform's name holds %r (there are: %s)" % (wanted_platform, ", ".join(p.name for p in platforms) or "none"))
        devices = matching[0].get_devices()
        if not index.isdigit() or int(index) >= len(devices):
            raise ss.Unsupported("device=%s: %s has devices 0 to %d" % (index, matching[0].name, len(devices) - 1))
        return devices[int(index)]

    def calibrate(self):
        """Spin steps per microsecond: the fastest of a few timed runs (a run that was preempted counts for less)."""
        sink = cl.Buffer(self.context, cl.mem_flags.READ_WRITE, 8)
        steps, best = 1 << 20, None
        for _ in range(3):
            start = time.perf_counter()
            self.spin(self.setup, (1,), None, sink, np.uint32(steps))
            self.setup.finish()
            took = time.perf_counter() - start
            best = took if best is None else min(best, took)
        return steps / max(best * 1e6, 1e-3)

    def info(self):
        platform = self.device.platform
        return ss.Info(device=self.device.name.strip(), driver="%s %s" % (platform.name, self.device.driver_version),
                       api_version=self.device.version.strip(), memories=("device", "host_visible"),
                       host_ops=("read", "write", "sync"), weaker=ss.WEAKER,
                       # in-order queues keep every order a barrier asks for: correct, over-ordered
                       capabilities=("barriers", "serial_unordered", "opaque_kernels"),
                       notes=["PyOpenCL %s; delay: a spin kernel of %.0f steps a microsecond" % (cl.VERSION_TEXT, self.spins_per_us)])

    def check(self):
        if self.lost:
            raise ss.DeviceLost(self.lost)

    def create_queue(self, id, side, name):
        if side != "device":
            raise ss.Unsupported("OpenCL queues are device-side")
        self.queues[id] = Queue(self, self.context, name)

    def create_buffer(self, id, elements, memory, side):
        flags = cl.mem_flags.READ_WRITE | (cl.mem_flags.ALLOC_HOST_PTR if memory == "host_visible" else 0)
        buffer = cl.Buffer(self.context, flags, max(elements, 1) * 4)
        cl.enqueue_fill_buffer(self.setup, buffer, np.uint32(0), 0, max(elements, 1) * 4).wait()
        self.buffers[id] = buffer

    def create_host_array(self, id, array):
        self.host_arrays[id] = array

    def create_semaphore(self, id, initial):
        self.semaphores[id] = ss.Timeline(initial)

    def submit(self, queue, commands, unordered, unordered_queue=False):
        self.check()
        q = self.queues[queue]
        for c in commands:
            if isinstance(c, ss.Barrier):
                continue  # the queue is in order: what is before the barrier already runs first
            if isinstance(c, ss.Signal):
                q.signal(self.semaphores[c.semaphore], c.value)
            else:
                q.add(self.enqueue(q, c))

    def enqueue(self, q, c):
        if isinstance(c, ss.Wait):
            return cl.enqueue_marker(q.cl, wait_for=[self.threshold(self.semaphores[c.semaphore], c.value)])
        if isinstance(c, ss.Fill):
            return cl.enqueue_fill_buffer(q.cl, self.buffers[c.dst], np.uint32(c.value), c.offset * 4, c.count * 4)
        if isinstance(c, ss.Copy):
            return self.copy(q, c)
        if isinstance(c, ss.Upload):
            host = self.host_arrays[c.src][c.src_offset:c.src_offset + c.count]
            return cl.enqueue_copy(q.cl, self.buffers[c.dst], host, dst_offset=c.dst_offset * 4, is_blocking=False)
        if isinstance(c, ss.Download):
            host = self.host_arrays[c.dst][c.dst_offset:c.dst_offset + c.count]
            return cl.enqueue_copy(q.cl, host, self.buffers[c.src], src_offset=c.src_offset * 4, is_blocking=False)
        if isinstance(c, ss.Dispatch):
            return self.dispatch(q, c)
        if isinstance(c, ss.Opaque):
            return self.opaque(q, c)
        if isinstance(c, ss.Delay):
            return self.spin(q.cl, (1,), None, q.sink, np.uint32(min(int(c.us * self.spins_per_us), 0xFFFFFFFF)))
        raise ss.Unsupported("no command %r" % (c,))

    def threshold(self, timeline, value):
        """A user event that completes once `timeline` reaches `value` (at once if it has)."""
        event = cl.UserEvent(self.context)
        if len(self.pending) >= 256:
            self.pending = [e for e in self.pending if e.command_execution_status != COMPLETE]
        self.pending.append(event)
        timeline.when(value, lambda: complete(event))
        return event

    def copy(self, q, c):
        src, dst, n = self.buffers[c.src], self.buffers[c.dst], c.count * 4
        if c.src == c.dst and abs(c.src_offset - c.dst_offset) < c.count:
            # OpenCL refuses overlapping copies within a buffer: through a scratch buffer, as memmove would.
            scratch = cl.Buffer(self.context, cl.mem_flags.READ_WRITE, max(n, 4))
            cl.enqueue_copy(q.cl, scratch, src, byte_count=n, src_offset=c.src_offset * 4)
            return cl.enqueue_copy(q.cl, dst, scratch, byte_count=n, dst_offset=c.dst_offset * 4)
        return cl.enqueue_copy(q.cl, dst, src, byte_count=n, src_offset=c.src_offset * 4, dst_offset=c.dst_offset * 4)

    def dispatch(self, q, d):
        if d.count == 0:
            return cl.enqueue_marker(q.cl)
        dst = self.buffers[d.dst]
        a = self.buffers[d.a] if d.a is not None else dst
        b = self.buffers[d.b] if d.b is not None else dst
        kernel = self.kernels[d.kernel]
        return kernel(q.cl, (d.count,), None, dst, a, b, np.uint64(d.offset), np.uint32(d.p0), np.uint32(d.p1))

    def opaque(self, q, c):
        longest = max(w.count for w in c.writes)
        table = np.zeros(32, np.uint64)
        for r, x in enumerate(c.reads):
            table[r], table[8 + r] = x.offset, x.count
        for w, x in enumerate(c.writes):
            table[16 + w], table[24 + w] = x.offset, x.count
        # OpenCL keeps a buffer that an enqueued kernel uses until the kernel is done, whatever Python drops.
        table_buffer = cl.Buffer(self.context, cl.mem_flags.READ_ONLY | cl.mem_flags.COPY_HOST_PTR, hostbuf=table)
        reads = [self.buffers[x.buffer] for x in c.reads] + [None] * (8 - len(c.reads))
        writes = [self.buffers[x.buffer] for x in c.writes] + [None] * (8 - len(c.writes))
        return self.opaque_kernel(q.cl, (longest,), None, *reads, *writes, np.uint32(c.id), np.uint32(len(c.reads)),
                                  np.uint32(len(c.writes)), table_buffer)

    def host_signal(self, semaphore, value):
        self.semaphores[semaphore].signal(value)

    def host_wait(self, semaphore, value, timeout_s):
        self.check()
        return self.semaphores[semaphore].wait(value, timeout_s)

    def semaphore_value(self, semaphore):
        return self.semaphores[semaphore].value

    def read(self, queue, download, timeout_s):
        return self.blocking(queue, download, timeout_s)

    def write(self, queue, upload, timeout_s):
        return self.blocking(queue, upload, timeout_s)

    def blocking(self, queue, transfer, timeout_s):
        """The blocking path with a timeout: the copy enqueued, its event polled."""
        self.check()
        q = self.queues[queue]
        q.add(self.enqueue(q, transfer))
        q.cl.flush()
        done = wait_until(q.last, time.monotonic() + timeout_s)
        if done:
            del q.held[:]  # all complete: the queue is in order
        return done

    def sync(self, queue, after):
        self.check()
        q, other = self.queues[queue], self.queues[after]
        if other.last is not None:
            other.cl.flush()
            q.add(cl.enqueue_marker(q.cl, wait_for=[other.last]))

    def destroy(self):
        # Queues held on waits that will never be met drain once their user events complete; the completion
        # threads are daemons, and whatever does not end within a second is left to the process's end.
        for event in self.pending:
            complete(event)
        for q in self.queues.values():
            q.signals.put(STOP)
            q.cl.flush()
        deadline = time.monotonic() + 1.0
        for q in self.queues.values():
            q.thread.join(max(deadline - time.monotonic(), 0))


if __name__ == "__main__":
    ss.serve(PyOpenCLAdapter())
