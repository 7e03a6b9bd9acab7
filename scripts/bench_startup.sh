#!/usr/bin/env bash
# Start-up against the raw initialisation of the same APIs: whole-process wall times, medians of RUNS (default 9)
# alternating runs, each run checked (exit 0), each ratio against the target of 1.5x. Also the CPU time (user and
# system, GNU time's 10 ms steps): on a machine shared with other work it moves less than the wall time.
#   bench_startup.sh SYNCSTRESS RAW_DIR TINY_SCENARIO
# - `run TINY --backend B -n 1 --perturb off -q` on vulkan, cuda and vulkan+cuda, against syncstress_raw_init_vulkan
#   (instance, device, queue) and syncstress_raw_init_cuda cuda|vulkan+cuda (the CUDA primary context; and Vulkan's);
# - `backends` against all of them in one process (syncstress_raw_init_cuda all, or the Vulkan one without CUDA).
# A backend that is unavailable, or whose raw program was not built, is skipped with the reason.
# Used by `scripts/bench startup` and by the GPU suite's PART=startup (scripts/gpu-suite.sh).
set -uo pipefail
bin="$1" raw="$2" tiny="$3" runs="${RUNS:-9}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

now_ns() { date +%s%N; }
# shellcheck source=bench_common.sh
source "$(dirname "${BASH_SOURCE[0]}")/bench_common.sh"
# Wall and CPU milliseconds of one run of the command, appended to FILE and FILE.cpu; 1 when it fails.
timed() {
  local file="$1" start end
  shift
  start=$(now_ns)
  if [ -x /usr/bin/time ]; then
    /usr/bin/time -f "%U %S" -o "$work/cpu" "$@" >"$work/out" 2>&1 || { echo "failed: $*"; sed 's/^/  /' "$work/out" | tail -5; return 1; }
  else  # no GNU time (the GPU machine's image): the wall time only
    "$@" >"$work/out" 2>&1 || { echo "failed: $*"; sed 's/^/  /' "$work/out" | tail -5; return 1; }
    echo "0 0" >"$work/cpu"
  fi
  end=$(now_ns)
  echo "$(((end - start) / 1000))" | awk '{printf "%.1f\n", $1 / 1000}' >>"$file"
  awk '{printf "%.0f\n", ($1 + $2) * 1000}' "$work/cpu" >>"$file.cpu"
}

echo "== start-up: whole-process wall time against the raw initialisation of the same APIs, medians of $runs;" \
     "load average $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
"$bin" backends >"$work/backends" 2>&1
# compare NAME RAW_COMMAND... -- TOOL_COMMAND...
compare() {
  local name="$1" raw_cmd=() tool_cmd=() i t r
  shift
  while [ "$1" != -- ]; do raw_cmd+=("$1"); shift; done
  shift
  tool_cmd=("$@")
  : >"$work/tool.txt"
  : >"$work/raw.txt"
  : >"$work/tool.txt.cpu"
  : >"$work/raw.txt.cpu"
  for i in $(seq "$runs"); do
    timed "$work/raw.txt" "${raw_cmd[@]}" || return 0
    timed "$work/tool.txt" "${tool_cmd[@]}" || return 0
  done
  t=$(median <"$work/tool.txt")
  r=$(median <"$work/raw.txt")
  awk -v name="$name" -v t="$t" -v r="$r" -v tc="$(median <"$work/tool.txt.cpu")" -v rc="$(median <"$work/raw.txt.cpu")" \
      -v tools="$(paste -sd' ' "$work/tool.txt")" -v raws="$(paste -sd' ' "$work/raw.txt")" 'BEGIN {
    ratio = t / r
    printf "%s: tool %.1f ms, raw %.1f ms: %.2fx (target: at most 1.5x) %s; CPU time tool %d ms, raw %d ms: %.2fx\n", name, t, r,
      ratio, (ratio <= 1.5 ? "met" : "NOT MET"), tc, rc, (rc > 0 ? tc / rc : 0)
    printf "  tool runs (ms): %s\n  raw runs (ms): %s\n", tools, raws
  }'
}
available() { grep -q "^$1: available" "$work/backends"; }
why() { grep -A1 "^$1: unavailable" "$work/backends" | sed -n 's/^ *why: //p'; }

for backend in vulkan cuda vulkan+cuda; do
  if ! available "$backend"; then
    echo "$backend: skipped: $(why "$backend")"
    continue
  fi
  case "$backend" in
    vulkan) program="$raw/syncstress_raw_init_vulkan" args=() ;;
    *) program="$raw/syncstress_raw_init_cuda" args=("$backend") ;;
  esac
  if [ ! -x "$program" ]; then
    echo "$backend: skipped: $program was not built (-DSYNCSTRESS_BENCH=ON; the CUDA one needs a CUDA Toolkit)"
    continue
  fi
  compare "run --backend $backend -n 1" "$program" "${args[@]}" -- "$bin" run "$tiny" --backend "$backend" -n 1 --perturb off -q
done

if [ -x "$raw/syncstress_raw_init_cuda" ] && available cuda; then
  compare "backends" "$raw/syncstress_raw_init_cuda" all -- "$bin" backends
elif [ -x "$raw/syncstress_raw_init_vulkan" ] && available vulkan; then
  compare "backends (no CUDA here: the raw Vulkan initialisation alone)" "$raw/syncstress_raw_init_vulkan" -- "$bin" backends
else
  echo "backends: skipped: no raw initialisation program for the backends available here"
fi
