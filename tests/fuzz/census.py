"""Counts what the fuzz targets' readers reach in a corpus, from what tests/fuzz/census.cpp says of each input:

    census.py CENSUS SOURCE report DIR...     every member of docs/report.schema.json: in a report the reader accepted
    census.py CENSUS SOURCE adapter DIR...    every op and failure status of docs/adapter-protocol.md, and every field
                                              of create's info: in an answer read as ok (by the handler too, for the
                                              ops that have one), in a failure, in an info the reader accepted

CENSUS is the census program, SOURCE the source tree. The reader reads every member of an accepted report (its
objects are closed: a key it does not read is refused), so a member that some accepted input holds is one the fuzzing
reached, read and took. The paths at which the reader refused an input are counted too, as what its errors reached.
Prints one line a member or op, covered or NOT COVERED, then the totals; exits 0 when everything is covered, 1 when
something is not, 2 on a usage error. A test runs it on tests/fuzz/corpus; scripts/fuzz-coverage on the long runs'
corpora too."""

import json
import os
import re
import subprocess
import sys
from collections import Counter


def files_under(folders):
    paths = []
    for folder in folders:
        for parent, _, names in os.walk(folder):
            paths += [os.path.join(parent, name) for name in sorted(names)]
    return paths


def census(program, mode, paths):
    out = subprocess.run([program, mode], input="\n".join(paths) + "\n", capture_output=True, text=True,
                         errors="replace", check=True)
    return [line.split("\t") for line in out.stdout.splitlines()]


# --- reports -------------------------------------------------------------------------------------------------------

class Schema:
    def __init__(self, path):
        with open(path, encoding="utf-8") as f:
            self.root = json.load(f)

    def resolve(self, node):
        while isinstance(node, dict) and "$ref" in node:
            node = self.root["$defs"][node["$ref"].rsplit("/", 1)[1]]
        return node

    def alternatives(self, node):
        node = self.resolve(node)
        return [self.resolve(a) for a in node.get("oneOf", node.get("anyOf", []))] or [node]

    def values(self, node=None, path=""):
        """Every value of every member that is one of a set (enum): PATH=VALUE."""
        out = []
        for alt in self.alternatives(self.root if node is None else node):
            if not isinstance(alt, dict):
                continue
            out += [f"{path}={json.dumps(v)}" for v in alt.get("enum", [])]
            for key, child in alt.get("properties", {}).items():
                if child is not False:
                    out += self.values(child, join(path, key))
            if isinstance(alt.get("additionalProperties"), dict):
                out += self.values(alt["additionalProperties"], join(path, "*"))
            if isinstance(alt.get("items"), dict):
                out += self.values(alt["items"], path + "[]")
        return list(dict.fromkeys(out))

    def members(self, node=None, path=""):
        """Every member path: a.b, a[].b, a.* (an open object's keys)."""
        out = []
        for alt in self.alternatives(self.root if node is None else node):
            if not isinstance(alt, dict):
                continue
            for key, child in alt.get("properties", {}).items():
                out.append(join(path, key))
                if child is not False:
                    out += self.members(child, join(path, key))
            if isinstance(alt.get("additionalProperties"), dict):
                out.append(join(path, "*"))
                out += self.members(alt["additionalProperties"], join(path, "*"))
            if isinstance(alt.get("items"), dict):
                out += self.members(alt["items"], path + "[]")
        return list(dict.fromkeys(out))

    def walk(self, value, node, path, seen):
        """Adds to `seen` the member path of every member of `value`, and PATH=VALUE for a member of a set of values."""
        for alt in self.alternatives(node):
            if not isinstance(alt, dict) or not fits(value, alt):
                continue
            if "enum" in alt and value in alt["enum"]:
                seen.add(f"{path}={json.dumps(value)}")
            if isinstance(value, dict):
                extra = alt.get("additionalProperties")
                for key, child in value.items():
                    if key in alt.get("properties", {}):
                        seen.add(join(path, key))
                        if alt["properties"][key] is not False:
                            self.walk(child, alt["properties"][key], join(path, key), seen)
                    elif isinstance(extra, dict):
                        seen.add(join(path, "*"))
                        self.walk(child, extra, join(path, "*"), seen)
            elif isinstance(value, list) and isinstance(alt.get("items"), dict):
                for item in value:
                    self.walk(item, alt["items"], path + "[]", seen)


def fits(value, node):
    kind = node.get("type")
    if kind is None:
        return True
    names = {"object": dict, "array": list, "string": str, "boolean": bool, "null": type(None)}
    return any(isinstance(value, names[k]) if k in names else isinstance(value, (int, float))
               for k in ([kind] if isinstance(kind, str) else kind))


def join(path, key):
    return key if not path else path + "." + key


def error_path(message, path):
    """The JSON path of a reader's error "PATH: JSON.PATH: what", indices as [] ; None for text that is not JSON."""
    rest = message[len(path) + 2:]
    if rest.startswith(("not valid JSON", "nested deeper", "(top level)")):
        return None
    return re.sub(r"\[\d+\]", "[]", rest.split(": ", 1)[0])


def open_member(path, members):
    """A refused path of an open object's key (labels.KEY, results[].timing.ops.KEY) as its member path."""
    for member in members:
        if member.endswith(".*") and path.startswith(member[:-1]) and "." not in path[len(member) - 1:]:
            return member
    return path


