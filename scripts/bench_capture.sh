#!/usr/bin/env bash
# The capture benchmark (`scripts/bench capture [BUILD]`): what `syncstress capture` costs a Vulkan program and
# what memory it takes, with tests/capture/submit_loop.cpp (a fill submitted with a fence, waited for and reset,
# SUBMITS times) from BUILD (a build with the tests, default build/: its tool, layer and loop), or TOOL and LOOP
# where given (the GPU bundle's: scripts/gpu-suite.sh, PART=capture).
# 1. The time a submission takes in the loop, plain and under `capture` (host tracking on, the default), alternating,
#    ROUNDS rounds (default 5) of SUBMITS (default 10000), medians of wall and of CPU time (the process's, all its
#    threads: what a loaded machine moves least); target at most 1.5x.
# 2. The same with --touch (the host writes the mapping before each submit and reads it after each wait, every
#    access a guarded page's fault); target at most 3x.
# 3. Peak RSS of the program (its own getrusage), of the whole capture (GNU time: the larger of capture and the
#    program) and of capture's own process (its VmHWM) at 10,000 and 100,000 submissions, the loop folded into the scenario's iterations (the default) and
#    with --no-fold; target flat. Then `syncstress analyze` of the unfolded 100,000-submission capture: wall time
#    and peak RSS.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$root/build}"
tool="$(realpath -m "${TOOL:-$build/tool/syncstress}")" loop="$(realpath -m "${LOOP:-$build/tests/capture/submit_loop}")"
rounds="${ROUNDS:-5}" submits="${SUBMITS:-10000}"
for f in "$tool" "$loop"; do [ -x "$f" ] || { echo "bench capture: $f is not built (ninja -C $build syncstress capture_submit_loop)"; exit 2; }; done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"

# Prints the loop's microseconds a submit, wall and CPU; runs it under capture when the first argument is "capture".
per_submit() {
  local how="$1"; shift
  local line
  if [ "$how" = capture ]; then
    line="$("$tool" capture -q -o "$work/loop.json" -- "$loop" "$@" | grep '^submit_loop:')" || { echo "the captured loop failed" >&2; return 1; }
  else
    line="$("$loop" "$@" | grep '^submit_loop:')" || { echo "the loop failed" >&2; return 1; }
  fi
  sed -E 's/.*, ([0-9.]+) us a submit, ([0-9.]+) us CPU a submit.*/\1 \2/' <<<"$line"
}

# The median of column $1 of stdin.
median() { awk -v c="$1" '{print $c}' | sort -g | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", a / b}'; }

echo "== capture: $rounds rounds of $submits submissions on $("$loop" --submits 1 | sed -E 's/.* on (.*), [0-9.]+ us a submit.*/\1/'); load average $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
for mode in plain touch; do
  args=(--submits "$submits")
  [ "$mode" = touch ] && args+=(--touch)
  : >"$work/plain" && : >"$work/captured"
  for _ in $(seq "$rounds"); do
    per_submit plain "${args[@]}" >>"$work/plain"
    per_submit capture "${args[@]}" >>"$work/captured"
  done
  p="$(median 1 <"$work/plain")" c="$(median 1 <"$work/captured")" pc="$(median 2 <"$work/plain")" cc="$(median 2 <"$work/captured")"
  target=1.5 && [ "$mode" = touch ] && target=3
  echo "$mode loop, a submit: plain $p us wall, $pc us CPU; captured $c us wall, $cc us CPU: $(ratio "$c" "$p")x wall," \
       "$(ratio "$cc" "$pc")x CPU (target: at most ${target}x)"
  echo "  rounds (wall CPU): plain $(paste -sd, "$work/plain"); captured $(paste -sd, "$work/captured")"
done

# The peak RSS of `capture`'s own process (VmHWM), read from /proc while it runs: GNU time gives the larger of it and
# the program's. Its last reading, taken at most 20 ms before the process ends.
own_peak_kib() {
  local parent="$1" pid="" kib=0 now
  while kill -0 "$parent" 2>/dev/null; do
    [ -z "$pid" ] && pid="$(pgrep -P "$parent" | head -1 || true)"
    if [ -n "$pid" ]; then
      now="$(awk '/^VmHWM/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)"
      [ -n "$now" ] && kib="$now"
    fi
    sleep 0.02
  done
  echo "$kib"
}

for fold in "" --no-fold; do
  for n in 10000 100000; do
    # shellcheck disable=SC2086 # fold is empty or one flag
    /usr/bin/time -f "%e %M" -o "$work/time" "$tool" capture -q $fold -o "$work/capture-$n$fold.json" -- "$loop" --submits "$n" >"$work/out" &
    own_kib="$(own_peak_kib $!)"
    wait
    line="$(grep '^submit_loop:' "$work/out")"
    read -r seconds tree_kib <"$work/time"
    echo "capture${fold:+ $fold} of $n submissions: ${seconds} s in all; the program's peak RSS" \
         "$(($(sed -E 's/.*peak RSS ([0-9]+) KiB.*/\1/' <<<"$line") / 1024)) MiB, the capture's (the larger of capture and the" \
         "program) $((tree_kib / 1024)) MiB, capture's own $((own_kib / 1024)) MiB; the scenario" \
         "$(($(stat -c %s "$work/capture-$n$fold.json") / 1000)) kB"
  done
done
/usr/bin/time -f "%e %M" -o "$work/time" "$tool" analyze -q "$work/capture-100000--no-fold.json" || { echo "analyze of the capture found something or failed"; exit 1; }
read -r seconds kib <"$work/time"
echo "analyze of the unfolded 100000-submission capture: $seconds s, $((kib / 1024)) MiB"
