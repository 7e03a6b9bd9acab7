"""Runtime adapters for syncstress, written in Python.

An adapter puts a runtime under test: syncstress runs its scenarios through the runtime's own queues, copies,
kernels, semaphores and host paths, and checks every result against its reference model. A Python adapter is a
script that subclasses `Adapter` and hands an instance to `serve()`:

    syncstress run scenarios/ --backend adapter:python:my_adapter.py --adapter-option device=1

syncstress starts the script with `python3` (SYNCSTRESS_PYTHON overrides the interpreter), this module's folder on
PYTHONPATH, and speaks docs/adapter-protocol.md with it over the channel SYNCSTRESS_ADAPTER_CHANNEL names. The calls mirror
include/syncstress/adapter.h one for one; ids are dense from 0 per kind, in creation order; sizes and offsets are in
u32 elements. Host arrays are syncstress's memory, shared with this process through one mapped file: uploads must
read them and downloads write them in place, when the command executes. Only the standard library is needed; with
numpy present, host arrays are numpy uint32 views (else memoryviews of format 'I').

Raise `Unsupported` for what the adapter does not do, `DeviceLost` when the runtime cannot go on; any other exception
becomes an error response (its traceback goes to stderr, which syncstress quotes when the adapter dies). stdout and
stderr go to one file of syncstress's: nothing written there can reach the protocol.
"""

import heapq
import io
import itertools
import json
import mmap
import os
import sys
import threading
import traceback

ABI_VERSION = (1 << 16) | 1  # SS_ADAPTER_ABI_VERSION: major in the high 16 bits

SIDES = ("device", "cuda")
MEMORIES = ("device", "host_visible", "shared")
KERNELS = ("seq", "hash", "add", "scale", "inc", "copy")
# The commands of Info.commands; a Barrier comes with the capability "barriers" alone, an Opaque with "opaque_kernels".
COMMANDS = ("fill", "copy", "upload", "download", "dispatch", "delay", "signal", "wait")
HOST_OPS = ("read", "write", "sync")
WEAKER = ("upload_reads_until_complete", "download_writes_until_complete")
# Info.capabilities (ABI 1.1, adapter.h's SS_CAP_*): "barriers": runs unordered queues, Barrier commands and
# submit(..., unordered_queue=True); "opaque_kernels": runs Opaque commands; "serial_unordered": with "barriers", the
# commands of an unordered submission run one after another all the same (correct, over-ordered: races between them
# cannot show). "several_threads" is reserved for a later step of 1.1: accepted, no effect yet.
CAPABILITIES = ("barriers", "opaque_kernels", "several_threads", "serial_unordered")
STAGES = ("transfer", "compute")  # a Barrier's src and dst: fill, copy, upload, download run in transfer, the rest compute
ACCESS_CLASSES = ("transfer_read", "transfer_write", "compute_read", "compute_write")  # its src_access and dst_access
KERNEL_READS = {"seq": (), "hash": (), "add": ("a", "b"), "scale": ("a",), "inc": (), "copy": ("a",)}


class Unsupported(Exception):
    """The adapter does not implement what was asked (SS_UNSUPPORTED)."""


class DeviceLost(Exception):
    """The runtime cannot go on: syncstress stops using the adapter (SS_DEVICE_LOST)."""


class Info:
    """What create() opened, for the report and for which scenarios syncstress runs (names, not bits)."""

    def __init__(self, device, driver, api_version, sides=("device",), max_queues=0, hardware_queues=0,
                 commands=COMMANDS, kernels=KERNELS, memories=MEMORIES, host_ops=(), weaker=(), notes=(), capabilities=()):
        self.device, self.driver, self.api_version = device, driver, api_version
        self.sides, self.max_queues, self.hardware_queues = list(sides), max_queues, hardware_queues
        self.commands, self.kernels, self.memories = list(commands), list(kernels), list(memories)
        self.host_ops, self.weaker, self.notes = list(host_ops), list(weaker), list(notes)
        self.capabilities = list(capabilities)

    def to_json(self):
        return dict(vars(self))


