#!/usr/bin/env python3
"""Scenario files against docs/scenario.schema.json (JSON Schema draft 7, python3-jsonschema).

`files`: the schema is a valid draft 7 schema; it accepts a scenario of each version that uses every op, kernel,
host_wait form and version 2 feature, and refuses each of the broken variants of those listed below (one change
each, so that the change is what it refuses); and it accepts every scenario file the loader accepts:
  - every *.json under scenarios/ (the shipped scenarios, found anew at each run: the loader's tests load each);
  - every *.json under tests/ that is a JSON object whose "format" is "syncstress/scenario@N", except the
    fixtures that the loader is meant to refuse, whose file names begin with `invalid-`
    (tests/golden/inputs/invalid-op.json). A *.json under tests/ that is not JSON is not a scenario: left out,
    and listed.
`tables`: the schema names each op of core/common/ops.h (queue commands and steps) and each kernel of
core/common/types.h with exactly the table's fields, so that an op or kernel added there fails here until the
schema has it.

Usage: scenario_schema_test.py --source REPO files|tables
Exits 0 when every check passes, 1 otherwise, 77 (a skip) when the jsonschema module is missing.
"""

import argparse
import copy
import json
import os
import re
import sys

SKIP = 77
SCHEMA = "docs/scenario.schema.json"
SCENARIO_FORMAT = re.compile(r"^syncstress/scenario@\d+$")
INVALID_PREFIX = "invalid-"


def base_v2():
    """A @2 scenario with every op, kernel, host_wait form and version 2 feature (the shape only: the schema's)."""
    return {
        "format": "syncstress/scenario@2",
        "name": "schema-every-op",
        "description": "Every op once.",
        "source": "tests/schema",
        "tags": ["schema"],
        "elements": 64,
        "queues": {"gfx": {"ordered": False}, "copy": {"side": "device", "ordered": True}, "torch": {"side": "cuda"}},
        "buffers": {"x": {}, "y": {"elements": 128, "memory": "host_visible"}, "s": {"memory": "shared"},
                    "t": {"memory": "device", "side": "cuda"}},
        "host": {"x_host": {"init": {"seq": [1, "$iteration+2"]}}, "y_host": {"elements": 128, "init": {"hash": 7}}},
        "semaphores": {"done": {"initial": 0}, "gate": {}},
        "steps": [
            {"op": "host_fill", "dst": "x_host", "hash": "$iteration", "offset": 0, "count": 64,
             "at": {"call": "memset"}},
            {"op": "submit", "queue": "gfx", "commands": [
                {"op": "upload", "src": "x_host", "dst": "x"},
                {"op": "barrier", "src": ["transfer"], "dst": ["compute"], "buffer": "x", "offset": 0, "count": 64},
                {"op": "dispatch", "kernel": "seq", "dst": "y", "base": 1, "stride": "$iteration", "count": 64,
                 "at": {"call": "vkCmdDispatch", "index": 412, "thread": "main", "file": "src/app.cpp", "line": 88}},
                {"op": "dispatch", "kernel": "hash", "dst": "y", "seed": "$iteration+4294967295", "offset": 64},
                {"op": "dispatch", "kernel": "add", "a": "x", "b": "x", "dst": "x"},
                {"op": "dispatch", "kernel": "scale", "src": "x", "dst": "x", "k": 3},
                {"op": "dispatch", "kernel": "inc", "dst": "x", "k": 4294967295},
                {"op": "dispatch", "kernel": "copy", "src": "x", "dst": "y"},
                {"op": "dispatch", "kernel": "opaque", "id": 4294967295,
                 "reads": [{"buffer": "x", "offset": 0, "count": 64}, {"buffer": "y"}],
                 "writes": [{"buffer": "x", "offset": 0, "count": 32}]},
                {"op": "delay", "us": 100},
                {"op": "barrier", "src": ["compute"], "dst": ["transfer"], "dst_access": ["transfer_read"]},
                {"op": "download", "src": "y", "dst": "y_host", "src_offset": 0, "dst_offset": 64, "count": 64},
                {"op": "barrier", "src": ["all"], "dst": ["all"], "src_access": [], "dst_access": ["read", "write"]},
                {"op": "signal", "semaphore": "done", "value": 1}],
             "at": {"call": "vkQueueSubmit"}},
            {"op": "wait", "queue": "copy", "semaphore": "done", "value": 1},
            {"op": "copy", "queue": "copy", "src": "x", "dst": "y", "offset": 0, "count": 64},
            {"op": "fill", "queue": "copy", "dst": "x", "value": "$iteration", "offset": 8, "count": 8},
            {"op": "barrier", "queue": "gfx", "src": ["compute", "transfer"], "dst": ["compute"],
             "src_access": ["compute_write", "transfer_write", "write"],
             "dst_access": ["compute_read", "compute_write"]},
            {"op": "dispatch", "queue": "torch", "kernel": "seq", "dst": "s", "base": 0, "stride": 1},
            {"op": "dispatch", "queue": "torch", "kernel": "opaque", "id": 7, "writes": [{"buffer": "s"}]},
            {"op": "sync", "queue": "copy", "after": "torch", "at": {"call": "sync_to_device"}},
            {"op": "write", "queue": "copy", "src": "x_host", "dst": "x", "src_offset": 1, "dst_offset": 2, "count": 4},
            {"op": "read", "queue": "copy", "src": "y", "dst": "y_host"},
            {"op": "host_signal", "semaphore": "gate", "value": 4294967295},
            {"op": "host_wait", "semaphore": "done", "value": 1},
            {"op": "host_wait", "queue": "gfx"},
            {"op": "host_wait", "all": True},
            {"op": "sleep", "us": 10000000},
            {"op": "check", "host": "y_host", "offset": 64, "count": 64, "expect": {"seq": [1, 1]}},
            {"op": "check", "host": "x_host", "expect": {"fill": "$iteration+1"}},
        ],
        "threads": {"loader": {"steps": [{"op": "host_wait", "semaphore": "done", "value": 1, "at": {"call": "cudaEventSynchronize"}}]}},
        "expect": "pass",
    }


