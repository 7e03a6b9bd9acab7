#!/usr/bin/env python3
"""Golden tests: the text, JUnit XML and Markdown that syncstress writes for a few canonical runs, compared with the
files of tests/golden/expected/ after masking what changes from run to run.

Each case runs `syncstress ARGS` from the repository's root (so that the paths it prints are the relative ones of
CASES) with its JSON and JUnit reports in a scratch folder, then `syncstress report JSON --markdown -`. It writes
up to three outputs, each compared with expected/CASE.EXT:
  CASE.txt  the command line, what it printed (stdout and stderr together) and its exit code
  CASE.xml  its --junit report, where it wrote one
  CASE.md   the Markdown view of its --json report, where it wrote one
An expected file for an output not written, or an output with no expected file, is a mismatch too.

Masked (MASKS below), each with a placeholder in angle brackets: durations (<TIME>: the p50 and device and engine
times, the wall time, JUnit's time attributes; a duration given on the command line, such as --hang-timeout 2s, is
kept), timestamps (<TIMESTAMP>), the host's name (<HOST>), the run's id (<RUN_ID>), the number of threads of the
cpu backend's driver line (<N>, the machine's cores) and the scratch folder (<WORK>). Seed and iteration counts are
fixed by the cases, and the cases' scenarios fail in every iteration or none, so nothing else varies.

Usage: golden.py --syncstress BINARY [--update] [CASE...]
  --update  rewrites the expected files from this build's outputs (scripts/regen-golden) instead of comparing
Exits 0 when every case matches (or was rewritten), 1 on a mismatch, printing a unified diff of each.
"""

import argparse
import difflib
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
EXPECTED = os.path.join(HERE, "expected")
OUTPUTS = (".txt", ".xml", ".md")

RACE = "tests/golden/inputs/race-without-expect.json"
RUN = ["--backend", "cpu", "--seed", "7", "--no-cache", "--progress", "off"]
# name: the arguments of `syncstress` (--json and --junit into the scratch folder are added).
CASES = {
    # A correct scenario that passes on cpu.
    "run-pass-cpu": ["run", "scenarios/seeds/device-two-queues-sync.json", "--iterations", "20", *RUN],
    # A race with no `expect`: a failure on cpu, found by the model's check in every iteration.
    "run-race-cpu": ["run", RACE, "--iterations", "3", *RUN],
    # The same race with --shrink: the shrunk scenario beside the report, named in every output.
    "run-shrink-cpu": ["run", RACE, "--iterations", "3", "--shrink", *RUN],
    # The same race named by the analysis alone.
    "analyze-race": ["analyze", RACE],
    # Bad input: the loader's message, exit code 2, no report.
    "run-invalid-op": ["run", "tests/golden/inputs/invalid-op.json", "--iterations", "3", *RUN],
}

# (pattern, replacement), applied in order to every output.
MASKS = [
    (re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z?"), "<TIMESTAMP>"),
    (re.compile(r'\btime="[^"]*"'), 'time="<TIME>"'),
    (re.compile(r'\bhostname="[^"]*"'), 'hostname="<HOST>"'),
    (re.compile(r'(name="run_id" value=)"[0-9a-f]+"'), r'\1"<RUN_ID>"'),
    (re.compile(r"\b(\d+ hosts?) \([^)]*\)"), r"\1 (<HOST>)"),
    (re.compile(r"\(\d+ threads?\)"), "(<N> threads)"),
    (re.compile(r"(?<!--hang-timeout )(?<![\w.])\d+(?:\.\d+)? ?(?:ns|us|µs|ms|s|min|h)\b"), "<TIME>"),
]


def mask(text, work):
    # The Markdown view escapes punctuation with a backslash (a '_' of the folder's name is "\\_"): either form.
    text = re.sub("".join(re.escape(c) if c.isalnum() else "\\\\?" + re.escape(c) for c in work), "<WORK>", text)
    for pattern, replacement in MASKS:
        text = pattern.sub(replacement, text)
    return text


def run(argv):
    done = subprocess.run(argv, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, check=False)
    return done.returncode, done.stdout.decode("utf-8", errors="replace")


def outputs(binary, name, work):
    """The masked outputs of one case: {".txt": text, ...}."""
    json_path, junit_path = os.path.join(work, name + ".json"), os.path.join(work, name + ".xml")
    args = [*CASES[name], "--json", json_path, "--junit", junit_path]
    code, printed = run([binary, *args])
    found = {".txt": "$ syncstress " + " ".join(args) + "\n" + printed + f"[exit {code}]\n"}
    if os.path.exists(junit_path):
        with open(junit_path, encoding="utf-8") as f:
            found[".xml"] = f.read()
    if os.path.exists(json_path):
        code, markdown = run([binary, "report", json_path, "--markdown", "-"])
        found[".md"] = markdown if code == 0 else f"syncstress report --markdown exited {code}:\n{markdown}"
    return {ext: mask(text, work) for ext, text in found.items()}


def read(path):
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8", newline="") as f:
        return f.read()


def compare(name, found):
    """True when every output matches its expected file; prints a diff of each that does not."""
    good = True
    for ext in OUTPUTS:
        path = os.path.join(EXPECTED, name + ext)
        want, got = read(path), found.get(ext)
        if want == got:
            continue
        good = False
        rel = os.path.relpath(path, ROOT)
        if got is None:
            print(f"golden: {name}: {rel} is expected, but this case wrote no {ext} output")
            continue
        diff = difflib.unified_diff((want or "").splitlines(keepends=True), got.splitlines(keepends=True),
                                    fromfile=rel + ("" if want is not None else " (missing)"), tofile=f"{name}{ext} (this build)")
        sys.stdout.writelines(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n" for line in diff)
    return good


def update(name, found):
    for ext in OUTPUTS:
        path = os.path.join(EXPECTED, name + ext)
        if ext in found:
            with open(path, "w", encoding="utf-8", newline="") as f:
                f.write(found[ext])
        elif os.path.exists(path):
            os.remove(path)
    print(f"golden: {name}: rewrote {', '.join(name + ext for ext in OUTPUTS if ext in found)}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--syncstress", required=True, help="the binary under test")
    parser.add_argument("--update", action="store_true", help="rewrite the expected files instead of comparing")
    parser.add_argument("cases", nargs="*", help=f"cases to run (default: all): {', '.join(CASES)}")
    options = parser.parse_args()
    unknown = [c for c in options.cases if c not in CASES]
    if unknown:
        parser.error(f"unknown case {', '.join(unknown)}; the cases are {', '.join(CASES)}")
    binary = os.path.abspath(options.syncstress)
    failed = []
    with tempfile.TemporaryDirectory(prefix="syncstress-golden.") as work:
        for name in options.cases or CASES:
            found = outputs(binary, name, work)
            if options.update:
                update(name, found)
            elif compare(name, found):
                print(f"golden: {name}: matches")
            else:
                failed.append(name)
    if failed:
        print(f"golden: {len(failed)} case(s) differ from tests/golden/expected: {', '.join(failed)}. If the change is "
              f"meant, scripts/regen-golden rewrites them; review the diff before committing it.")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
