#!/usr/bin/env python3
"""Pads a captured scenario that has a race with frames of correct captures, for `syncstress shrink`'s benchmark.

The racy capture's steps stay as they are, in the middle; before and after them go copies of the frames (the steps of
other captures, each ending with the host waiting for all queues), in turn. A frame's object that the racy capture
declares the same way is shared (the same program run correctly touches the race's own queue, buffers, mapped
memory and fence), any other is renamed "padN-NAME" and declared. Each copy's semaphore values are raised past every
earlier copy's, so the values of each semaphore rise through the whole step list. Every frame ends with the host
waiting for all queues, so the padding is ordered before or after the race: the race stays and no new finding appears.
The call sites (`at`) stay with their steps.

    scripts/gen_padded_capture.py race.json --frame correct.json --frame other.json --steps 10000 --out padded.json

Deterministic; without --out the scenario goes to stdout.
"""

import argparse
import copy
import json
import sys

from gen_padded_scenario import write_scenario

OBJECT_KINDS = ("queues", "buffers", "host", "semaphores")
NAMING_KEYS = ("queue", "src", "dst", "host", "semaphore", "buffer")


def renames(race: dict, frame: dict, prefix: str) -> dict:
    """The frame's objects that the race does not declare the same way, each to its new name."""
    out = {}
    for kind in OBJECT_KINDS:
        for name, decl in frame.get(kind, {}).items():
            if race.get(kind, {}).get(name) != decl:
                out[name] = prefix + name
    return out


def rename(node, names: dict):
    if isinstance(node, list):
        return [rename(item, names) for item in node]
    if not isinstance(node, dict):
        return node
    out = {}
    for key, value in node.items():
        if key == "at":
            out[key] = value
        elif key in NAMING_KEYS and isinstance(value, str):
            out[key] = names.get(value, value)
        else:
            out[key] = rename(value, names)
    return out


def semaphore_values(node, most: dict) -> None:
    if isinstance(node, list):
        for item in node:
            semaphore_values(item, most)
    elif isinstance(node, dict):
        if isinstance(node.get("semaphore"), str) and isinstance(node.get("value"), int):
            most[node["semaphore"]] = max(most.get(node["semaphore"], 0), node["value"])
        for value in node.values():
            semaphore_values(value, most)


def shifted(node, base: dict):
    if isinstance(node, list):
        return [shifted(item, base) for item in node]
    if not isinstance(node, dict):
        return node
    out = {key: shifted(value, base) for key, value in node.items()}
    if isinstance(node.get("semaphore"), str) and isinstance(node.get("value"), int):
        out["value"] = node["value"] + base.get(node["semaphore"], 0)
    return out


class Copies:
    """Copies of step lists whose semaphore values rise past every earlier copy's."""

    def __init__(self):
        self.top = {}

    def copy(self, steps: list) -> list:
        most = {}
        semaphore_values(steps, most)
        out = shifted(steps, self.top)
        for name, value in most.items():
            self.top[name] = self.top.get(name, 0) + value
        return out


def pad(race: dict, frames: list, steps: int) -> dict:
    doc = copy.deepcopy(race)
    own = []
    for i, frame in enumerate(frames):
        names = renames(race, frame, "pad%d-" % i)
        for kind in OBJECT_KINDS:
            for name, decl in frame.get(kind, {}).items():
                if name in names:
                    doc.setdefault(kind, {})[names[name]] = decl
        own.append(rename(frame["steps"], names))
    copies = Copies()
    before, after, n = [], [], 0
    while len(race["steps"]) + len(before) < steps // 2:
        before += copies.copy(own[n % len(own)])
        n += 1
    middle = copies.copy(race["steps"])
    while len(before) + len(middle) + len(after) < steps:
        after += copies.copy(own[n % len(own)])
        n += 1
    doc["steps"] = before + middle + after
    doc["name"] = race["name"] + "-padded"
    doc["description"] = "Padded by scripts/gen_padded_capture.py with %d frames of correct captures: %s" % (n, race.get("description", ""))
    return doc


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("race", help="the captured scenario with the race")
    parser.add_argument("--frame", action="append", required=True, help="a correct capture whose steps make a frame (repeatable)")
    parser.add_argument("--steps", type=int, default=10000, help="about how many steps the result has (default 10000)")
    parser.add_argument("--out", help="where to write it (default: stdout)")
    args = parser.parse_args()
    load = lambda path: json.load(open(path, encoding="utf-8"))
    write_scenario(pad(load(args.race), [load(f) for f in args.frame], args.steps), args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