def without_version_2(doc, fmt="syncstress/scenario@1"):
    """doc with the version 2 keys and ops taken out, declaring fmt."""
    doc = copy.deepcopy(doc)
    doc["format"] = fmt
    doc.pop("threads", None)
    for queue in doc["queues"].values():
        queue.pop("ordered", None)
    def version_1(op):
        return op["op"] != "barrier" and op.get("kernel") != "opaque"

    steps = [s for s in doc["steps"] if version_1(s)]
    for step in steps:
        step.pop("at", None)
        if "commands" in step:
            step["commands"] = [c for c in step["commands"] if version_1(c)]
            for command in step["commands"]:
                command.pop("at", None)
    doc["steps"] = steps
    return doc


def step(doc, op, n=0):
    """The n-th step whose op is op."""
    return [s for s in doc["steps"] if s["op"] == op][n]


def command(doc, op, n=0, kernel=None):
    """The n-th command of the first submit whose op is op (and kernel, for a dispatch)."""
    commands = step(doc, "submit")["commands"]
    return [c for c in commands if c["op"] == op and (kernel is None or c.get("kernel") == kernel)][n]


# (what, which base: 1 or 2, the change): each must make the base invalid.
REFUSED = [
    ("an unknown key at the top level", 2, lambda d: d.update(iterations=3)),
    ("an unknown key in a queue", 2, lambda d: d["queues"]["gfx"].update(priority=1)),
    ("an unknown key in a buffer", 2, lambda d: d["buffers"]["x"].update(size=4)),
    ("an unknown key in a host array", 2, lambda d: d["host"]["x_host"].update(fill=0)),
    ("an unknown key in a semaphore", 2, lambda d: d["semaphores"]["done"].update(value=1)),
    ("an unknown key in a step", 2, lambda d: step(d, "fill").update(dts="x")),
    ("an unknown key in a command of a submit", 2, lambda d: command(d, "upload").update(size=4)),
    ("an unknown op", 2, lambda d: step(d, "fill").update(op="donwload")),
    ("a step without op", 2, lambda d: step(d, "fill").pop("op")),
    ("a host op in a submit", 2, lambda d: step(d, "submit")["commands"].append({"op": "host_wait", "all": True})),
    ("a submit in a submit", 2,
     lambda d: step(d, "submit")["commands"].append({"op": "submit", "commands": [{"op": "delay", "us": 1}]})),
    ("a queue named in a command of a submit", 2, lambda d: command(d, "delay").update(queue="gfx")),
    ("a queue op standing alone without its queue", 2, lambda d: step(d, "fill").pop("queue")),
    ("a submit without commands", 2, lambda d: step(d, "submit").update(commands=[])),
    ("a dispatch with a field of another kernel", 2, lambda d: command(d, "dispatch", kernel="seq").update(seed=1)),
    ("a dispatch without a field of its kernel", 2, lambda d: command(d, "dispatch", kernel="add").pop("b")),
    ("an unknown kernel", 2, lambda d: command(d, "dispatch", kernel="inc").update(kernel="increment")),
    ("an opaque kernel in a @1 file", 1,
     lambda d: step(d, "submit")["commands"].append({"op": "dispatch", "kernel": "opaque", "id": 1, "writes": [{"buffer": "x"}]})),
    ("an opaque kernel without writes", 2, lambda d: command(d, "dispatch", kernel="opaque").pop("writes")),
    ("an opaque kernel with an empty writes", 2, lambda d: command(d, "dispatch", kernel="opaque").update(writes=[])),
    ("an opaque kernel without id", 2, lambda d: command(d, "dispatch", kernel="opaque").pop("id")),
    ("an opaque kernel with an id over 2^32-1", 2, lambda d: command(d, "dispatch", kernel="opaque").update(id=4294967296)),
    ("an opaque kernel with 9 read ranges", 2,
     lambda d: command(d, "dispatch", kernel="opaque").update(reads=[{"buffer": "x"}] * 9)),
    ("an opaque kernel with a top-level range", 2, lambda d: command(d, "dispatch", kernel="opaque").update(offset=0)),
    ("an opaque range without its buffer", 2, lambda d: command(d, "dispatch", kernel="opaque")["writes"][0].pop("buffer")),
    ("an opaque range with an unknown key", 2, lambda d: command(d, "dispatch", kernel="opaque")["reads"][1].update(size=4)),
    ("\"$iteration-1\" as a value", 2, lambda d: step(d, "fill").update(value="$iteration-1")),
    ("\"$iteration\" where a plain number is asked for", 2, lambda d: command(d, "delay").update(us="$iteration")),
    ("a kernel parameter over 2^32-1", 2, lambda d: command(d, "dispatch", kernel="scale").update(k=4294967296)),
    ("a count of 0", 2, lambda d: step(d, "fill").update(count=0)),
    ("a negative offset", 2, lambda d: step(d, "fill").update(offset=-1)),
    ("offset with src_offset", 2, lambda d: step(d, "copy").update(src_offset=0)),
    ("a range on a sync", 2, lambda d: step(d, "sync").update(count=1)),
    ("a pattern of two kinds", 2, lambda d: d["host"]["x_host"].update(init={"fill": 0, "hash": 1})),
    ("an empty pattern", 2, lambda d: step(d, "check").update(expect={})),
    ("seq of three numbers", 2, lambda d: step(d, "check").update(expect={"seq": [1, 1, 1]})),
    ("host_fill without a pattern", 2, lambda d: step(d, "host_fill").pop("hash")),
    ("host_fill with two patterns", 2, lambda d: step(d, "host_fill").update(fill=1)),
    ("host_wait mixing its forms", 2, lambda d: step(d, "host_wait", 0).update(queue="gfx")),
    ("host_wait with a semaphore and no value", 2, lambda d: step(d, "host_wait", 0).pop("value")),
    ("host_wait with all: false", 2, lambda d: step(d, "host_wait", 2).update(all=False)),
    ("host_wait with nothing to wait for", 2, lambda d: step(d, "host_wait", 1).pop("queue")),
    ("a sleep over 10 s", 2, lambda d: step(d, "sleep").update(us=10000001)),
    ("a signal value over 2^32-1", 2, lambda d: command(d, "signal").update(value=4294967296)),
    ("a shared buffer with a side", 2, lambda d: d["buffers"]["s"].update(side="device")),
    ("an unknown memory", 2, lambda d: d["buffers"]["y"].update(memory="host_coherent")),
    ("a name with a space", 2, lambda d: d["buffers"].update({"my buffer": {}})),
    ("a buffer named by a number", 2, lambda d: step(d, "fill").update(dst=1)),
    ("elements 0", 2, lambda d: d.update(elements=0)),
    ("a scenario name with capitals", 2, lambda d: d.update(name="Every-Op")),
    ("an unknown expect", 2, lambda d: d.update(expect="fail")),
    ("an unknown format", 2, lambda d: d.update(format="syncstress/scenario@3")),
    ("no steps", 2, lambda d: d.pop("steps")),
    ("a barrier with an unknown stage", 2, lambda d: command(d, "barrier").update(dst=["fragment"])),
    ("a barrier with no src stage", 2, lambda d: command(d, "barrier").update(src=[])),
    ("a barrier without dst", 2, lambda d: command(d, "barrier").pop("dst")),
    ("a barrier making a read available", 2, lambda d: command(d, "barrier", 1).update(src_access=["compute_read"])),
    ("a barrier making a write of a stage not in src available", 2,
     lambda d: command(d, "barrier", 1).update(src_access=["transfer_write"])),
    ("a barrier making writes visible to a stage not in dst", 2,
     lambda d: command(d, "barrier", 1).update(dst_access=["compute_read"])),
    ("a barrier with an unknown access class", 2, lambda d: command(d, "barrier", 1).update(dst_access=["host_read"])),
    ("a barrier range without its buffer", 2, lambda d: command(d, "barrier").pop("buffer")),
    ("an unknown key in a barrier", 2, lambda d: command(d, "barrier").update(dependency="by_region")),
    ("a queue's ordered as a string", 2, lambda d: d["queues"]["gfx"].update(ordered="false")),
    ("at without call", 2, lambda d: command(d, "dispatch").update(at={"index": 412})),
    ("at with an unknown key", 2, lambda d: step(d, "submit")["at"].update(column=3)),
    ("at with line 0", 2, lambda d: command(d, "dispatch")["at"].update(line=0)),
    ("at with a negative index", 2, lambda d: command(d, "dispatch")["at"].update(index=-1)),
    ("at whose call is not a string", 2, lambda d: step(d, "sync").update(at={"call": 7})),
    ("at whose call is empty", 2, lambda d: step(d, "sync").update(at={"call": ""})),
    ("at whose file holds a line break", 2, lambda d: command(d, "dispatch")["at"].update(file="src/a\nb.cpp")),
    ("a barrier in a @1 file", 1,
     lambda d: d["steps"].append({"op": "barrier", "queue": "gfx", "src": ["all"], "dst": ["all"]})),
    ("a barrier in a submit of a @1 file", 1,
     lambda d: step(d, "submit")["commands"].append({"op": "barrier", "src": ["all"], "dst": ["all"]})),
    ("ordered in a @1 file", 1, lambda d: d["queues"]["gfx"].update(ordered=True)),
    ("threads in a @1 file", 1, lambda d: d.update(threads={"loader": {"steps": []}})),
    ("a thread named main", 2, lambda d: d["threads"].update(main={"steps": []})),
    ("a thread without steps", 2, lambda d: d["threads"].update(worker={})),
    ("a thread with an unknown key", 2, lambda d: d["threads"]["loader"].update(stack=1)),
    ("at on a step of a @1 file", 1, lambda d: step(d, "host_fill").update(at={"call": "memset"})),
    ("at on a command of a @1 file", 1, lambda d: command(d, "upload").update(at={"call": "vkCmdCopyBuffer"})),
]


