#!/bin/sh
# Stands in for `syncstress run FILE --backend B ... --json OUT -q` in the worker tests. FILE names what to do:
# *crash*: die of SIGSEGV; *hang*: never end; *noreport*: exit 1 without a report; otherwise FILE is a
# report to hand back as OUT, after sleeping FILE.sleep seconds if that file exists.
file=$2
out=
while [ $# -gt 0 ]; do
    if [ "$1" = "--json" ]; then out=$2; fi
    shift
done
echo "fake worker for $file"
case $file in
    *crash*) kill -SEGV $$ ;;
    *hang*) sleep 300 & wait ;;
    *noreport*) echo "no report today" >&2; exit 1 ;;
esac
if [ -f "$file.sleep" ]; then sleep "$(cat "$file.sleep")"; fi
cp "$file" "$out"
