#!/bin/sh
# Fails on every fourth run (SYNCSTRESS_RUN_INDEX % 4 == 0): a known failure rate of 25%.
echo "run $SYNCSTRESS_RUN_INDEX seed $SYNCSTRESS_SEED"
if [ $((SYNCSTRESS_RUN_INDEX % 4)) -eq 0 ]; then
    echo "assertion failed in run $SYNCSTRESS_RUN_INDEX" >&2
    exit 1
fi
exit 0