def report_census(program, source, folders):
    schema = Schema(os.path.join(source, "docs", "report.schema.json"))
    members = schema.members()
    accepted, refused_at = Counter(), Counter()
    rows = census(program, "report", files_under(folders))
    for row in rows:
        if row[0] == "accepted":
            seen = set()
            with open(row[1], encoding="utf-8-sig", errors="replace") as f:  # nlohmann skips a byte order mark
                try:
                    schema.walk(json.load(f), schema.root, "", seen)
                except ValueError as e:  # what nlohmann reads and Python does not: counted as holding nothing
                    print(f"census.py: {row[1]}: accepted, but Python's JSON reader refuses it: {e}", file=sys.stderr)
            accepted.update(seen)
        elif (where := error_path(row[2], row[1])) is not None:
            refused_at[open_member(where, members)] += 1
    inputs = sum(row[0] == "accepted" for row in rows)
    print(f"report reader: {len(rows)} inputs, {inputs} accepted")
    print(f"{'member':58} {'accepted':>9} {'refused at':>11}")
    for member in members:
        mark = "" if accepted[member] else "   NOT COVERED"
        print(f"{member:58} {accepted[member]:9} {refused_at[member]:11}{mark}")
    values = schema.values()
    unseen = [v for v in values if not accepted[v]]
    print(f"values of the members that take one of a set: {len(values) - len(unseen)} of {len(values)} in an accepted report"
          + ("; not seen: " + ", ".join(unseen) if unseen else ""))
    covered = sum(1 for m in members if accepted[m])
    errors = sum(1 for m in members if refused_at[m])
    print(f"report members covered: {covered} of {len(members)} (in an accepted report); "
          f"{errors} of {len(members)} where the reader refused an input")
    return covered == len(members)


# --- conversations -------------------------------------------------------------------------------------------------

def protocol_tables(source):
    """The ops, failure statuses and create info fields of docs/adapter-protocol.md's tables."""
    with open(os.path.join(source, "docs", "adapter-protocol.md"), encoding="utf-8") as f:
        text = f.read()

    def first_column(heading):
        section = text.split(heading, 1)[1].split("\n#", 1)[0]
        rows = [line for line in section.splitlines() if line.startswith("| `")]
        return [name for row in rows for name in re.findall(r"`([a-z_]+)`", row.split("|")[1])]

    statuses = re.findall(r"`([a-z_]+)` \(", text.split("| `status` |", 1)[1].split("\n", 1)[0])
    return first_column("\n## Ops\n"), statuses, first_column("\n### create's info\n")


def adapter_census(program, source, folders):
    ops, statuses, fields = protocol_tables(source)
    outcomes, infos, refusals = Counter(), Counter(), Counter()
    paths = files_under(folders)
    for row in census(program, "adapter", paths):
        if row[0] == "answer":
            op, outcome, handler = row[1], row[2], row[3]
            outcomes[(op, outcome)] += 1
            outcomes[(op, "handler " + handler)] += 1
            outcomes[("*", outcome)] += 1
            if outcome == "refused":
                why = re.sub(r"^answered \S+ with ([^:]*).*", r"\1", row[4])
                refusals[re.sub(r"\d+", "N", re.sub(r"(unknown status) .*", r"\1", why))] += 1
        elif row[0] == "info":
            infos[row[1]] += 1
    handled = {"hello", "create", "semaphore_value"}
    print(f"adapter protocol reader: {len(paths)} conversations, {sum(outcomes[('*', o)] for o in ['ok', 'refused'] + statuses)} answers")
    print(f"{'op':20} {'ok':>9} {'handler took':>13} {'handler refused':>16} {'failed':>8} {'refused':>8}")
    covered_ops = 0
    for op in ops:
        failed = sum(outcomes[(op, s)] for s in statuses)
        took, refused = outcomes[(op, "handler accepted")], outcomes[(op, "handler refused")]
        ok = outcomes[(op, "ok")] > 0 and (op not in handled or took > 0)
        covered_ops += ok
        shown = [str(took), str(refused)] if op in handled else ["-", "-"]
        print(f"{op:20} {outcomes[(op, 'ok')]:9} {shown[0]:>13} {shown[1]:>16} {failed:8} {outcomes[(op, 'refused')]:8}"
              + ("" if ok else "   NOT COVERED"))
    for status in statuses:
        print(f"status {status:24} {outcomes[('*', status)]:9}" + ("" if outcomes[("*", status)] else "   NOT COVERED"))
    for field in fields:
        print(f"info.{field:25} {infos[field]:9}" + ("" if infos[field] else "   NOT COVERED"))
    for why, count in sorted(refusals.items()):
        print(f"refused: {why[:70]:70} {count:9}")
    covered_statuses = sum(1 for s in statuses if outcomes[("*", s)])
    covered_fields = sum(1 for f in fields if infos[f])
    print(f"adapter ops covered: {covered_ops} of {len(ops)} (an answer read as ok, and taken by its handler); "
          f"failure statuses {covered_statuses} of {len(statuses)}; create's info fields {covered_fields} of {len(fields)}")
    return covered_ops == len(ops) and covered_statuses == len(statuses) and covered_fields == len(fields)


def main():
    if len(sys.argv) < 5 or sys.argv[3] not in ("report", "adapter"):
        print(__doc__, file=sys.stderr)
        return 2
    program, source, mode, folders = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
    if not os.access(program, os.X_OK):
        print(f"census.py: no census program at {program}", file=sys.stderr)
        return 2
    whole = (report_census if mode == "report" else adapter_census)(program, source, folders)
    return 0 if whole else 1


if __name__ == "__main__":
    sys.exit(main())
