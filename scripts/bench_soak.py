#!/usr/bin/env python3
"""Soak benchmark: does a long hunt run in flat memory?

Runs, one after the other (or both at once with --together), for DURATION each:
  syncstress run scenarios/bench/cpu-trivial.json --backend cpu --duration DURATION
  syncstress exec --duration DURATION -- true
and samples the process's resident memory, open file descriptors and threads every INTERVAL (Linux /proc).
Flat means:
- RSS: every sample from 30 s on stays within 10% of the sample at 30 s;
- fds and threads: constant. A leak raises the count's floor and keeps it raised, so the lowest count of the later
  half of the samples may not be above the lowest of the earlier half. A sample may catch a child in flight (`exec`
  holds its pidfd while it runs, and its output file and /dev/null for a moment while it starts), so a sample may
  be up to TRANSIENT (2) above that floor. The table names the descriptors a sample holds beyond the first one's.
Prints one Markdown table per command and a verdict line; exit 1 when a command is not flat.

  scripts/bench_soak.py --binary build/tool/syncstress [--duration 10m] [--interval 10] [--together]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import threading
import time


def seconds(text):
    m = re.fullmatch(r"(\d+)(s|m)?", text)
    if not m:
        raise argparse.ArgumentTypeError("a duration like 600, 600s or 10m")
    return int(m.group(1)) * (60 if m.group(2) == "m" else 1)


def sample(pid):
    """(RSS MiB, open fds, threads, what the fds are) of a live process; None once it is gone."""
    try:
        with open("/proc/%d/status" % pid) as f:
            status = f.read()
        rss = int(re.search(r"^VmRSS:\s+(\d+)", status, re.M).group(1)) / 1024.0
        threads = int(re.search(r"^Threads:\s+(\d+)", status, re.M).group(1))
        targets = []
        for fd in os.listdir("/proc/%d/fd" % pid):
            try:
                targets.append(os.readlink("/proc/%d/fd/%s" % (pid, fd)))
            except OSError:
                pass  # closed between the listing and the look
        return rss, len(targets), threads, sorted(targets)
    except (OSError, AttributeError):
        return None


def soak(name, argv, duration, interval, results):
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    rows = []
    start = time.monotonic()
    t = interval
    while t < duration:
        time.sleep(max(0.0, start + t - time.monotonic()))
        s = sample(proc.pid)
        if s is None:
            break
        rows.append((t,) + s)
        t += interval
    code = proc.wait()
    results[name] = (rows, code, time.monotonic() - start)


# What a sample may catch of a child in flight, over the floor: its pidfd, or its output file and stdin while it starts.
TRANSIENT = 2


def steady(counts):
    """(constant, text) for a count sampled over time (fds or threads): the floor may not rise, a peak may be transient."""
    half = len(counts) // 2
    floor, later_floor = min(counts[:half]), min(counts[half:])
    if later_floor > floor:
        return False, "grew: lowest %d in the first half, %d in the second" % (floor, later_floor)
    if max(counts) > floor + TRANSIENT:
        return False, "grew: up to %d over a floor of %d" % (max(counts), floor)
    if max(counts) > floor:
        return True, "constant at %d (%d sample(s) +%d: a child in flight)" % (
            floor, sum(c > floor for c in counts), max(counts) - floor)
    return True, "constant at %d" % floor


def verdict(rows):
    at30 = next((r for r in rows if r[0] >= 30), None)
    if at30 is None or len(rows) < 2:
        return False, "too few samples: one at 30 s or later and two in all are needed"
    later = [r for r in rows if r[0] >= at30[0]]
    worst = max(abs(r[1] - at30[1]) / at30[1] for r in later)
    fds_flat, fds = steady([r[2] for r in rows])
    threads_flat, threads = steady([r[3] for r in rows])
    flat = worst <= 0.10 and fds_flat and threads_flat
    return flat, "RSS within %.1f%% of its %.1f MiB at %d s; fds %s; threads %s" % (
        100 * worst, at30[1], at30[0], fds, threads)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--binary", required=True)
    ap.add_argument("--duration", type=seconds, default=600)
    ap.add_argument("--interval", type=seconds, default=10)
    ap.add_argument("--together", action="store_true", help="both soaks at once (half the wall time, shared cores)")
    args = ap.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    work = tempfile.mkdtemp(prefix="syncstress-soak-")
    d = "%ds" % args.duration
    commands = {
        "run cpu-trivial": [args.binary, "run", os.path.join(root, "scenarios", "bench", "cpu-trivial.json"),
                            "--backend", "cpu", "--duration", d, "--json", os.path.join(work, "run.json"), "-q"],
        "exec true": [args.binary, "exec", "--duration", d, "--json", os.path.join(work, "exec.json"), "-q", "--", "true"],
    }
    results = {}
    threads = [threading.Thread(target=soak, args=(n, a, args.duration, args.interval, results)) for n, a in commands.items()]
    for th in threads:
        th.start()
        if not args.together:
            th.join()
    for th in threads:
        th.join()
    all_flat = True
    for name in commands:
        rows, code, took = results[name]
        print("\n### %s, %d s (%s), exit %d, %.0f s wall\n" % (name, args.duration, "together" if args.together else "alone", code, took))
        print("| t (s) | RSS (MiB) | fds | threads | fds not open at the first sample |")
        print("|---|---|---|---|---|")
        first = rows[0][4] if rows else []
        for t, rss, fds, nthreads, targets in rows:
            extra = list(targets)
            for target in first:
                if target in extra:
                    extra.remove(target)
            print("| %d | %.1f | %d | %d | %s |" % (t, rss, fds, nthreads, ", ".join(extra)))
        flat, text = verdict(rows)
        all_flat = all_flat and flat and code == 0
        print("\n%s: %s: %s" % (name, "flat" if flat else "NOT FLAT", text))
    return 0 if all_flat else 1


if __name__ == "__main__":
    sys.exit(main())
