#!/usr/bin/env python3
"""Soak benchmark: does a long hunt run in flat memory?

Runs, one after the other (or both at once with --together), for DURATION each:
  syncstress run scenarios/bench/cpu-trivial.json --backend cpu --duration DURATION
  syncstress exec --duration DURATION -- true
and samples the process's resident memory, open file descriptors and threads every INTERVAL (Linux /proc).
Flat means: every sample from 30 s on stays within 10% of the sample at 30 s, and the fds and threads never go
above the most seen in the first 30 s (a child's pipe or pidfd comes and goes with each run).
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
    """(RSS MiB, open fds, threads) of a live process; None once it is gone."""
    try:
        with open("/proc/%d/status" % pid) as f:
            status = f.read()
        rss = int(re.search(r"^VmRSS:\s+(\d+)", status, re.M).group(1)) / 1024.0
        threads = int(re.search(r"^Threads:\s+(\d+)", status, re.M).group(1))
        fds = len(os.listdir("/proc/%d/fd" % pid))
        return rss, fds, threads
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


def verdict(rows):
    at30 = next((r for r in rows if r[0] >= 30), None)
    if at30 is None:
        return False, "no sample at 30 s or later"
    later = [r for r in rows if r[0] >= at30[0]]
    worst = max(abs(r[1] - at30[1]) / at30[1] for r in later)
    # fds and threads come and go with each child or iteration: growth is beyond the most seen in the first 30 s.
    early = [r for r in rows if r[0] <= at30[0]]
    fds_grew = max(r[2] for r in later) > max(r[2] for r in early)
    threads_grew = max(r[3] for r in later) > max(r[3] for r in early)
    flat = worst <= 0.10 and not fds_grew and not threads_grew
    return flat, "RSS within %.1f%% of its %.1f MiB at %d s; fds %s; threads %s" % (
        100 * worst, at30[1], at30[0], "grew" if fds_grew else "constant", "grew" if threads_grew else "constant")


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
        print("| t (s) | RSS (MiB) | fds | threads |")
        print("|---|---|---|---|")
        for t, rss, fds, nthreads in rows:
            print("| %d | %.1f | %d | %d |" % (t, rss, fds, nthreads))
        flat, text = verdict(rows)
        all_flat = all_flat and flat and code == 0
        print("\n%s: %s: %s" % (name, "flat" if flat else "NOT FLAT", text))
    return 0 if all_flat else 1


if __name__ == "__main__":
    sys.exit(main())
