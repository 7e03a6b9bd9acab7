"""The coverage of a reader from `llvm-cov export` (JSON on stdin), as scripts/fuzz-coverage prints it:

    coverage.py ROOT FILE... [--not-reader REGEX...]

Per file of FILE (paths below ROOT): lines, regions and branches covered, as llvm-cov counts them. Then the reader's
functions, those of the files whose name (demangled, without its parameters) matches no --not-reader REGEX (what
the files hold beside the reader: the transport, the writers): how many the inputs reached, and the regions and
branches covered inside them; each one no input reached is named. Exits 1 when a reader function was not reached."""

import json
import re
import subprocess
import sys


def percent(covered, count):
    return f"{covered}/{count} ({100.0 * covered / count:.1f}%)" if count else "-"


def demangle(names):
    out = subprocess.run(["c++filt"], input="\n".join(names) + "\n", capture_output=True, text=True, check=True)
    return out.stdout.splitlines()


def short_name(name):
    """The function's name without its parameters, return type or clone suffix (a lambda keeps its function's)."""
    name = name.split(":", 1)[1] if re.match(r"^[\w.]+\.(cxx|cpp):", name) else name  # a static's file prefix
    name = name.replace("(anonymous namespace)", "{anonymous}")
    depth, out = 0, ""
    for c in name:
        if c == "(" and depth == 0 and out and not out.endswith("operator"):
            break
        depth += c in "<"
        depth -= c in ">"
        out += c
    return out.strip()


def main():
    args = sys.argv[1:]
    if len(args) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    split = args.index("--not-reader") if "--not-reader" in args else len(args)
    root, files, not_reader = args[0].rstrip("/") + "/", args[1:split], [re.compile(r) for r in args[split + 1:]]
    data = json.load(sys.stdin)["data"][0]
    wanted = {root + f for f in files}
    print(f"{'file':46} {'lines':>20} {'regions':>20} {'branches':>20}")
    for entry in sorted(data["files"], key=lambda e: e["filename"]):
        if entry["filename"] in wanted:
            s = entry["summary"]
            print(f"{entry['filename'][len(root):]:46} "
                  + " ".join(f"{percent(s[k]['covered'], s[k]['count']):>20}" for k in ("lines", "regions", "branches")))
    functions = [f for f in data["functions"] if f["filenames"][0] in wanted]
    names = demangle([f["name"] for f in functions])
    reader = [(f, n) for f, n in zip(functions, names) if not any(r.search(short_name(n)) for r in not_reader)]
    reached = [f for f, _ in reader if f["count"] > 0]
    regions = [r for f, _ in reader for r in f["regions"] if r[7] == 0]  # code regions
    branches = [b for f, _ in reader for b in f["branches"]]
    print(f"reader functions reached: {percent(len(reached), len(reader))}; inside them regions "
          f"{percent(sum(r[4] > 0 for r in regions), len(regions))}, branches (each way) "
          f"{percent(sum((b[4] > 0) + (b[5] > 0) for b in branches), 2 * len(branches))}")
    missed = {}
    for f, _ in reader:
        if f["count"] > 0:
            lines = {r[0] for r in f["regions"] if r[7] == 0 and r[4] == 0} | {b[0] for b in f["branches"] if not (b[4] and b[5])}
            missed.setdefault(f["filenames"][0][len(root):], set()).update(lines)
    for file, lines in sorted(missed.items()):
        if lines:
            print(f"  inside them, lines with a region or a branch way no input took: {file}: "
                  + ", ".join(str(n) for n in sorted(lines)))
    unreached = sorted({(f["filenames"][0][len(root):], short_name(n)) for f, n in reader if f["count"] == 0})
    for file, name in unreached:
        print(f"  NOT REACHED: {file}: {name}")
    return 1 if unreached else 0


if __name__ == "__main__":
    sys.exit(main())
