#!/usr/bin/env bash
# Workers against one process: the wall time of `run SCENARIOS... --backend B -n ITERATIONS -j JOBS` against the same
# run with `-j 1`, on each backend available, medians of RUNS (default 5) alternating runs, each run checked (exit 0),
# each ratio against the target of 0.5x. The perturbation is the default (auto): the run a user makes.
#   bench_workers.sh SYNCSTRESS SCENARIO_PATH...
# JOBS (default 4), ITERATIONS (default 20), BACKENDS (default cpu,vulkan,cuda,vulkan+cuda,all; those unavailable
# skipped; all: every available one in one run).
# Used by `scripts/bench workers` and by the GPU suite's PART=workers (scripts/gpu-suite.sh).
set -uo pipefail
bin="$1"
shift
runs="${RUNS:-5}" jobs="${JOBS:-4}" iterations="${ITERATIONS:-20}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

now_ms() { echo $(($(date +%s%N) / 1000000)); }
# shellcheck source=bench_common.sh
source "$(dirname "${BASH_SOURCE[0]}")/bench_common.sh"
# Milliseconds of one run with -j $1 on backend $2, appended to FILE $3; 1 when the run fails.
timed() {
  local start end
  start=$(now_ms)
  "$bin" run "${scenarios[@]}" --backend "$2" -n "$iterations" -j "$1" -q --progress off >"$work/out" 2>&1 ||
    { echo "failed: -j $1 --backend $2"; sed 's/^/  /' "$work/out" | tail -5; return 1; }
  end=$(now_ms)
  echo $((end - start)) >>"$3"
}

scenarios=("$@")
echo "== workers: run ${scenarios[*]##*/} -n $iterations, -j $jobs against -j 1, medians of $runs; load average" \
     "$(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
"$bin" backends >"$work/backends" 2>&1
for b in $(echo "${BACKENDS:-cpu,vulkan,cuda,vulkan+cuda,all}" | tr ',' ' '); do
  if [ "$b" != all ] && ! grep -q "^$b: available" "$work/backends"; then
    echo "$b: skipped, not available here"
    continue
  fi
  : >"$work/one"
  : >"$work/many"
  ok=1
  for i in $(seq "$runs"); do
    timed 1 "$b" "$work/one" && timed "$jobs" "$b" "$work/many" || { ok=0; break; }
  done
  [ "$ok" = 1 ] || continue
  awk -v b="$b" -v j="$jobs" -v one="$(median <"$work/one")" -v many="$(median <"$work/many")" \
      -v ones="$(paste -sd' ' "$work/one")" -v manys="$(paste -sd' ' "$work/many")" 'BEGIN {
    ratio = many / one
    printf "%s: -j %d %.0f ms, -j 1 %.0f ms: %.2fx (target: at most 0.5x) %s\n  -j %d runs (ms): %s\n  -j 1 runs (ms): %s\n",
      b, j, many, one, ratio, (ratio <= 0.5 ? "met" : "NOT MET"), j, manys, ones
  }'
done