class _Command:
    __slots__ = ()
    fields = ()

    def __init__(self, *values, **named):
        for field, value in itertools.chain(zip(self.fields, values), named.items()):
            setattr(self, field, value)

    def __repr__(self):
        return "%s(%s)" % (type(self).__name__, ", ".join("%s=%r" % (f, getattr(self, f, None)) for f in self.fields))

    def __eq__(self, other):
        return type(self) is type(other) and all(getattr(self, f, None) == getattr(other, f, None) for f in self.fields)


class Fill(_Command):
    __slots__ = fields = ("dst", "offset", "count", "value")


class _Transfer(_Command):
    __slots__ = ()
    fields = ("src", "dst", "src_offset", "dst_offset", "count")


class Copy(_Transfer):
    """buffer src -> buffer dst"""
    __slots__ = _Transfer.fields


class Upload(_Transfer):
    """host array src -> buffer dst: reads the host array when it executes"""
    __slots__ = _Transfer.fields


class Download(_Transfer):
    """buffer src -> host array dst: writes the host array when it executes"""
    __slots__ = _Transfer.fields


class Dispatch(_Command):
    """Element-wise over [offset, offset + count): see kernel_element. `a` and `b` are None for kernels that do not
    read them (KERNEL_READS)."""
    __slots__ = fields = ("kernel", "dst", "a", "b", "offset", "count", "p0", "p1")


class Delay(_Command):
    """The queue is busy this long (a device-side spin)."""
    __slots__ = fields = ("us",)


class Signal(_Command):
    """The semaphore takes `value` once everything before it on the queue has finished."""
    __slots__ = fields = ("semaphore", "value")


class Wait(_Command):
    """Nothing after it on the queue starts before the semaphore reaches `value`."""
    __slots__ = fields = ("semaphore", "value")


class Barrier(_Command):
    """ABI 1.1, only to an adapter whose Info declares the capability "barriers", in an unordered submission: every
    earlier command of the queue (this submission's and earlier ones') in a `src` stage finishes before any later one in
    a `dst` stage starts; the writes of the `src_access` classes are made visible to the `dst_access` classes, for
    elements [offset, offset + count) of `buffer`, or for all memory when `buffer` is None. Lists of names: STAGES,
    ACCESS_CLASSES. Ordering more than it asks (a full barrier) is correct, only over-ordered."""
    __slots__ = fields = ("src", "dst", "src_access", "dst_access", "buffer", "offset", "count")


class Range(_Command):
    """A buffer range of an Opaque command."""
    __slots__ = fields = ("buffer", "offset", "count")


class Opaque(_Command):
    """ABI 1.1, only to an adapter whose Info declares the capability "opaque_kernels": an opaque kernel, a captured
    program's kernel known by the ranges it reads and writes (lists of Range; at least one write). Element i of
    writes[w] is opaque_element(id, w, i, [element i of each read range with count > i, as (r, value)]); every read of
    index i comes before any write of it (a range read and written in place reads its old value). run_opaque does it
    over lists."""
    __slots__ = fields = ("id", "reads", "writes")


_COMMAND_CLASSES = {"fill": Fill, "copy": Copy, "upload": Upload, "download": Download, "dispatch": Dispatch,
                    "delay": Delay, "signal": Signal, "wait": Wait, "barrier": Barrier, "opaque": Opaque}
_DEFAULTS = {Barrier: {"src_access": [], "dst_access": [], "offset": 0, "count": 0}}


def command_from_json(obj):
    cls = _COMMAND_CLASSES.get(obj.get("op"))
    if cls is None:
        raise ValueError("unknown command %r" % (obj.get("op"),))
    command = cls.__new__(cls)
    defaults = _DEFAULTS.get(cls, {})
    for field in cls.fields:
        setattr(command, field, obj.get(field, defaults.get(field)))
    if cls is Opaque:
        command.reads = [Range(r["buffer"], r["offset"], r["count"]) for r in command.reads or []]
        command.writes = [Range(r["buffer"], r["offset"], r["count"]) for r in command.writes or []]
    return command


