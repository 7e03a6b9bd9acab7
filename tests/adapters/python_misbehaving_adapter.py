"""The test runtime of python_cpu_adapter.py, misbehaving as the option `behave` says, for the tests that syncstress
survives an adapter that crashes, hangs, writes to the protocol's stream, truncates the shared host-array file or
answers with text meant to fool a terminal. Each misbehaviour happens in the call it names; every other call works.
The option `record=PATH` writes the folder of the adapter's stderr file (syncstress's private folder) into PATH.
The option `grandchild=setsid` (or `setpgid`) with `grandchild_pids=PATH` starts, at create, a process that leaves the
adapter's session (or process group) and sleeps, its pid appended to PATH once it has left; `behave` may then be
absent, for a run that passes.
Where SYNCSTRESS_TEST_DEEP_HELLO names a file, the folder is written there and hello is answered 100,000 levels deep."""

import os
import sys
import time

import syncstress_adapter as ss
from python_cpu_adapter import CpuAdapter

# The protocol's stream, kept when serve() opens the channel: only a deliberately broken adapter writes to it by hand.
PROTOCOL = {}
_streams = ss._protocol_streams


def streams():
    requests, PROTOCOL["out"] = _streams()
    return requests, PROTOCOL["out"]


ss._protocol_streams = streams


def write_raw(data):
    PROTOCOL["out"].write(data)
    PROTOCOL["out"].flush()


def forever():
    while True:
        time.sleep(3600)


def throw(error):
    raise error


# hello's shared_file, as an adapter that wants to harm syncstress would keep it.
SHARED = {}
_hello = ss._Server.op_hello


def hello(server, request):
    SHARED["path"] = request["shared_file"]
    if os.environ.get("SYNCSTRESS_TEST_DEEP_HELLO"):
        record(os.environ["SYNCSTRESS_TEST_DEEP_HELLO"])
        deep_reply()
    return _hello(server, request)


ss._Server.op_hello = hello
_response = ss._response


def response(server, request):
    SHARED["id"] = request["id"]  # for an answer written by hand
    return _response(server, request)


ss._response = response


def truncate_shared_file():
    with open(SHARED["path"], "r+b") as f:
        os.ftruncate(f.fileno(), 0)


def record(path):
    with open(path, "w") as f:
        f.write(os.path.dirname(os.readlink("/proc/self/fd/2")))


# A response with nothing but a field 100,000 levels deep, well under the protocol's 1 MiB line.
def deep_reply():
    depth = 100000
    write_raw(b'{"id":%d,"ok":true,"deep":' % SHARED["id"] + b"[" * depth + b"]" * depth + b"}\n")

# An error meant for a terminal: colour, a cleared screen, a line of its own that reads as a pass, a C1 control.
FOOLING = "\x1b[31mred\x1b[0m\x1b[2J\r\nPASS      fake-scenario\n\u009b2J caf\u00e9"


def leave_grandchild(how, pids_file):
    """Forks a process that calls setsid() or setpgid(0, 0) and sleeps for an hour, holding every descriptor it
    inherited (the channel among them); returns once it has left and appended its pid to pids_file."""
    ready, told = os.pipe()
    if os.fork() == 0:
        try:
            os.setsid() if how == "setsid" else os.setpgid(0, 0)
            with open(pids_file, "a") as f:
                f.write("%d\n" % os.getpid())
            os.write(told, b"x")
            time.sleep(3600)
        finally:
            os._exit(0)
    os.close(told)
    os.read(ready, 1)
    os.close(ready)


BEHAVIOURS = {
    "abort_in_submit": lambda: (sys.stderr.write("python_misbehaving_adapter: aborting in submit\n"), sys.stderr.flush(), os.abort()),
    "exit_in_submit": lambda: os._exit(7),
    "hang_in_submit": forever,
    "garbage_in_submit": lambda: write_raw(b"this is not JSON at all\n"),
    "wrong_id_in_submit": lambda: write_raw(b'{"id":999999,"ok":true}\n'),
    "prints_in_submit": lambda: (print("a stray print from the adapter"), os.write(1, b"a stray write to fd 1\n")),
    "lose_device_in_submit": lambda: throw(ss.DeviceLost("the test runtime fell over")),
    "error_in_submit": lambda: throw(ValueError("the test runtime refuses this submission")),
    "deep_in_submit": deep_reply,
    "truncate_in_submit": truncate_shared_file,
    "fooling_error_in_submit": lambda: throw(ValueError(FOOLING)),
}
ELSEWHERE = ("hang_in_create", "hang_in_create_queue", "hang_in_host_wait", "deep_in_semaphore_value")


class MisbehavingAdapter(CpuAdapter):
    name = "python-misbehaving"

    def create(self, options):
        options = dict(options)
        self.behave = options.pop("behave", "")
        if "record" in options:
            record(options.pop("record"))
        if "grandchild" in options:
            leave_grandchild(options.pop("grandchild"), options.pop("grandchild_pids"))
            if not self.behave:
                return super().create(options)
        if self.behave not in BEHAVIOURS and self.behave not in ELSEWHERE:
            raise ss.Unsupported("behave=%s is not one of %s" % (self.behave, ", ".join(sorted(BEHAVIOURS) + list(ELSEWHERE))))
        if self.behave == "hang_in_create":
            forever()
        super().create(options)

    def create_queue(self, id, side, name):
        if self.behave == "hang_in_create_queue":
            forever()
        super().create_queue(id, side, name)

    def submit(self, queue, commands, unordered):
        if self.behave in BEHAVIOURS:
            BEHAVIOURS[self.behave]()
        super().submit(queue, commands, unordered)

    def semaphore_value(self, semaphore):
        if self.behave == "deep_in_semaphore_value":
            deep_reply()
        return super().semaphore_value(semaphore)

    def host_wait(self, semaphore, value, timeout_s):
        if self.behave == "hang_in_host_wait":
            forever()
        return super().host_wait(semaphore, value, timeout_s)


if __name__ == "__main__":
    ss.serve(MisbehavingAdapter())
