#!/bin/sh
# Exits at once, leaving a grandchild (pid written to $1) in its process group.
sleep 300 &
echo $! > "$1"
exit 0