def lowbias32(x):
    x ^= x >> 16
    x = (x * 0x7FEB352D) & 0xFFFFFFFF
    x ^= x >> 15
    x = (x * 0x846CA68B) & 0xFFFFFFFF
    return x ^ (x >> 16)


def hash32(seed, i):
    return lowbias32((i + lowbias32(seed)) & 0xFFFFFFFF)


def kernel_element(kernel, i, dst, a, b, p0, p1):
    """One element of a dispatch at absolute index i, in u32 arithmetic that wraps (core/common/types.h)."""
    if kernel == "seq":
        return (p0 + i * p1) & 0xFFFFFFFF
    if kernel == "hash":
        return hash32(p0, i & 0xFFFFFFFF)
    if kernel == "add":
        return (a + b) & 0xFFFFFFFF
    if kernel == "scale":
        return (a * p0) & 0xFFFFFFFF
    if kernel == "inc":
        return (dst + p0) & 0xFFFFFFFF
    if kernel == "copy":
        return a
    raise ValueError("unknown kernel %r" % (kernel,))


def opaque_element(kernel_id, w, i, reads):
    """Element i of write range w of opaque kernel `kernel_id`; `reads`: (r, element i of read range r) for each read
    range r, in order, that has an element i (core/common/types.h: opaque_start, opaque_mix, opaque_finish)."""
    h = hash32(lowbias32(kernel_id) ^ ((w * 0x9E3779B9) & 0xFFFFFFFF), i)
    for r, value in reads:
        h = lowbias32(((h ^ r) + value) & 0xFFFFFFFF)
    return h or 1


def run_opaque(command, read_data, write_data):
    """An Opaque command over memory: read_data[r] and write_data[w] are the sequences of u32 holding read range r and
    write range w (their buffers whole: indexed from each range's offset). Every read of an index before its writes."""
    longest = max(w.count for w in command.writes)
    for i in range(longest):
        reads = [(r, read_data[r][x.offset + i]) for r, x in enumerate(command.reads) if i < x.count]
        for w, x in enumerate(command.writes):
            if i < x.count:
                write_data[w][x.offset + i] = opaque_element(command.id, w, i, reads)


class Timeline:
    """A host-side timeline semaphore: a value that only rises, waited for as "value >= v", with callbacks run once a
    threshold is reached (on the thread that raised it, outside the lock)."""

    def __init__(self, initial=0):
        self._value = initial
        self._condition = threading.Condition()
        self._thresholds = []  # heap of (value, order, callback)
        self._order = itertools.count()

    @property
    def value(self):
        return self._value

    def signal(self, value):
        """Raises the timeline to `value`; False (and no change) when it is not larger than the current value."""
        with self._condition:
            if value <= self._value:
                return False
            self._value = value
            due = []
            while self._thresholds and self._thresholds[0][0] <= value:
                due.append(heapq.heappop(self._thresholds)[2])
            self._condition.notify_all()
        for callback in due:
            callback()
        return True

    def wait(self, value, timeout=None):
        """True once the value is at least `value`; False when `timeout` seconds passed first."""
        with self._condition:
            return self._condition.wait_for(lambda: self._value >= value, timeout)

    def when(self, value, callback):
        """Runs callback() once the value is at least `value` (now, on this thread, if it already is)."""
        with self._condition:
            if self._value < value:
                heapq.heappush(self._thresholds, (value, next(self._order), callback))
                return
        callback()