def errors_of(validator, doc):
    return [f"{'/'.join(map(str, e.absolute_path)) or '(top)'}: {e.message}" for e in validator.iter_errors(doc)]


def check_cases(validator, out):
    """The accepted scenarios and the refused changes. Returns the number of failures."""
    bases = {2: base_v2(), 1: without_version_2(base_v2())}
    accepted = [("a @2 scenario with every op, kernel and version 2 feature", bases[2]),
                ("the same without the version 2 features, as @1", bases[1]),
                ("the same @1 scenario declared @2", without_version_2(bases[2], "syncstress/scenario@2"))]
    failures = 0
    for what, doc in accepted:
        errors = errors_of(validator, doc)
        failures += bool(errors)
        out.append(("FAIL" if errors else "ok") + f": accepts {what}" + "".join("\n    " + e for e in errors))
    for what, version, apply in REFUSED:
        if errors_of(validator, bases[version]):  # a refusal of a refused base proves nothing
            out.append(f"not checked: refuses {what} (the schema refuses the @{version} scenario it changes)")
            continue
        doc = copy.deepcopy(bases[version])
        apply(doc)
        errors = errors_of(validator, doc)
        failures += not errors
        out.append(("ok" if errors else "FAIL") + f": refuses {what}" + ("" if errors else " (the schema accepts it)"))
    return failures


