#!/usr/bin/env python3
"""Detection benchmark: how many iterations each perturbation mode needs before a bug shows at run time.

For every race scenario of scenarios/broken (run as if correct: `expect` removed) and every fault injected into
the correct shipped scenarios (seeds + patterns), the median, over SEEDS seeds, of the iterations up to and
including the first one with wrong data or a hang, per backend, for --perturb off, 1ms,200us and auto. Each run
stops at its first failing iteration (--until-fail) or after CAP iterations ("-" in the table: never within CAP).
A fault x scenario pair counts as applicable where some mode showed it at least once.
The orders part: every deadlock of scenarios/broken that needs an order (and, where a scenario has cuda-side queues,
the same on one API, so that vulkan runs it), CAP iterations each (its reversals fail iterations before it hangs),
up to and including the first iteration that hung (the analysis finding's `shown.first`).

  scripts/bench_detection.py --binary build/tool/syncstress --backends cpu,vulkan [--seeds 10] [--cap 20] [--parts orders]
Prints a Markdown table per part; --json FILE also keeps the raw first-failure iterations.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

MODES = ["off", "1ms,200us", "auto"]
RUN_ORDER = ["auto", "off", "1ms,200us"]  # auto first: a run cut short has measured the mode that matters most
FAULTS = ["deferred-sync", "stage-at-submit", "drop-wait", "early-signal", "no-barrier", "lost-signal"]


def first_order_shown(result):
    """The iteration (from 1) where a deadlock that needs an order first hung, or None."""
    firsts = [f["shown"]["first"] + 1 for f in result["findings"]
              if f["kind"] == "deadlock" and f.get("certain") is False and f.get("shown")]
    return min(firsts) if firsts else None


def run(binary, paths, backends, mode, seed, cap, extra, workdir, orders=False):
    report = os.path.join(workdir, "r.json")
    cmd = [binary, "run", *paths, "--backend", backends, "--skip-unavailable", "--iterations", str(cap),
           *([] if orders else ["--until-fail"]),
           "--seed", str(seed), "--perturb", mode, "--hang-timeout", "500ms", "--json", report, "-q", *extra]
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=1800)
    with open(report) as f:
        rep = json.load(f)
    out = {}
    aimed = {}
    for r in rep["results"]:
        if r["status"] in ("skip", "error"):
            continue
        # A certain deadlock runs one iteration: nothing to measure.
        if orders and not any(f["kind"] == "deadlock" and f.get("certain") is False for f in r["findings"]):
            continue
        shown = [f for f in r["findings"] if f["kind"] in ("mismatch", "hang") and "iteration" in f]
        first = min(shown, key=lambda f: f["iteration"]) if shown else None
        out[(r["scenario"], r["backend"])] = first["iteration"] + 1 if first else None
        if orders:
            out[(r["scenario"], r["backend"])] = first_order_shown(r)
            first = next((f for f in shown if f["kind"] == "hang"), None)
        if first and first.get("perturbation"):
            aimed[(r["scenario"], r["backend"])] = first["perturbation"]
    # Each run's figures at once, on stderr: a benchmark cut short by a time limit still leaves what it measured.
    fault = extra[1] if extra[:1] == ["--inject"] else "-"
    for (name, backend), first in sorted(out.items()):
        print("raw: mode=%s seed=%d fault=%s %s/%s first=%s%s" % (mode, seed, fault, name, backend, first,
              "  (%s)" % aimed[(name, backend)] if (name, backend) in aimed else ""), file=sys.stderr, flush=True)
    return out


def write_order_scenarios(scenarios, work):
    """The expect: deadlock scenarios of scenarios/broken, as shipped and, with cuda-side queues, on one API."""
    folder = os.path.join(work, "orders")
    os.makedirs(folder)
    src = os.path.join(scenarios, "broken")
    for name in sorted(os.listdir(src)):
        with open(os.path.join(src, name)) as f:
            doc = json.load(f)
        if doc.get("expect") != "deadlock":
            continue
        with open(os.path.join(folder, name), "w") as f:
            json.dump(doc, f)
        sided = [v for part in ("queues", "buffers") for v in doc.get(part, {}).values() if "side" in v]
        if any(v["side"] == "cuda" for v in sided):
            for v in sided:
                v.pop("side")
            doc["name"] += "-one-api"
            with open(os.path.join(folder, doc["name"] + ".json"), "w") as f:
                json.dump(doc, f)
    return folder


def median_text(values, cap):
    if not values:
        return ""
    shown = [v if v is not None else cap + 1 for v in values]
    m = statistics.median(shown)
    found = sum(v is not None for v in values)
    text = "-" if m > cap else ("%g" % m)
    return "%s (%d/%d)" % (text, found, len(values))


def table(title, rows, backends, cap, seeds):
    print("\n### %s\n" % title)
    print("Median iterations to the first failing one over %d seeds (in brackets: seeds that showed it within %d)." % (seeds, cap))
    print()
    print("| scenario | backend | " + " | ".join("`%s`" % m for m in MODES) + " |")
    print("|---|---|" + "---|" * len(MODES))
    for (name, backend), per_mode in sorted(rows.items()):
        print("| %s | %s | %s |" % (name, backend, " | ".join(median_text(per_mode.get(m, []), cap) for m in MODES)))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--binary", required=True)
    ap.add_argument("--scenarios", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scenarios"))
    ap.add_argument("--backends", default="cpu")
    ap.add_argument("--seeds", type=int, default=10)
    ap.add_argument("--cap", type=int, default=20)
    ap.add_argument("--parts", default="broken,faults,orders")
    ap.add_argument("--modes", default=",".join(RUN_ORDER), help="comma list of the --perturb modes to run (default all)")
    ap.add_argument("--faults", default=",".join(FAULTS), help="comma list of the faults to inject (default all)")
    ap.add_argument("--only", default="", help="comma list of scenarios/broken file names (no .json) to keep")
    ap.add_argument("--json")
    args = ap.parse_args()
    modes = [m for m in RUN_ORDER if m in args.modes]  # a substring test: "1ms,200us" holds a comma
    raw = {}
    with tempfile.TemporaryDirectory() as work:
        if "broken" in args.parts:
            # The race scenarios, with expect removed: a mismatch is then what it would be in a user's scenario.
            broken = os.path.join(work, "broken")
            os.makedirs(broken)
            src = os.path.join(args.scenarios, "broken")
            for name in sorted(os.listdir(src)):
                with open(os.path.join(src, name)) as f:
                    doc = json.load(f)
                if doc.get("expect") != "race":
                    continue
                if args.only and os.path.splitext(name)[0] not in args.only.split(","):
                    continue
                doc.pop("expect")
                with open(os.path.join(broken, name), "w") as f:
                    json.dump(doc, f)
            rows = {}
            for mode in modes:
                for seed in range(1, args.seeds + 1):
                    for key, first in run(args.binary, [broken], args.backends, mode, seed, args.cap, [], work).items():
                        rows.setdefault(key, {}).setdefault(mode, []).append(first)
            raw["broken"] = {"%s/%s" % k: v for k, v in rows.items()}
            table("Races of scenarios/broken (expect removed)", rows, args.backends, args.cap, args.seeds)
        if "faults" in args.parts:
            correct = [os.path.join(args.scenarios, "seeds"), os.path.join(args.scenarios, "patterns")]
            for fault in [f for f in FAULTS if f in args.faults.split(",")]:
                rows = {}
                for mode in modes:
                    for seed in range(1, args.seeds + 1):
                        for key, first in run(args.binary, correct, args.backends, mode, seed, args.cap, ["--inject", fault], work).items():
                            rows.setdefault(key, {}).setdefault(mode, []).append(first)
                applicable = {k: v for k, v in rows.items() if any(x is not None for m in v.values() for x in m)}
                raw["fault " + fault] = {"%s/%s" % k: v for k, v in applicable.items()}
                table("Fault %s, the scenarios where it showed at all" % fault, applicable, args.backends, args.cap, args.seeds)
        if "orders" in args.parts:
            orders = write_order_scenarios(args.scenarios, work)
            rows = {}
            for mode in modes:
                for seed in range(1, args.seeds + 1):
                    for key, first in run(args.binary, [orders], args.backends, mode, seed, args.cap, [], work, orders=True).items():
                        rows.setdefault(key, {}).setdefault(mode, []).append(first)
            raw["orders"] = {"%s/%s" % k: v for k, v in rows.items()}
            table("Deadlocks that need an order (scenarios/broken), to the first hang", rows, args.backends, args.cap, args.seeds)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(raw, f, indent=1)


if __name__ == "__main__":
    sys.exit(main())
