#!/usr/bin/env python3
"""Checks a JUnit XML file against the rules of the strict schema of Apache Ant's JUnit task (Windy Road's
JUnit.xsd, the one `xmllint --schema` and strict CI readers apply), written from that schema's documentation:

- <testsuites> has no attributes and holds only <testsuite> elements.
- A <testsuite> inside it has exactly the attributes name, package, id, timestamp, hostname, tests, failures,
  errors and time, all required: name, package and hostname non-empty tokens; id, tests, failures, errors 32-bit
  integers (id 0 for the first suite, one more for each next); time a decimal (no exponent); timestamp an ISO 8601
  date and time with no time zone and no fraction (YYYY-MM-DDTHH:MM:SS, a real date).
- Its children, in this order: exactly one <properties>, any number of <testcase>, exactly one <system-out>, exactly
  one <system-err>; no text between them.
- <properties> holds only <property name= value=> (both required, nothing else; name non-empty), with no content.
- <testcase> has exactly the attributes name, classname and time (all required; no file, no line): at most one
  child, <failure> or <error>, and no text (there is no <skipped>, <system-out> or <properties> in a testcase).
- <failure> and <error>: attributes message (optional) and type (required, a non-empty token); text only.
- <system-out> and <system-err>: no attributes, text only.
Besides the schema, what CI readers rely on: tests, failures and errors count the testcases, and no two testcases
share classname and name (GitLab keeps one of them).
When xmllint is installed, it must also find the file well-formed.

Usage: check_junit.py FILE.xml
Prints each broken rule and exits 1; else prints, as its last line, the file as JSON for the caller's own checks:
{"suites": [{"attributes": {...}, "properties": {...}, "system_out": "...",
             "cases": [{"classname", "name", "time", "outcome": "pass|failure|error", "type", "message", "text"}]}]}
"""
import json
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from datetime import datetime

SUITE_ATTRIBUTES = {"name", "package", "id", "timestamp", "hostname", "tests", "failures", "errors", "time"}
TIMESTAMP = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}")
DECIMAL = re.compile(r"[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)")
INT = re.compile(r"[+-]?[0-9]+")

problems = []


def problem(where, what):
    problems.append(f"{where}: {what}")


def token(value):
    """xs:token's value: whitespace collapsed."""
    return " ".join(value.split())


def no_text(element, where):
    if element.text and element.text.strip():
        problem(where, f"text inside <{element.tag}>, which holds elements only")
    for child in element:
        if child.tail and child.tail.strip():
            problem(where, f"text after <{child.tag}> inside <{element.tag}>")


def only_attributes(element, allowed, required, where):
    for name in element.attrib:
        if name not in allowed:
            problem(where, f"attribute {name} is not allowed on <{element.tag}>")
    for name in required:
        if name not in element.attrib:
            problem(where, f"<{element.tag}> lacks the required attribute {name}")


def check_int(element, name, where):
    value = element.get(name)
    if value is None:
        return None
    if not INT.fullmatch(value.strip()) or not -2**31 <= int(value) < 2**31:
        problem(where, f"{name}=\"{value}\" is not a 32-bit integer")
        return None
    return int(value)


def check_decimal(element, name, where):
    value = element.get(name)
    if value is not None and not DECIMAL.fullmatch(value.strip()):
        problem(where, f"{name}=\"{value}\" is not a decimal")


def check_token(element, name, where):
    value = element.get(name)
    if value is not None and not token(value):
        problem(where, f"{name} is empty")


def check_testcase(case, where):
    only_attributes(case, {"name", "classname", "time"}, {"name", "classname", "time"}, where)
    check_token(case, "name", where)
    check_token(case, "classname", where)
    check_decimal(case, "time", where)
    no_text(case, where)
    children = list(case)
    if len(children) > 1:
        problem(where, f"{len(children)} children in a testcase, at most one (<failure> or <error>) is allowed")
    outcome = {"classname": case.get("classname"), "name": case.get("name"), "time": case.get("time"),
               "outcome": "pass", "type": None, "message": None, "text": ""}
    for child in children:
        if child.tag not in ("failure", "error"):
            problem(where, f"<{child.tag}> is not allowed in a testcase (only <failure> or <error>)")
            continue
        only_attributes(child, {"message", "type"}, {"type"}, where + "/" + child.tag)
        check_token(child, "type", where + "/" + child.tag)
        if len(child):
            problem(where, f"elements inside <{child.tag}>, which holds text only")
        outcome.update(outcome=child.tag, type=child.get("type"), message=child.get("message"), text=child.text or "")
    return outcome