def scenario_files(source, out):
    """The files the loader accepts, by the rule of the module's docstring: (relative path, parsed document)."""
    found = []
    for top in ("scenarios", "tests"):
        for folder, subfolders, names in os.walk(os.path.join(source, top)):
            subfolders[:] = sorted(d for d in subfolders if d != "node_modules")
            for name in sorted(n for n in names if n.endswith(".json")):
                path = os.path.join(folder, name)
                relative = os.path.relpath(path, source)
                try:
                    with open(path, encoding="utf-8") as f:
                        doc = json.load(f)
                except (OSError, ValueError) as e:
                    if top == "scenarios":
                        found.append((relative, e))
                    else:
                        out.append(f"left out: {relative}: not JSON, so not a scenario ({e})")
                    continue
                if top == "tests":
                    is_scenario = isinstance(doc, dict) and SCENARIO_FORMAT.match(str(doc.get("format", "")))
                    if not is_scenario:
                        continue
                    if name.startswith(INVALID_PREFIX):
                        out.append(f"left out: {relative}: a fixture the loader is meant to refuse")
                        continue
                found.append((relative, doc))
    return found


def check_files(validator, source, out):
    failures = 0
    files = scenario_files(source, out)
    shipped = sum(1 for relative, _ in files if relative.startswith("scenarios" + os.sep))
    if shipped == 0:
        out.append(f"FAIL: no *.json under {os.path.join(source, 'scenarios')}: --source is not the repository")
        failures += 1
    for relative, doc in files:
        if isinstance(doc, Exception):
            out.append(f"FAIL: {relative}: cannot read it as JSON: {doc}")
            failures += 1
            continue
        errors = errors_of(validator, doc)
        failures += bool(errors)
        out.append(("FAIL" if errors else "ok") + f": {relative}" + "".join("\n    " + e for e in errors))
    out.append(f"{len(files)} scenario files, {shipped} of them under scenarios/")
    return failures


