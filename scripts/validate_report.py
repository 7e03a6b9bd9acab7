#!/usr/bin/python3
"""Validates syncstress reports against the report JSON Schema.

Usage: validate_report.py SCHEMA.json REPORT.json...
Prints every violation as FILE: JSON-PATH: message; exits 0 when every report is valid, 1 otherwise.
Needs the jsonschema package (Debian: python3-jsonschema, run with /usr/bin/python3).
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    print("validate_report.py: the jsonschema package is missing (apt-get install python3-jsonschema)", file=sys.stderr)
    sys.exit(1)


def json_path(path):
    text = "$"
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else f".{part}"
    return text


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip(), file=sys.stderr)
        return 1
    try:
        schema = load(argv[1])
        validator_class = jsonschema.validators.validator_for(schema)
        validator_class.check_schema(schema)
    except (OSError, ValueError, jsonschema.SchemaError) as e:
        print(f"{argv[1]}: not a usable schema: {e}", file=sys.stderr)
        return 1
    validator = validator_class(schema)
    valid = True
    for path in argv[2:]:
        try:
            report = load(path)
        except (OSError, ValueError) as e:
            print(f"{path}: cannot read: {e}")
            valid = False
            continue
        errors = sorted(validator.iter_errors(report), key=lambda e: list(map(str, e.absolute_path)))
        for error in errors:
            print(f"{path}: {json_path(error.absolute_path)}: {error.message}")
        if errors:
            valid = False
        else:
            print(f"{path}: valid")
    return 0 if valid else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
