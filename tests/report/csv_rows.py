#!/usr/bin/env python3
"""Reads a CSV file written by `syncstress report --csv` with Python's csv module (as pandas.read_csv would be
given it: UTF-8, newline='') and prints its rows as JSON, a list of lists of strings, for the tests to compare.

Usage: csv_rows.py FILE.csv
"""
import csv
import json
import sys

with open(sys.argv[1], newline='', encoding='utf-8') as f:
    rows = list(csv.reader(f, strict=True))
json.dump(rows, sys.stdout, ensure_ascii=False)