def macro_rows(text, macro):
    """The argument lists of the X(...) rows of a table macro (#define MACRO(X) ...), following the tables it names."""
    match = re.search(r"^#define " + macro + r"\(X\)((?:.*\\\n)*.*)$", text, re.MULTILINE)
    if not match:
        raise ValueError(f"no #define {macro}(X)")
    rows = []
    for name, arguments in re.findall(r"\b(X|SYNCSTRESS_\w+)\(([^()]*)\)", match.group(1)):
        if name == "X":
            rows.append([a.strip() for a in arguments.split(",")])
        else:
            rows += macro_rows(text, name)
    return rows


def branch_ops(definition):
    """The op names for which definition's allOf has an if/then branch."""
    names = set()
    for branch in definition.get("allOf", []):
        op = branch.get("if", {}).get("properties", {}).get("op", {})
        names |= set(op.get("enum", [op["const"]] if "const" in op else []))
    return names


def check_tables(schema, source, out):
    def read(relative):
        with open(os.path.join(source, relative), encoding="utf-8") as f:
            return f.read()

    ops_h, types_h = read("core/common/ops.h"), read("core/common/types.h")
    # The table's opaque row is written as a dispatch of the kernel "opaque" (version 2), with fields of its own.
    commands = [row[0] for row in macro_rows(ops_h, "SYNCSTRESS_QUEUE_COMMANDS") if row[0] != "opaque"]
    steps = [row[0] for row in macro_rows(ops_h, "SYNCSTRESS_STEPS")]
    kernels = {row[0]: {f.strip('"') for f in row[4:8] + ['"dst"'] if f != "nullptr"}
               for row in macro_rows(types_h, "SYNCSTRESS_KERNELS")}
    opaque = schema["definitions"].get("dispatch_opaque", {})
    definitions = schema["definitions"]
    command_def, step_def, dispatch_def = definitions["queue_command"], definitions["step"], definitions["dispatch"]
    checks = [
        ("the queue commands of SYNCSTRESS_QUEUE_COMMANDS", set(commands), set(command_def["properties"]["op"]["enum"])),
        ("a definition for each queue command", set(commands), branch_ops(command_def)),
        ("the queue commands and steps of SYNCSTRESS_STEPS", set(commands + steps), set(step_def["properties"]["op"]["enum"])),
        ("a definition for each step", set(commands + steps), branch_ops(step_def)),
        ("the kernels of SYNCSTRESS_KERNELS and opaque", set(kernels) | {"opaque"}, set(dispatch_def["properties"]["kernel"]["enum"])),
        ("the required fields of the opaque kernel", {"op", "kernel", "id", "writes"}, set(opaque.get("required", []))),
        ("the keys of the opaque kernel", {"op", "kernel", "queue", "id", "reads", "writes", "at"}, set(opaque.get("properties", {}))),
    ]
    common = {"op", "kernel", "queue", "offset", "count", "at"}
    for kernel, fields in kernels.items():
        definition = definitions.get("dispatch_" + kernel, {})
        required = set(definition.get("required", [])) - {"op", "kernel"}
        checks.append((f"the required fields of kernel {kernel}", fields, required))
        checks.append((f"the keys of kernel {kernel}", fields | common, set(definition.get("properties", {}))))
    failures = 0
    for what, table, in_schema in checks:
        good = table == in_schema
        failures += not good
        detail = "" if good else (f": the code has {sorted(table - in_schema)} that the schema lacks, "
                                  f"the schema {sorted(in_schema - table)} that the code lacks")
        out.append(("ok" if good else "FAIL") + f": {what}{detail}")
    return failures


