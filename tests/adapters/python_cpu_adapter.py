"""A runtime written in Python for the tests of Python adapters: a thread per queue runs its commands in order, buffers
are arrays of u32, semaphores are syncstress_adapter.Timeline. Standard library only. It has the three host ops of
its own (read, write, sync) unless the option host_ops says which (host_ops=none: none of them). barriers=yes declares
the capabilities "barriers" and "serial_unordered" (ABI 1.1: its queues run every command in order, so a barrier is a
point nothing crosses already); opaque=yes declares the capability "opaque_kernels"; log=PATH appends a line to PATH for each unordered submission: the barriers as received
and the flags. Started with --name NAME (a manifest's extra arguments), it says NAME in hello; the variable
SYNCSTRESS_TEST_ADAPTER_NOTE, where set, is one more line of its notes."""

import array
import os
import queue as queues
import sys
import threading
import time

import syncstress_adapter as ss

STOP = object()


class Queue:
    def __init__(self, runtime, name):
        self.runtime = runtime
        self.work = queues.Queue()
        self.progress = ss.Timeline()  # the number of submissions this queue finished
        self.submitted = 0
        self.thread = threading.Thread(target=self.run, name=name, daemon=True)
        self.thread.start()

    def submit(self, commands):
        self.submitted += 1
        self.work.put((commands, self.submitted))
        return self.submitted

    def run(self):
        while True:
            item = self.work.get()
            if item is STOP:
                return
            commands, number = item
            for command in commands:
                if not self.runtime.execute(command):
                    return
            self.progress.signal(number)


class CpuAdapter(ss.Adapter):
    name = "python-cpu"
    version = "1.0"
    numpy_views = False

    def __init__(self):
        self.queues, self.buffers, self.host_arrays, self.semaphores = {}, {}, {}, {}
        self.host_ops = ["read", "write", "sync"]
        self.stopping = False
        self.barriers = False
        self.opaque = False
        self.log = None

    def create(self, options):
        options = dict(options)
        if "host_ops" in options:
            value = options.pop("host_ops")
            self.host_ops = [] if value == "none" else value.split(",")
        if "barriers" in options:
            self.barriers = options.pop("barriers") == "yes"
        if "opaque" in options:
            self.opaque = options.pop("opaque") == "yes"
        if "log" in options:
            self.log = options.pop("log")
        if options:
            raise ss.Unsupported("unknown option " + ", ".join(sorted(options)))

    def info(self):
        capabilities = (("barriers", "serial_unordered") if self.barriers else ()) + (("opaque_kernels",) if self.opaque else ())
        notes = ["a test runtime: one thread per queue"]
        if os.environ.get("SYNCSTRESS_TEST_ADAPTER_NOTE"):
            notes.append(os.environ["SYNCSTRESS_TEST_ADAPTER_NOTE"])
        return ss.Info(device="python threads", driver="CPython %d.%d" % sys.version_info[:2], api_version="none",
                       host_ops=self.host_ops, notes=notes, capabilities=capabilities)

    def create_queue(self, id, side, name):
        self.queues[id] = Queue(self, name)

    def create_buffer(self, id, elements, memory, side):
        self.buffers[id] = array.array("I", bytes(4 * elements))

    def create_host_array(self, id, view):
        self.host_arrays[id] = view

    def create_semaphore(self, id, initial):
        self.semaphores[id] = ss.Timeline(initial)

    def submit(self, queue, commands, unordered, unordered_queue=False):
        for c in commands:
            if isinstance(c, (ss.Signal, ss.Wait)) and c.semaphore not in self.semaphores:
                raise KeyError("no semaphore %d" % c.semaphore)
            if isinstance(c, ss.Barrier) and not self.barriers:
                raise ValueError("a barrier reached an adapter that does not declare barriers")
            if isinstance(c, ss.Opaque) and not self.opaque:
                raise ValueError("an opaque kernel reached an adapter that does not declare opaque_kernels")
        barriers = [c for c in commands if isinstance(c, ss.Barrier)]
        if self.log and (barriers or unordered):
            with open(self.log, "a") as log:
                log.write("%r unordered=%r unordered_queue=%r\n" % (barriers, unordered, unordered_queue))
        self.queues[queue].submit(commands)

    def host_signal(self, semaphore, value):
        self.semaphores[semaphore].signal(value)

    def host_wait(self, semaphore, value, timeout_s):
        return self.semaphores[semaphore].wait(value, timeout_s)

    def semaphore_value(self, semaphore):
        return self.semaphores[semaphore].value

    def transfer(self, queue, command, timeout_s):
        number = self.queues[queue].submit([command])
        return self.queues[queue].progress.wait(number, timeout_s)

    def read(self, queue, download, timeout_s):
        return self.transfer(queue, download, timeout_s)

    def write(self, queue, upload, timeout_s):
        return self.transfer(queue, upload, timeout_s)

    def sync(self, queue, after):
        other = self.queues[after]
        self.queues[queue].submit([("progress", other.progress, other.submitted)])

    def destroy(self):
        self.stopping = True
        for q in self.queues.values():
            q.work.put(STOP)
        for q in self.queues.values():
            q.thread.join(1.0)

    def wait_for(self, timeline, value):
        """A queue's wait: gives up when the adapter is destroyed."""
        while not timeline.wait(value, 0.05):
            if self.stopping:
                return False
        return True

    def execute(self, c):
        if isinstance(c, tuple):  # sync's wait for another queue's progress
            return self.wait_for(c[1], c[2])
        if isinstance(c, ss.Wait):
            return self.wait_for(self.semaphores[c.semaphore], c.value)
        if isinstance(c, ss.Signal):
            self.semaphores[c.semaphore].signal(c.value)
        elif isinstance(c, ss.Fill):
            self.buffers[c.dst][c.offset:c.offset + c.count] = array.array("I", [c.value]) * c.count
        elif isinstance(c, ss.Copy):
            self.buffers[c.dst][c.dst_offset:c.dst_offset + c.count] = self.buffers[c.src][c.src_offset:c.src_offset + c.count]
        elif isinstance(c, ss.Upload):
            self.buffers[c.dst][c.dst_offset:c.dst_offset + c.count] = array.array("I", self.host_arrays[c.src][c.src_offset:c.src_offset + c.count])
        elif isinstance(c, ss.Download):
            self.host_arrays[c.dst][c.dst_offset:c.dst_offset + c.count] = self.buffers[c.src][c.src_offset:c.src_offset + c.count]
        elif isinstance(c, ss.Dispatch):
            self.dispatch(c)
        elif isinstance(c, ss.Opaque):
            ss.run_opaque(c, [self.buffers[r.buffer] for r in c.reads], [self.buffers[w.buffer] for w in c.writes])
        elif isinstance(c, ss.Delay):
            time.sleep(c.us / 1e6)
        return True

    def dispatch(self, d):
        dst = self.buffers[d.dst]
        a = self.buffers[d.a] if d.a is not None else None
        b = self.buffers[d.b] if d.b is not None else None
        for i in range(d.offset, d.offset + d.count):
            dst[i] = ss.kernel_element(d.kernel, i, dst[i], a[i] if a else 0, b[i] if b else 0, d.p0, d.p1)


if __name__ == "__main__":
    if "--name" in sys.argv:
        CpuAdapter.name = sys.argv[sys.argv.index("--name") + 1]
    ss.serve(CpuAdapter())