def check_suite(suite, index, where):
    only_attributes(suite, SUITE_ATTRIBUTES, SUITE_ATTRIBUTES, where)
    for name in ("name", "package", "hostname"):
        check_token(suite, name, where)
    counts = {name: check_int(suite, name, where) for name in ("id", "tests", "failures", "errors")}
    check_decimal(suite, "time", where)
    if counts["id"] is not None and counts["id"] != index:
        problem(where, f"id=\"{counts['id']}\": the testsuites are numbered from 0, this one is {index}")
    stamp = suite.get("timestamp")
    if stamp is not None:
        if not TIMESTAMP.fullmatch(stamp):
            problem(where, f"timestamp=\"{stamp}\" is not YYYY-MM-DDTHH:MM:SS (no zone, no fraction)")
        else:
            try:
                datetime.strptime(stamp, "%Y-%m-%dT%H:%M:%S")
            except ValueError:
                problem(where, f"timestamp=\"{stamp}\" is not a real date and time")
    no_text(suite, where)
    children = list(suite)
    tags = [c.tag for c in children]
    expected = ["properties"] + ["testcase"] * tags.count("testcase") + ["system-out", "system-err"]
    if tags != expected:
        problem(where, f"children {tags} are not: properties, testcase..., system-out, system-err")
    result = {"attributes": dict(suite.attrib), "properties": {}, "system_out": "", "cases": []}
    for child in children:
        if child.tag == "properties":
            only_attributes(child, set(), set(), where + "/properties")
            no_text(child, where + "/properties")
            for p in child:
                pwhere = where + "/properties/" + p.tag
                if p.tag != "property":
                    problem(pwhere, "only <property> is allowed in <properties>")
                    continue
                only_attributes(p, {"name", "value"}, {"name", "value"}, pwhere)
                check_token(p, "name", pwhere)
                if len(p) or (p.text and p.text.strip()):
                    problem(pwhere, "a property has no content")
                result["properties"][p.get("name")] = p.get("value")
        elif child.tag == "testcase":
            result["cases"].append(check_testcase(child, f"{where}/testcase[{len(result['cases'])}]"))
        elif child.tag in ("system-out", "system-err"):
            only_attributes(child, set(), set(), where + "/" + child.tag)
            if len(child):
                problem(where, f"elements inside <{child.tag}>, which holds text only")
            if child.tag == "system-out":
                result["system_out"] = child.text or ""
    cases = result["cases"]
    for name, outcome in (("failures", "failure"), ("errors", "error")):
        have = sum(1 for c in cases if c["outcome"] == outcome)
        if counts[name] is not None and counts[name] != have:
            problem(where, f"{name}=\"{counts[name]}\" but {have} testcases have <{outcome}>")
    if counts["tests"] is not None and counts["tests"] != len(cases):
        problem(where, f"tests=\"{counts['tests']}\" but there are {len(cases)} testcases")
    return result


def main(path):
    xmllint = shutil.which("xmllint")
    if xmllint:
        lint = subprocess.run([xmllint, "--noout", path], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        if lint.returncode != 0:
            problem(path, "xmllint: not well-formed: " + lint.stdout.decode("utf-8", "replace"))
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as e:
        print(f"{path}: not well-formed XML: {e}")
        return 1
    if root.tag != "testsuites":
        problem(path, f"the root element is <{root.tag}>, not <testsuites>")
    only_attributes(root, set(), set(), "testsuites")
    no_text(root, "testsuites")
    suites = []
    for i, suite in enumerate(root):
        if suite.tag != "testsuite":
            problem("testsuites", f"<{suite.tag}> is not allowed in <testsuites>")
            continue
        suites.append(check_suite(suite, len(suites), f"testsuite[{i}]"))
    seen = set()
    for suite in suites:
        for case in suite["cases"]:
            key = (case["classname"] and token(case["classname"]), case["name"] and token(case["name"]))
            if key in seen:
                problem(path, f"two testcases named classname=\"{key[0]}\" name=\"{key[1]}\"")
            seen.add(key)
    for p in problems:
        print(p)
    if problems:
        return 1
    print(json.dumps({"suites": suites}))
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1]))
