#!/bin/sh
# ctest splits test names at ';': a doctest case named with one would be registered as two filters matching nothing
# and "pass" without running. Fails naming every case name (escaped quotes and all) that holds one, under folder $1,
# the name on the TEST_CASE( line or, wrapped by clang-format, on the line after it.
found=$(find "$1" -name '*.cpp' -exec awk '
  /TEST_CASE\($/ { wrapped = 1; next }
  { line = wrapped ? $0 : ""; wrapped = 0 }
  /TEST_CASE\("/ { line = substr($0, index($0, "TEST_CASE(\"")) }
  line != "" && match(line, /"([^"\\]|\\.)*"/) && index(substr(line, RSTART, RLENGTH), ";") { print FILENAME ":" FNR ": " line }
' {} +)
[ -z "$found" ] || { echo "$found"; exit 1; }
