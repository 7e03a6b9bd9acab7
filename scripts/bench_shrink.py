#!/usr/bin/env python3
"""Benchmarks of `syncstress shrink` (docs/benchmarks.md), beside `scripts/bench shrink`'s padded scenario:

capture: a 10,000-step scenario made from real captures on the machine's Vulkan driver (lavapipe here): staging_probe
  without its fence wait (the race), padded with frames of staging_probe's correct capture and computeheadless' by
  scripts/gen_padded_capture.py, shrunk with the analysis as oracle on one core (taskset -c 0), RUNS runs (default 3),
  the median wall time; each result checked: at most 8 steps, the race kept (analyze exits 1), every step naming a
  call of the program. Target: at most 8 steps within 10 s.
run: every scenario of scenarios/broken shrunk with the run oracle on cpu (--kind mismatch, else --kind hang), each
  result checked by a run on cpu (at most 200 iterations, --until-fail) that still shows a mismatch or a hang. A scenario
  whose bug cannot show on cpu (its own run shows neither) is listed as such. Target: each within 60 s.

    scripts/bench_shrink.py capture --binary build/tool/syncstress
    scripts/bench_shrink.py run --binary build/tool/syncstress

Exit 1 where a target is missed or a result lost its finding.
"""

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def timed(cmd: list) -> tuple:
    start = time.monotonic()
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return p.returncode, p.stdout, time.monotonic() - start


def steps_of(path: str) -> list:
    doc = json.load(open(path, encoding="utf-8"))
    return doc["steps"] + [s for t in doc.get("threads", {}).values() for s in t["steps"]]


def tries_of(said: str) -> str:
    """The tries `shrink` says it made."""
    found = re.search(r"(\d+) tries", said)
    return found.group(1) if found else "?"


def capture(binary: str, work: str, program: list, name: str) -> str:
    out = os.path.join(work, name)
    code, said, _ = timed([binary, "capture", "-o", out, "--"] + program)
    if not os.path.exists(out):
        raise SystemExit(f"no capture of {' '.join(program)} (exit {code}):\n{said}")
    return out


def bench_capture(binary: str, work: str, steps: int, runs: int) -> int:
    probes = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(binary))), "tests", "capture")
    probe, headless = os.path.join(probes, "staging_probe"), os.path.join(probes, "computeheadless")
    race = capture(binary, work, [probe, "--no-fence-wait"], "race.json")
    frames = [capture(binary, work, [probe], "correct.json"), capture(binary, work, [headless], "computeheadless.json")]
    padded = os.path.join(work, "padded-capture.json")
    subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "gen_padded_capture.py"), race, "--frame", frames[0], "--frame",
                    frames[1], "--steps", str(steps), "--out", padded], check=True)
    pin = ["taskset", "-c", "0"] if shutil.which("taskset") else []
    print(f"== shrink of a {len(steps_of(padded))}-step scenario made from captures ({os.path.getsize(padded) // 1000} kB) on one core"
          f"{' (taskset -c 0)' if pin else ''}; load average {' '.join(open('/proc/loadavg').read().split()[:3])}")
    times, status = [], 0
    for i in range(1, runs + 1):
        out = os.path.join(work, "min.json")
        code, said, wall = timed(pin + [binary, "shrink", padded, "-o", out])
        if code != 0:
            print(said)
            return 1
        left = steps_of(out)
        named = all("at" in s for s in left)
        kept = subprocess.run([binary, "analyze", out, "-q"], stdout=subprocess.DEVNULL).returncode == 1
        print(f"run {i}: {wall:.2f} s wall, {len(left)} steps left, {tries_of(said)} tries; race kept: {kept}; every step names its call: {named}")
        status |= 0 if (len(left) <= 8 and kept and named) else 1
        times.append(wall)
    median = statistics.median(times)
    print(f"median: {median:.2f} s wall (target: at most 8 steps within 10 s)")
    return status | (0 if median <= 10 else 1)


def shrink_run_oracle(binary: str, scenario: str, out: str) -> tuple:
    """(kind, exit code, what it said, wall seconds): mismatch first, else hang."""
    for kind in ("mismatch", "hang"):
        code, said, wall = timed([binary, "shrink", scenario, "--kind", kind, "--backend", "cpu", "-o", out])
        if code == 0 or "shows no" not in said:
            return kind, code, said, wall
    return None, code, said, wall


def shows_on_cpu(binary: str, scenario: str, work: str) -> bool:
    report = os.path.join(work, "check.json")
    subprocess.run([binary, "run", scenario, "--backend", "cpu", "-n", "200", "--until-fail", "-q", "--json", report],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    result = json.load(open(report, encoding="utf-8"))["results"][0]
    return result["failures"] > 0 or result["hangs"] > 0


def bench_run(binary: str, work: str) -> int:
    folder = os.path.join(ROOT, "scenarios", "broken")
    print(f"== shrink of every scenario of scenarios/broken with the run oracle on cpu; {os.cpu_count()} cores, load average "
          f"{' '.join(open('/proc/loadavg').read().split()[:3])}")
    print(f"{'scenario':46} {'kind':8} {'steps':>9} {'tries':>5} {'wall':>7}  shown on cpu")
    status = 0
    for name in sorted(os.listdir(folder)):
        scenario, out = os.path.join(folder, name), os.path.join(work, name)
        kind, code, said, wall = shrink_run_oracle(binary, scenario, out)
        if kind is None:
            print(f"{name[:-5]:46} {'-':8} {'':>9} {'':>5} {'':>7}  no: the input's own run shows no mismatch or hang on cpu")
            continue
        if code != 0:
            print(f"{name[:-5]:46} {kind:8} shrink failed (exit {code}):\n{said}")
            status = 1
            continue
        shown = shows_on_cpu(binary, out, work)
        print(f"{name[:-5]:46} {kind:8} {len(steps_of(scenario)):>4} -> {len(steps_of(out)):<2} {tries_of(said):>5} {wall:6.1f}s  {'yes' if shown else 'NO'}")
        status |= 0 if (shown and wall <= 60) else 1
    print("target: each within 60 s, still showing its bug on cpu")
    return status


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("part", choices=["capture", "run"])
    parser.add_argument("--binary", default=os.path.join(ROOT, "build", "tool", "syncstress"))
    parser.add_argument("--steps", type=int, default=10000, help="capture: about how many steps the padded scenario has")
    parser.add_argument("--runs", type=int, default=3, help="capture: runs, for the median")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        if args.part == "capture":
            return bench_capture(args.binary, work, args.steps, args.runs)
        return bench_run(args.binary, work)


if __name__ == "__main__":
    sys.exit(main())
