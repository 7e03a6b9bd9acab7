#!/usr/bin/env python3
"""Pads a broken scenario with correct work, for `syncstress shrink`'s test and benchmark.

The input's steps stay as they are, in the middle; before them and after them go blocks of correct work, each ended
by the host waiting for it, on the input's own queues, buffers, host arrays and semaphores as well as on a queue,
buffer, host array and semaphore of their own; between the input's steps, blocks on the padding's own objects alone. Every block is ordered before the input's steps or after them, so the
input's finding stays and no new one appears; the padding shares every object the finding uses, so no removal of
an object takes it away, and its signals and waits come in pairs that a removal must keep together.

    scripts/gen_padded_scenario.py --steps 1000 --out build/padded.json
    scripts/gen_padded_scenario.py scenarios/broken/vulkan-dispatch-then-download-no-barrier.json --steps 10000 --out x.json

Deterministic; without --out the scenario goes to stdout.
"""

import argparse
import json
import os
import sys

DEFAULT_INPUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scenarios", "broken",
                             "vulkan-dispatch-then-download-no-barrier.json")


def declare_padding(doc: dict) -> None:
    doc.setdefault("queues", {})["pad-queue"] = {}
    doc.setdefault("buffers", {})["pad-buffer"] = {}
    doc.setdefault("host", {})["pad-host"] = {}
    doc.setdefault("semaphores", {})["pad-semaphore"] = {}


def device_queues(doc: dict) -> list:
    return [name for name, q in doc["queues"].items() if q.get("side", "device") == "device"]


def device_buffers(doc: dict) -> list:
    return [name for name, b in doc["buffers"].items() if b.get("side", "device") == "device" or b.get("memory") == "shared"]


class Padding:
    """Blocks of correct work; values of each semaphore rise in program order."""

    def __init__(self, doc: dict):
        self.queues = device_queues(doc)
        self.unordered = {name for name, q in doc["queues"].items() if q.get("ordered") is False}
        self.buffers = device_buffers(doc)
        self.hosts = list(doc["host"])
        self.semaphores = list(doc["semaphores"])
        self.value = {name: 0 for name in self.semaphores}
        self.round = 0

    def signalled(self, semaphore: str) -> int:
        return self.value[semaphore]

    def block(self, after_input: bool, own_only: bool = False) -> list:
        """own_only: on the padding's own objects alone (between the input's steps, where other work could order
        or join the finding)."""
        r = self.round
        self.round += 1
        queue = "pad-queue" if own_only else self.queues[r % len(self.queues)]
        buffer = "pad-buffer" if own_only else self.buffers[(r // 2) % len(self.buffers)]
        host = "pad-host" if own_only else self.hosts[(r // 3) % len(self.hosts)]
        kind = r % 4
        if kind == 0:  # work, then the host waits for the queue
            return [{"op": "fill", "queue": queue, "dst": buffer, "value": r},
                    {"op": "host_wait", "queue": queue}]
        if kind == 1:  # a round trip through a host array
            # An unordered queue (a Vulkan queue) needs a barrier between the two transfers.
            barrier = [{"op": "barrier", "queue": queue, "src": ["transfer"], "dst": ["transfer"]}] if queue in self.unordered else []
            return ([{"op": "host_fill", "dst": host, "seq": [r, 1]},
                     {"op": "upload", "queue": queue, "src": host, "dst": buffer, "count": 1}] + barrier +
                    [{"op": "download", "queue": queue, "src": buffer, "dst": host, "count": 1},
                     {"op": "host_wait", "queue": queue}])
        # A signal and the wait for it: the input's semaphores only after its own steps (their values must rise).
        own = [s for s in self.semaphores if s == "pad-semaphore" or (after_input and not own_only)]
        semaphore = own[r % len(own)]
        self.value[semaphore] += 1
        value = self.value[semaphore]
        if kind == 2:
            return [{"op": "dispatch", "queue": queue, "kernel": "inc", "dst": buffer, "k": 1, "count": 1},
                    {"op": "signal", "queue": queue, "semaphore": semaphore, "value": value},
                    {"op": "host_wait", "semaphore": semaphore, "value": value}]
        return [{"op": "host_signal", "semaphore": semaphore, "value": value},
                {"op": "host_wait", "semaphore": semaphore, "value": value}]


def input_values(doc: dict) -> dict:
    """The largest value the input's own steps give each semaphore."""
    most = {}

    def see(op: dict) -> None:
        if "semaphore" in op and "value" in op:
            most[op["semaphore"]] = max(most.get(op["semaphore"], 0), op["value"])
        for command in op.get("commands", []):
            see(command)

    for op in doc["steps"]:
        see(op)
    for thread in doc.get("threads", {}).values():
        for op in thread["steps"]:
            see(op)
    return most


def pad(doc: dict, steps: int) -> dict:
    declare_padding(doc)
    padding = Padding(doc)
    for name, value in input_values(doc).items():
        padding.value[name] = value
    before, after = [], []
    own = len(doc["steps"])
    # Before, between (a tenth), then after: each semaphore's values rise through the whole step list.
    while own + 2 * len(before) < steps * 9 // 10:
        before += padding.block(False)
    middle = []
    between = max(1, steps // 10 // max(1, own - 1))
    for i, op in enumerate(doc["steps"]):
        middle.append(op)
        for _ in range(between if i + 1 < own else 0):
            middle += padding.block(False, own_only=True)
    while len(middle) + len(before) + len(after) < steps:
        after += padding.block(True)
    # After the input's steps: everything it submitted is done before the padding starts.
    doc["steps"] = before + middle + [{"op": "host_wait", "all": True}] + after
    doc["name"] = doc["name"] + "-padded"
    doc["description"] = "Padded by scripts/gen_padded_scenario.py: " + doc.get("description", "")
    return doc


def write_scenario(doc: dict, out) -> None:
    """`doc` as JSON to the file `out`, or to stdout where it is None."""
    text = json.dumps(doc, indent=1) + "\n"
    if out:
        with open(out, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("scenario", nargs="?", default=DEFAULT_INPUT, help="the broken scenario (default: %(default)s)")
    parser.add_argument("--steps", type=int, default=1000, help="about how many steps the result has (default 1000)")
    parser.add_argument("--out", help="where to write it (default: stdout)")
    args = parser.parse_args()
    with open(args.scenario, encoding="utf-8") as f:
        doc = json.load(f)
    write_scenario(pad(doc, args.steps), args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