class Adapter:
    """Subclass and fill in. `name` and `version` say what the adapter is; create() opens the runtime with the
    --adapter-option pairs (an option it does not know should raise Unsupported) and info() says what it opened."""

    name = "python"
    version = "0"
    numpy_views = True  # host arrays as numpy views where numpy is present; False: always memoryviews

    def create(self, options):
        if options:
            raise Unsupported("unknown option %s" % ", ".join(sorted(options)))

    def info(self):
        raise NotImplementedError

    def create_queue(self, id, side, name):
        raise NotImplementedError

    def create_buffer(self, id, elements, memory, side):
        """A buffer of `elements` u32, zero-filled."""
        raise NotImplementedError

    def create_host_array(self, id, array):
        """`array`: syncstress's memory (a numpy uint32 view or a memoryview 'I'), valid until destroy."""
        raise NotImplementedError

    def create_semaphore(self, id, initial):
        raise NotImplementedError

    def submit(self, queue, commands, unordered):
        """Enqueues the commands and returns without waiting for them. A wait may come before its signal is
        submitted, even on another queue or from the host. unordered: the commands between two timeline ops (and
        Barriers) need not be ordered among themselves.

        An adapter that declares the capability "barriers" takes a fourth argument, unordered_queue=False: True (always
        with unordered) for a submission of an unordered queue, whose commands need not wait for the queue's earlier
        submissions either: only Barriers, waits and signals order them. It is passed only when True, so an adapter
        without the capability keeps this three-argument form."""
        raise NotImplementedError

    def host_signal(self, semaphore, value):
        raise NotImplementedError

    def host_wait(self, semaphore, value, timeout_s):
        """True once the semaphore reached `value`, False when `timeout_s` passed first."""
        raise NotImplementedError

    def semaphore_value(self, semaphore):
        raise NotImplementedError

    def read(self, queue, download, timeout_s):
        """host_ops "read": the runtime's blocking buffer -> host path; True once the host array holds the data."""
        raise Unsupported("no read path of its own")

    def write(self, queue, upload, timeout_s):
        """host_ops "write": the runtime's blocking host -> buffer path; True once done."""
        raise Unsupported("no write path of its own")

    def sync(self, queue, after):
        """host_ops "sync": `queue`'s later work waits for everything submitted to `after` so far."""
        raise Unsupported("no cross-queue sync of its own")

    def recover(self):
        """After a hang, once syncstress raised every semaphore to the values awaited of it."""

    def destroy(self):
        """Frees everything, in bounded time even when the queues did not drain."""


class _Server:
    """One adapter behind the protocol: requests in, responses out, exceptions turned into error responses."""

    def __init__(self, adapter):
        self.adapter = adapter
        self.shared_file = None
        self.mappings = []

    def op_hello(self, r):
        host = r["abi_version"]
        if host >> 16 != ABI_VERSION >> 16:
            raise Unsupported("this syncstress_adapter.py speaks adapter ABI %d.%d, syncstress speaks %d.%d"
                              % (ABI_VERSION >> 16, ABI_VERSION & 0xFFFF, host >> 16, host & 0xFFFF))
        self.shared_file = open(r["shared_file"], "r+b")
        return {"abi_version": ABI_VERSION, "name": self.adapter.name, "version": self.adapter.version}

    def op_create(self, r):
        self.adapter.create(dict(r["options"]))
        return {"info": self.adapter.info().to_json()}

    def op_create_host_array(self, r):
        elements = r["elements"]
        region = mmap.mmap(self.shared_file.fileno(), max(elements * 4, 1), offset=r["offset"])
        self.mappings.append(region)
        numpy = _numpy() if self.adapter.numpy_views else None
        if numpy is not None:
            array = numpy.frombuffer(region, dtype=numpy.uint32, count=elements)
        else:
            array = memoryview(region)[:elements * 4].cast("I")
        self.adapter.create_host_array(r["host_array"], array)

    def op_submit(self, r):
        commands = [command_from_json(c) for c in r["commands"]]
        if r.get("unordered_queue", False):
            self.adapter.submit(r["queue"], commands, r.get("unordered", False), unordered_queue=True)
        else:
            self.adapter.submit(r["queue"], commands, r.get("unordered", False))

    def op_host_wait(self, r):
        if not self.adapter.host_wait(r["semaphore"], r["value"], r["timeout_ns"] / 1e9):
            return _Timeout("semaphore %d did not reach %d in time" % (r["semaphore"], r["value"]))

    def transfer(self, r, method, cls):
        done = method(r["queue"], cls(**{f: r["transfer"][f] for f in cls.fields}), r["timeout_ns"] / 1e9)
        if not done:
            return _Timeout("the %s did not finish in time" % r["op"])

    def handle(self, r):
        handler = getattr(self, "op_" + str(r["op"]), None)
        if handler is None:
            raise Unsupported("unknown op %r" % (r["op"],))
        return handler(r)

    def op_create_queue(self, r):
        self.adapter.create_queue(r["queue"], r["side"], r["name"])

    def op_create_buffer(self, r):
        self.adapter.create_buffer(r["buffer"], r["elements"], r["memory"], r["side"])

    def op_create_semaphore(self, r):
        self.adapter.create_semaphore(r["semaphore"], r["initial"])

    def op_host_signal(self, r):
        self.adapter.host_signal(r["semaphore"], r["value"])

    def op_semaphore_value(self, r):
        return {"value": int(self.adapter.semaphore_value(r["semaphore"]))}

    def op_read(self, r):
        return self.transfer(r, self.adapter.read, Download)

    def op_write(self, r):
        return self.transfer(r, self.adapter.write, Upload)

    def op_sync(self, r):
        self.adapter.sync(r["queue"], r["after"])

    def op_recover(self, r):
        self.adapter.recover()

    def op_destroy(self, r):
        self.adapter.destroy()


