#!/bin/sh
# ctest splits test names at ';': a doctest case named with one would be registered as two filters matching nothing
# and "pass" without running. Fails naming every case name (escaped quotes and all) that holds one, under folder $1.
! grep -rnE 'TEST_CASE\("([^"\\]|\\.)*;' "$1"
