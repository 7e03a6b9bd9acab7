"""The test runtime of python_cpu_adapter.py, misbehaving as the option `behave` says, for the tests that syncstress
survives an adapter that crashes, hangs, or writes to the protocol's stream. Each misbehaviour happens in the call it
names; every other call works."""

import os
import sys
import time

import syncstress_adapter as ss
from python_cpu_adapter import CpuAdapter

# The protocol's stream, taken before serve() moves it: only a deliberately broken adapter can write to it.
PROTOCOL_OUT = os.dup(1)


def forever():
    while True:
        time.sleep(3600)


def throw(error):
    raise error


BEHAVIOURS = {
    "abort_in_submit": lambda: (sys.stderr.write("python_misbehaving_adapter: aborting in submit\n"), sys.stderr.flush(), os.abort()),
    "exit_in_submit": lambda: os._exit(7),
    "hang_in_submit": forever,
    "garbage_in_submit": lambda: os.write(PROTOCOL_OUT, b"this is not JSON at all\n"),
    "wrong_id_in_submit": lambda: os.write(PROTOCOL_OUT, b'{"id":999999,"ok":true}\n'),
    "prints_in_submit": lambda: (print("a stray print from the adapter"), os.write(1, b"a stray write to fd 1\n")),
    "lose_device_in_submit": lambda: throw(ss.DeviceLost("the test runtime fell over")),
    "error_in_submit": lambda: throw(ValueError("the test runtime refuses this submission")),
}
ELSEWHERE = ("hang_in_create", "hang_in_create_queue", "hang_in_host_wait")


class MisbehavingAdapter(CpuAdapter):
    name = "python-misbehaving"

    def create(self, options):
        options = dict(options)
        self.behave = options.pop("behave", "")
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

    def host_wait(self, semaphore, value, timeout_s):
        if self.behave == "hang_in_host_wait":
            forever()
        return super().host_wait(semaphore, value, timeout_s)


if __name__ == "__main__":
    ss.serve(MisbehavingAdapter())
