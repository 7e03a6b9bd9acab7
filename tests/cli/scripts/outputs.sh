#!/bin/sh
# Run i % 3 == 0: prints an error but exits 0; i % 3 == 1: fails on a "network" problem; else passes.
case $((SYNCSTRESS_RUN_INDEX % 3)) in
    0) echo "ERROR: buffer mismatch at [12]"; exit 0 ;;
    1) echo "connection refused: flaky network"; exit 1 ;;
    *) echo "all good"; exit 0 ;;
esac
