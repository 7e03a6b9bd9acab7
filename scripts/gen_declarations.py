#!/usr/bin/env python3
"""Writes a scenario that declares N semaphores, N buffers and N host arrays (names s0.., b0.., h0..) and one
step that uses the last of each: for timing the loader's reading of large declaration maps (its duplicate-key
check and name lookups). The output is large, so write it to a build folder, never to the repository:

    scripts/gen_declarations.py --count 1000000 --out build/declarations.json
"""

import argparse
import json


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=1000000, help="objects of each kind")
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    n = args.count
    last = n - 1
    scenario = {
        "format": "syncstress/scenario@1",
        "name": "declarations",
        "elements": 4,
        "queues": {"q": {}},
        "semaphores": {f"s{i}": {} for i in range(n)},
        "buffers": {f"b{i}": {} for i in range(n)},
        "host": {f"h{i}": {} for i in range(n)},
        "steps": [
            {"op": "fill", "queue": "q", "dst": f"b{last}", "value": 1},
            {"op": "signal", "queue": "q", "semaphore": f"s{last}", "value": 1},
            {"op": "read", "queue": "q", "src": f"b{last}", "dst": f"h{last}"},
        ],
    }
    with open(args.out, "w", encoding="utf-8") as out:
        json.dump(scenario, out)


if __name__ == "__main__":
    main()
