#!/usr/bin/env python3
"""The host thread's instructions an iteration of scenarios/bench/cpu-trivial.json, layer by layer.

Wall times on a shared machine move by 10% from one minute to the next; instruction counts do not. Each program runs
under callgrind twice, with N and 2N iterations; the difference over N is what one iteration costs, start-up left
out. Only the host thread counts (callgrind's --separate-threads, thread 1), and not its waits: valgrind runs one
thread at a time, so what a spin-wait executes says nothing. What is left is the work the host does an iteration.

    scripts/bench_instructions.py BUILD_DIR [TOOL]   (scripts/bench instructions runs it on build-bench)
"""
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCENARIO = ROOT / "scenarios/bench/cpu-trivial.json"
N = 20000
# Functions of the waits (the spin, the block, the clock the spin reads): left out.
WAITS = ("spin_for", "spin_until", "wait_value", "pthread_", "futex", "clock_gettime", "steady_clock::now",
         "sched_yield", "lll_lock", "condition_variable")
# Where a function belongs, first match wins (names as callgrind prints them: file:function).
GROUPS = (("the reference model", ("core/model/", "model::", "core/scenario/", "scenario::")),
          ("timing (stamps, samples, histograms)", ("histogram", "Histogram", "FastClock")),
          ("the cpu backend", ("core/backends/cpu/", "CpuBackend", "backends::")),
          ("the sync core", ("core/sync/", "sync::Device")),
          ("the engine", ("core/engine/", "engine::")),
          ("the bench loop and its check", ("???:main", "bench::", "(anonymous namespace)::")),
          ("the standard library", ("std::", "libc.so", "libstdc++", "/usr/include/")))


def per_function(program, iterations, out):
    """Exclusive instructions of the host thread by function, for a run of `iterations`."""
    base = out / f"cg.{iterations}"
    subprocess.run(["valgrind", "--tool=callgrind", "--separate-threads=yes", f"--callgrind-out-file={base}",
                    *[a.replace("ITERATIONS", str(iterations)) for a in program]],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    text = subprocess.run(["callgrind_annotate", "--inclusive=no", "--threshold=100", "--auto=no", f"{base}-01"],
                          check=True, capture_output=True, text=True).stdout
    counts = {}
    for line in text.splitlines():
        m = re.match(r"\s*([\d,]+) \(\s*[\d.]+%\)\s+(\S.*)", line)
        if m and "PROGRAM TOTALS" not in m.group(2) and not m.group(2).startswith("=>"):
            counts[m.group(2)] = int(m.group(1).replace(",", ""))
    return counts


def measure(name, program):
    with tempfile.TemporaryDirectory() as tmp:
        once, twice = per_function(program, N, Path(tmp)), per_function(program, 2 * N, Path(tmp))
    groups = {}
    for function, count in twice.items():
        per_iteration = (count - once.get(function, 0)) / N
        if any(w in function for w in WAITS):
            continue
        group = next((g for g, keys in GROUPS if any(k in function for k in keys)), "other")
        groups[group] = groups.get(group, 0.0) + per_iteration
    total = sum(groups.values())
    parts = ", ".join(f"{g} {v:,.0f}" for g, v in sorted(groups.items(), key=lambda x: -x[1]) if v >= 1)
    print(f"{name}: {total:,.0f} host instructions an iteration outside the waits ({parts})")


def main():
    if not shutil.which("valgrind") or not shutil.which("callgrind_annotate"):
        print("bench_instructions: needs valgrind (the Debian package valgrind; scripts/setup installs it)", file=sys.stderr)
        return 2
    if len(sys.argv) < 2:
        print(__doc__.strip().splitlines()[-1].strip(), file=sys.stderr)
        return 2
    build = Path(sys.argv[1])
    tool = sys.argv[2] if len(sys.argv) > 2 else str(build / "tool/syncstress")
    layers = build / "bench/syncstress_layers_cpu"
    print(f"== the host's instructions an iteration of {SCENARIO.name} (callgrind, {N:,} and {2 * N:,} iterations)")
    if layers.exists():
        measure("the cpu backend's interface", [str(layers), "backend", "ITERATIONS"])
        measure("through the sync core", [str(layers), "device", "ITERATIONS"])
    measure("the whole tool", [tool, "run", str(SCENARIO), "--backend", "cpu", "--perturb", "off", "--iterations",
                               "ITERATIONS", "-q"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
