#!/bin/sh
# Leaves a grandchild behind, writes its pid to $1, then hangs: a timeout must kill both.
sleep 300 &
echo $! > "$1"
echo "started grandchild $!"
sleep 300