def main():
    parser = argparse.ArgumentParser(description="Scenario files against docs/scenario.schema.json.")
    parser.add_argument("--source", required=True, help="the repository")
    parser.add_argument("check", choices=["files", "tables"])
    args = parser.parse_args()
    try:
        import jsonschema
    except ImportError:
        print(f"SKIPPED: {sys.executable} has no jsonschema module (apt-get install python3-jsonschema; "
              "scripts/setup --test installs it)")
        return SKIP
    try:
        with open(os.path.join(args.source, SCHEMA), encoding="utf-8") as f:
            schema = json.load(f)
    except (OSError, ValueError) as e:
        print(f"FAIL: cannot read {SCHEMA} of {args.source}: {e}")
        return 1
    out = []
    if args.check == "tables":
        try:
            failures = check_tables(schema, args.source, out)
        except (OSError, ValueError, KeyError) as e:
            print(f"FAIL: cannot compare the schema with the tables: {e!r}")
            return 1
    else:
        try:
            jsonschema.Draft7Validator.check_schema(schema)
        except jsonschema.SchemaError as e:
            print(f"FAIL: {SCHEMA} is not a valid draft 7 schema: {e.message}")
            return 1
        validator = jsonschema.Draft7Validator(schema)
        failures = check_cases(validator, out) + check_files(validator, args.source, out)
    print("\n".join(out))
    print(f"{failures} failed" if failures else "all passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