def _numpy():
    """numpy where it is installed, imported at the first host array: an adapter without host arrays, or with
    numpy_views off, does not pay for its import (~0.5 s on a loaded machine)."""
    try:
        import numpy
        return numpy
    except ImportError:
        return None


class _Timeout:
    def __init__(self, sentence):
        self.sentence = sentence


def _response(server, request):
    reply = {"id": request.get("id")}
    try:
        result = server.handle(request)
    except Unsupported as e:
        return dict(reply, ok=False, status="unsupported", error=str(e) or type(e).__name__)
    except DeviceLost as e:
        return dict(reply, ok=False, status="device_lost", error=str(e) or type(e).__name__)
    except Exception as e:  # an adapter's bug or its runtime's error: a response, and the traceback on stderr
        traceback.print_exc()
        return dict(reply, ok=False, status="error", error="%s: %s" % (type(e).__name__, e))
    if isinstance(result, _Timeout):
        return dict(reply, ok=False, status="timeout", error=result.sentence)
    return dict(reply, ok=True, **(result or {}))


def _protocol_streams():
    """Opens the channel syncstress names in SYNCSTRESS_ADAPTER_CHANNEL (POSIX: a Unix socket's path; Windows: a named
    pipe's). syncstress sends this process's stdout to its output file, so no print() and no native library's write
    to stdout can break a line of the protocol. Without the variable (a conversation typed by hand), stdin and stdout."""
    name = os.environ.get("SYNCSTRESS_ADAPTER_CHANNEL")
    if not name:
        protocol_in, protocol_out = os.dup(0), os.dup(1)
        os.dup2(2, 1)
        sys.stdout = sys.stderr
        return os.fdopen(protocol_in, "rb"), os.fdopen(protocol_out, "wb")
    if os.name == "nt":
        pipe = open(name, "r+b", buffering=0)  # a duplex named pipe: one handle, buffered each way
        return io.BufferedReader(pipe), io.BufferedWriter(pipe)
    import socket

    channel = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    channel.connect(name)
    return channel.makefile("rb"), channel.makefile("wb")


def serve(adapter):
    """Answers syncstress's requests until destroy or the end of the channel."""
    requests, responses = _protocol_streams()
    server = _Server(adapter)
    for line in requests:
        request = json.loads(line)
        response = _response(server, request)
        responses.write(json.dumps(response, separators=(",", ":")).encode() + b"\n")
        responses.flush()
        if request.get("op") == "destroy":
            break
    for region in server.mappings:
        try:
            region.close()
        except BufferError:  # a view of it is still held: the process ends anyway
            pass
